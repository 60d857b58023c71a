// The `note-entry` program: reads the command line and does what it says.
import Foundation

/// The whole `note-entry` program, for its thin `main.swift`.
///
/// ```swift
/// exit(NoteEntryProgram.run(arguments: CommandLine.arguments))
/// ```
public enum NoteEntryProgram {
    /// Runs the program with `arguments` (the first is the program's path) and returns its
    /// exit status: 0 on success, 1 on a runtime error, 2 on a command-line error.
    ///
    /// `--help`, `--version` and `--list` never start GTK, so they work without a display.
    @MainActor
    public static func run(arguments: [String]) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions(parsing: Array(arguments.dropFirst()))
        } catch {
            StandardStream.error(error.description)
            return CommandLineError.exitStatus
        }
        switch options.action {
        case .help:
            FileHandle.standardOutput.write(Data(CommandLineOptions.usage.utf8))
            return 0
        case .version:
            StandardStream.output("\(CommandLineOptions.programName) \(CommandLineOptions.version)")
            return 0
        case .list:
            return NoteListing.run(directory: options.dataDirectory)
        case .openWindow, .screenshot:
            // Kept alive for the whole run: its signal handlers hold it weakly.
            let application = NoteEntryApplication(options: options)
            return withExtendedLifetime(application) { application.run() }
        }
    }
}
