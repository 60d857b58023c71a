// Names screen readers announce for controls that show no text, or show a different text.
import CGtk
import GtkBinding

/// Sets and reads the accessible (ATK) name of a widget.
@MainActor
enum AccessibleName {
    /// Gives `widget` the accessible name `name`.
    static func set(_ name: String, on widget: UnsafeMutablePointer<GtkWidget>) {
        guard let accessible = gtk_widget_get_accessible(widget) else { return }
        atk_object_set_name(accessible, name)
    }

    /// Names every link inside the labels under `widget` by its text: GTK's accessible link
    /// objects have no name of their own, so a screen reader announces only "link". A label
    /// makes its links anew when its text changes; call this once the texts are set.
    static func nameLinks(under widget: UnsafeMutablePointer<GtkWidget>) {
        if let label = checkedCast(widget.raw, to: GtkLabel.self), let accessible = gtk_widget_get_accessible(widget) {
            nameLinks(of: accessible, text: gtk_label_get_text(label).map { String(cString: $0) } ?? "")
        }
        guard let container = checkedCast(widget.raw, to: GtkContainer.self) else { return }
        let children = gtk_container_get_children(container)
        defer { g_list_free(children) }
        var node = children
        while let current = node {
            if let child = checkedCast(current.pointee.data, to: GtkWidget.self) { nameLinks(under: child) }
            node = current.pointee.next
        }
    }

    /// Names the link children of a label's accessible: the label's links, in order.
    private static func nameLinks(of accessible: UnsafeMutablePointer<AtkObject>, text: String) {
        let hypertext = OpaquePointer(accessible)
        let characters = Array(text.unicodeScalars)
        for index in 0..<atk_object_get_n_accessible_children(accessible) {
            guard let child = atk_object_ref_accessible_child(accessible, index) else { continue }
            defer { g_object_unref(child) }
            guard atk_object_get_role(child) == ATK_ROLE_LINK, index < atk_hypertext_get_n_links(hypertext),
                let link = atk_hypertext_get_link(hypertext, index)
            else { continue }
            let start = Int(atk_hyperlink_get_start_index(link))
            let end = Int(atk_hyperlink_get_end_index(link))
            guard 0 <= start, start < end, end <= characters.count else { continue }
            var name = String.UnicodeScalarView()
            name.append(contentsOf: characters[start..<end])
            atk_object_set_name(child, String(name))
        }
    }

    /// The accessible name of `widget`, or "" when it has none.
    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        guard let accessible = gtk_widget_get_accessible(widget), let name = atk_object_get_name(accessible) else {
            return ""
        }
        return String(cString: name)
    }
}
