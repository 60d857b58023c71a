// The default notes folder follows XDG.
import Foundation
import XCTest

@testable import NoteStore

final class NoteStoreLocationTests: XCTestCase {
    func testXDGDataHomeIsUsedWhenAbsolute() {
        let folder = NoteStoreLocation.defaultDirectory(environment: ["XDG_DATA_HOME": "/data/home", "HOME": "/home/u"])
        XCTAssertEqual(folder.path, "/data/home/note-entry")
    }

    func testHomeLocalShareIsTheFallback() {
        XCTAssertEqual(
            NoteStoreLocation.defaultDirectory(environment: ["HOME": "/home/u"]).path,
            "/home/u/.local/share/note-entry")
        XCTAssertEqual(
            NoteStoreLocation.defaultDirectory(environment: ["XDG_DATA_HOME": "", "HOME": "/home/u"]).path,
            "/home/u/.local/share/note-entry")
    }

    func testRelativeXDGDataHomeIsIgnoredAsTheSpecificationSays() {
        XCTAssertEqual(
            NoteStoreLocation.defaultDirectory(environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/u"]).path,
            "/home/u/.local/share/note-entry")
    }
}
