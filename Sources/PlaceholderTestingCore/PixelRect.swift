// A rectangle of whole pixels.

/// A rectangle of whole pixels: in a `Snapshot`, or a widget's area in its toplevel window.
///
/// ```swift
/// let box = snapshot.boundingBox { $0.isDark }
/// XCTAssertTrue(box.map { textArea.contains($0) } ?? false)
/// ```
public struct PixelRect: Sendable, Equatable, CustomStringConvertible {
    /// Left edge.
    public var x: Int
    /// Top edge.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// The rectangle with top-left corner (`x`, `y`) and the given size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// One past the right-most column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }

    /// Whether `other` lies entirely inside this rectangle.
    public func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// Whether the pixel at (`px`, `py`) lies inside this rectangle.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && py >= y && px < maxX && py < maxY
    }

    /// The rectangle as a failure message shows it: `(x, y, width x height)`, its top-left
    /// corner and size in pixels.
    public var description: String { "(\(x), \(y), \(width) x \(height))" }
}
