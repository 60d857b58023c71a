// One pixel's colour.
import Foundation

/// A pixel's colour: red, green, blue and alpha, each 0...255.
///
/// ```swift
/// let box = snapshot.boundingBox { $0.isDark }          // black text
/// XCTAssertEqual(snapshot.pixel(x: 0, y: 0), .white)    // background
/// ```
public struct RGBA: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Red, 0 (none) ... 255 (full), as the pixel source stores it (sRGB).
    public var red: UInt8
    /// Green, 0 (none) ... 255 (full), as the pixel source stores it (sRGB).
    public var green: UInt8
    /// Blue, 0 (none) ... 255 (full), as the pixel source stores it (sRGB).
    public var blue: UInt8
    /// Opacity, 0 (transparent) ... 255 (opaque); pixels read from a screen are opaque.
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

    /// Relative luminance as WCAG 2 defines it, 0 (black) ... 1 (white): the sRGB components
    /// made linear, weighted 0.2126, 0.7152, 0.0722. Alpha is ignored (pixels read from the
    /// screen are opaque).
    public var relativeLuminance: Double {
        func linear(_ component: UInt8) -> Double {
            let value = Double(component) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2 contrast ratio of two colours, 1 (none) ... 21 (black on white): text needs
    /// 4.5 (level AA), large text 3.
    ///
    /// ```swift
    /// RGBA.contrastRatio(.black, .white)   // 21
    /// ```
    public static func contrastRatio(_ first: RGBA, _ second: RGBA) -> Double {
        let (lighter, darker) = (
            max(first.relativeLuminance, second.relativeLuminance),
            min(first.relativeLuminance, second.relativeLuminance)
        )
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// Whether the colour is dark enough to be text drawn in black or near-black, antialiased
    /// edges included (luminance below 100 of 255).
    public var isDark: Bool { luminance < 100 }

    /// The largest difference between a colour component (red, green or blue) and `other`'s.
    public func largestComponentDifference(from other: RGBA) -> Int {
        max(
            abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)), abs(Int(blue) - Int(other.blue)))
    }

    /// Whether each component differs from `other`'s by at most `tolerance`.
    public func isClose(to other: RGBA, tolerance: UInt8 = 8) -> Bool {
        func near(_ a: UInt8, _ b: UInt8) -> Bool { (a > b ? a - b : b - a) <= tolerance }
        return near(red, other.red) && near(green, other.green) && near(blue, other.blue) && near(alpha, other.alpha)
    }

    /// The colour as a failure message shows it: `RGBA(red, green, blue, alpha)`, each 0...255.
    public var description: String { "RGBA(\(red), \(green), \(blue), \(alpha))" }
}
