// Tying a Swift object's lifetime to a GObject's.
//
// A Swift wrapper must live exactly as long as the widget it wraps: an app may keep only the
// GtkWidget (say, after packing it into a container). Attaching the wrapper as GObject data
// with a release callback makes GTK free it with the widget, and lets the wrapper be found
// again from the widget pointer.
import CGLib

/// Stores Swift objects on GObjects under a key; each is released when its GObject is finalised
/// or the key is overwritten.
///
/// ```swift
/// ObjectAttachment.attach(wrapper, to: widget.object, key: "placeholder-text-view")
/// let again: MyWrapper? = ObjectAttachment.attached(to: widget.object, key: "placeholder-text-view")
/// ```
public enum ObjectAttachment {
    /// Makes `object` hold a strong reference to `value` until it is finalised.
    @MainActor
    public static func attach<Value: AnyObject>(
        _ value: Value, to object: UnsafeMutablePointer<GObject>, key: String
    ) {
        g_object_set_data_full(object, key, Unmanaged.passRetained(value).toOpaque(), releaseAttachment)
    }

    /// The value attached under `key`, if there is one and it is a `Value`.
    @MainActor
    public static func attached<Value: AnyObject>(
        to object: UnsafeMutablePointer<GObject>, key: String, as type: Value.Type = Value.self
    ) -> Value? {
        guard let data = g_object_get_data(object, key) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? Value
    }

    /// Drops the value attached under `key` (releasing it) if there is one.
    @MainActor
    public static func detach(from object: UnsafeMutablePointer<GObject>, key: String) {
        g_object_set_data(object, key, nil)
    }
}

private let releaseAttachment: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
