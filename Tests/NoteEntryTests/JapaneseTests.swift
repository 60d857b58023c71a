// The window in Japanese when the user's language is Japanese.
import CGtk
import Foundation
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class JapaneseTests: MainActorTestCase {
    func testWindowStringsAreJapaneseWithLanguageJa() async throws {
        try UserLanguage.with("ja") {
            let window = try OpenWindow()
            defer { window.close() }
            let tooltip = gtk_widget_get_tooltip_text(window.main.newButton).map { pointer in
                defer { g_free(pointer) }
                return String(cString: pointer)
            }
            XCTAssertEqual(tooltip, "新しいノートを作成 (Ctrl+N)")
            XCTAssertEqual(window.editor.body.placeholder, "ノートを書いてください…")
            XCTAssertEqual(window.editor.body.doneButton.label, "完了")
        }
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    fileprivate var label: String? { gtk_button_get_label(cast()).map { String(cString: $0) } }
}
