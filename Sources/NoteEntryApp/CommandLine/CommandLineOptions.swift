// What the command line asks note-entry to do, parsed without touching GTK.
//
// Arguments are bytes: a folder name that is not UTF-8 (`caf\xE9`) must reach open(2) as it
// was typed, so values are kept from argv's bytes, never through String (which would replace
// the byte with U+FFFD and name another folder).
import Glibc
import NoteStore

/// The parsed command line of `note-entry`.
///
/// ```swift
/// let options = try CommandLineOptions(parsing: ["--list", "--data-dir", "/tmp/notes"])
/// // options.action == .list, options.dataDirectory == FileSystemPath("/tmp/notes")
/// ```
///
/// Parsing is pure: no GTK, no file access, so `--list`, `--help` and `--version` work
/// without a display and the rules are unit-tested.
public struct CommandLineOptions: Equatable, Sendable {
    /// What the program does.
    public enum Action: Equatable, Sendable {
        /// Opens the main window.
        case openWindow
        /// Prints every note as one JSON object per line, then exits.
        case list
        /// Renders the main window into a PNG file, then exits.
        case screenshot(FileSystemPath)
        /// Writes every note as a Markdown file into the folder, then exits.
        case export(FileSystemPath)
        /// Saves the notes in these files (Gnote and Tomboy `.note`, `.md`, `.txt`) or folders
        /// of them as new notes, then exits.
        case importFiles([FileSystemPath])
        /// Waits on the session bus, without a window, for GNOME Shell's searches and for an
        /// activation (`--gapplication-service`, as the D-Bus service file starts it).
        case service
        /// Brings the notes and the sync folder together once, then exits.
        case sync
        /// Prints the usage text.
        case help
        /// Prints `note-entry 0.1.0`.
        case version
    }

    /// The program's name as users type it.
    public static let programName = "note-entry"
    /// The version `--version` prints: `PACKAGE_VERSION` of build-aux/install.mk, where the version
    /// is written (`ExecutableTests.testVersionIsTheShippedVersion` fails when they differ).
    public static let version = "0.1.0"

    /// What to do.
    public var action: Action
    /// The notes folder from `--data-dir`, byte for byte and made absolute; nil means
    /// `$XDG_DATA_HOME/note-entry`.
    public var dataDirectory: FileSystemPath?
    /// `--list --trash`: the notes in the trash are listed instead of the others.
    public var listsTrash = false
    /// `--sync-folder DIR`: the folder the notes sync through from now on (the store remembers
    /// it), byte for byte and made absolute.
    public var syncFolder: FileSystemPath?

    /// Options with every field given.
    public init(action: Action = .openWindow, dataDirectory: FileSystemPath? = nil) {
        self.action = action
        self.dataDirectory = dataDirectory
    }

    /// Parses the arguments that follow the program name.
    ///
    /// `--help` and `--version` win over everything else given with them; `--list` and
    /// `--screenshot` exclude each other. Both `--data-dir DIR` and `--data-dir=DIR` are accepted.
    /// - Throws: `CommandLineError` (exit status 2) for an unknown option, a missing or empty
    ///   value, a repeated option, a stray argument or two actions at once.
    public init(parsing arguments: [String]) throws(CommandLineError) {
        try self.init(parsingBytes: arguments.map { Array($0.utf8) })
    }

