// `note-entry --sync`: one pass between the notes and their sync folder, for scripts, a timer
// unit, or a computer where the app is not running.
import Glibc
import NoteStore

enum SyncCommand {
    /// Syncs the store in `directory` (the default folder when nil) with `folder`, which the
    /// store remembers from then on, or with the folder it remembers; prints what changed.
    /// - Returns: the exit status: 0, or 1 when there is no folder, it is not there, or a note or
    ///   the store failed.
    static func run(folder: FileSystemPath?, directory: FileSystemPath?) -> Int32 {
        let program = CommandLineOptions.programName
        do {
            let store = try NoteStore(directoryPath: directory ?? NoteStoreLocation.defaultDirectoryPath())
            guard let sync = try folder.map(SyncFolder.init(path:)) ?? store.rememberedSyncFolder() else {
                StandardStream.error("\(program): no sync folder: choose one with --sync-folder FOLDER")
                return 1
            }
            let report = try sync.synchronize(store)
            for failure in report.failures { StandardStream.error("\(program): \(failure)") }
            for name in report.incompleteFiles {
                let file = sync.path.appending(FileSystemPath(bytes: name))
                StandardStream.error(
                    "\(program): \(ShellWord.shown(file)) is not whole yet (cut short or being written): left as it is")
            }
            guard !report.folderMissing else {
                StandardStream.error(
                    "\(program): the sync folder \(ShellWord.shown(sync.path)) is not there (a disk not mounted?): nothing was changed"
                )
                return 1
            }
            StandardStream.output(
                "\(program): synced with \(ShellWord.shown(sync.path)): \(report.written) written, \(report.taken) taken, "
                    + "\(report.removed) removed, \(report.trashed) to the trash, \(report.merged.count) changed on two computers"
            )
            return report.failures.isEmpty ? 0 : 1
        } catch {
            StandardStream.error("\(program): \(error)")
            return 1
        }
    }
}
