// How long another program's main loop takes to answer, seen from outside: the window
// manager's _NET_WM_PING, which GDK answers from its X event filter on the main loop.
import CGtk
import Glibc

/// An X connection that pings a top-level window of another process and times the answers. A
/// stalled main loop answers only once the stall ends, so the longest round trip is the longest
/// stall the window had while it was pinged (plus one gap between pings).
final class WindowPing {
    private let display: OpaquePointer
    private let root: Window
    private let protocols: Atom
    private let ping: Atom
    private var serial: Int = 0

    /// Connects to the display of `DISPLAY`; nil when there is none.
    init?() {
        guard let display = XOpenDisplay(nil) else { return nil }
        self.display = display
        root = XDefaultRootWindow(display)
        protocols = XInternAtom(display, "WM_PROTOCOLS", 0)
        ping = XInternAtom(display, "_NET_WM_PING", 0)
        // GDK sends the answer to the root window, to clients that watch its children.
        XSelectInput(display, root, SubstructureNotifyMask)
    }

    deinit { XCloseDisplay(display) }

    /// The mapped top-level window at least 200 × 200 pixels that says it belongs to a process
    /// (`_NET_WM_PID`, which GDK sets), waiting up to `timeout` seconds; nil when none shows.
    func applicationWindow(timeout: Double) -> Window? {
        let pidAtom = XInternAtom(display, "_NET_WM_PID", 0)
        let deadline = MonotonicClock.now() + timeout
        while MonotonicClock.now() < deadline {
            var rootReturn: Window = 0
            var parent: Window = 0
            var children: UnsafeMutablePointer<Window>?
            var count: UInt32 = 0
            XQueryTree(display, root, &rootReturn, &parent, &children, &count)
            defer { if let children { XFree(children) } }
            for index in 0..<Int(count) {
                guard let window = children?[index] else { continue }
                var attributes = XWindowAttributes()
                guard XGetWindowAttributes(display, window, &attributes) != 0, attributes.map_state == IsViewable,
                    attributes.width >= 200, attributes.height >= 200
                else { continue }
                var type: Atom = 0
                var format: Int32 = 0
                var items: UInt = 0
                var after: UInt = 0
                var data: UnsafeMutablePointer<UInt8>?
                XGetWindowProperty(
                    display, window, pidAtom, 0, 1, 0, Atom(AnyPropertyType), &type, &format, &items, &after, &data)
                defer { if let data { XFree(data) } }
                if items == 1 { return window }
            }
            usleep(20_000)
        }
        return nil
    }

    /// Where `window` is on the screen and how large: x, y, width, height.
    func frame(of window: Window) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, window, &attributes)
        var x: Int32 = 0
        var y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, root, 0, 0, &x, &y, &child)
        return (x, y, attributes.width, attributes.height)
    }

    /// Pings `window` and waits for its answer up to `timeout` seconds: the seconds it took, or
    /// nil when it did not answer in time.
    func roundTrip(to window: Window, timeout: Double) -> Double? {
        serial += 1
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = protocols
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(ping)
        event.xclient.data.l.1 = serial
        event.xclient.data.l.2 = Int(window)
        let start = MonotonicClock.now()
        XSendEvent(display, window, 0, NoEventMask, &event)
        XFlush(display)
        let deadline = start + timeout
        while true {
            while XPending(display) > 0 {
                var answer = XEvent()
                XNextEvent(display, &answer)
                if answer.type == ClientMessage, answer.xclient.message_type == protocols,
                    answer.xclient.data.l.0 == Int(ping), answer.xclient.data.l.1 == serial
                {
                    return MonotonicClock.now() - start
                }
            }
            let remaining = deadline - MonotonicClock.now()
            guard remaining > 0 else { return nil }
            var poller = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&poller, 1, Int32(remaining * 1000) + 1)
        }
    }
}
