// The `stall` section: how long the window stops drawing while a note is saved.
import CGtk
import CSQLite
import Foundation
import GtkBinding
import NoteEntryApp
import NoteStore
import PlaceholderGtk

/// The longest gap between two frames of a window that redraws at every frame, measured while
/// nothing is saved, while `NoteWriter` saves a 20 MB note (the app's way: the text is copied
/// out of a `GtkTextBuffer` on the main thread, written on the writer's thread), and while it
/// saves with another connection holding the database's write lock; beside the same saves done
/// on the main thread (the app's way before the writer), which is what froze the window.
@MainActor
enum SaveStallBenchmark {
    static let noteBytes = 20 * 1_048_576
    static let saves = 3
    static let lockSeconds = 2.0

    enum Case: String, CaseIterable {
        case idle = "no save (frame gap floor)"
        case writer = "NoteWriter, 20 MB note, 3 saves"
        case mainThread = "main-thread save, 20 MB note, 3 saves"
        case mainThreadLocked = "main-thread save, another connection holds the lock 2 s"
        case writerLocked = "NoteWriter, another connection holds the lock 2 s"
    }

    static func run() {
        startGtk()
        let stores = SampleStores()
        defer { withExtendedLifetime(stores) {} }  // it deletes the folder when released
        let folder = stores.store(named: "stall", notes: 0)
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_default_size(window.cast(), 400, 300)
        let drawing = gtk_text_view_new()!
        gtk_container_add(window.cast(), drawing)
        gtk_widget_show_all(window)
        // The frame clock's own times are paced by GTK, so each tick reads the monotonic clock.
        var frames: [Double] = []
        let ticks = FrameTicks(on: window) { _ in
            frames.append(MonotonicClock.now())
            gtk_widget_queue_draw(drawing)
        }
        defer {
            ticks.cancel()
            gtk_widget_destroy(window)
        }
        let buffer = gtk_text_buffer_new(nil)!
        defer { g_object_unref(buffer) }
        let text = String(repeating: "A line of a very long note, saved again and again.\n", count: noteBytes / 51)
        gtk_text_buffer_set_text(buffer, text, -1)
        let store: NoteStore
        let note: Note
        do {
            store = try NoteStore(directoryPath: FileSystemPath(folder.path))
            note = try store.createNote(title: "Huge", body: "")
        } catch {
            print("stall: cannot prepare the store: \(error)")
            return
        }
        let writer = NoteWriter { try NoteStore(directoryPath: FileSystemPath(folder.path)) }
        var gaps: [Case: Double] = [:]
        for benchmarkCase in Case.allCases {
            spin(seconds: 0.3)  // settle
            frames.removeAll()
            var lock: LockHolder?
            if benchmarkCase == .writerLocked || benchmarkCase == .mainThreadLocked {
                lock = holdLock(on: folder.appendingPathComponent(NoteStoreLocation.databaseFileName).path)
            }
            // Frames must be flowing before the first save, or a stall at once would go unseen.
            frames.removeAll()
            while frames.count < 3 { spin(seconds: 0.005) }
            let started = MonotonicClock.now()
            let pending = PendingSaves()
            for number in 0..<saves {
                switch benchmarkCase {
                case .idle:
                    break
                case .writer, .writerLocked:
                    let body = TextBufferContent.text(of: buffer) + "\(number)"
                    pending.count += 1
                    writer.save(
                        SaveRequest(
                            target: .note(id: note.id, revision: note.revision), title: "Huge", body: body,
                            titleEdited: false, bodyEdited: true)
                    ) { _ in
                        MainLoopSource.post { pending.count -= 1 }
                    }
                case .mainThread, .mainThreadLocked:
                    _ = try? store.update(
                        id: note.id, title: "Huge", body: TextBufferContent.text(of: buffer) + "\(number)")
                }
                spin(seconds: 0.05)
            }
            while pending.count > 0 || MonotonicClock.now() - started < 1.5 { spin(seconds: 0.02) }
            lock?.waitUntilReleased()
            gaps[benchmarkCase] = longestGap(frames)
        }
        print("stall: longest gap between frames in ms, a window redrawing at every frame")
        let floor = gaps[.idle]!
        var rows = [["while", "longest gap ms", "ratio to no save"]]
        for benchmarkCase in Case.allCases {
            rows.append([
                benchmarkCase.rawValue, String(format: "%.1f", gaps[benchmarkCase]!),
                String(format: "%.2f", gaps[benchmarkCase]! / floor),
            ])
        }
        printTable(rows)
    }

    private static func longestGap(_ frames: [Double]) -> Double {
        zip(frames, frames.dropFirst()).map { ($1 - $0) * 1_000 }.max() ?? 0
    }

    private static func spin(seconds: Double) {
        let end = MonotonicClock.now() + seconds
        while MonotonicClock.now() < end {
            g_main_context_iteration(nil, 0)
            usleep(1_000)
        }
    }

    /// Another connection, on a thread of its own, takes the write lock of `database` and holds
    /// it `lockSeconds`; returns once the lock is taken, and a write from here must wait.
    ///
    /// A thread rather than a child process: SQLite makes connections of one process wait for each
    /// other as it makes processes wait, and a thread's lock is seen from here at once. The app's
    /// outside tests hold the lock from another process.
    private static func holdLock(on database: String) -> LockHolder? {
        let holder = LockHolder(database: database, seconds: lockSeconds)
        guard holder.waitUntilLocked(), isWriteLocked(database) else {
            print("stall: WARNING: the lock could not be taken; the locked rows are not measured under a lock")
            return nil
        }
        return holder
    }

    /// Whether a write to `database` would have to wait now (another connection holds the lock).
    private static func isWriteLocked(_ database: String) -> Bool {
        var handle: OpaquePointer?
        defer { sqlite3_close(handle) }
        guard sqlite3_open(database, &handle) == SQLITE_OK else { return false }
        let code = sqlite3_exec(handle, "BEGIN IMMEDIATE", nil, nil, nil)
        if code == SQLITE_OK { sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) }
        return code == SQLITE_BUSY
    }

    /// Counts saves still on the writer's thread.
    @MainActor private final class PendingSaves { var count = 0 }
}

/// A connection on its own thread that holds a database's write lock for a while.
private final class LockHolder: @unchecked Sendable {
    private let locked = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private var didLock = false

    init(database: String, seconds: Double) {
        Thread.detachNewThread { [self] in
            var handle: OpaquePointer?
            if sqlite3_open(database, &handle) == SQLITE_OK, sqlite3_busy_timeout(handle, 5_000) == SQLITE_OK,
                sqlite3_exec(handle, "BEGIN EXCLUSIVE", nil, nil, nil) == SQLITE_OK
            {
                didLock = true
                locked.signal()
                usleep(useconds_t(seconds * 1_000_000))
                sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
            } else {
                locked.signal()
            }
            sqlite3_close(handle)
            finished.signal()
        }
    }

    /// Waits until the lock is taken (or taking it failed); true when it is held.
    func waitUntilLocked() -> Bool {
        locked.wait()
        return didLock
    }

    /// Waits until the lock is released.
    func waitUntilReleased() {
        finished.wait()
    }
}
