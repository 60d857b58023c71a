// The check every contrast test ends with: a picture's text readable against its background.
// One source for both test kits: PlaceholderTesting4 (the GTK 4 package) compiles this file too,
// over its own Snapshot, whose saving is the same.
import XCTest

extension Snapshot {
    /// Saves the picture as `label` (see `save(label:testName:)`), prints the WCAG 2 contrast of its
    /// text against its background and fails the test when it is below `minimum` (4.5:1, what
    /// WCAG 2 asks of text); answers the contrast.
    ///
    /// ```swift
    /// try Snapshot(of: label).assertReadableText("the error message", label: "dark", testName: name)
    /// ```
    @discardableResult
    public func assertReadableText(
        _ what: String, atLeast minimum: Double = 4.5, label: String, testName: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Double {
        let saved = try save(label: label, testName: testName)
        let contrast = textContrast
        print("\(what): \(contrast) : 1 on \(mostFrequentColor) (\(saved.path))")
        XCTAssertGreaterThanOrEqual(contrast, minimum, "\(what), in \(saved.path)", file: file, line: line)
        return contrast
    }
}
