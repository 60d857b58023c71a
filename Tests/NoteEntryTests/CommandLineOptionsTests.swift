// The command line: every option, and every kind of mistake.
import Foundation
import NoteEntryApp
import NoteStore
import XCTest

final class CommandLineOptionsTests: XCTestCase {
    private func parse(_ arguments: String...) throws -> CommandLineOptions {
        try CommandLineOptions(parsing: arguments)
    }

    private func assertRefused(
        _ arguments: [String], _ expected: CommandLineError, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try CommandLineOptions(parsing: arguments), file: file, line: line) { error in
            XCTAssertEqual(error as? CommandLineError, expected, file: file, line: line)
        }
    }

    func testNoArgumentsOpensTheWindowOnTheDefaultFolder() throws {
        let options = try parse()
        XCTAssertEqual(options, CommandLineOptions(action: .openWindow, dataDirectory: nil))
        XCTAssertTrue(options.needsDisplay)
    }

    func testDataDirInBothSpellings() throws {
        XCTAssertEqual(try parse("--data-dir", "/tmp/n").dataDirectory?.description, "/tmp/n")
        XCTAssertEqual(try parse("--data-dir=/tmp/n").dataDirectory?.description, "/tmp/n")
        XCTAssertEqual(try parse("--data-dir", "/tmp/n").action, .openWindow)
    }

    func testListWithAndWithoutDataDir() throws {
        XCTAssertEqual(try parse("--list"), CommandLineOptions(action: .list))
        let options = try parse("--data-dir", "/tmp/n", "--list")
        XCTAssertEqual(options.action, .list)
        XCTAssertEqual(options.dataDirectory?.description, "/tmp/n")
        XCTAssertFalse(options.needsDisplay)
    }

    func testScreenshotTakesAFile() throws {
        let options = try parse("--screenshot", "shot.png", "--data-dir", "/tmp/n")
        XCTAssertEqual(options.action, .screenshot(FileSystemPath.currentDirectory().appending("shot.png")))
        XCTAssertEqual(options.dataDirectory?.description, "/tmp/n")
        XCTAssertTrue(options.needsDisplay)
        XCTAssertEqual(try parse("--screenshot=/tmp/a.png").action, .screenshot(FileSystemPath("/tmp/a.png")))
    }

    func testHelpAndVersionWinAndNeedNoDisplay() throws {
        XCTAssertEqual(try parse("--help").action, .help)
        XCTAssertEqual(try parse("-h").action, .help)
        XCTAssertEqual(try parse("--version").action, .version)
        XCTAssertEqual(try parse("--list", "--help").action, .help)
        XCTAssertEqual(try parse("--version", "--list").action, .version)
        XCTAssertFalse(try parse("--help").needsDisplay)
        XCTAssertTrue(CommandLineOptions.usage.contains("--screenshot FILE.png"))
        XCTAssertTrue(CommandLineOptions.usage.contains(CommandLineOptions.readyLine))
    }

    func testUnknownOptionsAndStrayWordsAreRefused() {
        assertRefused(["--lsit"], .unknownOption("--lsit"))
        assertRefused(["-x"], .unknownOption("-x"))
        assertRefused(["notes.txt"], .unexpectedArgument("notes.txt"))
    }

    func testMissingValuesAreRefused() {
        assertRefused(["--data-dir"], .missingValue("--data-dir"))
        assertRefused(["--data-dir", "--list"], .missingValue("--data-dir"))
        assertRefused(["--data-dir="], .missingValue("--data-dir"))
        assertRefused(["--screenshot"], .missingValue("--screenshot"))
        assertRefused(["--screenshot", ""], .missingValue("--screenshot"))
    }

    func testRepeatedConflictingAndValuedFlagsAreRefused() {
        assertRefused(["--data-dir", "a", "--data-dir", "b"], .repeatedOption("--data-dir"))
        assertRefused(["--list", "--list"], .repeatedOption("--list"))
        assertRefused(["--list", "--screenshot", "a.png"], .conflictingOptions("--list", "--screenshot"))
        assertRefused(["--list=yes"], .unexpectedValue("--list"))
    }

    func testErrorsSayWhatIsWrongAndExitWithTwo() {
        XCTAssertEqual(CommandLineError.exitStatus, 2)
        let message = CommandLineError.unknownOption("--lsit").description
        XCTAssertTrue(message.hasPrefix("note-entry: unknown option --lsit"), message)
        XCTAssertTrue(message.contains("--help"), message)
        XCTAssertTrue(CommandLineError.missingValue("--data-dir").description.contains("needs a value"))
    }
}
