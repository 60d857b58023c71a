// Issue 31, finding 9: the real note-entry follows the system's dark style (color-scheme), read
// from the window's pixels.
import Foundation
import PlaceholderTesting
import TestSupport
import XCTest

final class DarkStyleTests: XCTestCase {
    /// GNOME's setting `color-scheme` is `prefer-dark`: the window is dark; with no preference
    /// (`default`) it is light.
    func testTheWindowIsDarkWhenTheSystemPrefersDark() throws {
        try NoLossScenario.run { scenario in
            let client = try XClient()
            defer { client.close() }
            for (scheme, dark) in [("'prefer-dark'", true), ("'default'", false)] {
                try scenario.remember([:], interface: ["color-scheme": scheme])
                let app = try scenario.start()
                let window = try client.window(ofProcess: app.process.processIdentifier)
                let pixels = try WindowPixels.wait(
                    for: window, client: client, "the window to be drawn \(dark ? "dark" : "light")"
                ) {
                    $0.isMostlyDark == dark
                }
                XCTAssertEqual(pixels.isMostlyDark, dark, "color-scheme \(scheme)")
                XCTAssertTrue(app.quit(with: SIGTERM))
                XCTAssertEqual(app.errorOutput, "")
            }
        }
    }

    /// The system turns its dark style on while the window is open (light at its start, which
    /// makes no style manager): the window turns dark.
    func testTheWindowTurnsDarkWhenTheSystemPrefersDarkLater() throws {
        try NoLossScenario.run { scenario in
            let client = try XClient()
            defer { client.close() }
            try scenario.remember([:], interface: ["color-scheme": "'default'"])
            let app = try scenario.start()
            let window = try client.window(ofProcess: app.process.processIdentifier)
            _ = try WindowPixels.wait(for: window, client: client, "the window to be drawn light") { !$0.isMostlyDark }
            try scenario.remember([:], interface: ["color-scheme": "'prefer-dark'"])
            let pixels = try WindowPixels.wait(for: window, client: client, "the window to turn dark") {
                $0.isMostlyDark
            }
            XCTAssertTrue(pixels.isMostlyDark, "color-scheme 'prefer-dark' set while the window was open")
            XCTAssertTrue(app.quit(with: SIGTERM))
            XCTAssertEqual(app.errorOutput, "")
        }
    }
}
