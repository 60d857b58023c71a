// The few Xlib keyboard-mapping calls the kit needs, found at run time.
//
// The CXTest module links libXtst only, and GTK's pkg-config flags do not name libX11, so a
// direct call to an Xlib function fails to link. libX11 is always loaded in a GTK process
// (GDK's X11 backend uses it), so the symbols are looked up in the running process instead.
// Once CXTest's module map says `link "X11"`, these can become direct calls.
import CXTest
import Foundation

/// Xlib's keyboard-mapping functions, resolved from the already loaded libX11.
@MainActor
enum XlibKeyboardFunctions {
    typealias DisplayKeycodes =
        @convention(c) (
            OpaquePointer?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
        ) -> Int32
    typealias GetKeyboardMapping =
        @convention(c) (
            OpaquePointer?, UInt8, Int32, UnsafeMutablePointer<Int32>?
        ) -> UnsafeMutablePointer<KeySym>?
    typealias ChangeKeyboardMapping =
        @convention(c) (
            OpaquePointer?, Int32, Int32, UnsafeMutablePointer<KeySym>?, Int32
        ) -> Int32
    typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Int32

    /// `XDisplayKeycodes`: the range of keycodes the server uses.
    static let displayKeycodes: DisplayKeycodes = symbol("XDisplayKeycodes")
    /// `XGetKeyboardMapping`: the keysyms bound to a range of keycodes (free with `free`).
    static let getKeyboardMapping: GetKeyboardMapping = symbol("XGetKeyboardMapping")
    /// `XChangeKeyboardMapping`: binds keysyms to a range of keycodes.
    static let changeKeyboardMapping: ChangeKeyboardMapping = symbol("XChangeKeyboardMapping")
    /// `XFree`: frees memory Xlib returned.
    static let free: Free = symbol("XFree")

    private static func symbol<Function>(_ name: String) -> Function {
        // A null handle is RTLD_DEFAULT: search every library the process has loaded.
        guard let address = dlsym(nil, name) else {
            preconditionFailure("\(name) not found: libX11 is not loaded (is GDK using its X11 backend?)")
        }
        return unsafeBitCast(address, to: Function.self)
    }
}
