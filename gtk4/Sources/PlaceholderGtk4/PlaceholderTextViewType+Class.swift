// The GTK 4 PlaceholderTextView type's class and instance initialisers: its properties, signal
// and CSS name. (A GtkBox unparents its children in dispose and lays them out itself, so neither
// GTK 4 subclassing trap applies; the wrapper hears destruction through a `destroy` handler.)
import CGtk4
import Gtk4Binding

/// Installs the properties, the `done` signal and the CSS name.
let classInit: GClassInitFunc = { rawClass, _ in
    guard let rawClass else { return }
    nonisolated(unsafe) let klass = rawClass
    // GLib runs this once, at the first instance or class reference, on that caller's thread: a
    // class left half made there would break every later view, so another thread stops the program.
    onMainThread {
        let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
        gtk_widget_class_set_css_name(widgetClass, PlaceholderTextViewType.cssName)
        PlaceholderTextViewType.expandOnlyAsAsked(widgetClass)
        PlaceholderTextViewType.installProperties(klass.assumingMemoryBound(to: GObjectClass.self))
        PlaceholderTextViewType.installDoneSignal()
    }
}

/// Created on another thread (g_object_new there), the instance stays a bare box with no wrapper:
/// the C functions answer it as not a view, and disposing it finds nothing to tear down.
let instanceInit: GInstanceInitFunc = { rawInstance, _ in
    guard let rawInstance, CInterface.isOnMainThread(function: "g_object_new (PlaceholderTextView)") else { return }
    nonisolated(unsafe) let instance = rawInstance
    onMainThread {
        gtk_orientable_set_orientation(OpaquePointer(instance), GTK_ORIENTATION_VERTICAL)
        if !PlaceholderTextViewType.isCreatingFromSwift {
            _ = PlaceholderTextView(root: UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self))
        }
    }
}