    /// Parses the arguments that follow the program name, each as the bytes of its C string
    /// (as `CommandLine.unsafeArgv` holds them), with the rules of `init(parsing:)`.
    public init(parsingBytes arguments: [[UInt8]]) throws(CommandLineError) {
        self.init()
        var explicitAction: Action?
        var wantsHelp = false
        var wantsVersion = false
        var remaining = arguments[...]
        while let argumentBytes = remaining.popFirst() {
            let argument = String(decoding: argumentBytes, as: UTF8.self)
            let (name, inlineValue) = Self.split(argumentBytes)
            switch name {
            case "--help", "-h":
                try Self.refuseValue(inlineValue, of: name)
                wantsHelp = true
            case "--version":
                try Self.refuseValue(inlineValue, of: name)
                wantsVersion = true
            case "--list":
                try Self.refuseValue(inlineValue, of: name)
                try Self.setAction(.list, named: name, in: &explicitAction)
            case "--gapplication-service":
                try Self.refuseValue(inlineValue, of: name)
                try Self.setAction(.service, named: name, in: &explicitAction)
            case "--screenshot":
                let file = FileSystemPath(bytes: try Self.value(of: name, inline: inlineValue, rest: &remaining))
                try Self.setAction(.screenshot(file.standardized), named: name, in: &explicitAction)
            case "--trash":
                try Self.refuseValue(inlineValue, of: name)
                guard !listsTrash else { throw .repeatedOption(name) }
                listsTrash = true
            case "--export":
                let folder = try Self.value(of: name, inline: inlineValue, rest: &remaining)
                try Self.setAction(
                    .export(FileSystemPath(bytes: folder).standardized), named: name, in: &explicitAction)
            case "--import":
                var paths = [try Self.value(of: name, inline: inlineValue, rest: &remaining)]
                while let next = remaining.first, !next.isEmpty, !next.starts(with: Self.optionPrefix) {
                    paths.append(next)
                    remaining.removeFirst()
                }
                try Self.setAction(
                    .importFiles(paths.map { FileSystemPath(bytes: $0).standardized }), named: name, in: &explicitAction
                )
            case "--sync":
                try Self.refuseValue(inlineValue, of: name)
                try Self.setAction(.sync, named: name, in: &explicitAction)
            case "--sync-folder":
                guard syncFolder == nil else { throw .repeatedOption(name) }
                syncFolder =
                    FileSystemPath(bytes: try Self.value(of: name, inline: inlineValue, rest: &remaining))
                    .standardized
            case "--data-dir":
                guard dataDirectory == nil else { throw .repeatedOption(name) }
                let directory = try Self.value(of: name, inline: inlineValue, rest: &remaining)
                dataDirectory = FileSystemPath(bytes: directory).standardized
            default:
                if argument.hasPrefix("-") && argument != "-" { throw .unknownOption(argument) }
                throw .unexpectedArgument(argument)
            }
        }
        if wantsHelp {
            action = .help
        } else if wantsVersion {
            action = .version
        } else {
            action = explicitAction ?? .openWindow
            if listsTrash && action != .list { throw .needsOtherOption("--trash", "--list") }
            if syncFolder != nil && action != .sync && action != .openWindow {
                throw .needsOtherOption("--sync-folder", "--sync")
            }
        }
    }

    /// Whether the action needs a display (GTK).
    public var needsDisplay: Bool {
        switch action {
        case .openWindow, .screenshot, .service: return true
        case .list, .export, .importFiles, .sync, .help, .version: return false
        }
    }

