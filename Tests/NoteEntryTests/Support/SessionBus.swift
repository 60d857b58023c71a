// A private D-Bus session bus, for the app's one-instance-per-session rule.
import Foundation
import TestSupport

/// `dbus-daemon --session` of its own, so GApplication's uniqueness can be tried without the
/// machine's bus (the suite runs with none). Give `address` to the programs as
/// `DBUS_SESSION_BUS_ADDRESS`.
final class SessionBus {
    /// The bus's address.
    let address: String
    private let daemon = Process()

    /// Starts the bus; throws when dbus-daemon is missing or prints no address in 10 seconds.
    /// `environment` is added to the daemon's (and so to the services it starts): its
    /// `XDG_DATA_DIRS` says where it finds D-Bus service files.
    init(environment: [String: String] = [:]) throws {
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        if !environment.isEmpty { daemon.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        guard FileManager.default.isExecutableFile(atPath: daemon.executableURL!.path) else {
            throw TestPrecondition.missing(
                "/usr/bin/dbus-daemon (Debian package dbus-daemon, installed by scripts/install-deps.sh)")
        }
        daemon.arguments = ["--session", "--nofork", "--print-address=1"]
        let output = Pipe()
        daemon.standardOutput = output
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        // The address is the first line; read it with a deadline, never a fixed wait.
        let reader = output.fileHandleForReading.fileDescriptor
        var line = [UInt8]()
        let deadline = Date().addingTimeInterval(10)
        while line.last != UInt8(ascii: "\n") {
            var poller = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            let remaining = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            var byte: UInt8 = 0
            guard remaining > 0, poll(&poller, 1, remaining) > 0, read(reader, &byte, 1) == 1 else {
                daemon.terminate()
                throw TestPrecondition.notMet("dbus-daemon printed no address within 10 s")
            }
            line.append(byte)
        }
        address = String(decoding: line.dropLast(), as: UTF8.self)
    }

    /// Ends the bus.
    func stop() {
        guard daemon.isRunning else { return }
        daemon.terminate()
        daemon.waitUntilExit()
    }
}
