// The search folding against Foundation's, which built the indexes of stores made before the
// store stopped linking Foundation.
import Foundation
import XCTest

@testable import NoteStore

final class SearchFoldingTests: XCTestCase {
    private static func foundationFolding(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Every Unicode scalar folds as Foundation folded it, so an index it built finds what the
    /// same query finds now (with exceptions where GLib's Unicode tables are newer, listed).
    func testEveryScalarFoldsAsFoundationFoldedIt() {
        var differences: [String] = []
        for value in UInt32(1)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            let expected = Self.foundationFolding(text)
            let folded = SearchFolding.fold(text)
            if folded != expected {
                differences.append(
                    "U+\(String(value, radix: 16, uppercase: true)): \(Self.scalars(folded)) instead of \(Self.scalars(expected))"
                )
            }
        }
        XCTAssertEqual(differences, [], "\(differences.count) scalars fold otherwise")
    }

    /// Whole texts fold as Foundation folded them: accents as separate marks, a mark with
    /// nothing before it, fullwidth and halfwidth forms, kana with their marks, scripts whose
    /// marks are not accents.
    func testTextsFoldAsFoundationFoldedThem() {
        let texts = [
            "Café crème brûlée", "Cafe\u{301} cre\u{300}me", "\u{301}accent first", "e\u{301}\u{302}\u{323}",
            "ＡＢＣ１２３ｱｲｳｴｵ ｶﾞｷﾞ", "ガギグゲゴ パピプペポ", "日本語のノート", "繁體中文筆記", "한국어 메모",
            "Straße İstanbul ǅemal", "Ωμέγα ἄλφα ᾀ", "नमस्ते दुनिया", "Tiếng Việt có dấu", "≠ ∉ ↚ ≢",
            "Привет, Ёжик", "emoji 🙂👍🏽 👨‍👩‍👧", "tab\tnew\nline", "Ｃａｆé ｃｒèｍｅ",
        ]
        for text in texts {
            XCTAssertEqual(Self.scalars(SearchFolding.fold(text)), Self.scalars(Self.foundationFolding(text)), text)
        }
    }

    private static func scalars(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }
}
