import XCTest
final class PlaceholderCoreTestsSmoke: XCTestCase { func testBuilds() {} }
