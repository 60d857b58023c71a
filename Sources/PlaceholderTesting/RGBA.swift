// One pixel's colour.

/// A pixel's colour: red, green, blue and alpha, each 0...255.
///
/// ```swift
/// let box = snapshot.boundingBox { $0.isDark }          // black text
/// XCTAssertEqual(snapshot.pixel(x: 0, y: 0), .white)    // background
/// ```
public struct RGBA: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// A colour from its four components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBA(red: 255, green: 255, blue: 255)

    /// Perceived brightness, 0 (black) ... 255 (white), by the Rec. 601 weights.
    public var luminance: Double {
        0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)
    }

    /// Whether the colour is dark enough to be text drawn in black or near-black, antialiased
    /// edges included (luminance below 100 of 255).
    public var isDark: Bool { luminance < 100 }

    /// Whether each component differs from `other`'s by at most `tolerance`.
    public func isClose(to other: RGBA, tolerance: UInt8 = 8) -> Bool {
        func near(_ a: UInt8, _ b: UInt8) -> Bool { (a > b ? a - b : b - a) <= tolerance }
        return near(red, other.red) && near(green, other.green) && near(blue, other.blue) && near(alpha, other.alpha)
    }

    public var description: String { "RGBA(\(red), \(green), \(blue), \(alpha))" }
}
