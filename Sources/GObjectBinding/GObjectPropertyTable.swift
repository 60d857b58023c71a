// A GObject class's properties as one table: a row per property, from its param spec to its
// getter and setter, so adding a property is adding a row.
import CGLib

/// One GObject property of `Owner` (a Swift object a GObject instance keeps): its param spec and
/// how it reads and writes the owner. Strings are checked as UTF-8 (GLib does not check them when
/// set through `g_object_set` or a binding); invalid text is refused with a warning and the old
/// value kept. GLib itself refuses values out of an enum's or an int's range.
@MainActor
public struct GObjectPropertyRow<Owner: AnyObject> {
    /// The property's name, as `g_object_set` and .ui files write it.
    public let name: String
    fileprivate let makeSpec: (GParamFlags) -> UnsafeMutablePointer<GParamSpec>
    fileprivate let isWritable: Bool
    /// Whether the value is given only at construction (`G_PARAM_CONSTRUCT_ONLY`).
    fileprivate var isConstructOnly = false
    fileprivate let read: (Owner, UnsafeMutablePointer<GValue>) -> Void
    fileprivate let write: (Owner, UnsafePointer<GValue>, _ logDomain: String) -> Void

    /// A string property; `set` nil makes it read-only.
    public static func string(
        _ name: String, nick: String, blurb: String, default defaultValue: String = "",
        get: @escaping @MainActor (Owner) -> String, set: (@MainActor (Owner, String) -> Void)?
    ) -> Self {
        Self(
            name: name, makeSpec: { g_param_spec_string(name, nick, blurb, defaultValue, $0) }, isWritable: set != nil,
            read: { owner, value in g_value_set_string(value, get(owner)) },
            write: { owner, value, logDomain in
                guard let characters = g_value_get_string(value) else { return set?(owner, "") ?? () }
                guard g_utf8_validate(characters, -1, nil) != 0 else {
                    GLibLog.warning(
                        "the \"\(name)\" property: the text is not valid UTF-8 and was ignored", domain: logDomain)
                    return
                }
                set?(owner, String(cString: characters))
            })
    }

    /// A boolean property; `set` nil makes it read-only.
    public static func boolean(
        _ name: String, nick: String, blurb: String, default defaultValue: Bool,
        get: @escaping @MainActor (Owner) -> Bool, set: (@MainActor (Owner, Bool) -> Void)?
    ) -> Self {
        Self(
            name: name, makeSpec: { g_param_spec_boolean(name, nick, blurb, defaultValue ? 1 : 0, $0) },
            isWritable: set != nil,
            read: { owner, value in g_value_set_boolean(value, get(owner) ? 1 : 0) },
            write: { owner, value, _ in set?(owner, g_value_get_boolean(value) != 0) })
    }

    /// An integer property within `range`.
    public static func int(
        _ name: String, nick: String, blurb: String, range: ClosedRange<Int32>, default defaultValue: Int32,
        get: @escaping @MainActor (Owner) -> Int32, set: @escaping @MainActor (Owner, Int32) -> Void
    ) -> Self {
        Self(
            name: name,
            makeSpec: { g_param_spec_int(name, nick, blurb, range.lowerBound, range.upperBound, defaultValue, $0) },
            isWritable: true, read: { owner, value in g_value_set_int(value, get(owner)) },
            write: { owner, value, _ in set(owner, g_value_get_int(value)) })
    }

    /// A double-precision property within `range`.
    public static func double(
        _ name: String, nick: String, blurb: String, range: ClosedRange<Double>, default defaultValue: Double,
        get: @escaping @MainActor (Owner) -> Double, set: @escaping @MainActor (Owner, Double) -> Void
    ) -> Self {
        Self(
            name: name,
            makeSpec: { g_param_spec_double(name, nick, blurb, range.lowerBound, range.upperBound, defaultValue, $0) },
            isWritable: true, read: { owner, value in g_value_set_double(value, get(owner)) },
            write: { owner, value, _ in set(owner, g_value_get_double(value)) })
    }

    /// A property of the registered enum `type`, whose values are the indices of `cases`.
    public static func enumeration<Value: Equatable>(
        _ name: String, nick: String, blurb: String, type: @escaping @MainActor () -> GType, cases: [Value],
        get: @escaping @MainActor (Owner) -> Value, set: @escaping @MainActor (Owner, Value) -> Void
    ) -> Self {
        Self(
            name: name, makeSpec: { g_param_spec_enum(name, nick, blurb, type(), 0, $0) }, isWritable: true,
            read: { owner, value in g_value_set_enum(value, Int32(cases.firstIndex(of: get(owner)) ?? 0)) },
            write: { owner, value, _ in
                let index = Int(g_value_get_enum(value))
                if cases.indices.contains(index) { set(owner, cases[index]) }
            })
    }

