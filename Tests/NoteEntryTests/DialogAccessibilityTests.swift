// Issue 31, finding 8 and 9: the keyboard shortcuts window and About name every control and link
// for screen readers (ATK, what the AT-SPI bridge exports), and About reads right and links the
// project's website.
import CGtk
import Foundation
import GtkBinding
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class DialogAccessibilityTests: MainActorTestCase {
    /// In Japanese, as `ShortcutsAndSearchTests` has it: the app makes one shortcuts window per
    /// process, in the language of its first showing.
    func testTheShortcutsWindowAndItsSearchToggleHaveNames() async throws {
        try UserLanguage.with("ja") {
            let window = try OpenWindow(application: try TestApplication.shared())
            defer { window.close() }
            window.main.actions.activate("show-help-overlay")
            let shortcuts = try XCTUnwrap(
                window.waitForToplevel(ofType: gtk_shortcuts_window_get_type()), "the shortcuts window")
            defer { gtk_widget_hide(shortcuts) }
            MainLoop.waitForPaintedFrame(of: shortcuts)
            XCTAssertEqual(AccessibleName.of(shortcuts), "キーボードショートカット")
            let header = try XCTUnwrap(gtk_window_get_titlebar(shortcuts.cast()), "the shortcuts window's header bar")
            let toggles = widgetTree(of: header).filter {
                isWidget($0, ofType: gtk_toggle_button_get_type()) && gtk_widget_get_mapped($0) != 0
            }
            XCTAssertEqual(toggles.count, 1, "one search toggle")
            for toggle in toggles {
                XCTAssertEqual(AccessibleName.of(toggle), "ショートカットを検索")
                XCTAssertEqual(gtk_widget_get_tooltip_text(toggle).map { String(cString: $0) }, "ショートカットを検索")
            }
            XCTAssertEqual(Self.unnamedControls(in: shortcuts) + Self.unnamedControls(in: header), [])
        }
    }

    func testAboutNamesItsLinksLinksTheWebsiteAndShowsTheLicenceText() async throws {
        let window = try OpenWindow(application: try TestApplication.shared())
        defer { window.close() }
        window.main.actions.activate("about")
        let about = try XCTUnwrap(window.waitForToplevel(ofType: gtk_about_dialog_get_type()), "the About dialog")
        defer { gtk_widget_destroy(about) }
        MainLoop.waitForPaintedFrame(of: about)
        let dialog = about.cast(to: GtkAboutDialog.self)
        let metainfo = try String(
            contentsOf: ProgramRun.packageRoot
                .appendingPathComponent("Resources/metainfo/org.placeholdertextview.NoteEntry.metainfo.xml"),
            encoding: .utf8)
        let website = try XCTUnwrap(gtk_about_dialog_get_website(dialog).map { String(cString: $0) }, "a website")
        XCTAssertTrue(
            metainfo.contains("<url type=\"homepage\">\(website)</url>"), "the metainfo's homepage: \(website)")
        // GTK words its known licences "See the <name> for details", which reads "See the The
        // MIT License (MIT)"; the licence's own text reads right.
        let licence = try String(contentsOf: ProgramRun.packageRoot.appendingPathComponent("LICENSE"), encoding: .utf8)
        XCTAssertEqual(gtk_about_dialog_get_license(dialog).map { String(cString: $0) }, licence)
        let shown = widgetTree(of: about).filter {
            isWidget($0, ofType: gtk_label_get_type()) && gtk_widget_get_mapped($0) != 0
        }
        .compactMap { gtk_label_get_text($0.cast()).map { String(cString: $0) } }
        XCTAssertFalse(shown.contains { $0.contains("the The") }, "\(shown)")
        XCTAssertTrue(shown.contains("Website"), "\(shown)")
        XCTAssertEqual(Self.unnamedControls(in: about), [])
        // The issue tracker: a link on the Credits page, named for screen readers.
        XCTAssertTrue(
            metainfo.contains("<url type=\"bugtracker\">\(AboutNotesDialog.issueTracker)</url>"),
            "the metainfo's bug tracker")
        let credits = try XCTUnwrap(
            widgetTree(of: about).first {
                isWidget($0, ofType: gtk_label_get_type()) && gtk_widget_get_mapped($0) != 0
                    && gtk_label_get_text($0.cast()).map { String(cString: $0) } == "Credits"
            }, "a Credits page switch")
        RealInput.click(credits)
        MainLoop.waitForPaintedFrame(of: about)
        let issueLinks = widgetTree(of: about).filter {
            isWidget($0, ofType: gtk_label_get_type()) && gtk_widget_get_mapped($0) != 0
        }
        .filter {
            (gtk_label_get_label($0.cast()).map { String(cString: $0) } ?? "").contains(
                "href=\"\(AboutNotesDialog.issueTracker)\"")
        }
        XCTAssertEqual(issueLinks.count, 1, "one label links the issue tracker")
        XCTAssertEqual(issueLinks.first.map { Self.linkNames(in: $0) }, ["Report an Issue"])
    }

    /// The accessible names of the links inside a label.
    @MainActor
    private static func linkNames(in label: UnsafeMutablePointer<GtkWidget>) -> [String] {
        guard let accessible = gtk_widget_get_accessible(label) else { return [] }
        return (0..<atk_object_get_n_accessible_children(accessible)).compactMap { index in
            guard let child = atk_object_ref_accessible_child(accessible, index) else { return nil }
            defer { g_object_unref(child) }
            guard atk_object_get_role(child) == ATK_ROLE_LINK else { return nil }
            return atk_object_get_name(child).map { String(cString: $0) } ?? ""
        }
    }

    /// What a screen reader finds without a name among the shown buttons under `root`, and the
    /// links inside its shown labels (each an accessible child of role "link").
    @MainActor
    private static func unnamedControls(in root: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var unnamed: [String] = []
        for widget in widgetTree(of: root) where gtk_widget_get_mapped(widget) != 0 {
            let type = String(
                cString: g_type_name(
                    UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)).pointee.g_class.pointee.g_type))
            if isWidget(widget, ofType: gtk_button_get_type()), AccessibleName.of(widget).isEmpty {
                unnamed.append(type)
            }
            guard isWidget(widget, ofType: gtk_label_get_type()), let accessible = gtk_widget_get_accessible(widget)
            else { continue }
            for index in 0..<atk_object_get_n_accessible_children(accessible) {
                guard let child = atk_object_ref_accessible_child(accessible, index) else { continue }
                defer { g_object_unref(child) }
                if atk_object_get_role(child) == ATK_ROLE_LINK,
                    (atk_object_get_name(child).map { String(cString: $0) } ?? "").isEmpty
                {
                    unnamed.append("link in \"\(gtk_label_get_text(widget.cast()).map { String(cString: $0) } ?? "")\"")
                }
            }
        }
        return unnamed
    }
}
