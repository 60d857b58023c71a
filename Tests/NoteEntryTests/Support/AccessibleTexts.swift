// What a screen reader finds showing in a running note-entry: labels and buttons over AT-SPI,
// read by scripts/installed/accessible_tree.py on the test's own session bus.
import CXTest
import Foundation
import PlaceholderTesting
import TestSupport

/// The showing labels and push buttons of an app, with where they are on screen.
struct AccessibleTexts {
    struct Node {
        let role: String
        let text: String
        let x: Int32, y: Int32, width: Int32, height: Int32
    }

    let nodes: [Node]

    var texts: [String] { nodes.map(\.text) }

    /// The push button named `name`.
    func button(_ name: String) -> Node? { nodes.first { $0.role == "push button" && $0.text == name } }

    /// The menu item named `name`: a push button, or a popover's radio or check item.
    func menuItem(_ name: String) -> Node? {
        nodes.first {
            ["push button", "radio button", "check box", "checked check box"].contains($0.role) && $0.text == name
        }
    }

    /// The toggle button (a menu button) named `name`.
    func toggleButton(_ name: String) -> Node? { nodes.first { $0.role == "toggle button" && $0.text == name } }

    /// Waits up to `timeout` seconds until `app` (on `bus`) shows every text of `wanted`, inside
    /// a label's text or a button's name; throws with what it showed when it does not.
    static func wait(app: String = "note-entry", bus: SessionBus, timeout: Double = 15, for wanted: [String]) throws
        -> AccessibleTexts
    {
        let script = ProgramRun.packageRoot.appendingPathComponent("scripts/installed/accessible_tree.py")
        let run = try ProgramRun.run(
            URL(fileURLWithPath: "/usr/bin/python3"), [script.path, app, "\(timeout)"] + wanted,
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        guard run.status == 0 else { throw TestPrecondition.notMet("AT-SPI: \(run.errorOutput)") }
        return AccessibleTexts(
            nodes: run.output.split(separator: "\n").compactMap { line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 3 else { return nil }
                let box = fields[2].split(separator: ",").compactMap { Int32($0) }
                guard box.count == 4 else { return nil }
                return Node(
                    role: String(fields[0]), text: String(fields[1]), x: box[0], y: box[1], width: box[2],
                    height: box[3])
            })
    }

    /// Waits up to `timeout` seconds until no showing label or button of `app` (on `bus`) contains
    /// `text`; throws with what it showed when one still does.
    @MainActor
    static func waitUntilGone(
        _ text: String, app: String = "note-entry", bus: SessionBus, timeout: Double, _ what: String
    ) throws {
        var last: [String] = []
        let outcome = MainLoop.waitOutcome(
            until: {
                last = (try? wait(app: app, bus: bus, timeout: 2, for: []).texts) ?? [text]
                return !last.contains { $0.contains(text) }
            }, timeout: timeout, what)
        if let failure = outcome.failureMessage { throw TestPrecondition.notMet("\(failure); AT-SPI showed \(last)") }
    }
}

extension XClient {
    /// Clicks the middle of `node`, as the pointer would.
    func click(_ node: AccessibleTexts.Node) {
        click(x: node.x + node.width / 2, y: node.y + node.height / 2)
    }

    /// Opens note-entry's main menu (F10) and clicks its item `name` once the menu, sliding open,
    /// leaves it where it is.
    @MainActor
    func chooseFromMainMenu(_ name: String, bus: SessionBus) throws {
        press(keysym: KeySym(XK_F10), modifiers: [])
        try clickMenuItem(name, bus: bus)
    }

    /// Clicks the item `name` of the menu being opened (a push button, radio or check item) once
    /// the menu, sliding open, leaves it where it is.
    @MainActor
    func clickMenuItem(_ name: String, bus: SessionBus) throws {
        var item = try AccessibleTexts.wait(bus: bus, for: [name]).menuItem(name)
        MainLoop.wait(
            until: {
                let now = try? AccessibleTexts.wait(bus: bus, for: [name]).menuItem(name)
                defer { item = now }
                return now != nil && now?.x == item?.x && now?.y == item?.y
            }, "the menu's \(name) item to stop moving")
        guard let item else { throw TestPrecondition.notMet("the menu has no item \(name)") }
        click(item)
    }
}
