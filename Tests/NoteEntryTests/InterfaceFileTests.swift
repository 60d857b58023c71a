// Resources/ui/main-window.ui loads cleanly, is the file the app reads, and is translated.
import CGtk
import Foundation
import GtkBinding
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class InterfaceFileTests: MainActorTestCase {
    private static let sourceFile = ProgramRun.packageRoot.appendingPathComponent("Resources/ui/main-window.ui")

    func testMainWindowFileLoadsWithoutErrorsOrWarnings() async throws {
        try TestDisplay.start()
        let log = GLibLogCapture(domains: ["Gtk", "GLib", "GLib-GObject", "Atk", PlaceholderTextView.logDomain])
        defer { log.stop() }
        let strings = try Self.visibleStrings(of: Self.sourceFile)
        XCTAssertEqual(log.messages, [], "GtkBuilder warned while loading main-window.ui")
        XCTAssertEqual(strings, Self.english)
    }

    func testBodyIsAPlaceholderTextViewWithThePlaceholderOfTheFile() async throws {
        try TestDisplay.start()
        let window = try InterfaceFile.build(contentsOf: Self.sourceFile.path) { file in
            let object = try file.object("body", as: GObject.self)
            XCTAssertTrue(
                g_type_check_instance_is_a(
                    UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self),
                    PlaceholderTextViewType.gType) != 0)
            let body = try file.placeholderTextView("body")
            XCTAssertEqual(body.placeholder, "Write your note…")
            XCTAssertEqual(body.doneButtonVisibility, .whileFocused)
            XCTAssertTrue(body.isPlaceholderVisible)
            return try file.object("window", as: GtkWidget.self)
        }
        gtk_widget_destroy(window)
    }

    func testFileStringsAreTranslatedInJapaneseAndTraditionalChinese() async throws {
        try TestDisplay.start()
        try TranslationCatalogues.prepare()
        // The images have only C locales: gettext reads LANGUAGE with C.UTF-8, not with C.
        let saved = ["LANGUAGE", "LANG", "LC_ALL"].map { ($0, ProcessInfo.processInfo.environment[$0]) }
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            TranslationDomain.languageChanged()
        }
        setenv("LANG", "C.UTF-8", 1)
        setenv("LC_ALL", "C.UTF-8", 1)
        for (language, expected) in [("ja", Self.japanese), ("zh_TW", Self.traditionalChinese)] {
            setenv("LANGUAGE", language, 1)
            TranslationDomain.languageChanged()
            XCTAssertEqual(try Self.visibleStrings(of: Self.sourceFile), expected, language)
        }
    }

    /// The app reads its interface from the resources compiled into it: they must be the source
    /// file as it is now (the build compiles it again whenever it changes).
    func testTheCompiledInFileIsTheSourceFile() async throws {
        let path = InterfaceFile.resourcePath(MainWindow.interfaceFileName)
        var error: UnsafeMutablePointer<GError>?
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error) else {
            return XCTFail("no resource \(path): \(GLibErrorMessage.take(&error))")
        }
        defer { g_bytes_unref(bytes) }
        var size = 0
        let data = g_bytes_get_data(bytes, &size).map { Data(bytes: $0, count: size) } ?? Data()
        XCTAssertEqual(
            data, try Data(contentsOf: Self.sourceFile),
            "\(path) differs from Resources/ui: the CompileResources build step did not run again")
    }

    func testAMissingFileNamesTheResourceSearched() async throws {
        XCTAssertThrowsError(try InterfaceFile.build("no-such-window.ui") { _ in }) { error in
            XCTAssertTrue("\(error)".contains(InterfaceFile.resourcePath("no-such-window.ui")), "\(error)")
        }
    }

    func testAFailedLoadLeavesNoWindowBehind() async throws {
        try TestDisplay.start()
        let toplevels = Self.toplevelCount
        XCTAssertThrowsError(
            try InterfaceFile.build(contentsOf: Self.sourceFile.path) { file in
                try file.object("no_such_widget", as: GtkWidget.self)
            }
        ) { error in
            XCTAssertTrue("\(error)".contains("no GtkWidget with id \"no_such_widget\""), "\(error)")
        }
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let broken = folder.file("broken.ui")
        try Data("<interface><object class=\"GtkWindow\" id=\"w\"/><object class=\"NoSuchClass\"/></interface>".utf8)
            .write(to: broken)
        XCTAssertThrowsError(try InterfaceFile.build(contentsOf: broken.path) { _ in }) { error in
            XCTAssertTrue("\(error)".contains("NoSuchClass"), "\(error)")
        }
        MainLoop.drain()
        XCTAssertEqual(Self.toplevelCount, toplevels)
    }

    func testUndoButtonOfTheFileIsTheBarsAction() async throws {
        try TestDisplay.start()
        let (window, bar, button) = try InterfaceFile.build(contentsOf: Self.sourceFile.path) { file in
            (
                try file.object("window", as: GtkWidget.self),
                MessageBar(
                    infoBar: try file.object("undo_bar", as: GtkInfoBar.self),
                    label: try file.object("undo_label", as: GtkLabel.self)),
                try file.object("undo_button", as: GtkButton.self)
            )
        }
        defer { gtk_widget_destroy(window) }
        var actions = 0
        bar.onAction = { actions += 1 }
        gtk_widget_show_all(window)
        XCTAssertFalse(bar.isShown, "showing the window must not show the bar")
        bar.show("Note deleted")
        gtk_button_clicked(button)
        XCTAssertEqual(actions, 1)
        XCTAssertFalse(bar.isShown)
    }

    // MARK: - Helpers

    private static var toplevelCount: Int {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        return Int(g_list_length(list))
    }

    /// Strings the file gives its widgets, read back after loading it in the current language.
    private struct VisibleStrings: Equatable {
        var windowTitle, newTooltip, newName, listPlaceholder, titlePlaceholder, bodyPlaceholder, undo: String
    }

    private static let english = VisibleStrings(
        windowTitle: "Note Entry", newTooltip: "Create a new note (Ctrl+N)", newName: "New Note",
        listPlaceholder: "No notes yet",
        titlePlaceholder: "Title", bodyPlaceholder: "Write your note…", undo: "Undo")
    private static let japanese = VisibleStrings(
        windowTitle: "Note Entry", newTooltip: "新しいノートを作成 (Ctrl+N)", newName: "新規ノート", listPlaceholder: "まだノートはありません",
        titlePlaceholder: "タイトル", bodyPlaceholder: "ノートを書いてください…", undo: "元に戻す")
    private static let traditionalChinese = VisibleStrings(
        windowTitle: "Note Entry", newTooltip: "建立新筆記 (Ctrl+N)", newName: "新增筆記", listPlaceholder: "還沒有筆記",
        titlePlaceholder: "標題", bodyPlaceholder: "寫下你的筆記…", undo: "復原")

    @MainActor
    private static func visibleStrings(of url: URL) throws -> VisibleStrings {
        let (window, strings) = try InterfaceFile.build(contentsOf: url.path) { file in
            let newButton = try file.widget("new_button")
            let tooltip = gtk_widget_get_tooltip_text(newButton).map { pointer in
                defer { g_free(pointer) }
                return String(cString: pointer)
            }
            return (
                try file.object("window", as: GtkWindow.self),
                VisibleStrings(
                    windowTitle: string(gtk_window_get_title(try file.object("window", as: GtkWindow.self))),
                    newTooltip: tooltip ?? "",
                    newName: AccessibleName.of(newButton),
                    listPlaceholder: string(gtk_label_get_text(try file.object("empty_list_label", as: GtkLabel.self))),
                    titlePlaceholder: string(
                        gtk_entry_get_placeholder_text(try file.object("title_entry", as: GtkEntry.self))),
                    bodyPlaceholder: try file.placeholderTextView("body").placeholder,
                    undo: string(gtk_button_get_label(try file.object("undo_button", as: GtkButton.self))))
            )
        }
        gtk_widget_destroy(window.cast())
        return strings
    }

    private static func string(_ pointer: UnsafePointer<gchar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
