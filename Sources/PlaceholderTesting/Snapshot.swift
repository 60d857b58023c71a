// A picture of what a widget shows on screen, with pixel access. One source for both test kits:
// PlaceholderTesting4 (the GTK 4 package) compiles this file too; how each kit takes a picture and
// writes a PNG is its own (GTK 3: Snapshot+ReadBack.swift, GTK 4: Snapshot+Rendering.swift).
import Foundation
import PlaceholderTestingCore

/// A picture of a widget as drawn on screen, as RGBA pixels: GTK 3's kit reads it back from the
/// X server, GTK 4's renders the widget with its window's renderer (run GTK 4 tests with
/// `GSK_RENDERER=cairo`, so hint and typed text share one renderer). A value: it keeps no GTK
/// object alive.
///
/// ```swift
/// RealInput.type("Hello")
/// let picture = try Snapshot(of: textView)
/// try picture.save(label: "typed", testName: name)   // .build/test-output/…-typed.png
/// let ink = picture.boundingBox { $0.isDark }        // where the text is
/// ```
///
/// What it reads from the pixels (ink, background, contrast) is `PixelGrid`'s, shared by both kits.
public struct Snapshot: PixelGrid, Sendable {
    /// Why no picture could be taken.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What stopped the picture or its PNG file, as a line for a test failure, naming the
        /// widget's type, the area or the path involved.
        public let description: String
    }

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Four bytes per pixel (R, G, B, A), rows top to bottom, no padding.
    let bytes: [UInt8]

    /// A picture from raw RGBA bytes (`width * height * 4` of them).
    public init(width: Int, height: Int, rgbaBytes: [UInt8]) {
        precondition(rgbaBytes.count == width * height * 4, "expected \(width * height * 4) bytes")
        self.width = width
        self.height = height
        self.bytes = rgbaBytes
    }

    /// The colour at column `x`, row `y` (0-based, from the top-left).
    public func pixel(x: Int, y: Int) -> RGBA {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel (\(x), \(y)) outside \(width) x \(height)")
        let index = (y * width + x) * 4
        return RGBA(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2], alpha: bytes[index + 3])
    }

    /// Saves the picture as `<Class>.<test>-<label>.png` in the test output folder (`TestOutput`)
    /// and returns where. Pass the test case's `name`.
    ///
    /// ```swift
    /// func testTyping() async throws {  // in a @MainActor test class
    ///     // ...
    ///     try Snapshot(of: textView).save(label: "after-typing", testName: name)
    /// }
    /// ```
    @discardableResult
    public func save(label: String, testName: String) throws -> URL {
        let url = try TestOutput.file(testName: testName, label: label, extension: "png")
        try save(to: url)
        return url
    }
}
