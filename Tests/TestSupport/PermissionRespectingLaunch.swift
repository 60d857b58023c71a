// Starting a program that cannot read or write through file modes, wherever the checkout is.
//
// The tests run as root, and root's capabilities let it ignore permission bits, so a test of
// "an unreadable database" or "a read-only folder" needs a process without those powers.
// Changing to another uid (nobody) would need every binary and library to be reachable by
// that uid, which fails for a checkout inside a folder only its owner may enter (a home
// folder, /root, anything made by mktemp -d). Instead the program stays root, keeps its
// access to the checkout, and loses only the three capabilities that override file modes.
import Foundation

/// How to start a program so that file modes apply to it as to an ordinary user.
///
/// ```swift
/// let (executable, arguments) = try PermissionRespectingLaunch.command(noteEntry, ["--list"])
/// ```
public enum PermissionRespectingLaunch {
    /// The capabilities that let root read, write and search through any permission bits
    /// (`CAP_DAC_OVERRIDE`, `CAP_DAC_READ_SEARCH`) and change modes of files it does not own
    /// (`CAP_FOWNER`), in `setpriv`'s spelling.
    public static let droppedCapabilities = ["dac_override", "dac_read_search", "fowner"]

    /// util-linux's setpriv, which drops capabilities before it executes the program.
    static let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")

    /// The executable and arguments that run `executable` with `arguments` without the
    /// capabilities above (removed from the bounding and inheritable sets, so the program and
    /// everything it starts can never regain them). An ordinary user has none of them: the
    /// program is run as it is.
    /// - Throws: `TestPrecondition.missing` when root cannot drop them (no setpriv).
    public static func command(_ executable: URL, _ arguments: [String]) throws -> (
        executable: URL, arguments: [String]
    ) {
        guard getuid() == 0 || geteuid() == 0 else { return (executable, arguments) }
        guard FileManager.default.isExecutableFile(atPath: setpriv.path) else {
            throw TestPrecondition.missing(
                "\(setpriv.path) (util-linux), needed to run \(executable.lastPathComponent) without root's file-mode overrides"
            )
        }
        let dropped = droppedCapabilities.map { "-" + $0 }.joined(separator: ",")
        return (setpriv, ["--bounding-set=\(dropped)", "--inh-caps=\(dropped)", "--", executable.path] + arguments)
    }
}