    /// The text `--help` prints, in the user's language; the command lines and option names
    /// stay as they are typed.
    public static var usage: String {
        let translate = InterfaceText.translate as (String, String...) -> String
        let synopsis = [
            "\(programName) [--data-dir DIR] [--sync-folder FOLDER]",
            "\(programName) --list [--trash] [--data-dir DIR]",
            "\(programName) --export FOLDER [--data-dir DIR]",
            "\(programName) --import PATH... [--data-dir DIR]",
            "\(programName) --sync [--sync-folder FOLDER] [--data-dir DIR]",
            "\(programName) --screenshot FILE.png [--data-dir DIR]", "\(programName) --help | --version",
        ]
        let usageWord = translate("Usage:")
        let synopsisIndent = String(repeating: " ", count: terminalColumns(usageWord) + 1)
        let options = [
            (
                "--data-dir DIR",
                translate(
                    "keep the notes in DIR (default: %s,\nor %s)",
                    "$XDG_DATA_HOME/note-entry", "~/.local/share/note-entry")
            ),
            (
                "--list",
                translate(
                    "print every note as one JSON object per line\n(id, title, body, updated) and exit; needs no display"
                )
            ),
            ("--trash", translate("with --list: the notes in the trash instead")),
            ("--export FOLDER", translate("write every note into FOLDER as a Markdown file and exit")),
            (
                "--import PATH...",
                translate(
                    "add the notes in these files or folders (Gnote and\nTomboy .note, .md, .txt, a .sqlite3 copy of the\nnotes) as new notes and exit"
                )
            ),
            (
                "--sync-folder FOLDER",
                translate(
                    "sync the notes through FOLDER from now on, one\nMarkdown file a note, for Syncthing or Nextcloud\nto carry"
                )
            ),
            ("--sync", translate("sync the notes with their sync folder once and exit")),
            ("--screenshot FILE.png", translate("render the main window into FILE.png and exit")),
            ("-h, --help", translate("show this help and exit")),
            ("--version", translate("show the version and exit")),
        ]
        let optionLines = options.map { syntax, description in
            let column = String(repeating: " ", count: 26)
            let lines = description.split(separator: "\n", omittingEmptySubsequences: false)
            let first = "  " + syntax + String(repeating: " ", count: max(1, 24 - syntax.count)) + lines[0]
            return ([first] + lines.dropFirst().map { column + $0 }).joined(separator: "\n")
        }
        return """
            \(usageWord) \(synopsis[0])
            \(synopsis.dropFirst().map { synopsisIndent + $0 }.joined(separator: "\n"))

            \(translate("A note-taking app: every change is saved as you type."))

            \(translate("Options:"))
            \(optionLines.joined(separator: "\n"))

            \(translate("When the window is drawn and the note in it complete (a long note fills in after\nthe first frame), \"%s\" is printed on standard output; with\n%s set, \"%s\" is printed before,\nat the first frame.", readyLine, firstFrameReportVariable, firstFrameLine))
            \(translate("Exit status: 0 on success, 1 on a runtime error (no display, unreadable notes),\n2 on a command-line error."))

            """
    }

    /// How many terminal columns `text` takes: East Asian wide characters take two.
    private static func terminalColumns(_ text: String) -> Int {
        let wideRanges: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        ]
        return text.unicodeScalars.reduce(0) { columns, scalar in
            columns + (wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1)
        }
    }

    /// The line printed on standard output once the main window is mapped and drawn, with the
    /// note in it complete and editable.
    public static let readyLine = "\(programName): ready"

    /// The line printed on standard output at the window's first settled frame, when the
    /// environment has `firstFrameReportVariable` (benchmarks time the start with it).
    public static let firstFrameLine = "\(programName): first frame"

    /// The environment variable that asks for `firstFrameLine`.
    public static let firstFrameReportVariable = "NOTE_ENTRY_REPORT_FIRST_FRAME"

    /// `--name=value` as its name and value bytes; anything else as a name without a value.
    private static func split(_ argument: [UInt8]) -> (name: String, value: [UInt8]?) {
        guard argument.starts(with: Self.optionPrefix), let equals = argument.firstIndex(of: UInt8(ascii: "=")) else {
            return (String(decoding: argument, as: UTF8.self), nil)
        }
        return (String(decoding: argument[..<equals], as: UTF8.self), Array(argument[(equals + 1)...]))
    }

    private static let optionPrefix = Array("--".utf8)

    private static func refuseValue(_ value: [UInt8]?, of name: String) throws(CommandLineError) {
        if value != nil { throw .unexpectedValue(name) }
    }

    private static func value(
        of name: String, inline: [UInt8]?, rest: inout ArraySlice<[UInt8]>
    ) throws(CommandLineError) -> [UInt8] {
        if let inline {
            guard !inline.isEmpty else { throw .missingValue(name) }
            return inline
        }
        guard let next = rest.first, !next.isEmpty, !next.starts(with: optionPrefix) else { throw .missingValue(name) }
        rest.removeFirst()
        return next
    }

    private static func setAction(_ action: Action, named name: String, in current: inout Action?)
        throws(CommandLineError)
    {
        if let current {
            throw current == action ? .repeatedOption(name) : .conflictingOptions(current.optionName, name)
        }
        current = action
    }
}

extension CommandLineOptions.Action {
    /// The option that selects the action, for messages.
    var optionName: String {
        switch self {
        case .openWindow: return "(none)"
        case .list: return "--list"
        case .screenshot: return "--screenshot"
        case .export: return "--export"
        case .importFiles: return "--import"
        case .service: return "--gapplication-service"
        case .sync: return "--sync"
        case .help: return "--help"
        case .version: return "--version"
        }
    }
}
