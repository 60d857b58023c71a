// File names that try to forge a line of the app's standard error or to display as another name:
// every message naming a path quotes it as one shell word, control characters escaped.
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport
import XCTest

final class HostilePathNameTests: XCTestCase {
    /// A forged line: a newline, then what the app could have said itself.
    static let forgedLine = "\nnote-entry: every note was imported"

    /// `--import` of files whose names hold a newline and a right-to-left override, each refused
    /// (not UTF-8): every line of standard error is the app's own, each name is shown as one
    /// word that bash reads back as the file's path, and no name shows its characters raw.
    func testAFileNameNeverForgesALineOrDisplaysAsAnother() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let names = ["a\(Self.forgedLine).txt", "report\u{202E}txt.exe.md", "tab\there.note"]
        let files = names.map { folder.file($0) }
        for file in files { try Data([0x63, 0x61, 0x66, 0xE9]).write(to: file) }
        let run = try ProgramRun.noteEntry(
            ["--import"] + files.map(\.path) + ["--data-dir", folder.file("notes").path],
            environment: ["LANGUAGE": "en"])
        XCTAssertEqual(run.status, 1, run.errorOutput)
        Self.assertEveryLineIsTheApps(run.errorOutput, lines: names.count)
        for file in files {
            let line = try XCTUnwrap(
                run.errorOutput.split(separator: "\n").first {
                    $0.hasSuffix(": it is not UTF-8 text, and would not be saved as it is")
                        && Self.readBack(String($0), after: "not importing ") == file.path
                },
                "no line names \(file.path.debugDescription): \(run.errorOutput)")
            XCTAssertFalse(line.contains("\u{202E}") || line.contains("\t"), "shown raw: \(line)")
        }
    }

    /// A name that is not UTF-8 ("c\xFF\xFE.txt", refused: its text is not UTF-8 either) is shown
    /// with those bytes as octal escapes, which bash reads back as the name, never as U+FFFD, which
    /// many names share (before, the line showed "c\u{FFFD}\u{FFFD}.txt", and said "No such file
    /// or directory": the import opened the decoded name).
    func testANameThatIsNotUTF8IsShownByteForByte() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let incoming = folder.file("incoming")
        try FileManager.default.createDirectory(at: incoming, withIntermediateDirectories: true)
        let file = FileSystemPath(incoming).appending(FileSystemPath(bytes: [0x63, 0xFF, 0xFE] + Array(".txt".utf8)))
        defer { file.withCString { _ = unlink($0) } }
        let descriptor = file.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o600) }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        XCTAssertEqual(write(descriptor, [UInt8]([0x63, 0x61, 0x66, 0xE9]), 4), 4)
        close(descriptor)
        let run = try ProgramRun.noteEntry(
            ["--import", incoming.path, "--data-dir", folder.file("notes").path], environment: ["LANGUAGE": "en"])
        XCTAssertEqual(run.status, 1, run.errorOutput)
        Self.assertEveryLineIsTheApps(run.errorOutput, lines: 1)
        XCTAssertEqual(
            run.errorOutput,
            "note-entry: not importing '\(incoming.path)/c'$'\\377\\376''.txt': "
                + "it is not UTF-8 text, and would not be saved as it is\n")
    }

    /// The store's own messages quote the path too: a notes folder whose name holds a newline.
    func testTheStoresMessagesQuoteThePath() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("gone\(Self.forgedLine)")
        let run = try ProgramRun.noteEntry(["--list", "--data-dir", notes.path], environment: ["LANGUAGE": "en"])
        XCTAssertEqual(run.status, 1, run.errorOutput)
        Self.assertEveryLineIsTheApps(run.errorOutput, lines: 1)
        XCTAssertEqual(Self.readBack(run.errorOutput, after: "The notes folder "), notes.path, run.errorOutput)
    }

    /// Every line of `output` starts with the program's name, and there are `lines` of them.
    static func assertEveryLineIsTheApps(
        _ output: String, lines: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        let all = output.split(separator: "\n")
        XCTAssertEqual(all.count, lines, output, file: file, line: line)
        for each in all where !each.hasPrefix("note-entry: ") {
            XCTFail("a line the app did not write: \(each.debugDescription)", file: file, line: line)
        }
        XCTAssertFalse(output.contains(forgedLine), output, file: file, line: line)
    }

    /// The shell word that follows `marker` in `line`, read back by bash (nil when it is not one).
    static func readBack(_ line: String, after marker: String) -> String? {
        guard let start = line.range(of: marker)?.upperBound else { return nil }
        // The word is quoted parts one after another: '…', $'…' (octal escapes only) and \'.
        var rest = line[start...]
        var word = ""
        while let first = rest.first {
            let part: Substring
            if first == "'" || rest.hasPrefix("$'") {
                let opening = rest.index(rest.startIndex, offsetBy: first == "'" ? 1 : 2)
                guard let closing = rest[opening...].firstIndex(of: "'") else { return nil }
                part = rest[...closing]
            } else if first == "\\" {
                part = rest.prefix(2)
            } else {
                break
            }
            word += part
            rest = rest[part.endIndex...]
        }
        let shell = try? ProgramRun.run(URL(fileURLWithPath: "/bin/bash"), ["-c", "printf %s " + String(word)])
        return shell?.status == 0 ? shell?.output : nil
    }
}
