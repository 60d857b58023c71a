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

    /// Waits for `chooser` to show a folder, and checks it is the Documents folder.
    private static func assertShowsTheDocumentsFolder(
        _ chooser: UnsafeMutablePointer<GtkWidget>, file: StaticString = #filePath, line: UInt = #line
    ) {
        var folder: String?
        MainLoop.wait(
            until: {
                let current = gtk_file_chooser_get_current_folder(OpaquePointer(chooser))
                defer { g_free(current) }
                folder = current.map { String(cString: $0) }
                return folder != nil
            }, "the chooser to show a folder", file: file, line: line)
        XCTAssertEqual(
            folder.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
            URL(fileURLWithPath: documents).standardizedFileURL.path, "the chooser is not in Documents",
            file: file, line: line)
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
        Self.assertShowsTheDocumentsFolder(chooser)
    }

    /// Export All Notes… was only `note-entry --export FOLDER`: the window's main menu has it,
    /// its folder chooser starts in Documents, and the chosen folder gets a Markdown file per
    /// note (what was typed included), the message bar saying where.
    func testExportAllNotesFromTheWindowsMenuWritesEveryNote() async throws {
        let (window, _) = try OpenWindow.over([("Groceries", "Milk"), ("Plans", "Beach")])
        defer { window.close() }
        let menu = try XCTUnwrap(gtk_menu_button_get_menu_model(window.main.menuButton), "the main menu")
        XCTAssertTrue(Self.labels(of: menu).contains("_Export All Notes…"), "the main menu has no Export All Notes…")
        window.setBody("Beach, and a typed line")
        window.activate("export-all")
        let chooser = try XCTUnwrap(
            window.waitForToplevel(ofType: gtk_file_chooser_dialog_get_type()), "Export All Notes… opened no chooser")
        XCTAssertEqual(
            gtk_file_chooser_get_action(OpaquePointer(chooser)), GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER,
            "a folder chooser")
        Self.assertShowsTheDocumentsFolder(chooser)
        let out = window.folder.file("exported")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        MainLoop.wait(
            until: {
                gtk_file_chooser_select_filename(OpaquePointer(chooser), out.path)
                let chosen = gtk_file_chooser_get_filename(OpaquePointer(chooser))
                defer { g_free(chosen) }
                return chosen.map { String(cString: $0) } == out.path
            }, "the export folder to be chosen")
        gtk_dialog_response(chooser.cast(to: GtkDialog.self), GTK_RESPONSE_ACCEPT.rawValue)
        MainLoop.wait(until: { window.main.errorBar.isShown }, "the message bar to say where the notes went")
        XCTAssertEqual(window.main.errorBar.message, "Notes exported to \(ShellWord.shown(out.path)).")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        XCTAssertEqual(files, ["Groceries.md", "Plans.md"])
        XCTAssertEqual(
            try String(contentsOf: out.appendingPathComponent("Plans.md"), encoding: .utf8),
            "# Plans\n\nBeach, and a typed line")
    }

    /// The labels of `menu`'s items, its sections' included.
    private static func labels(of menu: UnsafeMutablePointer<GMenuModel>) -> [String] {
        (0..<g_menu_model_get_n_items(menu)).flatMap { index -> [String] in
            if let section = g_menu_model_get_item_link(menu, index, G_MENU_LINK_SECTION) {
                defer { g_object_unref(UnsafeMutableRawPointer(section)) }
                return labels(of: section)
            }
            guard let value = g_menu_model_get_item_attribute_value(menu, index, G_MENU_ATTRIBUTE_LABEL, nil) else {
                return []
            }
            defer { g_variant_unref(value) }
            return [String(cString: g_variant_get_string(value, nil))]
        }
    }
}
