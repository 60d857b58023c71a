import XCTest
final class NoteEntryTestsSmoke: XCTestCase { func testBuilds() {} }
