// Catching GLib warnings a test expects, instead of letting them fail the run.
import CGLib
import Foundation

/// Records the messages GLib logs in some domains while it is active, and makes warnings
/// and criticals non-fatal meanwhile (`G_DEBUG=fatal-warnings` would otherwise abort).
///
/// ```swift
/// let log = GLibLogCapture(domains: ["PlaceholderTextView", "GLib-GObject", "Gtk"])
/// defer { log.stop() }
/// setBadValue()
/// XCTAssertTrue(log.messages.contains { $0.contains("placeholder-color") })
/// ```
///
/// GTK logs through GLib's structured log, which only a writer function sees; the first capture
/// installs one for the process (GLib allows one), which hands every message it does not capture
/// to GLib's default writer. A test program using this must not install a writer of its own.
@MainActor
public final class GLibLogCapture {
    /// Every message logged in the domains since the capture started.
    public private(set) var messages: [String] = []

    private let domains: Set<String>
    private var handlers: [(domain: String, id: guint)] = []
    private let previousFatalMask: GLogLevelFlags
    private var isActive = true

    /// The capture messages go to now; nil when none is active.
    fileprivate nonisolated(unsafe) static var current: GLibLogCapture?
    private static var isWriterInstalled = false

    /// Starts capturing warnings, criticals and messages logged in `domains`.
    public init(domains: [String]) {
        self.domains = Set(domains)
        // Only errors stay fatal (GLib's own G_LOG_FATAL_MASK).
        previousFatalMask = g_log_set_always_fatal(
            GLogLevelFlags(rawValue: G_LOG_FLAG_RECURSION.rawValue | G_LOG_LEVEL_ERROR.rawValue))
        let levels = GLogLevelFlags(
            rawValue: G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_MESSAGE.rawValue)
        for domain in domains {
            handlers.append((domain, g_log_set_handler(domain, levels, recordClassicMessage, nil)))
        }
        if !Self.isWriterInstalled {
            Self.isWriterInstalled = true
            g_log_set_writer_func(writeStructuredMessage, nil, nil)
        }
        Self.current = self
    }

    fileprivate func record(_ message: String, domain: String) -> Bool {
        guard isActive, domains.contains(domain) else { return false }
        messages.append(message)
        return true
    }

    /// Stops capturing and restores GLib's handlers and fatal mask.
    public func stop() {
        guard isActive else { return }
        isActive = false
        if Self.current === self { Self.current = nil }
        for handler in handlers { g_log_remove_handler(handler.domain, handler.id) }
        g_log_set_always_fatal(previousFatalMask)
    }

    isolated deinit { stop() }
}

/// Messages from `g_log` (the classic API), through the per-domain handlers.
private let recordClassicMessage: GLogFunc = { domain, _, message, _ in
    let text = message.map { String(cString: $0) } ?? ""
    let domainName = domain.map { String(cString: $0) } ?? ""
    MainActor.assumeIsolated { _ = GLibLogCapture.current?.record(text, domain: domainName) }
}

/// Messages from structured logging (GTK's `g_warning`), through the process's writer.
private let writeStructuredMessage: GLogWriterFunc = { level, fields, count, userData in
    var domain = ""
    var message = ""
    for index in 0..<Int(count) {
        let field = fields![index]
        guard let key = field.key, let value = field.value else { continue }
        let text =
            field.length < 0
            ? String(cString: value.assumingMemoryBound(to: CChar.self))
            : String(decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)), as: UTF8.self)
        switch String(cString: key) {
        case "GLIB_DOMAIN": domain = text
        case "MESSAGE": message = text
        default: break
        }
    }
    let captured = { () -> Bool in
        guard isMainThread() else { return false }
        return MainActor.assumeIsolated { GLibLogCapture.current?.record(message, domain: domain) ?? false }
    }()
    return captured ? G_LOG_WRITER_HANDLED : g_log_writer_default(level, fields, count, userData)
}

/// Whether this is the main thread (messages from other threads are never captured).
private func isMainThread() -> Bool { Thread.isMainThread }
