// How long another process's main loop takes to answer, seen from outside: the window manager's
// _NET_WM_PING, which GDK answers from its X event filter on the main loop.
import CGtk
import CXTest
import Glibc

extension XClient {
    /// Pings `window` every 10 ms for `seconds` and returns the longest round trip, in seconds: a
    /// stalled main loop answers only once the stall ends, so this is the longest stall the window
    /// had meanwhile (plus one gap between pings). A ping not answered by the end counts as
    /// lasting until then.
    func longestStall(of window: TopLevel, during seconds: Double) -> Double {
        let root = XDefaultRootWindow(display)
        let protocols = XInternAtom(display, "WM_PROTOCOLS", 0)
        let ping = XInternAtom(display, "_NET_WM_PING", 0)
        // GDK sends the answer to the root window, to clients that watch its children.
        XSelectInput(display, root, SubstructureNotifyMask)
        defer { XSelectInput(display, root, NoEventMask) }
        let end = Self.now + seconds
        var longest = 0.0
        var serial = 0
        while Self.now < end {
            serial += 1
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = window.window
            event.xclient.message_type = protocols
            event.xclient.format = 32
            event.xclient.data.l.0 = Int(ping)
            event.xclient.data.l.1 = serial
            event.xclient.data.l.2 = Int(window.window)
            let sent = Self.now
            XSendEvent(display, window.window, 0, NoEventMask, &event)
            XFlush(display)
            var answered = false
            while !answered, Self.now < end {
                while !answered, XPending(display) > 0 {
                    var answer = XEvent()
                    XNextEvent(display, &answer)
                    answered =
                        answer.type == ClientMessage && answer.xclient.message_type == protocols
                        && answer.xclient.data.l.0 == Int(ping) && answer.xclient.data.l.1 == serial
                }
                guard !answered else { break }
                var poller = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
                _ = poll(&poller, 1, Int32(max(0, end - Self.now) * 1000) + 1)
            }
            longest = max(longest, Self.now - sent)
            // The gap between pings, a deliberate pace: the window's answers are what is waited for.
            let pause = 0.010 - (Self.now - sent)
            if pause > 0 { usleep(UInt32(pause * 1_000_000)) }
        }
        return longest
    }

    /// GLib's monotonic clock, in seconds.
    private static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }
}
