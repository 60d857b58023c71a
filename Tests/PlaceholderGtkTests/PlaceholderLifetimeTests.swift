// Nothing outlives its widget: handlers disconnected, Swift objects freed.
import CGtk
import GtkBinding
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class PlaceholderLifetimeTests: MainActorTestCase {
    func testTenThousandCreateDestroyCyclesFreeEveryHandlerAndWrapper() async throws {
        let (window, box) = try PlaceholderFixture.warmedUpWindowWithBox()
        defer { window.close() }
        let handlersBefore = SignalConnection.liveHandlerCount
        let wrappersBefore = PlaceholderTextView.liveInstanceCount
        for cycle in 0..<10_000 {
            let view = PlaceholderTextView(placeholder: "Cycle \(cycle)")
            view.onTextChange = { _ in }
            view.onDone = { _ in }
            gtk_container_add(box.cast(), view.widget)
            if cycle % 1000 == 0 {
                gtk_widget_show_all(box)
                view.text = "typed"
                MainLoop.drain()
            }
            gtk_widget_destroy(view.widget)
        }
        MainLoop.drain()
        XCTAssertEqual(SignalConnection.liveHandlerCount, handlersBefore, "signal handler boxes leaked")
        XCTAssertEqual(PlaceholderTextView.liveInstanceCount, wrappersBefore, "wrappers leaked")
    }

    func testWrapperIsFoundFromItsWidgetAndFreedWithIt() async throws {
        try TestDisplay.start()
        let before = PlaceholderTextView.liveInstanceCount
        let widget: UnsafeMutablePointer<GtkWidget> = {
            let view = PlaceholderTextView(placeholder: "Kept by its widget")
            return view.widget
        }()
        keepUnparented(widget)
        XCTAssertEqual(PlaceholderTextView.wrapping(widget)?.placeholder, "Kept by its widget")
        XCTAssertEqual(PlaceholderTextView.liveInstanceCount, before + 1)
        destroyUnparented(widget)
        XCTAssertEqual(PlaceholderTextView.liveInstanceCount, before)
    }
}
