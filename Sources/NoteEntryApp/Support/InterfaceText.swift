// The strings the app shows from Swift, translated through gettext domain "note-entry".
//
// The strings of the window's widgets are in Resources/ui/main-window.ui, translated by
// GtkBuilder in the same domain. The msgids here and there together are exactly those of
// Resources/po/note-entry/note-entry.pot; a test checks every catalogue translates all of them. Strings are looked up when asked for (never cached),
// so a window built after the language changes (`TranslationDomain.languageChanged()`) is built
// in the new language.
import GtkBinding
import NoteStore

/// The app's visible strings in the user's language.
enum InterfaceText {
    /// The gettext domain of the app's catalogues.
    static let domainName = "note-entry"
    /// The domain, bound once: binding calls `setlocale`, which is not safe while another
    /// thread may read the locale (the spelling dictionary loads on one at start).
    static let domain = TranslationDomain(name: domainName)

    static func translate(_ message: String) -> String {
        domain.translate(message)
    }

    /// `message` translated, with each `%s` replaced in turn by `arguments`; an argument's own
    /// text is put in as it is, never searched for the next `%s`.
    static func translate(_ message: String, _ arguments: String...) -> String {
        filled(translate(message), arguments)
    }

    /// The form of `singular` or `plural` that suits `count`, translated, with each `%s` replaced
    /// in turn by `arguments`.
    static func translate(_ singular: String, plural: String, count: Int, _ arguments: String...) -> String {
        filled(domain.translate(singular, plural: plural, count: count), arguments)
    }

    /// `template` with each `%s` replaced in turn by `arguments`.
    private static func filled(_ template: String, _ arguments: [String]) -> String {
        var result = ""
        var rest = template[...]
        for argument in arguments {
            // Found by hand: String's firstRange(of:) would link the regex modules (~1 MB).
            guard let start = rest.indices.first(where: { rest[$0...].hasPrefix("%s") }) else { break }
            result += rest[..<start] + argument
            rest = rest[rest.index(start, offsetBy: 2)...]
        }
        return result + rest
    }

    static var windowTitle: String { translate("Note Entry") }
    static var bodyName: String { translate("Note text") }
    static var doneName: String { translate("Done") }
    /// The button listing the notes that link to the shown one.
    static func linkedFrom(_ count: Int) -> String {
        translate("_Linked from %s note", plural: "_Linked from %s notes", count: count, String(count))
    }
    /// The accessible name of the titles `[[` completion offers.
    static var noteLinkSuggestions: String { translate("Note titles to link to") }
    static var formatMenu: String { translate("_Format") }
    static var formatBold: String { translate("_Bold") }
    static var formatItalic: String { translate("_Italic") }
    static var formatStrikethrough: String { translate("_Strikethrough") }
    static var formatCode: String { translate("_Code") }
    static var formatLink: String { translate("_Link") }
    static var openLink: String { translate("_Open Link") }
    static var formatHeading: String { translate("H_eading") }
    static var formatBulletList: String { translate("B_ulleted List") }
    static var formatNumberedList: String { translate("_Numbered List") }
    static var formatChecklist: String { translate("Chec_klist") }
    static var formatQuote: String { translate("_Quote") }
    static var linkSchemeRefused: String { translate("only web and mail links open from a note") }
    static func openWebLinkTooltip(_ address: String) -> String {
        translate("Open %s (Ctrl+click while editing)", address)
    }
    static func openNoteLinkTooltip(_ title: String) -> String {
        translate("Open the note “%s” (Ctrl+click while editing)", title)
    }
    static var untitled: String { translate("Untitled") }
    static var allNotes: String { translate("All Notes") }
    static var sortBy: String { translate("Sort By") }
    static func sortName(_ sort: NoteSort) -> String {
        switch sort {
        case .edited: translate("Date _Edited")
        case .created: translate("Date _Created")
        case .title: translate("_Title")
        }
    }
    static var pinned: String { translate("Pinned") }
    static var moveToNotebookTitle: String { translate("Move to Notebook") }
    static var moveToNotebookAction: String { translate("_Move") }
    static var notebookLabel: String { translate("_Notebook") }
    static var notebookName: String { translate("Notebook name") }
    static var noNotebook: String { translate("No notebook") }
    static var notebookHint: String {
        translate("Type a new name to make a notebook; leave it empty to take the note out of its notebook.")
    }
    static var importConflictCopy: String { translate("_Import Them") }
    static var saveCopy: String { translate("_Save a Copy…") }
    static var closeMessage: String { translate("Close message") }
    static var clearSearch: String { translate("Clear search") }
    static var searchNotes: String { translate("Search notes") }
    static var noNotesYet: String { translate("No notes yet") }
    static var noMatchingNotes: String { translate("No matching notes") }
    static var searchShortcuts: String { translate("Search Shortcuts") }
    static var feedbackSection: String { translate("Feedback") }
    static var reportAnIssue: String { translate("Report an Issue") }
    static var aboutComments: String {
        translate("Notes that save themselves as you type, with a trash and a version history to get them back.")
    }
    /// Names of a catalogue's translators; English has none (GTK then shows no credits line).
    static var translatorCredits: String? {
        let credits = translate("translator-credits")
        return credits == "translator-credits" ? nil : credits
    }

