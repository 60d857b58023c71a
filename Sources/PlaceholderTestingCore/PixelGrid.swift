// What a test reads from a picture of a widget, whichever toolkit drew it.

/// A picture as a grid of pixels: both toolkits' `Snapshot`s are one, so the analyses below (where
/// the ink is, the background, the WCAG contrast of text) are written once for GTK 3 and GTK 4.
///
/// ```swift
/// let ink = snapshot.boundingBox { $0.isDark }              // where black text is
/// XCTAssertGreaterThanOrEqual(snapshot.textContrast, 4.5)  // legible (WCAG AA)
/// ```
public protocol PixelGrid {
    /// Width in pixels.
    var width: Int { get }
    /// Height in pixels.
    var height: Int { get }
    /// The colour at column `x`, row `y` (0-based, from the top-left), opaque for a picture of a
    /// window.
    func pixel(x: Int, y: Int) -> RGBA
}

extension PixelGrid {
    /// The whole picture as a rectangle.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The part of `region` inside the picture.
    private func clipped(_ region: PixelRect) -> (columns: Range<Int>, rows: Range<Int>) {
        let columns = max(0, region.x)..<max(max(0, region.x), min(width, region.maxX))
        let rows = max(0, region.y)..<max(max(0, region.y), min(height, region.maxY))
        return (columns, rows)
    }

    /// The smallest rectangle holding every pixel that matches, or nil when none does.
    ///
    /// ```swift
    /// let ink = picture.boundingBox { $0.isDark }
    /// ```
    public func boundingBox(where matches: (RGBA) -> Bool) -> PixelRect? {
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        for y in 0..<height {
            for x in 0..<width where matches(pixel(x: x, y: y)) {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The smallest rectangle holding every pixel that differs from the top-left one (the
    /// background) by more than `threshold` in a colour component: where anything is drawn,
    /// whatever its colour; nil when nothing is.
    ///
    /// ```swift
    /// XCTAssertEqual(hint.drawnArea()?.x, typed.drawnArea()?.x)
    /// ```
    public func drawnArea(threshold: Int = 40) -> PixelRect? {
        guard width > 0, height > 0 else { return nil }
        let background = pixel(x: 0, y: 0)
        return boundingBox { $0.largestComponentDifference(from: background) > threshold }
    }

    /// How many pixels match.
    public func count(where matches: (RGBA) -> Bool) -> Int {
        var total = 0
        for y in 0..<height {
            for x in 0..<width where matches(pixel(x: x, y: y)) { total += 1 }
        }
        return total
    }

    /// The colour most pixels of `region` (by default the whole picture) have: a widget's
    /// background, where text covers a minority (white for an empty region).
    public func mostFrequentColor(in region: PixelRect? = nil) -> RGBA {
        let (columns, rows) = clipped(region ?? bounds)
        var counts: [RGBA: Int] = [:]
        for y in rows { for x in columns { counts[pixel(x: x, y: y), default: 0] += 1 } }
        return counts.max { $0.value < $1.value }?.key ?? .white
    }

    /// The colour most pixels have (see `mostFrequentColor(in:)`).
    public var mostFrequentColor: RGBA { mostFrequentColor() }

    /// The highest WCAG contrast ratio of any pixel of `region` against that region's most
    /// frequent colour: for a picture of text on a plain background, the contrast of the text's
    /// full-strength pixels (their antialiased edges are paler).
    ///
    /// ```swift
    /// XCTAssertGreaterThanOrEqual(picture.textContrast(in: entryArea), 4.5)
    /// ```
    public func textContrast(in region: PixelRect) -> Double {
        let background = mostFrequentColor(in: region)
        let (columns, rows) = clipped(region)
        var highest = 1.0
        for y in rows {
            for x in columns { highest = max(highest, RGBA.contrastRatio(pixel(x: x, y: y), background)) }
        }
        return highest
    }

    /// The highest WCAG contrast ratio of any pixel against the most frequent colour, over the
    /// whole picture (see `textContrast(in:)`).
    ///
    /// ```swift
    /// XCTAssertGreaterThanOrEqual(try Snapshot(of: label).textContrast, 4.5)
    /// ```
    public var textContrast: Double { textContrast(in: bounds) }
}
