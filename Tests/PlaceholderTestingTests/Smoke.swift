import XCTest
final class PlaceholderTestingTestsSmoke: XCTestCase { func testBuilds() {} }
