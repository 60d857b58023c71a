// The spelling dictionary, loaded on a thread of its own when an editor first has text to check.
import CGspell
import Dispatch
import Glibc
import GtkBinding

/// gspell checkers for the user's language (`gspell_checker_new(NULL)`: the first of the
/// locale's languages with a dictionary), each made on a background thread and handed to the
/// main thread.
///
/// Making one means Hunspell reading and indexing its dictionary: tens of milliseconds, and
/// megabytes of memory a window that has nothing to check yet does without. A checker touches no
/// GTK and no other gspell object while it is made (each checker has its own enchant broker), so
/// the loading thread shares nothing with the main thread until the checker is handed over. The
/// loads run one at a time: gspell fills its list of languages on the first one.
enum SpellCheckerPreload {
    /// A checker made on the loading thread. Sendable because it changes hands once: the loading
    /// thread lets go of it when it posts it, and only the main thread uses it afterwards.
    private struct LoadedChecker: @unchecked Sendable {
        let checker: OpaquePointer?
    }

    private static let loadingQueue = DispatchQueue(label: "note-entry.spell-checker-load", qos: .userInitiated)

    /// Makes a checker in the background and runs `use` with it on the main thread; `use` owns
    /// the reference (nil when gspell could not make one).
    static func load(then use: @escaping @Sendable @MainActor (OpaquePointer?) -> Void) {
        loadingQueue.async {
            let loaded = LoadedChecker(checker: gspell_checker_new(nil))
            MainLoopSource.post { use(loaded.checker) }
        }
    }
}
