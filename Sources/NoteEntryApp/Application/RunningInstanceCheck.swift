// Whether the window a start would hand over to answers at all.
//
// A start whose application id is already owned on the session bus hands its activation to
// that instance, and GApplication first asks it for its actions with D-Bus's default timeout:
// when the running window is stopped (SIGSTOP, a debugger) or hung, the start waited 25 s and
// printed only "Failed to register: Timeout was reached". So the start asks first, briefly, on
// the same main-loop path GApplication will use, and says plainly which process does not answer.
import CGtk
import Glibc
import GtkBinding

enum RunningInstanceCheck {
    /// How long the running instance has to answer (ms): a window at work answers within a
    /// frame or two; one that has not answered in this long will not answer GApplication either.
    static let answerTimeout: Int32 = 3_000

    /// Why a start cannot hand over to the instance owning `applicationID` on the session bus:
    /// it owns the name but does not answer within `answerTimeout`. Nil when no instance owns it,
    /// when it answers, or when there is no bus (GApplication then decides as before).
    static func unansweringInstance(of applicationID: String) -> String? {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        guard let owner = busCall(bus, "GetNameOwner", applicationID) else { return nil }
        g_variant_unref(owner)
        // The call GApplication makes of a running instance: answered on its main loop.
        let path = "/" + applicationID.replacingDots()
        let reply = g_dbus_connection_call_sync(
            bus, applicationID, path, "org.gtk.Actions", "DescribeAll", nil, nil, G_DBUS_CALL_FLAGS_NONE,
            answerTimeout, nil, &error)
        if let reply {
            g_variant_unref(reply)
            return nil
        }
        let timedOut = g_error_matches(error, g_io_error_quark(), gint(G_IO_ERROR_TIMED_OUT.rawValue)) != 0
        g_clear_error(&error)
        guard timedOut else { return nil }
        var process = ""
        if let pid = busCall(bus, "GetConnectionUnixProcessID", applicationID) {
            defer { g_variant_unref(pid) }
            let child = g_variant_get_child_value(pid, 0)
            defer { g_variant_unref(child) }
            process = " (process \(g_variant_get_uint32(child)))"
        }
        return "the running Note Entry\(process) does not answer: it may be stopped or hung. "
            + "Continue or end it, then start Note Entry again."
    }

    /// The reply of the bus daemon's `method` about `name`; nil when it fails (no owner).
    private static func busCall(_ bus: OpaquePointer, _ method: String, _ name: String) -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        var argument = g_variant_new_string(name)
        let reply = g_dbus_connection_call_sync(
            bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", method,
            g_variant_new_tuple(&argument, 1), nil, G_DBUS_CALL_FLAGS_NONE, answerTimeout, nil, &error)
        g_clear_error(&error)
        return reply
    }
}

extension String {
    /// The application id as GApplication makes its object path: dots become slashes, dashes
    /// underscores.
    fileprivate func replacingDots() -> String {
        String(map { $0 == "." ? "/" : $0 == "-" ? "_" : $0 })
    }
}
