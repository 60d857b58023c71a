// A command line note-entry cannot follow, with the message it prints.
import Foundation

/// Why the command line was refused; `description` is the message for standard error.
/// Every case exits with status 2.
public enum CommandLineError: Error, Equatable, CustomStringConvertible {
    /// An option the program does not know, e.g. `--lsit`.
    case unknownOption(String)
    /// An option that needs a value was last, or its value was empty or another option.
    case missingValue(String)
    /// A value was attached (`--list=x`) to an option that takes none.
    case unexpectedValue(String)
    /// The same option was given twice.
    case repeatedOption(String)
    /// Two options that each choose what to do, e.g. `--list` and `--screenshot`.
    case conflictingOptions(String, String)
    /// A word that is neither an option nor an option's value.
    case unexpectedArgument(String)

    /// The exit status for any command-line error.
    public static let exitStatus: Int32 = 2

    public var description: String {
        let program = CommandLineOptions.programName
        let problem: String
        switch self {
        case .unknownOption(let option): problem = "unknown option \(option)"
        case .missingValue(let option): problem = "option \(option) needs a value"
        case .unexpectedValue(let option): problem = "option \(option) takes no value"
        case .repeatedOption(let option): problem = "option \(option) is given twice"
        case .conflictingOptions(let first, let second): problem = "options \(first) and \(second) cannot be used together"
        case .unexpectedArgument(let argument): problem = "unexpected argument \"\(argument)\""
        }
        return "\(program): \(problem)\nTry '\(program) --help' for more information."
    }
}
