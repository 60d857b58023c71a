// Why a test kit's display cannot be used, said once for both toolkits' kits.

/// Why the display cannot be used for tests: `TestDisplay.start()` throws it in both kits
/// (`TestDisplay.StartError`), and a test fails with its description.
public enum TestDisplayStartError: Error, CustomStringConvertible {
    /// GTK could not open the display named (nil: `DISPLAY` is not set); run under Xvfb.
    case noDisplay(String?)
    /// GDK opened a display that is not X11 (set `GDK_BACKEND=x11`).
    case notX11
    /// The X server lacks the XTest extension, so no real input can be sent.
    case noXTest

    /// What is missing and how to run the tests so it is not, as a test failure shows it.
    public var description: String {
        switch self {
        case .noDisplay(let name):
            let problem = name.map { "cannot open the display \"\($0)\"" } ?? "DISPLAY is not set"
            return "The test kit needs an X display (\(problem)). "
                + "Run the tests under Xvfb with GDK_BACKEND=x11, e.g. "
                + "`xvfb-run -a -s \"-screen 0 1280x1024x24\" swift test`."
        case .notX11:
            return "The test kit needs GDK's X11 backend for real input; set GDK_BACKEND=x11."
        case .noXTest:
            return "The X server has no XTest extension, so no real input can be sent; "
                + "use Xvfb (xvfb-run), which has it."
        }
    }
}
