// The message bar's sentences, in the user's language: each message kind and each kind of store
// problem has a sentence of its own, with the path put in, so no English sentence of the store
// is ever spliced into translated text. (SQLite's and the C library's own explanations of a
// failure, where shown, come in parentheses as they give them.)
import CSQLite
import NoteStore

extension InterfaceText {
    /// The sentence the message bar shows for `message`.
    static func sentence(for message: SessionMessage) -> String {
        switch message {
        case .storeFailure(let failure, let whileSaving):
            return sentence(for: failure, whileSaving: whileSaving)
        case .savedAsCopy:
            return savedAsCopy
        case .openedReadOnly(let problem):
            return openedReadOnly(problem)
        case .salvagedDatabase(let report):
            return salvagedDatabase(
                movedTo: ShellWord.shown(report.movedAsidePath), salvagedNotes: report.salvagedNoteCount,
                unreadableNotes: report.unreadableNoteCount)
        case .recoveredUnsavedText:
            return recoveredUnsavedText
        case .refusedRecoveryFiles(let path):
            return refusedRecoveryFiles(path: ShellWord.shown(path))
        case .cannotQuit(let reason):
            return cannotQuitWithoutLosingText(reason: reason)
        case .copyNotSaved(let path, let reason):
            return translate("The copy could not be saved as %s (%s).", ShellWord.shown(path), reason)
        case .linkNotOpened(let address, let reason):
            return translate("The link %s could not be opened (%s).", address, reason)
        case .noNoteTitled(let title):
            return translate("No note is titled “%s”.", title)
        case .notesExported(let folder, let failed):
            return failed
                ? translate("Not every note could be exported to %s.", ShellWord.shown(folder))
                : translate("Notes exported to %s.", ShellWord.shown(folder))
        case .importingNotes(let imported):
            return translate("Importing notes: %s so far…", String(imported))
        case .notesImported(let imported, let notImported):
            let done = translate(
                "%s note imported.", plural: "%s notes imported.", count: imported, String(imported))
            guard notImported > 0 else { return done }
            return done + " "
                + translate(
                    "%s file could not be imported; the reason is on standard error.",
                    plural: "%s files could not be imported; the reasons are on standard error.", count: notImported,
                    String(notImported))
        case .networkFileSystem(let name):
            return translate(
                "Your notes are on a network file system (%s). They are saved without a write-ahead log, "
                    + "which needs one computer's memory: open them from one computer at a time.", name)
        case .syncConflictCopy(let file, let missingNotes):
            return translate(
                "A file-sync tool kept another computer's copy of your notes beside them (%s). "
                    + "Notes in it that are not in yours: %s.", ShellWord.shown(file), String(missingNotes))
        case .changedOnTwoComputers(let count):
            return translate(
                "%s note changed on this computer and another: it shows the newer text, and the other is in its Version History.",
                plural:
                    "%s notes changed on this computer and another: each shows the newer text, and the other is in its Version History.",
                count: count, String(count))
        case .syncFolderMissing(let folder):
            return translate(
                "The sync folder %s is not there (is its disk connected?). Your notes are safe here; they sync again once it is back.",
                ShellWord.shown(folder))
        case .syncFailed(let reason):
            return translate("The notes could not be synced: %s. They are tried again at the next change.", reason)
        }
    }

    /// The status page's title when the notes cannot be read because of `failure`.
    static func notesUnavailableTitle(_ failure: NoteStoreFailure) -> String {
        switch failure {
        case .store(.dataDirectoryUnreadable): translate("The Notes Folder Cannot Be Read")
        case .store(.dataDirectoryNotWritable): translate("The Notes Folder Cannot Be Changed")
        default: translate("Your Notes Cannot Be Opened")
        }
    }

    /// The status page's text: what is wrong, and what the user can do about it.
    static func notesUnavailableDescription(_ failure: NoteStoreFailure) -> String {
        let reason =
            if case .store(let error) = failure { problem(error) } else { sentence(for: failure, whileSaving: false) }
        return reason + " " + translate("Fix it and choose Retry, or choose another folder.")
    }

