// Where tests leave files for people to look at (screenshots), for GTK 3 and GTK 4 alike.
import Foundation

/// The folder tests write pictures into: `$PLACEHOLDER_TEST_OUTPUT`, or `.build/test-output`
/// under the current directory (the package root under `swift test`). Both kits' `Snapshot`s
/// save through it, so their pictures land in one folder under one naming.
///
/// ```swift
/// let url = try TestOutput.file(testName: name, label: "empty", extension: "png")
/// // .build/test-output/SnapshotTests.testEmptyView-empty.png
/// ```
public enum TestOutput {
    /// The output folder (not created until something is written).
    public static var directory: URL {
        let environment = ProcessInfo.processInfo.environment["PLACEHOLDER_TEST_OUTPUT"]
        let path = environment.flatMap { $0.isEmpty ? nil : $0 } ?? ".build/test-output"
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// A file in the output folder named after the test, `Class.testMethod-label.ext`, where
    /// `testName` is the test case's `name`; creates the folder.
    public static func file(testName: String, label: String, extension fileExtension: String) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(
            "\(fileName(testName: testName))-\(fileName(testName: label)).\(fileExtension)")
    }

    /// `name` made safe as a file name: "-[Class testMethod]" (Apple's XCTest) becomes
    /// "Class.testMethod", and characters other than letters, digits, ".", "-", "_" become "_".
    static func fileName(testName name: String) -> String {
        var name = name
        if name.hasPrefix("-[") && name.hasSuffix("]") {
            name = String(name.dropFirst(2).dropLast()).replacingOccurrences(of: " ", with: ".")
        }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_")
        return String(name.map { allowed.contains($0) ? $0 : "_" })
    }
}
