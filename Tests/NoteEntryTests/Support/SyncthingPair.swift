// Two computers' sync tool for a test: two Syncthing devices on 127.0.0.1 sharing one folder,
// each side's copy in a folder the test names, with the link between them paused and resumed
// through the REST API.
import Foundation
import TestSupport

/// Two Syncthing devices, A and B, that know each other at their loopback addresses and share
/// the folder `folderID`, kept in `folderA` on A and `folderB` on B. Both are started and linked
/// when `init` returns; `stop()` (or the last reference going) kills them.
///
/// ```swift
/// let pair = try SyncthingPair(folderA: scratch.file("a"), folderB: scratch.file("b"), homes: scratch.file("homes"))
/// defer { pair.stop() }
/// try Data("hello".utf8).write(to: scratch.file("a/hello.md"), options: .atomic)
/// try pair.waitUntilInSync(deadline: Date() + 30)
/// ```
///
/// Syncthing puts its own marker folder `.stfolder` in both folders, and the conflict copies it
/// makes are named `NAME.sync-conflict-YYYYMMDD-HHMMSS-DEVICE.EXT`, DEVICE being the first seven
/// characters of a device ID (`SyncthingInstance.shortID`).
final class SyncthingPair {
    /// The shared folder's ID on both devices.
    static let folderID = "note-entry-sync"

    let a: SyncthingInstance
    let b: SyncthingInstance

    /// Generates both devices' homes under `homes`, configures and starts them, and waits
    /// (until `deadline`) for both APIs to answer and for the two to be connected.
    init(folderA: URL, folderB: URL, homes: URL, deadline: Date = Date() + 60) throws {
        let ports = try Self.freeLoopbackPorts(4)
        a = try SyncthingInstance(
            name: "A", home: homes.appendingPathComponent("a"), folder: folderA, apiPort: ports[0],
            listenPort: ports[1])
        b = try SyncthingInstance(
            name: "B", home: homes.appendingPathComponent("b"), folder: folderB, apiPort: ports[2],
            listenPort: ports[3])
        // Only A dials. Two devices that dial each other at once meet in one TCP connection (each
        // dials from its own listening port, so both dials have the same two ends), where both
        // speak first as TLS clients and wait 20 s for the Hello exchange to time out. B is
        // started first, so A's first dial finds it listening instead of waiting for the next
        // round of dials (5 s).
        try a.configure(peer: b, folderID: Self.folderID, dialsPeer: true)
        try b.configure(peer: a, folderID: Self.folderID, dialsPeer: false)
        do {
            try b.start()
            try b.waitUntilResponding(deadline: deadline)
            try a.start()
            try a.waitUntilResponding(deadline: deadline)
        } catch {
            stop()
            throw error
        }
    }

    deinit { stop() }

    /// A's folder.
    var folderA: URL { a.folder }
    /// B's folder.
    var folderB: URL { b.folder }

    /// Kills both devices (again: nothing).
    func stop() {
        a.stop()
        b.stop()
    }

    /// Scans both folders now, so what was written there is in both devices' indexes when this
    /// returns, without waiting for the watcher's delay or the rescan interval.
    func rescan(deadline: Date = Date() + 60) throws {
        try a.scan(Self.folderID, deadline: deadline)
        try b.scan(Self.folderID, deadline: deadline)
    }

    /// Cuts the link between the devices, as when one computer goes offline: each pauses the other,
    /// and this returns once neither is connected to the other.
    func pause(deadline: Date = Date() + 30) throws {
        try a.setPaused(true, peer: b, deadline: deadline)
        try b.setPaused(true, peer: a, deadline: deadline)
        try waitUntilLinked(false, deadline: deadline)
    }

    /// Brings the link back and returns once both are connected again. B, which accepts the
    /// connection, resumes first: A dials the moment it resumes, and a dial B refuses waits for
    /// A's next round (5 s).
    func resume(deadline: Date = Date() + 30) throws {
        try b.setPaused(false, peer: a, deadline: deadline)
        try a.setPaused(false, peer: b, deadline: deadline)
        try waitUntilLinked(true, deadline: deadline)
    }

