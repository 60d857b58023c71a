// The test's own Xlib connection to an X display, for driving another process's window from
// outside: find it by process id, click in it, type into it, ask it to close as a window
// manager's close button does, and read its pixels.
import CGtk
import CXTest
import Foundation
import TestSupport
import XCTest

/// An Xlib connection of the test's own to the display `name` (the test display when nil).
///
/// Every input goes through XTest, as a keyboard and mouse produce it, and each call returns
/// after the X server has processed it (`XSync`). The app is another process: nothing waits for
/// it to handle the events.
final class XClient {
    let display: OpaquePointer
    let name: String

    init(display name: String? = nil) throws {
        guard let display = XOpenDisplay(name) else {
            throw TestPrecondition.notMet(
                "cannot open the X display \(name ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? "(DISPLAY unset)")"
            )
        }
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XTestQueryExtension(display, &eventBase, &errorBase, &major, &minor) != 0 else {
            XCloseDisplay(display)
            throw TestPrecondition.missing("the XTest extension on the display \(name ?? "$DISPLAY")")
        }
        self.display = display
        self.name = name ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
    }

    private var isOpen = true

    deinit {
        close()
    }

    /// Closes the connection. Must happen before its X server goes away: Xlib's default answer
    /// to a lost connection is to end the whole process (the test run).
    func close() {
        guard isOpen else { return }
        isOpen = false
        XCloseDisplay(display)
    }

    /// A toplevel window on screen: its id and where it is, in root coordinates.
    struct TopLevel {
        let window: Window
        let x: Int32, y: Int32, width: Int32, height: Int32
    }

