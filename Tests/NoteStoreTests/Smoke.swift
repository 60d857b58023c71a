import XCTest
final class NoteStoreTestsSmoke: XCTestCase { func testBuilds() {} }
