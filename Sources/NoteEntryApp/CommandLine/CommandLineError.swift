// A command line note-entry cannot follow, with the message it prints.
import Glibc

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
    /// An option that only means something beside another, e.g. `--trash` without `--list`.
    case needsOtherOption(String, String)

    /// The exit status for any command-line error.
    public static let exitStatus: Int32 = 2

    /// The message, in the user's language.
    public var description: String {
        let program = CommandLineOptions.programName
        let problem =
            switch self {
            case .unknownOption(let option): InterfaceText.translate("unknown option %s", option)
            case .missingValue(let option): InterfaceText.translate("option %s needs a value", option)
            case .unexpectedValue(let option): InterfaceText.translate("option %s takes no value", option)
            case .repeatedOption(let option): InterfaceText.translate("option %s is given twice", option)
            case .conflictingOptions(let first, let second):
                InterfaceText.translate("options %s and %s cannot be used together", first, second)
            case .unexpectedArgument(let argument): InterfaceText.translate("unexpected argument \"%s\"", argument)
            case .needsOtherOption(let option, let other):
                InterfaceText.translate("option %s can only be used with %s", option, other)
            }
        return "\(program): \(problem)\n" + InterfaceText.translate("Try '%s --help' for more information.", program)
    }
}
