// Files the window writes from notes go where a person expects them: named after the note, in
// the user's Documents folder; through the window's own actions and file choosers.
import CGtk
import Foundation
import GtkBinding
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class SavedFilesTests: MainActorTestCase {
    /// The user's Documents folder, as GLib reads XDG_DOCUMENTS_DIR (the home folder without one).
    private static var documents: String {
        g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS).map { String(cString: $0) }
            ?? String(cString: g_get_home_dir())
    }

    /// Save a Copy… (Ctrl+Shift+S) suggested the note's name in whatever folder the chooser
    /// remembered, or the app's working folder: it opens in the Documents folder, the note's
    /// title as the file's name.
    func testSaveACopyStartsInTheDocumentsFolderNamedAfterTheNote() async throws {
        let (window, _) = try OpenWindow.over([("Groceries", "Milk")], application: try TestApplication.shared())
        defer { window.close() }
        try window.waitForKeyboardFocus()
        RealInput.press("Ctrl+Shift+s")
        let chooser = try XCTUnwrap(
            window.waitForToplevel(ofType: gtk_file_chooser_dialog_get_type()), "Ctrl+Shift+S opened no file chooser")
        defer { gtk_dialog_response(chooser.cast(to: GtkDialog.self), GTK_RESPONSE_CANCEL.rawValue) }
        let name = gtk_file_chooser_get_current_name(OpaquePointer(chooser))
        defer { g_free(name) }
        XCTAssertEqual(name.map { String(cString: $0) }, "Groceries.md")
        var folder: String?
        MainLoop.wait(
            until: {
                let current = gtk_file_chooser_get_current_folder(OpaquePointer(chooser))
                defer { g_free(current) }
                folder = current.map { String(cString: $0) }
                return folder != nil
            }, "the chooser to show a folder")
        XCTAssertEqual(
            folder.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
            URL(fileURLWithPath: Self.documents).standardizedFileURL.path, "the chooser is not in Documents")
    }
}
