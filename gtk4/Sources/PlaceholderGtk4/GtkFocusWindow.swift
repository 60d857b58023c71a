// GTK 4's answers to the questions the core's EditorFocusHandOff asks of a window.
import CGtk4
import Gtk4Binding
import PlaceholderCore

/// A GTK 4 window's keyboard focus, for `EditorFocusHandOff`.
@MainActor
struct GtkFocusWindow: FocusWindow {
    let window: UnsafeMutablePointer<GtkWindow>

    var focus: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(window) }
    var defaultWidget: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_default_widget(window) }

    func contains(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_widget_get_root(widget).map { UnsafeMutableRawPointer($0) } == window.raw
    }

    func isWithin(_ widget: UnsafeMutablePointer<GtkWidget>, _ ancestor: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widget == ancestor || gtk_widget_is_ancestor(widget, ancestor) != 0
    }

    /// GTK 4 splits GTK 3's `can-focus`: `focusable` is the widget's own, `can-focus` its subtree's.
    func isFocusable(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_get_focusable(widget) != 0 }
    func canFocus(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_get_can_focus(widget) != 0 }
    func setCanFocus(_ widget: UnsafeMutablePointer<GtkWidget>, _ canFocus: Bool) { gtk_widget_set_can_focus(widget, canFocus ? 1 : 0) }
    func isVisible(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_is_visible(widget) != 0 }
    func isSensitive(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_is_sensitive(widget) != 0 }
    func grabFocus(_ widget: UnsafeMutablePointer<GtkWidget>) { _ = gtk_widget_grab_focus(widget) }

    func moveFocusForward(in container: UnsafeMutablePointer<GtkWidget>?) {
        _ = gtk_widget_child_focus(container ?? window.cast(), GTK_DIR_TAB_FORWARD)
    }
}

extension EditorFocusHandOff where Window == GtkFocusWindow {
    /// A move of the focus out of `region` in the GTK 4 `window`.
    init(
        end: EditingEnd, window: UnsafeMutablePointer<GtkWindow>, editor: UnsafeMutablePointer<GtkWidget>,
        region: UnsafeMutablePointer<GtkWidget>, named: UnsafeMutablePointer<GtkWidget>? = nil,
        passedOver: [UnsafeMutablePointer<GtkWidget>] = [], frame: UnsafeMutablePointer<GtkWidget>? = nil
    ) {
        self.init(end: end, window: GtkFocusWindow(window: window), editor: editor, region: region,
                  named: named, passedOver: passedOver, frame: frame)
    }
}