    /// Waits until both folders hold the same files: after scanning both (so whatever was written
    /// before the call is known), both devices are connected and idle, need nothing, see the same
    /// global counts, and each knows from the other's index that the other has everything it
    /// sees. A file written during the wait is found by the next round's scan. Throws, with
    /// both devices' view and logs, when that is not so by `deadline`.
    func waitUntilInSync(deadline: Date) throws {
        var last = ""
        while true {
            do {
                try rescan(deadline: deadline)
                let (inSync, view) = try syncView(deadline: deadline)
                if inSync { return }
                last = view
            } catch let failure as SyncthingInstance.Failure {
                last = failure.description
            }
            guard Date() < deadline else {
                throw SyncthingInstance.Failure(
                    description:
                        "the folders are not in sync by the deadline: \(last)\n\(a.failure("A's log").description)\n"
                        + b.failure("B's log").description)
            }
            usleep(100_000)
        }
    }

    /// Whether both devices agree that both folders are complete, and what they say.
    private func syncView(deadline: Date) throws -> (Bool, String) {
        let counts = ["globalFiles", "globalDirectories", "globalDeleted", "globalSymlinks", "globalBytes"]
        var inSync = true
        var view = [String]()
        var globals = [[Int]]()
        for (device, peer) in [(a, b), (b, a)] {
            let status = try device.folderStatus(Self.folderID, deadline: deadline)
            let completion = try device.completion(of: peer, folderID: Self.folderID, deadline: deadline)
            let connected = try device.isConnected(to: peer, deadline: deadline)
            let state = status["state"] as? String ?? "?"
            let need = (status["needTotalItems"] as? NSNumber)?.intValue ?? -1
            let peerCompletion = (completion["completion"] as? NSNumber)?.doubleValue ?? -1
            let peerNeed = (completion["needItems"] as? NSNumber)?.intValue ?? -1
            let peerDeletes = (completion["needDeletes"] as? NSNumber)?.intValue ?? -1
            globals.append(counts.map { (status[$0] as? NSNumber)?.intValue ?? -1 })
            inSync =
                inSync && connected && state == "idle" && need == 0 && peerCompletion == 100 && peerNeed == 0
                && peerDeletes == 0
            view.append(
                "\(device.name): connected \(connected), state \(state), needs \(need) items, pull errors "
                    + "\(status["pullErrors"] ?? "?"); \(peer.name) complete \(peerCompletion)% needing "
                    + "\(peerNeed) items and \(peerDeletes) deletes; global \(zip(counts, globals.last!).map { "\($0) \($1)" })"
            )
        }
        return (inSync && globals[0] == globals[1], view.joined(separator: "\n"))
    }

    /// Waits until each device is (`true`) or is not connected to the other.
    private func waitUntilLinked(_ linked: Bool, deadline: Date) throws {
        while try a.isConnected(to: b, deadline: deadline) != linked
            || b.isConnected(to: a, deadline: deadline) != linked
        {
            guard Date() < deadline else {
                let state = linked ? "not connected" : "still connected"
                throw SyncthingInstance.Failure(
                    description: "\(a.failure("A and B are \(state) by the deadline"))\n\(b.failure("B's log"))")
            }
            usleep(50_000)
        }
    }

    /// `count` different ports on 127.0.0.1 that were free a moment ago: each a socket bound to
    /// port 0, all held until every one is chosen.
    private static func freeLoopbackPorts(_ count: Int) throws -> [UInt16] {
        var sockets = [Int32]()
        defer { sockets.forEach { close($0) } }
        var ports = [UInt16]()
        for _ in 0..<count {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard socket >= 0 else { throw TestPrecondition.notMet("no socket for a free port: errno \(errno)") }
            sockets.append(socket)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
                }
            }
            guard bound else { throw TestPrecondition.notMet("no free port on 127.0.0.1: errno \(errno)") }
            ports.append(UInt16(bigEndian: address.sin_port))
        }
        return ports
    }
}
