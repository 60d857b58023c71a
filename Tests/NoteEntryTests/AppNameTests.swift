// Issue 39, item 8: one name everywhere, distinct from GNOME's own Notes: the launcher, the
// AppStream name and the real note-entry's window (read over AT-SPI) in every language.
import Foundation
import TestSupport
import XCTest

final class AppNameTests: MainActorTestCase {
    private static let name = "Note Entry"

    /// The launcher and AppStream say "Note Entry", untranslated; the window's header says it too
    /// in English, Japanese and Traditional Chinese. The window said "Notes" (GNOME Notes' name;
    /// "ノート", "筆記") under a launcher saying "Note Entry".
    func testTheWindowIsNamedAsItsLauncherInEveryLanguage() async throws {
        let resources = ProgramRun.packageRoot.appendingPathComponent("Resources")
        let desktop = try String(
            contentsOf: resources.appendingPathComponent("desktop/org.placeholdertextview.NoteEntry.desktop"),
            encoding: .utf8)
        XCTAssertEqual(
            desktop.split(separator: "\n").filter { $0.hasPrefix("Name=") || $0.hasPrefix("Name[") },
            ["Name=\(Self.name)"])
        let metainfo = try String(
            contentsOf: resources.appendingPathComponent("metainfo/org.placeholdertextview.NoteEntry.metainfo.xml"),
            encoding: .utf8)
        let appNames = metainfo.components(separatedBy: "<developer")[0].components(separatedBy: "\n")
            .filter { $0.contains("<name") }
        XCTAssertEqual(appNames.map { $0.trimmingCharacters(in: .whitespaces) }, ["<name>\(Self.name)</name>"])
        for language in ["en", "ja", "zh_TW"] {
            try RunningApp.withAccessibilityBridge(
                planting: { _ in }, environment: ["LANGUAGE": language, "LANG": "C.UTF-8"]
            ) { _, bus, _, _, _ in
                let shown = try AccessibleTexts.wait(bus: bus, for: [Self.name])
                XCTAssertFalse(
                    shown.texts.contains { ["Notes", "ノート", "筆記"].contains($0) }, "\(language): \(shown.texts)")
            }
        }
    }

    /// Two windows over the folders "work" and "home" say which is which: each header bar's
    /// subtitle is its folder. Both said only "Notes".
    func testTwoWindowsOverDifferentFoldersTellWhichIsWhich() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let bus = try SessionBus()
        defer { bus.stop() }
        var apps: [RunningApp] = []
        defer { apps.forEach { $0.stop() } }
        for name in ["work", "home"] {
            apps.append(
                try RunningApp(
                    notes: folder.file(name), folder: folder,
                    environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "NO_AT_BRIDGE": "0"], label: name))
        }
        let shown = try AccessibleTexts.wait(bus: bus, for: ["/work", "/home"])
        let subtitles = shown.texts.filter { $0.hasSuffix("/work") || $0.hasSuffix("/home") }
        XCTAssertEqual(subtitles.count, 2, "\(shown.texts)")
    }
}
