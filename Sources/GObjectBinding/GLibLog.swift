// Messages through GLib's log, so G_DEBUG=fatal-warnings and test log handlers see them.
import CGLib

/// GLib logging from Swift (`g_warning` and friends are macros over a variadic function).
///
/// ```swift
/// GLibLog.warning("placeholder markup is invalid", domain: "PlaceholderTextView")
/// ```
public enum GLibLog {
    /// Logs `message` at warning level in `domain`.
    public static func warning(_ message: String, domain: String) {
        log(message, domain: domain, level: G_LOG_LEVEL_WARNING)
    }

    /// Logs `message` at critical level in `domain`.
    public static func critical(_ message: String, domain: String) {
        log(message, domain: domain, level: G_LOG_LEVEL_CRITICAL)
    }

    private static func log(_ message: String, domain: String, level: GLogLevelFlags) {
        message.withCString { text in
            withVaList([text]) { arguments in g_logv(domain, level, "%s", arguments) }
        }
    }
}
