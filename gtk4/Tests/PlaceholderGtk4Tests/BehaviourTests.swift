// Hide policy, markup and lifetime of the GTK 4 widget (over ten thousand cycles, as GTK 3's).
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

final class BehaviourTests: MainActorTestCase {
    func testWhileEmptyAndUnfocusedHidesOnARealClickAndReturnsOnDone() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Until focused") { $0.hidePolicy = .whileEmptyAndUnfocused }
        defer { fixture.close() }
        // GTK 4 focuses the first focusable widget when a window is presented: start unfocused.
        gtk_window_set_focus(fixture.window.window, nil)
        MainLoop.wait(
            until: { gtk_widget_get_visible(fixture.view.placeholderLabel) != 0 }, "the hint while unfocused")
        fixture.focusTextView()
        MainLoop.wait(
            until: { gtk_widget_get_visible(fixture.view.placeholderLabel) == 0 }, "focus to hide the hint")
        RealInput.press("Escape")
        MainLoop.wait(
            until: { gtk_widget_get_visible(fixture.view.placeholderLabel) != 0 }, "ending editing to show it again"
        )
    }

    func testMarkupHintIsReadByPangoForScreenAndSpeech() async throws {
        let fixture = try Gtk4Fixture(placeholder: "<b>Bold</b> hint") { $0.usesMarkup = true }
        defer { fixture.close() }
        let label = OpaquePointer(fixture.view.placeholderLabel)
        XCTAssertEqual(String(cString: gtk_label_get_text(label)), "Bold hint", "the label draws the markup's text")
        XCTAssertEqual(fixture.view.presentation.accessibleText, "Bold hint", "speech hears what is drawn")
        fixture.view.placeholder = "<b>never closed"
        XCTAssertEqual(
            String(cString: gtk_label_get_text(label)), "<b>never closed", "invalid markup is shown as written")
        XCTAssertEqual(fixture.view.presentation.accessibleText, "<b>never closed", "and heard as written")
    }

    func testWrapperIsFreedWithItsWidget() async throws {
        weak var released: PlaceholderTextView?
        do {
            let fixture = try Gtk4Fixture(placeholder: "Freed") { $0.doneButtonVisibility = .always }
            released = fixture.view
            fixture.focusTextView()
            fixture.type("typed")
            fixture.close()
        }
        MainLoop.wait(until: { released == nil }, "the Swift wrapper to be freed with its widget")
    }

    func testFiftyCyclesOfCreateTypeDoneDestroyReleaseEveryWrapperAndHandler() async throws {
        try TestDisplay.start()
        MainLoop.drain()
        let handlersBefore = SignalConnection.liveHandlerCount
        var released: [() -> Bool] = []
        for cycle in 0..<50 {
            let fixture = try Gtk4Fixture(placeholder: "Cycle \(cycle)") { $0.doneButtonVisibility = .always }
            weak let view = fixture.view
            released.append { view == nil }
            fixture.view.onDone = { _ in }
            if cycle % 10 == 0 {
                fixture.focusTextView()
                fixture.type("x")
                RealInput.click(fixture.view.doneButton)
            }
            fixture.close()
        }
        MainLoop.wait(until: { released.allSatisfy { $0() } }, "every wrapper to be freed with its widget")
        MainLoop.wait(
            until: { SignalConnection.liveHandlerCount == handlersBefore },
            "every signal handler to be released (now \(SignalConnection.liveHandlerCount), before \(handlersBefore))"
        )
    }

    /// Ten thousand views made, put in a shown window and destroyed (one in a thousand shown with
    /// text): every Swift wrapper is freed with its widget and every signal handler released.
    func testTenThousandCreateDestroyCyclesFreeEveryHandlerAndWrapper() async throws {
        let box = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let window = try TestWindow(containing: box)
        defer { window.close() }
        MainLoop.drain()
        let handlersBefore = SignalConnection.liveHandlerCount
        var released: [() -> Bool] = []
        released.reserveCapacity(10_000)
        for cycle in 0..<10_000 {
            let view = PlaceholderTextView(placeholder: "Cycle \(cycle)")
            weak let freed = view
            released.append { freed == nil }
            view.onTextChange = { _ in }
            view.onDone = { _ in }
            gtk_box_append(box.cast(), view.widget)
            if cycle % 1000 == 0 {
                view.text = "typed"
                MainLoop.waitForPaintedFrame(of: view.widget)
            }
            gtk_box_remove(box.cast(), view.widget)
        }
        MainLoop.wait(until: { released.allSatisfy { $0() } }, "every wrapper to be freed with its widget")
        MainLoop.wait(
            until: { SignalConnection.liveHandlerCount == handlersBefore },
            "every signal handler to be released (now \(SignalConnection.liveHandlerCount), before \(handlersBefore))"
        )
    }
}
