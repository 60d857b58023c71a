// HACKING.md's tree of the app's files stays true: a file added, moved or renamed without the map
// fails here, naming it.
import Foundation
import TestSupport
import XCTest

final class HackingMapTests: XCTestCase {
    func testTheMapNamesEveryFileOfTheAppInItsFolder() throws {
        let root = ProgramRun.packageRoot
        let hacking = try String(contentsOf: root.appendingPathComponent("HACKING.md"), encoding: .utf8)
        let start = try XCTUnwrap(hacking.range(of: "```\nSources/NoteEntryApp/\n"), "the tree in HACKING.md")
        let end = try XCTUnwrap(hacking[start.upperBound...].range(of: "```"), "the tree's end")
        // Each folder's line, then its files' lines, comma-separated.
        var mapped: [String: Set<String>] = [:]
        var folder = ""
        for line in hacking[start.upperBound..<end.lowerBound].split(separator: "\n") {
            if line.hasPrefix("  ") && !line.hasPrefix("   ") {
                folder = String(line.dropFirst(2).prefix { $0 != "/" })
            } else {
                for name in line.split(separator: ",") {
                    mapped[folder, default: []].insert(name.trimmingCharacters(in: .whitespaces))
                }
            }
        }
        let sources = root.appendingPathComponent("Sources/NoteEntryApp")
        var actual: [String: Set<String>] = [:]
        for folder in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let files = try FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(folder).path)
            actual[folder] = Set(files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) })
        }
        XCTAssertEqual(mapped, actual, "HACKING.md's tree of Sources/NoteEntryApp differs from the files")
    }
}
