// A GtkOverlay subclass that asks Swift where to put its overlay children, from its class handler.
import CGtk
import GObjectBinding

/// A `GtkOverlay` subclass (GType `PlaceholderPositioningOverlay`) whose `get-child-position` class handler
/// asks a Swift closure first, so placing a child costs no signal handler per overlay. A child
/// the closure gives no rectangle for is placed as GtkOverlay places it (and so is every child
/// while no closure is set). The CSS name stays `overlay`.
///
/// ```swift
/// let overlay = PositioningOverlay.make()
/// PositioningOverlay.setChildPosition({ child in child == label ? GdkRectangle(x: 8, y: 8, width: 100, height: 20) : nil },
///                                     on: overlay.cast())
/// ```
@MainActor
public enum PositioningOverlay {
    /// Where a child goes, in the overlay's coordinates; nil for GtkOverlay's own placement.
    public typealias ChildPosition = @MainActor (UnsafeMutablePointer<GtkWidget>) -> GdkRectangle?

    /// The GType's name, with the project's prefix (GType names are process-wide).
    public static let typeName = "PlaceholderPositioningOverlay"

    /// The registered subclass of `GtkOverlay`.
    public static let gType = GObjectSubclass.register(
        typeName, parent: gtk_overlay_get_type(), classInit: positioningOverlayClassInit)

    /// A new, floating overlay of this type.
    public static func make() -> UnsafeMutablePointer<GtkWidget> {
        let instance = g_object_new_with_properties(gType, 0, nil, nil)!
        return UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
    }

    /// Makes `overlay` (one made by `make()`) ask `position` where its children go, until
    /// replaced, removed (nil) or the overlay is finalised.
    public static func setChildPosition(_ position: ChildPosition?, on overlay: UnsafeMutablePointer<GtkOverlay>) {
        precondition(
            g_type_check_instance_is_a(overlay.raw.assumingMemoryBound(to: GTypeInstance.self), gType) != 0,
            "not a PositioningOverlay")
        g_object_set_qdata_full(
            overlay.object, positionQuark, position.map { Unmanaged.passRetained(Box($0)).toOpaque() }, releaseBox)
    }

    fileprivate static func position(
        of child: UnsafeMutablePointer<GtkWidget>, in overlay: UnsafeMutablePointer<GtkOverlay>
    ) -> GdkRectangle? {
        guard let data = g_object_get_qdata(overlay.object, positionQuark) else { return nil }
        return Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().position(child)
    }

    fileprivate final class Box {
        let position: ChildPosition
        init(_ position: @escaping ChildPosition) { self.position = position }
    }

    /// g_quark_from_string copies the name: a Swift string passed as a C string lives only for the call.
    private static let positionQuark = g_quark_from_string("positioning-overlay-child-position")
}

private nonisolated(unsafe) var parentOverlayClass: UnsafeMutablePointer<GtkOverlayClass>!

private let releaseBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<PositioningOverlay.Box>.fromOpaque(data).release()
}

private let positioningOverlayClassInit: GClassInitFunc = { classPointer, _ in
    guard let classPointer else { return }
    parentOverlayClass = g_type_class_peek_parent(classPointer)!.assumingMemoryBound(to: GtkOverlayClass.self)
    classPointer.assumingMemoryBound(to: GtkOverlayClass.self).pointee.get_child_position = childPosition
}

private let childPosition:
    @convention(c) (
        UnsafeMutablePointer<GtkOverlay>?, UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GtkAllocation>?
    ) -> gboolean = { overlay, child, allocation in
        if let overlay, let child, let allocation,
            let rectangle = onMainThread(passing: (overlay, child), { PositioningOverlay.position(of: $0.1, in: $0.0) })
        {
            allocation.pointee = rectangle
            return 1
        }
        return parentOverlayClass.pointee.get_child_position?(overlay, child, allocation) ?? 0
    }
