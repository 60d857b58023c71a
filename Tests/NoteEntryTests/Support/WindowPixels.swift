// Reading a note-entry window's layout from its pixels, as the user sees it: where the divider
// between the list and the editor is, and which list row is drawn selected.
import CXTest
import Foundation
import PlaceholderTesting
import XCTest

/// One screen capture of a top-level window, in root coordinates.
struct WindowPixels {
    let window: XClient.TopLevel
    private let bytes: [UInt8]

    init(_ window: XClient.TopLevel, client: XClient) {
        self.window = window
        bytes = client.pixels(x: window.x, y: window.y, width: UInt32(window.width), height: UInt32(window.height))
    }

    /// The (red, green, blue) of the pixel at (`x`, `y`) inside the window.
    func colour(x: Int32, y: Int32) -> (red: Int, green: Int, blue: Int) {
        let offset = (Int(y) * Int(window.width) + Int(x)) * 4
        guard x >= 0, y >= 0, x < window.width, y < window.height, offset + 2 < bytes.count else { return (0, 0, 0) }
        return (Int(bytes[offset + 2]), Int(bytes[offset + 1]), Int(bytes[offset]))
    }

    /// The average brightness of the pixel at (`x`, `y`), 0...255.
    func brightness(x: Int32, y: Int32) -> Int {
        let pixel = colour(x: x, y: y)
        return (pixel.red + pixel.green + pixel.blue) / 3
    }

    /// The x of the first one- or two-pixel line on row `y` at least 12 levels darker than
    /// the pixels 3 to either side of it, from `start` rightwards: the divider left of the editor.
    func firstDividerLine(y: Int32, from start: Int32 = 20) -> Int32? {
        (start..<(window.width - 20)).first { x in
            let here = brightness(x: x, y: y)
            return here + 12 < brightness(x: x - 3, y: y) && here + 12 < brightness(x: x + 3, y: y)
        }
    }

    /// The rows (top and bottom y) in column `x` whose pixels are coloured (blue differing from
    /// red by more than 40: a selected row in Adwaita), merged where adjacent.
    func colouredBands(x: Int32, from top: Int32 = 0) -> [ClosedRange<Int32>] {
        var bands: [ClosedRange<Int32>] = []
        for y in top..<window.height {
            let pixel = colour(x: x, y: y)
            guard abs(pixel.blue - pixel.red) > 40 else { continue }
            if let last = bands.last, last.upperBound == y - 1 {
                bands[bands.count - 1] = last.lowerBound...y
            } else {
                bands.append(y...y)
            }
        }
        return bands
    }

    /// How many pixels of the window are of a colour `matches` accepts.
    func count(where matches: ((red: Int, green: Int, blue: Int)) -> Bool) -> Int {
        var found = 0
        for y in 0..<window.height {
            for x in 0..<window.width where matches(colour(x: x, y: y)) { found += 1 }
        }
        return found
    }

    /// Whether most of the window is dark (average brightness under 100 on a grid of samples).
    var isMostlyDark: Bool {
        var total = 0
        var count = 0
        for y in stride(from: Int32(60), to: window.height - 10, by: 10) {
            for x in stride(from: Int32(10), to: window.width - 10, by: 10) {
                total += brightness(x: x, y: y)
                count += 1
            }
        }
        return count > 0 && total / count < 100
    }

    /// Captures `window` until `condition` holds on its pixels (10 s at most; then the test
    /// fails), and returns the last capture.
    @MainActor
    static func wait(
        for window: XClient.TopLevel, client: XClient, _ what: String,
        file: StaticString = #filePath, line: UInt = #line,
        until condition: (WindowPixels) -> Bool
    ) throws -> WindowPixels {
        var last = WindowPixels(window, client: client)
        let outcome = MainLoop.waitOutcome(
            until: {
                last = WindowPixels(window, client: client)
                return condition(last)
            }, timeout: 10, what)
        if let message = outcome.failureMessage { XCTFail(message, file: file, line: line) }
        return last
    }
}
