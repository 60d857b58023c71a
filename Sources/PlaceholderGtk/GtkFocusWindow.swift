import PlaceholderCore

// GTK's answers to the questions the core's EditorFocusHandOff asks of a window. One source for
// both toolkits: the GTK 4 package compiles this file too, with PLACEHOLDER_GTK4 defined.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

/// A GTK window's keyboard focus, for `EditorFocusHandOff`.
@MainActor
struct GtkFocusWindow: FocusWindow {
    let window: UnsafeMutablePointer<GtkWindow>

    var focus: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(window) }
    var defaultWidget: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_default_widget(window) }

    func contains(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        #if PLACEHOLDER_GTK4
            gtk_widget_get_root(widget).map { UnsafeMutableRawPointer($0) } == window.raw
        #else
            gtk_widget_get_toplevel(widget) == UnsafeMutablePointer<GtkWidget>(window.cast())
        #endif
    }

    func isWithin(_ widget: UnsafeMutablePointer<GtkWidget>, _ ancestor: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widget == ancestor || gtk_widget_is_ancestor(widget, ancestor) != 0
    }

    #if PLACEHOLDER_GTK4
        /// GTK 4 splits GTK 3's `can-focus`: `focusable` is the widget's own, `can-focus` its subtree's.
        func isFocusable(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_get_focusable(widget) != 0 }
    #else
        func isFocusable(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_get_can_focus(widget) != 0 }
    #endif
    func canFocus(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_get_can_focus(widget) != 0 }
    func setCanFocus(_ widget: UnsafeMutablePointer<GtkWidget>, _ canFocus: Bool) {
        gtk_widget_set_can_focus(widget, canFocus ? 1 : 0)
    }
    func isVisible(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_is_visible(widget) != 0 }
    func isSensitive(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_is_sensitive(widget) != 0 }
    func grabFocus(_ widget: UnsafeMutablePointer<GtkWidget>) { Self.grabFocus(widget) }

    /// Gives `widget` the keyboard focus if it can take it.
    static func grabFocus(_ widget: UnsafeMutablePointer<GtkWidget>) {
        #if PLACEHOLDER_GTK4
            _ = gtk_widget_grab_focus(widget)  // GTK 4 returns whether it took; `isFocus` is read after
        #else
            gtk_widget_grab_focus(widget)
        #endif
    }

    func moveFocusForward(in container: UnsafeMutablePointer<GtkWidget>?) {
        _ = gtk_widget_child_focus(container ?? window.cast(), GTK_DIR_TAB_FORWARD)
    }
}

extension EditorFocusHandOff where Window == GtkFocusWindow {
    /// A move of the focus out of `region` in the GTK `window`.
    init(
        end: EditingEnd, window: UnsafeMutablePointer<GtkWindow>, editor: UnsafeMutablePointer<GtkWidget>,
        region: UnsafeMutablePointer<GtkWidget>, named: UnsafeMutablePointer<GtkWidget>? = nil,
        passedOver: [UnsafeMutablePointer<GtkWidget>] = [], frame: UnsafeMutablePointer<GtkWidget>? = nil
    ) {
        self.init(
            end: end, window: GtkFocusWindow(window: window), editor: editor, region: region,
            named: named, passedOver: passedOver, frame: frame)
    }
}
