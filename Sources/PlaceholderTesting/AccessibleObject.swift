// What assistive technology (a screen reader) learns about a widget, read through ATK.
import CGtk

/// A widget's ATK accessible object: what a screen reader reads. GTK 3 builds these in
/// (GAIL), so they exist even with `NO_AT_BRIDGE=1` and no AT-SPI bus.
///
/// ```swift
/// let accessible = AccessibleObject(of: textView)
/// XCTAssertEqual(accessible.name, "Note body")
/// XCTAssertEqual(accessible.attributes["placeholder-text"], "Write a note")
/// XCTAssertTrue(accessible.isFocused)
/// ```
@MainActor
public struct AccessibleObject {
    /// The ATK object (owned by its widget; valid while the widget lives).
    public let atkObject: UnsafeMutablePointer<AtkObject>

    /// The accessible object of `widget`.
    public init(of widget: UnsafeMutablePointer<GtkWidget>) {
        atkObject = gtk_widget_get_accessible(widget)
    }

    /// Wraps an ATK object, e.g. a child from `child(at:)`.
    public init(_ atkObject: UnsafeMutablePointer<AtkObject>) {
        self.atkObject = atkObject
    }

    /// The accessible name, or nil when it has none.
    public var name: String? { atk_object_get_name(atkObject).map { String(cString: $0) } }

    /// The accessible description, or nil when it has none.
    public var description: String? { atk_object_get_description(atkObject).map { String(cString: $0) } }

    /// The role, e.g. `ATK_ROLE_TEXT` for a text view.
    public var role: AtkRole { atk_object_get_role(atkObject) }

    /// The role's name as AT-SPI reports it, e.g. "text", "push button", "label".
    public var roleName: String { atk_role_get_name(role).map { String(cString: $0) } ?? "unknown" }

    /// The object's attributes (name to value), e.g. a `GtkEntry`'s "placeholder-text".
    public var attributes: [String: String] {
        guard let set = atk_object_get_attributes(atkObject) else { return [:] }
        defer { atk_attribute_set_free(set) }
        var result: [String: String] = [:]
        var node: UnsafeMutablePointer<GSList>? = set
        while let current = node {
            if let attribute = current.pointee.data?.assumingMemoryBound(to: AtkAttribute.self).pointee,
                let name = attribute.name
            {
                result[String(cString: name)] = attribute.value.map { String(cString: $0) } ?? ""
            }
            node = current.pointee.next
        }
        return result
    }

    /// Whether the state set holds `state`, e.g. `ATK_STATE_EDITABLE` or `ATK_STATE_SHOWING`.
    public func hasState(_ state: AtkStateType) -> Bool {
        guard let states = atk_object_ref_state_set(atkObject) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(states)) }
        return atk_state_set_contains_state(states, state) != 0
    }

    /// Whether the object reports keyboard focus (`ATK_STATE_FOCUSED`). For a widget this needs
    /// both GTK focus and a focused toplevel window (`TestWindow` gives it one).
    public var isFocused: Bool { hasState(ATK_STATE_FOCUSED) }

    /// How many accessible children it has.
    public var childCount: Int { Int(atk_object_get_n_accessible_children(atkObject)) }

    /// The accessible child at `index`, or nil when there is none.
    public func child(at index: Int) -> AccessibleObject? {
        guard let child = atk_object_ref_accessible_child(atkObject, Int32(index)) else { return nil }
        // The parent keeps its children alive; drop the reference this call added.
        g_object_unref(UnsafeMutableRawPointer(child))
        return AccessibleObject(child)
    }
}
