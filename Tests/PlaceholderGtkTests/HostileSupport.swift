// Shared by the hostile-input, fuzz and leak tests: the hint label as GTK shows it, and bytes
// as a C string for invalid UTF-8.
import CGtk
import GtkBinding
import PlaceholderGtk
import PlaceholderTesting
import XCTest

@MainActor
extension PlaceholderTextView {
    /// The hint: the `GtkLabel` laid over the text view in the overlay.
    var hintLabel: UnsafeMutablePointer<GtkLabel> {
        let children = gtk_container_get_children(overlay.cast())
        defer { g_list_free(children) }
        var node = children
        while let current = node {
            if let label = checkedCast(current.pointee.data, to: GtkLabel.self) { return label }
            node = current.pointee.next
        }
        preconditionFailure("the overlay has no hint label")
    }

    /// What the hint label shows, as GTK holds it.
    var hintLabelText: String { String(cString: gtk_label_get_text(hintLabel)) }

    /// Whether the hint label is on screen (mapped) and at what opacity.
    var hintLabelState: (mapped: Bool, opacity: Double) {
        let widget: UnsafeMutablePointer<GtkWidget> = hintLabel.cast()
        return (gtk_widget_get_mapped(widget) != 0, gtk_widget_get_opacity(widget))
    }
}

/// Bytes as a NUL-terminated C string, for feeding invalid UTF-8 to C entry points.
func withCBytes<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
    (bytes + [0]).withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { body($0) }
    }
}
