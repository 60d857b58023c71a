// The desktop file, AppStream metadata and translation catalogues pass their tools' checks.
import Foundation
import TestSupport
import XCTest

final class ResourceValidationTests: XCTestCase {
    private let resources = ProgramRun.packageRoot.appendingPathComponent("Resources")
    private let appID = "org.placeholdertextview.NoteEntry"

    func testDesktopFileValidates() throws {
        let file = resources.appendingPathComponent("desktop/\(appID).desktop")
        let run = try ProgramRun.tool("desktop-file-validate", [file.path])
        XCTAssertEqual(run.status, 0, run.output + run.errorOutput)
        XCTAssertFalse(run.output.contains("error"), run.output)
    }

    func testMetainfoValidates() throws {
        let file = resources.appendingPathComponent("metainfo/\(appID).metainfo.xml")
        let run = try ProgramRun.tool("appstreamcli", ["validate", "--no-net", file.path])
        XCTAssertEqual(run.status, 0, run.output + run.errorOutput)
    }

    /// The metainfo's newest release (the first `<release>`) is the version the build ships.
    func testMetainfoNewestReleaseIsTheShippedVersion() throws {
        let file = resources.appendingPathComponent("metainfo/\(appID).metainfo.xml")
        let text = try String(contentsOf: file, encoding: .utf8)
        let release = try XCTUnwrap(text.range(of: "<release version=\""), "no <release> in \(file.path)")
        let version = text[release.upperBound...].prefix { $0 != "\"" }
        XCTAssertEqual(String(version), try ShippedVersion.read(), "the metainfo's newest release")
    }

    func testIconIsAnSVG() throws {
        let icon = resources.appendingPathComponent("icons/hicolor/scalable/apps/\(appID).svg")
        let text = try String(contentsOf: icon, encoding: .utf8)
        XCTAssertTrue(text.contains("<svg"), "not an SVG")
    }

    func testEveryCatalogueCompilesAndTranslatesEveryMessage() throws {
        let folder = resources.appendingPathComponent("po/note-entry")
        let template = try Self.msgids(in: folder.appendingPathComponent("note-entry.pot"))
        XCTAssertGreaterThan(template.count, 15)
        // The template itself parses (two of its entries once lacked their msgstr).
        let templateCheck = try ProgramRun.tool(
            "msgfmt", ["--check-format", "-o", "/dev/null", folder.appendingPathComponent("note-entry.pot").path])
        XCTAssertEqual(templateCheck.status, 0, "note-entry.pot: " + templateCheck.errorOutput)
        for language in ["ja", "zh_TW"] {
            let catalogue = folder.appendingPathComponent("\(language).po")
            let check = try ProgramRun.tool("msgfmt", ["--check", "-o", "/dev/null", catalogue.path])
            XCTAssertEqual(check.status, 0, "\(language): " + check.errorOutput)
            XCTAssertEqual(check.errorOutput, "", "\(language): msgfmt warned")
            let translated = try Self.msgids(in: catalogue)
            XCTAssertEqual(template.subtracting(translated), [], "\(language).po lacks these messages")
            let untranslated = try String(contentsOf: catalogue, encoding: .utf8).components(
                separatedBy: "msgstr \"\"\n\n")
            XCTAssertEqual(untranslated.count, 1, "\(language).po has empty translations")
        }
    }

    /// Undo (the deleted bar) and Restore (the Trash's rows, the history) read differently in
    /// every language: Japanese said 元に戻す for both, on one screen.
    func testUndoAndRestoreReadDifferentlyInEveryLanguage() throws {
        let folder = resources.appendingPathComponent("po/note-entry")
        for language in ["ja", "zh_TW"] {
            let lines = try String(contentsOf: folder.appendingPathComponent("\(language).po"), encoding: .utf8)
                .components(separatedBy: "\n")
            func translation(of id: String) -> String? {
                guard let index = lines.firstIndex(of: "msgid \"\(id)\""), index + 1 < lines.count else { return nil }
                return String(lines[index + 1].dropFirst(8).dropLast())
                    .replacingOccurrences(of: "(_R)", with: "").replacingOccurrences(of: "_", with: "")
            }
            let undo = try XCTUnwrap(translation(of: "Undo"), language)
            let restore = try XCTUnwrap(translation(of: "_Restore"), language)
            XCTAssertNotEqual(undo, restore, "\(language): Undo and Restore read alike")
        }
    }

    /// The msgids of a .po or .pot file (multi-line ids joined), without the header's empty id.
    private static func msgids(in file: URL) throws -> Set<String> {
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        var ids = Set<String>()
        var current: String?
        for line in lines {
            if line.hasPrefix("msgid \"") {
                current = String(line.dropFirst(7).dropLast())
            } else if let id = current, line.hasPrefix("\"") {
                current = id + String(line.dropFirst().dropLast())
            } else if let id = current {
                if !id.isEmpty { ids.insert(id) }
                current = nil
            }
        }
        return ids
    }
}
