// The default notes folder follows XDG.
import XCTest

@testable import NoteStore

final class NoteStoreLocationTests: XCTestCase {
    func testXDGDataHomeIsUsedWhenAbsolute() {
        let folder = defaultFolder(["XDG_DATA_HOME": "/data/home", "HOME": "/home/u"])
        XCTAssertEqual(folder, "/data/home/note-entry")
    }

    func testHomeLocalShareIsTheFallback() {
        XCTAssertEqual(defaultFolder(["HOME": "/home/u"]), "/home/u/.local/share/note-entry")
        XCTAssertEqual(defaultFolder(["XDG_DATA_HOME": "", "HOME": "/home/u"]), "/home/u/.local/share/note-entry")
    }

    func testRelativeXDGDataHomeIsIgnoredAsTheSpecificationSays() {
        XCTAssertEqual(defaultFolder(["XDG_DATA_HOME": "rel", "HOME": "/home/u"]), "/home/u/.local/share/note-entry")
    }

    /// Without HOME (or with a relative one) the home folder is the password database's, as a
    /// login shell would set HOME.
    func testWithoutHomeThePasswordDatabaseNamesTheHomeFolder() throws {
        let entry = try XCTUnwrap(getpwuid(getuid()), "this user has no password database entry")
        let home = String(cString: entry.pointee.pw_dir)
        XCTAssertEqual(defaultFolder([:]), home + "/.local/share/note-entry")
        XCTAssertEqual(defaultFolder(["HOME": "relative"]), home + "/.local/share/note-entry")
    }

    private func defaultFolder(_ environment: [String: String]) -> String {
        NoteStoreLocation.defaultDirectoryPath(variable: { environment[$0].map { Array($0.utf8) } }).description
    }
}