    /// What to say when the store failed, while saving or otherwise.
    static func sentence(for failure: NoteStoreFailure, whileSaving: Bool) -> String {
        guard case .store(let error) = failure else {
            if case .other(let reason) = failure { return actionFailed(reason: reason) }
            return ""
        }
        switch error {
        case .diskFull:
            return diskFull
        case .noteNotFound, .noteIDInUse, .noteChangedElsewhere, .databaseFailure, .noteNumbersUsedUp:
            return whileSaving ? saveFailed(reason: problem(error)) : actionFailed(reason: problem(error))
        default:
            return storeUnavailable(reason: problem(error))
        }
    }

    /// One sentence naming what is wrong with the store, in the user's language.
    static func problem(_ error: NoteStoreError) -> String {
        switch error {
        case .dataDirectoryUnavailable(let path, let reason):
            translate("The notes folder %s cannot be used (%s).", ShellWord.shown(path), reason)
        case .dataDirectoryUnreadable(let path, let reason):
            translate("The notes folder %s cannot be read (%s).", ShellWord.shown(path), reason)
        case .dataDirectoryNotWritable(let path, let reason):
            translate(
                "The notes folder %s cannot be changed, so no note can be saved in it (%s).", ShellWord.shown(path),
                reason)
        case .databaseFileUnavailable(let path, let reason):
            translate("The notes database %s cannot be opened (%s).", ShellWord.shown(path), reason)
        case .databaseTooNew(let path, _, _):
            translate(
                "The notes database %s was written by a newer version of the app. It was left untouched; update the app to open it.",
                ShellWord.shown(path))
        case .corruptDatabaseNotMoved(let path, let reason):
            translate(
                "The notes database %s is damaged and could not be moved aside (%s). Nothing was deleted.",
                ShellWord.shown(path), reason
            )
        case .diskFull(let path):
            translate("The disk holding %s is full.", ShellWord.shown(path))
        case .noteNumbersUsedUp(let path):
            translate(
                "No new note can be added to %s: its note numbers are used up (another program set them to the largest). The notes already there can still be changed.",
                ShellWord.shown(path))
        case .noteNotFound:
            translate("The note no longer exists.")
        case .noteIDInUse:
            translate("The deleted note cannot be put back: another note has its place.")
        case .noteChangedElsewhere:
            translate("The note was changed elsewhere, so nothing was overwritten.")
        case .databaseFailure(let path, let code, let message):
            translate(
                "The notes database %s reported an error (%s).", ShellWord.shown(path),
                sqliteReason(code: code, message: message))
        case .dataDirectoryNotFound(let path):
            translate("The notes folder %s does not exist.", ShellWord.shown(path))
        case .databaseNotFound(let path):
            translate("There is no notes database in %s.", ShellWord.shown(path))
        case .ownedByAnotherUser(let path, _):
            translate(
                "%s belongs to another user, so it is not used: that user could read or change your notes.",
                ShellWord.shown(path))
        case .writableByOthers(let path, _):
            translate(
                "%s can be changed by other users, so it is not used: they could read or change your notes.",
                ShellWord.shown(path))
        case .symbolicLink(let path):
            translate("%s is a symbolic link, so it is not used: it could lead anywhere.", ShellWord.shown(path))
        case .notANotesDatabase(let path, _):
            translate("%s is not a notes database of this app, so it is left untouched.", ShellWord.shown(path))
        case .damagedDatabase(let path, let reason):
            translate("The notes database %s is damaged (%s).", ShellWord.shown(path), reason)
        case .databaseVanished(let path):
            translate("The notes database %s was removed or replaced while the app was running.", ShellWord.shown(path))
        }
    }

    /// SQLite's reason in the user's language, by its primary result code; SQLite's own English
    /// text only for codes that name a programming error rather than something the user can act on.
    static func sqliteReason(code: Int32, message: String) -> String {
        switch code & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED: translate("another program is using the notes database")
        case SQLITE_READONLY: translate("the notes database cannot be written")
        case SQLITE_IOERR: translate("reading or writing the disk failed")
        case SQLITE_CORRUPT, SQLITE_NOTADB: translate("the database file is damaged")
        case SQLITE_CANTOPEN: translate("the database file cannot be opened")
        case SQLITE_PERM, SQLITE_AUTH: translate("permission was refused")
        case SQLITE_NOMEM: translate("the computer ran out of memory")
        case SQLITE_FULL: translate("the disk is full")
        default: message
        }
    }
}