    static func salvagedDatabase(movedTo path: String, salvagedNotes: Int, unreadableNotes: Int) -> String {
        translate(
            "The notes database was damaged. It was moved to %s, and the notes that could still be read were copied into a new database: %s recovered, %s unreadable.",
            path, String(salvagedNotes), String(unreadableNotes))
    }
    /// For problems that need the user (a mode, an owner, another file in the way): no promise
    /// that they go away by themselves.
    static func storeUnavailable(reason: String) -> String {
        translate(
            "Your notes cannot be saved: %s Your text is kept in this window, and it is saved as soon as the problem is fixed.",
            reason)
    }
    static var chooseNotesFolder: String { translate("Choose a Notes Folder") }
    static var chooseFolderAccept: String { translate("_Open") }
    static var chooseFolderCancel: String { translate("_Cancel") }
    static var diskFull: String {
        translate(
            "The disk is full, so the note could not be saved. Your text is kept in this window and saving is retried by itself."
        )
    }
    static func saveFailed(reason: String) -> String {
        translate(
            "The note could not be saved: %s Your text is kept in this window and saving is retried by itself.", reason)
    }
    static func actionFailed(reason: String) -> String {
        translate("That did not work: %s", reason)
    }
    static var savedAsCopy: String {
        translate(
            "This note was changed in another window while you were editing it. Nothing was overwritten: your version is saved as a separate note."
        )
    }
    static func cannotQuitWithoutLosingText(reason: String) -> String {
        translate(
            "Your note could not be saved, nor kept for the next start (%s), so the window stays open. Saving is retried by itself; once it works, you can close the window.",
            reason)
    }
    static var recoveredUnsavedText: String {
        translate("Text that could not be saved when the app last quit has been saved into your notes.")
    }
    static func refusedRecoveryFiles(path: String) -> String {
        translate(
            "Unsaved text kept at %s was not recovered: it is not a private file of yours or it is incomplete, so it may not be what you typed. It was left as it is.",
            path)
    }
    static func openedReadOnly(_ problem: EditorLimits.Problem) -> String {
        switch problem {
        case .notUTF8:
            translate(
                "This note is open read-only: it holds bytes that are not valid text, which the editor cannot show exactly, so editing it here would change it."
            )
        case .nulCharacter:
            translate(
                "This note is open read-only: it holds a NUL character, which the editor cannot show, so editing it here would cut it short."
            )
        case .titleTooLong:
            translate(
                "This note is open read-only: its title is longer than the title field can hold, so editing it here would cut the title short."
            )
        }
    }
}