    /// An object property holding an instance of `type` (or NULL); `set` nil makes it read-only.
    public static func object<Object>(
        _ name: String, nick: String, blurb: String, type: @escaping @MainActor () -> GType,
        get: @escaping @MainActor (Owner) -> UnsafeMutablePointer<Object>?,
        set: (@MainActor (Owner, UnsafeMutablePointer<Object>?) -> Void)?
    ) -> Self {
        Self(
            name: name, makeSpec: { g_param_spec_object(name, nick, blurb, type(), $0) }, isWritable: set != nil,
            read: { owner, value in g_value_set_object(value, get(owner).map { UnsafeMutableRawPointer($0) }) },
            write: { owner, value, _ in set?(owner, g_value_get_object(value)?.assumingMemoryBound(to: Object.self)) })
    }

    /// This property, given only when an instance is constructed (`g_object_new`, a .ui file):
    /// GObject refuses to set it later, so `set` runs once, before the instance's `constructed`.
    public func constructOnly() -> Self {
        var row = self
        row.isConstructOnly = true
        return row
    }
}

/// The properties of a GObject class whose instances each keep an `Owner`: installs their specs
/// (property ids are the rows' positions from 1, `G_PARAM_EXPLICIT_NOTIFY` on all), answers
/// `get_property` and `set_property`, and notifies.
///
/// ```swift
/// let table = GObjectPropertyTable<View>(logDomain: "View", rows: [
///     .string("title", nick: "Title", blurb: "The title", get: { $0.title }, set: { $0.title = $1 }),
/// ])
/// table.install(on: objectClass)          // in class_init
/// table.set(id: propertyID, value, on: view)   // in set_property
/// ```
@MainActor
public final class GObjectPropertyTable<Owner: AnyObject> {
    private let rows: [GObjectPropertyRow<Owner>]
    private let logDomain: String
    private var specs: [UnsafeMutablePointer<GParamSpec>] = []

    /// A table of `rows`, whose warnings go to `logDomain`.
    public init(logDomain: String, rows: [GObjectPropertyRow<Owner>]) {
        self.logDomain = logDomain
        self.rows = rows
    }

    /// Installs every row's property on `objectClass` (once, in its class_init).
    public func install(on objectClass: UnsafeMutablePointer<GObjectClass>) {
        for (index, row) in rows.enumerated() {
            let access = row.isWritable ? G_PARAM_READWRITE.rawValue : G_PARAM_READABLE.rawValue
            let construction = row.isConstructOnly ? G_PARAM_CONSTRUCT_ONLY.rawValue : 0
            let spec = row.makeSpec(GParamFlags(rawValue: access | construction | G_PARAM_EXPLICIT_NOTIFY.rawValue))
            g_object_class_install_property(objectClass, guint(index + 1), spec)
            specs.append(spec)
        }
    }

    /// The installed spec of property `id`; nil before `install` or for an unknown id.
    public func spec(id: guint) -> UnsafeMutablePointer<GParamSpec>? {
        specs.indices.contains(Int(id) - 1) ? specs[Int(id) - 1] : nil
    }

    /// Writes property `id` of `owner` into `value` (`get_property`).
    public func get(id: guint, _ value: UnsafeMutablePointer<GValue>, from owner: Owner) {
        guard rows.indices.contains(Int(id) - 1) else { return }
        rows[Int(id) - 1].read(owner, value)
    }

    /// Sets property `id` of `owner` from `value` (`set_property`).
    public func set(id: guint, _ value: UnsafePointer<GValue>, on owner: Owner) {
        guard rows.indices.contains(Int(id) - 1) else { return }
        rows[Int(id) - 1].write(owner, value, logDomain)
    }

    /// Emits `notify` for property `id` on `object`, when anything listens for it (an unheard
    /// emission still costs GObject's notify machinery): a `notify::name` handler, or a plain
    /// `notify` handler (GtkInspector, property editors, bindings' generic handlers), which GLib
    /// 2.74's check for the detailed signal does not count.
    public func notify(id: guint, on object: UnsafeMutablePointer<GObject>) {
        guard let spec = spec(id: id),
            g_signal_has_handler_pending(object, notifySignalID, g_param_spec_get_name_quark(spec), 0) != 0
                || g_signal_has_handler_pending(object, notifySignalID, 0, 0) != 0
        else { return }
        g_object_notify_by_pspec(object, spec)
    }
}

/// GObject's `notify` signal (`notify::name` handlers and property bindings listen to it).
private let notifySignalID = g_signal_lookup("notify", g_object_get_type())
