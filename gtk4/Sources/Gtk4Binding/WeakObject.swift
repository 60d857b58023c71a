// A GObject held without a reference: it reads nil once the object is finalised.
import CGtk4

/// A weak reference to a GObject (a `GWeakRef`), for an object a Swift wrapper points at but
/// must not keep alive, such as the widget a text view hands the focus to.
///
/// ```swift
/// let target = WeakObject<GtkWidget>(button)
/// gtk_widget_destroy(button)
/// target.object          // nil
/// ```
@MainActor
public final class WeakObject<Pointee> {
    private nonisolated(unsafe) let reference: UnsafeMutablePointer<GWeakRef>

    /// A reference to `object`; nil refers to nothing.
    public init(_ object: UnsafeMutablePointer<Pointee>? = nil) {
        reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, object.map { UnsafeMutableRawPointer($0) })
    }

    /// The object while it lives, else nil; returned without a reference of the caller's, as
    /// GTK's getters return widgets.
    public var object: UnsafeMutablePointer<Pointee>? {
        get {
            guard let strong = g_weak_ref_get(reference) else { return nil }
            g_object_unref(strong)
            return strong.assumingMemoryBound(to: Pointee.self)
        }
        set { g_weak_ref_set(reference, newValue.map { UnsafeMutableRawPointer($0) }) }
    }

    isolated deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }
}
