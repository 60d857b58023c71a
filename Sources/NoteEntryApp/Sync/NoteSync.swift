// When the window syncs: at start, shortly after the store changes (the app's own saves, another
// program's), and shortly after the folder changes; one pass at a time, a burst of changes once.
import CGtk
import GtkBinding
import NoteStore

/// The window's sync with one folder: passes on `NoteSyncRunner`'s thread, asked for by the
/// folder's watch and by the session, each report handed to `onReport` on the main thread.
@MainActor
final class NoteSync {
    /// The folder synced with.
    let folder: SyncFolder
    /// Called with each pass's outcome.
    var onReport: @MainActor (Result<SyncReport, NoteStoreFailure>) -> Void = { _ in }
    /// The notes with changes an editor has not saved yet, asked as each pass begins: nothing
    /// from the folder goes into them until they are saved.
    var heldNotes: @MainActor () -> Set<Int64> = { [] }

    /// How long after a save the note's file is written: a burst of autosaves is one pass.
    static let afterSaveSeconds = 1.0
    /// How long after the folder changed it is read: a sync tool's burst of files is one pass.
    static let afterFolderChangeSeconds = 0.3

    private let runner: NoteSyncRunner
    private let deliver: @Sendable (@escaping @MainActor () -> Void) -> Void
    private var watch: SyncFolderWatch?
    private var timer: MainLoopSource?
    private var timerDue = 0.0
    private var isRunning = false
    private var isWanted = false

    /// Syncs the notes in `directory` with `folder`; `deliver` brings work back to the main loop.
    init(
        folder: SyncFolder, directory: FileSystemPath,
        deliver: @escaping @Sendable (@escaping @MainActor () -> Void) -> Void
    ) {
        self.folder = folder
        runner = NoteSyncRunner(directory: directory)
        self.deliver = deliver
    }

    /// Starts watching the folder and runs the first pass.
    func start() {
        watch = SyncFolderWatch(folder.path) { [weak self] in self?.soon(after: Self.afterFolderChangeSeconds) }
        soon(after: 0)
    }

    /// Runs a pass `seconds` from now, or sooner when one is due sooner already.
    func soon(after seconds: Double) {
        let due = Double(g_get_monotonic_time()) / 1e6 + seconds
        if timer != nil, timerDue <= due { return }
        timer?.cancel()
        timerDue = due
        timer = MainLoopSource.timeout(seconds: seconds) { [weak self] in
            self?.timer = nil
            self?.run()
        }
    }

    /// Stops watching and passing; a pass under way ends on its own, and none asked for runs.
    func stop() {
        stopWatching()
        runner.cancel()
    }

    /// Stops watching and the timer, and runs a last pass now, waiting for it (after one under
    /// way): for quitting, after the last save.
    func finish() -> Result<SyncReport, NoteStoreFailure> {
        stopWatching()
        let outcome = runner.passAndWait(with: folder)
        runner.cancel()
        return outcome
    }

    private func stopWatching() {
        timer?.cancel()
        timer = nil
        watch = nil
        onReport = { _ in }
        heldNotes = { [] }
    }

    private func run() {
        guard !isRunning else {
            isWanted = true
            return
        }
        isRunning = true
        let deliver = self.deliver
        runner.pass(with: folder, holding: heldNotes()) { outcome in
            deliver { [weak self] in self?.finished(outcome) }
        }
    }

    private func finished(_ outcome: Result<SyncReport, NoteStoreFailure>) {
        isRunning = false
        onReport(outcome)
        if isWanted {
            isWanted = false
            soon(after: Self.afterFolderChangeSeconds)
        }
    }
}
