// Notes that more than one computer reaches: a notes folder on a network file system, and the
// copies a file-sync tool keeps when two computers changed the notes between syncs.
import Dispatch
import NoteStore

extension NoteSession {
    /// Says so when `store` is on a network file system (it runs without its write-ahead log
    /// there, and two computers must not use it at once): on standard error, and in the window
    /// unless it shows something the user needs more (`showNotice`).
    func tellOfNetworkFileSystem(_ store: NoteStore) {
        guard let network = store.networkFileSystem else { return }
        StandardStream.error(
            "\(CommandLineOptions.programName): \(ShellWord.shown(folder)) is on a network file system (\(network)): "
                + "the notes are saved with a rollback journal instead of a write-ahead log; open them from one computer at a time"
        )
        showNotice(.networkFileSystem(name: network.name))
    }

    /// Looks, off the main thread, for conflict copies a file-sync tool left beside the notes that
    /// hold notes the store lacks; names each on standard error and offers the first in the
    /// window (unless it shows something the user needs more), whose action imports it. `finished` runs on the
    /// main thread once the copies are read.
    func lookForSyncConflictCopies(then finished: @escaping @MainActor () -> Void) {
        let folder = self.folder
        // Most folders hold none: then no second connection reads the database.
        guard !SyncConflictCopy.files(in: folder).isEmpty else { return finished() }
        let deliver = saving.deliver
        DispatchQueue.global(qos: .userInitiated).async {
            // A connection of its own, read-only: the window's belongs to the main thread.
            let copies =
                (try? NoteStore(directoryPath: folder, access: .readOnly)).flatMap {
                    try? SyncConflictCopy.offered(besides: $0)
                } ?? []
            let offers = copies.map { (file: $0.file, missingNotes: $0.missingNotes.count) }
            deliver { [weak self] in
                self?.offer(offers)
                finished()
            }
        }
    }

    private func offer(_ copies: [(file: FileSystemPath, missingNotes: Int)]) {
        for copy in copies {
            // The file's name comes from another computer: quoted as one shell word, or no
            // command at all when it holds characters a terminal would act on (`$'…'`, which
            // shows them, is not POSIX sh).
            let word = ShellWord.quoted(copy.file)
            let command =
                word.map { "import them with \(CommandLineOptions.programName) --import \($0) (or from the window)" }
                ?? "import them from the window"
            let shown = word ?? ShellWord.shown(copy.file)
            StandardStream.error(
                "\(CommandLineOptions.programName): \(shown) is another computer's copy of the notes, kept by a "
                    + "file-sync tool; \(copy.missingNotes) of its notes are not in \(ShellWord.shown(folder)): \(command)"
            )
        }
        guard let first = copies.first else { return }
        showNotice(.syncConflictCopy(file: first.file, missingNotes: first.missingNotes))
    }

    /// Shows `notice`, which comes by itself, unless the bar shows a message the user needs more
    /// (`SessionMessage.mayReplace`) or a damage report waits behind another message.
    func showNotice(_ notice: SessionMessage) {
        guard !isShowingDamageReport, notice.mayReplace(display?.shownMessage) else { return }
        display?.show(notice)
    }
}