    /// The largest mapped top-level window whose `_NET_WM_PID` is `pid` (GTK sets it on its
    /// windows), waited for up to `timeout` seconds.
    func window(ofProcess pid: pid_t, timeout: Double = 10) throws -> TopLevel {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let found = mappedWindow(ofProcess: pid) { return found }
            if Date() >= deadline {
                throw TestPrecondition.notMet(
                    "no mapped window of process \(pid) on the display \(name) after \(timeout) s")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// The process id of a mapped top-level window of a process not in `known`, waited for up
    /// to `timeout` seconds (a process another one started).
    func processWithAWindow(besides known: Set<pid_t>, timeout: Double = 10) throws -> pid_t {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let found = mappedWindow(where: { !known.contains(pid_t($0)) }) { return found.pid }
            if Date() >= deadline {
                throw TestPrecondition.notMet(
                    "no mapped window of a process besides \(known.sorted()) on \(name) after \(timeout) s")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    private func mappedWindow(ofProcess pid: pid_t) -> TopLevel? {
        mappedWindow(where: { $0 == Int(pid) })?.window
    }

    /// The largest mapped top-level window whose `_NET_WM_PID` satisfies `matches`, with that pid.
    private func mappedWindow(where matches: (Int) -> Bool) -> (pid: pid_t, window: TopLevel)? {
        mappedWindows(where: matches).max { $0.window.width * $0.window.height < $1.window.width * $1.window.height }
    }

    /// How many top-level windows of process `pid` are mapped now.
    func mappedWindowCount(ofProcess pid: pid_t) -> Int {
        mappedWindows(where: { $0 == Int(pid) }).count
    }

    /// The mapped top-level windows whose `_NET_WM_PID` satisfies `matches`, with that pid.
    private func mappedWindows(where matches: (Int) -> Bool) -> [(pid: pid_t, window: TopLevel)] {
        let root = XDefaultRootWindow(display)
        var rootReturn: Window = 0
        var parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        let pidAtom = XInternAtom(display, "_NET_WM_PID", 0)
        var found: [(pid: pid_t, window: TopLevel)] = []
        for index in 0..<Int(count) {
            let window = children[index]
            guard let pid = cardinal(pidAtom, of: window), matches(pid) else { continue }
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(display, window, &attributes) != 0, attributes.map_state == IsViewable else {
                continue
            }
            found.append(
                (
                    pid_t(pid),
                    TopLevel(
                        window: window, x: attributes.x, y: attributes.y, width: attributes.width,
                        height: attributes.height)
                ))
        }
        return found
    }

    /// Waits up to `timeout` seconds for the window of process `pid` to satisfy `condition`
    /// (after a resize: the X server applies it, the app then redraws).
    func waitForWindow(ofProcess pid: pid_t, timeout: Double = 10, until condition: (TopLevel) -> Bool) throws
        -> TopLevel
    {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let found = try window(ofProcess: pid, timeout: timeout)
            if condition(found) { return found }
            if Date() >= deadline {
                throw TestPrecondition.notMet(
                    "the window of process \(pid) is \(found.width)×\(found.height) after \(timeout) s")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Resizes `window` as a window manager does at the user's request (there is none on the test display).
    func resize(_ window: TopLevel, width: UInt32, height: UInt32) {
        XResizeWindow(display, window.window, width, height)
        XSync(display, 0)
    }

    /// Presses the primary button at one point, moves to another in steps and releases it there.
    func drag(fromX: Int32, y: Int32, toX: Int32, y endY: Int32) {
        XTestFakeMotionEvent(display, -1, fromX, y, 0)
        XTestFakeButtonEvent(display, 1, 1, 0)
        XSync(display, 0)
        for step in 1...10 {
            XTestFakeMotionEvent(
                display, -1, fromX + (toX - fromX) * Int32(step) / 10, y + (endY - y) * Int32(step) / 10, 10)
            XSync(display, 0)
        }
        XTestFakeButtonEvent(display, 1, 0, 10)
        XSync(display, 0)
    }

    /// The atom names in `window`'s `_NET_WM_STATE` (what the app asks a window manager for).
    func netWMState(of window: TopLevel) -> [String] {
        var actualType: Atom = 0
        var actualFormat: Int32 = 0
        var itemCount: UInt = 0
        var bytesAfter: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let atomType: Atom = 4  // XA_ATOM
        guard
            XGetWindowProperty(
                display, window.window, XInternAtom(display, "_NET_WM_STATE", 0), 0, 64, 0, atomType,
                &actualType, &actualFormat, &itemCount, &bytesAfter, &data) == Success, let data
        else { return [] }
        defer { XFree(data) }
        let atoms = UnsafeRawPointer(data).assumingMemoryBound(to: Atom.self)
        return (0..<Int(itemCount)).compactMap { index in
            guard let name = XGetAtomName(display, atoms[index]) else { return nil }
            defer { XFree(name) }
            return String(cString: name)
        }
    }

    /// The minimum size `window` asks the window manager for (`WM_NORMAL_HINTS`, as
    /// `xprop` shows it), if it sets one.
    func minimumSize(of window: TopLevel) -> (width: Int32, height: Int32)? {
        var hints = XSizeHints()
        var supplied = 0
        guard XGetWMNormalHints(display, window.window, &hints, &supplied) != 0, hints.flags & PMinSize != 0 else {
            return nil
        }
        return (hints.min_width, hints.min_height)
    }

    /// The first CARDINAL of property `atom` on `window`, if it has one.
    private func cardinal(_ atom: Atom, of window: Window) -> Int? {
        var actualType: Atom = 0
        var actualFormat: Int32 = 0
        var itemCount: UInt = 0
        var bytesAfter: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let cardinalType: Atom = 6  // XA_CARDINAL
        guard
            XGetWindowProperty(
                display, window, atom, 0, 1, 0, cardinalType, &actualType, &actualFormat,
                &itemCount, &bytesAfter, &data) == Success, let data
        else { return nil }
        defer { XFree(data) }
        guard actualFormat == 32, itemCount >= 1 else { return nil }
        // Format-32 properties come back as C longs.
        return UnsafeRawPointer(data).load(as: Int.self)
    }

    /// Moves the pointer to (`x`, `y`) in root coordinates and clicks the primary button.
    func click(x: Int32, y: Int32) {
        XTestFakeMotionEvent(display, -1, x, y, 0)
        XTestFakeButtonEvent(display, 1, 1, 0)
        XTestFakeButtonEvent(display, 1, 0, 0)
        XSync(display, 0)
    }

    /// Clicks at (`x`, `y`) as `click(x:y:)` does while holding the keys `modifiers` (keysyms).
    func click(x: Int32, y: Int32, holding modifiers: [KeySym]) {
        let held = modifiers.compactMap { key(for: $0)?.keycode }
        for modifier in held { XTestFakeKeyEvent(display, UInt32(modifier), 1, 0) }
        click(x: x, y: y)
        for modifier in held.reversed() { XTestFakeKeyEvent(display, UInt32(modifier), 0, 0) }
        XSync(display, 0)
    }

    /// Clicks in the note body of a note-entry window (the large text area right of the list,
    /// below the title: `main-window.ui` is 860×560 with the list 260 wide), below its text so
    /// the cursor goes to the end, then presses Ctrl+End to be sure.
    func clickInNoteBody(of window: TopLevel) {
        click(x: window.x + min(600, window.width - 60), y: window.y + min(480, window.height - 100))
        press(keysym: KeySym(XK_End), modifiers: [KeySym(XK_Control_L)])
    }

    /// Types `text` key by key (characters on the keyboard map only: Latin letters, digits,
    /// space and ASCII punctuation; Shift is held where the map needs it).
    func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        for scalar in text.unicodeScalars {
            let keysym: KeySym = scalar == "\n" ? KeySym(XK_Return) : KeySym(scalar.value)
            press(keysym: keysym, modifiers: [], file: file, line: line)
        }
    }

    /// Presses and releases the key for `keysym` while holding `modifiers` (keysyms too).
    func press(keysym: KeySym, modifiers: [KeySym], file: StaticString = #filePath, line: UInt = #line) {
        guard let (keycode, needsShift) = key(for: keysym) else {
            XCTFail(
                "the keyboard map of \(name) has no key for keysym 0x\(String(keysym, radix: 16))", file: file,
                line: line)
            return
        }
        var held = modifiers.compactMap { key(for: $0)?.keycode }
        if needsShift, let shift = key(for: KeySym(XK_Shift_L))?.keycode { held.append(shift) }
        for modifier in held { XTestFakeKeyEvent(display, UInt32(modifier), 1, 0) }
        XTestFakeKeyEvent(display, UInt32(keycode), 1, 0)
        XTestFakeKeyEvent(display, UInt32(keycode), 0, 0)
        for modifier in held.reversed() { XTestFakeKeyEvent(display, UInt32(modifier), 0, 0) }
        XSync(display, 0)
    }

    private func key(for keysym: KeySym) -> (keycode: KeyCode, needsShift: Bool)? {
        let keycode = XKeysymToKeycode(display, keysym)
        guard keycode != 0 else { return nil }
        var perKeycode: Int32 = 0
        guard let symbols = XGetKeyboardMapping(display, keycode, 1, &perKeycode) else { return (keycode, false) }
        defer { XFree(symbols) }
        let unshifted = perKeycode > 0 ? symbols[0] : 0
        return (keycode, unshifted != keysym && perKeycode > 1 && symbols[1] == keysym)
    }

    /// Asks `window` to close exactly as a window manager does when its close button is
    /// clicked: a `WM_PROTOCOLS` client message carrying `WM_DELETE_WINDOW` (GTK turns it into
    /// the window's "delete-event").
    func requestClose(_ window: TopLevel) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.send_event = 1
        event.xclient.display = display
        event.xclient.window = window.window
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = 0  // CurrentTime
        XSendEvent(display, window.window, 0, 0, &event)
        XSync(display, 0)
    }

    /// The pixels of a rectangle of the screen (root coordinates), as the X server has them.
    func pixels(x: Int32, y: Int32, width: UInt32, height: UInt32) -> [UInt8] {
        guard let image = XGetImage(display, XDefaultRootWindow(display), x, y, width, height, UInt.max, ZPixmap) else {
            return []
        }
        defer { _ = image.pointee.f.destroy_image(image) }
        let count = Int(image.pointee.bytes_per_line) * Int(image.pointee.height)
        guard let data = image.pointee.data else { return [] }
        return Array(
            UnsafeBufferPointer(start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: count))
    }
}
