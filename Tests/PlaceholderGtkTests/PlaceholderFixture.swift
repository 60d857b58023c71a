// A PlaceholderTextView in a real window, and the pixel measures the widget tests share.
import CGtk
import GtkBinding
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTesting
import XCTest

/// One `PlaceholderTextView` shown in a focused test window.
@MainActor
final class PlaceholderFixture {
    let view: PlaceholderTextView
    let window: TestWindow

    /// Shows a view with `placeholder`, after `configure` ran on it (before it is shown).
    init(
        placeholder: String, width: Int32 = 420, height: Int32 = 240,
        configure: (PlaceholderTextView) -> Void = { _ in }
    ) throws {
        try TestDisplay.start()
        view = PlaceholderTextView(placeholder: placeholder)
        configure(view)
        window = try TestWindow(containing: view.widget, width: width, height: height)
    }

    var textView: UnsafeMutablePointer<GtkWidget> { view.textView.cast() }

    var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(view.textView) }

    /// Clicks into the text view and waits until it has keyboard focus.
    func focusTextView(file: StaticString = #filePath, line: UInt = #line) {
        RealInput.click(textView, at: WidgetPoint(x: 40, y: 6), file: file, line: line)
        MainLoop.wait(
            until: { gtk_widget_has_focus(self.textView) != 0 }, "the text view to take focus", file: file, line: line)
    }

    /// Types `text` for real and waits until the buffer holds it.
    func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        RealInput.type(text, file: file, line: line)
        MainLoop.wait(until: { self.view.text == text }, "the buffer to read \"\(text)\"", file: file, line: line)
    }

    /// A picture of the text view (the hint is drawn over it).
    func snapshot() throws -> Snapshot { try Snapshot(of: textView) }

    /// Waits until the hint's opacity settles at `alpha`.
    func waitForHint(alpha: Double, file: StaticString = #filePath, line: UInt = #line) {
        MainLoop.wait(
            until: { self.view.presentation.alpha == alpha && !self.view.presentation.isAnimating },
            "the hint's opacity to settle at \(alpha)", file: file, line: line)
    }

    func close() { window.close() }

    /// A shown window holding an empty vertical box, once a first view was made and destroyed:
    /// the first view in a process installs the shared hint stylesheet and its one theme listener,
    /// which live as long as the process, so handler counts taken afterwards are the views' own.
    static func warmedUpWindowWithBox() throws -> (window: TestWindow, box: UnsafeMutablePointer<GtkWidget>) {
        try TestDisplay.start()
        let box = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let window = try TestWindow(containing: box)
        gtk_widget_destroy(PlaceholderTextView(placeholder: "warm-up").widget)
        return (window, box)
    }
}

extension Snapshot {
    /// The bounding box of the "ink": pixels at least half as far from the background's
    /// luminance as the darkest pixel is. Normalising by the darkest pixel lets a grey hint and
    /// dark typed text be measured the same way, antialiased edges included.
    var inkBox: PixelRect? {
        let background = pixel(x: width - 1, y: height - 1).luminance
        var darkest = background
        for y in 0..<height { for x in 0..<width { darkest = min(darkest, pixel(x: x, y: y).luminance) } }
        guard background - darkest > 30 else { return nil }
        let threshold = background - (background - darkest) / 2
        return boundingBox { $0.luminance <= threshold }
    }

    /// Whether any pixel differs visibly from the background.
    var hasInk: Bool { inkBox != nil }
}

/// Asserts two boxes agree within `tolerance` pixels on every edge.
func assertBoxesAgree(
    _ hint: PixelRect?, _ typed: PixelRect?, tolerance: Int = 1, _ message: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let hint, let typed else {
        XCTFail(
            "\(message): hint box \(String(describing: hint)), typed box \(String(describing: typed))", file: file,
            line: line)
        return
    }
    let edges = [(hint.x, typed.x), (hint.y, typed.y), (hint.maxX, typed.maxX), (hint.maxY, typed.maxY)]
    XCTAssertTrue(
        edges.allSatisfy { abs($0.0 - $0.1) <= tolerance },
        "\(message): hint drawn at \(hint), typed text at \(typed)", file: file, line: line)
}

/// Keeps `widget`, which is in no window, alive until `destroyUnparented` (GTK widgets start
/// with a floating reference that only a container would take).
@MainActor func keepUnparented(_ widget: UnsafeMutablePointer<GtkWidget>) {
    g_object_ref_sink(widget.raw)
}

/// Destroys a widget kept with `keepUnparented`, releasing it and everything it owns.
@MainActor func destroyUnparented(_ widget: UnsafeMutablePointer<GtkWidget>) {
    gtk_widget_destroy(widget)
    g_object_unref(widget.raw)
}
