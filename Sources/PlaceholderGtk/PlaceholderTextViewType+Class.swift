// The GTK 3 PlaceholderTextView type's class and instance initialisers: its properties and
// signal, and the class functions through which the wrapper hears its root's destruction and
// moves between windows.
import CGtk
import GtkBinding

/// Installs the properties, the `done` signal, the CSS name and the widget class functions.
let classInit: GClassInitFunc = { classPointer, _ in
    guard let classPointer else { return }
    nonisolated(unsafe) let klass = classPointer
    // GLib runs this once, at the first instance or class reference, on that caller's thread: a
    // class left half made there would break every later view, so another thread stops the program.
    onMainThread {
        PlaceholderTextViewType.installProperties(klass.assumingMemoryBound(to: GObjectClass.self))
        PlaceholderTextViewType.installDoneSignal()
        let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
        gtk_widget_class_set_css_name(widgetClass, PlaceholderTextViewType.cssName)
        // The wrapper hears its root's destruction and moves through these class functions, not
        // through signal handlers of its own (each would cost every view its memory).
        parentWidgetClass = g_type_class_peek_parent(klass)!.assumingMemoryBound(to: GtkWidgetClass.self)
        widgetClass.pointee.destroy = destroy
        widgetClass.pointee.hierarchy_changed = hierarchyChanged
        PlaceholderTextViewType.expandOnlyAsAsked(widgetClass)
    }
}

/// GtkBox's class functions, which the overrides chain up to.
private nonisolated(unsafe) var parentWidgetClass: UnsafeMutablePointer<GtkWidgetClass>!

@MainActor
private func wrapper(of widget: UnsafeMutablePointer<GtkWidget>?) -> PlaceholderTextView? {
    guard let widget else { return nil }
    return ObjectAttachment.attached(to: widget.object, key: PlaceholderTextView.attachmentKey)
}

/// Runs before GtkContainer's own handler destroys the children, and after the handlers an app
/// connected to `destroy`.
///
/// Destroyed (or its last reference dropped) on another thread, nothing is done, GTK's own part
/// included: it would destroy the children the wrapper goes on using. The view stays whole and a
/// later destroy on the main thread does it all; finalised on that other thread instead, it keeps
/// its children (leaked) and its attachment releases the wrapper there, whose deinit, isolated to
/// the main actor, is the Swift runtime's to schedule.
private let destroy: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = { widget in
    guard CInterface.isOnMainThread(function: "PlaceholderTextView destroy") else { return }
    onMainThread(passing: widget) { wrapper(of: $0)?.tearDown() }
    parentWidgetClass.pointee.destroy?(widget)
}

private let hierarchyChanged:
    @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GtkWidget>?) -> Void = {
        widget, previousToplevel in
        parentWidgetClass.pointee.hierarchy_changed?(widget, previousToplevel)
        onMainThread(
            passing: widget, elseCritical: "PlaceholderTextView hierarchy_changed",
            domain: PlaceholderTextView.logDomain
        ) { wrapper(of: $0)?.rootHierarchyChanged() }
    }

/// Created on another thread (g_object_new there), the instance stays a bare box with no wrapper:
/// the C functions answer it as not a view, and destroying it finds nothing to tear down.
let instanceInit: GInstanceInitFunc = { instance, _ in
    guard let instance, CInterface.isOnMainThread(function: "g_object_new (PlaceholderTextView)") else { return }
    let widget = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
    nonisolated(unsafe) let root = widget
    onMainThread {
        gtk_orientable_set_orientation(OpaquePointer(root), GTK_ORIENTATION_VERTICAL)
        if !PlaceholderTextViewType.isCreatingFromSwift { _ = PlaceholderTextView(root: root) }
    }
}
