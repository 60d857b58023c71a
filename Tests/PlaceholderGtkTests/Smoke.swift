import XCTest
final class PlaceholderGtkTestsSmoke: XCTestCase { func testBuilds() {} }
