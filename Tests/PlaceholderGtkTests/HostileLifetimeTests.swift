// The leak loop: windows with tap-to-dismiss, a PlaceholderTextView shown, typed into with real
// keys, finished with Done and with a click on the background, destroyed; every signal handler
// box and every wrapper freed. Short in `make test`; `make leakcheck` runs it long under valgrind
// (PLACEHOLDER_LEAKCHECK_CYCLES).
import CGtk
import GtkBinding
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class HostileLifetimeTests: MainActorTestCase {
    func testCreateShowTypeDoneDismissDestroyLoopFreesEverything() async throws {
        let cycles = environmentCount("PLACEHOLDER_LEAKCHECK_CYCLES", default: 5)
        // The first view installs the process-wide hint stylesheet and its theme handler,
        // which live as long as the process: count from after it.
        try Self.cycle(0)
        let handlersBefore = SignalConnection.liveHandlerCount
        let wrappersBefore = PlaceholderTextView.liveInstanceCount
        for index in 1...cycles {
            try Self.cycle(index)
            XCTAssertEqual(SignalConnection.liveHandlerCount, handlersBefore, "handler boxes after cycle \(index)")
            XCTAssertEqual(PlaceholderTextView.liveInstanceCount, wrappersBefore, "wrappers after cycle \(index)")
        }
        print(
            "leak loop: \(cycles) cycles; live handler boxes \(SignalConnection.liveHandlerCount - handlersBefore), "
                + "live wrappers \(PlaceholderTextView.liveInstanceCount - wrappersBefore) above the start")
    }

    /// One window's life: create, show, type, Done, focus again, click the background, destroy.
    @MainActor
    private static func cycle(_ index: Int) throws {
        let timeout = 60.0  // valgrind runs everything about 30 times slower
        try TestDisplay.start()
        let column = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_container_set_border_width(column.cast(), 24)
        let view = PlaceholderTextView(placeholder: "Cycle \(index): write something")
        var doneTexts: [String] = []
        view.onDone = { doneTexts.append($0) }
        view.onTextChange = { _ in }
        gtk_box_pack_start(column.cast(), view.widget, 1, 1, 0)
        let window = try TestWindow(containing: column, width: 360, height: 200, timeout: timeout)
        defer { window.close() }
        TapToDismiss.install(on: window.window)
        let textView: UnsafeMutablePointer<GtkWidget> = view.textView.cast()

        RealInput.click(textView, at: WidgetPoint(x: 40, y: 6))
        MainLoop.wait(until: { gtk_widget_is_focus(textView) != 0 }, timeout: timeout, "the text view to take focus")
        RealInput.type("typed \(index)")
        MainLoop.wait(until: { view.text == "typed \(index)" }, timeout: timeout, "the typed text")
        MainLoop.wait(until: { gtk_widget_get_mapped(view.doneButton) != 0 }, timeout: timeout, "the Done button")
        RealInput.click(view.doneButton)
        MainLoop.wait(until: { doneTexts == ["typed \(index)"] }, timeout: timeout, "Done to report the text")

        RealInput.click(textView, at: WidgetPoint(x: 40, y: 6))
        MainLoop.wait(
            until: { gtk_widget_is_focus(textView) != 0 }, timeout: timeout, "the text view to take focus again")
        RealInput.click(window.widget, at: WidgetPoint(x: 6, y: 6))
        let frame: UnsafeMutablePointer<GtkWidget> = view.scrolledWindow.cast()
        MainLoop.wait(
            until: { gtk_window_get_focus(window.window) == frame }, timeout: timeout, "a background click to dismiss")
        view.text = ""
        XCTAssertTrue(view.isPlaceholderVisible)
    }
}
