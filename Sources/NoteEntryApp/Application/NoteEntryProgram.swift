// The `note-entry` program: reads the command line and does what it says.
import Glibc
import NoteStore

/// The whole `note-entry` program, for its thin `main.swift`.
///
/// ```swift
/// exit(NoteEntryProgram.run(argumentBytes: NoteEntryProgram.processArgumentBytes()))
/// ```
public enum NoteEntryProgram {
    /// The process's arguments as their C strings' bytes, the program's path first. Unlike
    /// `CommandLine.arguments`, a name that is not UTF-8 is kept as it is.
    public static func processArgumentBytes() -> [[UInt8]] {
        (0..<Int(CommandLine.argc)).map { index in
            CommandLine.unsafeArgv[index].map { FileSystemPath(cString: $0).bytes } ?? []
        }
    }

    /// Runs the program with `arguments`, as `run(argumentBytes:)` with their UTF-8 bytes.
    @MainActor
    public static func run(arguments: [String]) -> Int32 {
        run(argumentBytes: arguments.map { Array($0.utf8) })
    }

    /// Runs the program with `argumentBytes` (the first is the program's path) and returns its
    /// exit status: 0 on success, 1 on a runtime error, 2 on a command-line error.
    ///
    /// `--help`, `--version` and `--list` never start GTK, so they work without a display.
    @MainActor
    public static func run(argumentBytes: [[UInt8]]) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions(parsingBytes: Array(argumentBytes.dropFirst()))
        } catch {
            StandardStream.error(error.description)
            return CommandLineError.exitStatus
        }
        switch options.action {
        case .help:
            StandardStream.outputText(CommandLineOptions.usage)
            return 0
        case .version:
            StandardStream.output("\(CommandLineOptions.programName) \(CommandLineOptions.version)")
            return 0
        case .list:
            return NoteListing.run(directory: options.dataDirectory, trash: options.listsTrash)
        case .export(let folder):
            return NoteExport.run(to: folder, from: options.dataDirectory)
        case .importFiles(let paths):
            return NoteImport.run(paths, into: options.dataDirectory)
        case .sync:
            return SyncCommand.run(folder: options.syncFolder, directory: options.dataDirectory)
        case .openWindow, .screenshot, .service:
            // Kept alive for the whole run: its signal handlers hold it weakly.
            let application = NoteEntryApplication(options: options)
            return withExtendedLifetime(application) { application.run() }
        }
    }
}
