// Moving a window's keyboard focus out of an editor when editing ends: on, never to nothing.
import CGtk4
import Gtk4Binding
import PlaceholderCore

/// One move of the focus out of an editor (a `PlaceholderTextView`, or an entry tap-to-dismiss
/// ends), to the first place of `FocusHandOff.order(after:)` that takes it. The GTK 3 widget's
/// `EditorFocusHandOff` in GTK 4's calls.
@MainActor
struct EditorFocusHandOff {
    /// How editing ended, which orders the places tried.
    let end: EditingEnd
    let window: UnsafeMutablePointer<GtkWindow>
    /// The widget being edited: the Tab order is counted from it.
    let editor: UnsafeMutablePointer<GtkWidget>
    /// What the focus must leave: the view's root widget, or the editor itself.
    let region: UnsafeMutablePointer<GtkWidget>
    /// The widget the app named, if any.
    var named: UnsafeMutablePointer<GtkWidget>? = nil
    /// Widgets the Tab order passes over (the Done button: it hides once the focus leaves).
    var passedOver: [UnsafeMutablePointer<GtkWidget>] = []
    /// The view's frame, the place of last resort (none for an entry).
    var frame: UnsafeMutablePointer<GtkWidget>? = nil

    /// Moves the focus and says where it went; nil when nothing took it (the editor keeps it).
    @discardableResult
    func perform() -> FocusHandOff? {
        FocusHandOff.order(after: end).first { take($0) }
    }

    private func take(_ place: FocusHandOff) -> Bool {
        switch place {
        case .named: return named.map(focusInto) ?? false
        case .next: return focusNext()
        case .windowDefault: return gtk_window_get_default_widget(window).map(grab) ?? false
        case .viewFrame: return frame.map(grab) ?? false
        }
    }

    /// Gives `widget` itself the focus, when it can take it.
    private func grab(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_get_focusable(widget) != 0, gtk_widget_is_visible(widget) != 0 else { return false }
        _ = gtk_widget_grab_focus(widget)
        return gtk_window_get_focus(window) == widget
    }

    /// Whether the window's focus is on a widget outside `region`.
    private var focusLeftRegion: Bool {
        guard let focus = gtk_window_get_focus(window) else { return false }
        return isOutsideRegion(focus)
    }

    private func isOutsideRegion(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widget != region && gtk_widget_is_ancestor(widget, region) == 0
    }

    /// Focuses `target` as Tab entering it would: the widget itself, or for a container the widget
    /// its focus goes to first (a GtkListBox's selected row). Refused when `target` is shown in
    /// another window, is hidden or insensitive, or is part of what is being left.
    private func focusInto(_ target: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard isOutsideRegion(target), gtk_widget_get_root(target).map({ UnsafeMutableRawPointer($0) }) == window.raw,
            gtk_widget_is_visible(target) != 0, gtk_widget_is_sensitive(target) != 0
        else { return false }
        _ = gtk_widget_child_focus(target, GTK_DIR_TAB_FORWARD)
        return focusLeftRegion
    }

    /// Moves the focus as Tab from the editor does. The order is counted from the editor, not from
    /// the Done button when that has the focus. A window whose Tab order wraps back into the
    /// region has no next widget.
    private func focusNext() -> Bool {
        if gtk_window_get_focus(window) != editor { _ = gtk_widget_grab_focus(editor) }
        let skipped = passedOver.filter { gtk_widget_get_can_focus($0) != 0 }
        for widget in skipped { gtk_widget_set_can_focus(widget, 0) }
        defer { for widget in skipped { gtk_widget_set_can_focus(widget, 1) } }
        _ = gtk_widget_child_focus(window.cast(), GTK_DIR_TAB_FORWARD)
        return focusLeftRegion
    }
}
