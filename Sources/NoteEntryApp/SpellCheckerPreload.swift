// The spelling dictionary, loaded on a thread of its own while the window is being built.
import CGspell
import Dispatch
import Glibc
import Synchronization

/// gspell's checker for the user's language (`gspell_checker_new(NULL)`: the first of the
/// locale's languages with a dictionary), made on a background thread from the moment GTK is up.
///
/// Making it means Hunspell reading and indexing its dictionary, which would otherwise delay
/// the window's first frames. A checker touches no GTK and no other gspell object while it is
/// made (each checker has its own enchant broker), so the thread shares nothing with the main
/// thread until `take()` hands the finished checker over.
enum SpellCheckerPreload {
    /// A checker made on the loading thread. Sendable because it changes hands once: the loading
    /// thread lets go of it before signalling, and only the main thread uses it afterwards.
    private struct LoadedChecker: @unchecked Sendable {
        let checker: OpaquePointer?
    }

    private enum State: Sendable {
        case notStarted
        case loading
        case loaded(LoadedChecker)
        case taken
    }

    private static let state = Mutex<State>(.notStarted)
    private static let finished = DispatchSemaphore(value: 0)

    /// Starts loading the dictionary in the background, once per process.
    static func start() {
        let starts = state.withLock { state in
            guard case .notStarted = state else { return false }
            state = .loading
            return true
        }
        guard starts else { return }
        DispatchQueue.global(qos: .userInitiated).async {
            let loaded = LoadedChecker(checker: gspell_checker_new(nil))
            state.withLock { $0 = .loaded(loaded) }
            finished.signal()
        }
    }

    /// The checker: the preloaded one (waiting for it if it is still loading), or, when none
    /// was started or it was already taken, one made now. The caller owns the reference.
    @MainActor
    static func take() -> OpaquePointer? {
        let isLoading = state.withLock { state in
            if case .loading = state { return true }
            return false
        }
        if isLoading { finished.wait() }
        let preloaded: OpaquePointer?? = state.withLock { state in
            guard case .loaded(let loaded) = state else { return .none }
            state = .taken
            return .some(loaded.checker)
        }
        return preloaded ?? gspell_checker_new(nil)
    }
}
