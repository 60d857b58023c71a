// The window follows the store: what other programs write (another note-entry importing, a
// script, a sync tool) shows in the list soon after its commit, without the user's selection
// or text moving.
import NoteStore

extension NoteSession {
    /// How often the store is asked whether another connection committed: the list shows
    /// another program's change within about this long.
    static let storeCheckSeconds = 0.5

    /// Asks the store whether anything committed since the list last showed it (its change
    /// counter, which reads no table), and if so has the list show the store's rows again where
    /// they differ. The editor keeps its text: a note another program changed or deleted while it
    /// is edited is handled when it is saved. What they wrote is indexed for search on the
    /// writer's thread (a search itself indexes only a few notes); asked again while its drain
    /// runs, the writer goes on with that one. A save in flight is awaited (its own row change is
    /// on its way to the list); so is a list that cannot look now (`listShowChangesMadeElsewhere`).
    func followStore() {
        guard let store = connection.currentStore, let counter = try? store.changeCounter() else { return }
        syncAfterStoreChange(counter: counter)
        guard let display, !saving.isSaveInFlight, counter != shownChangeCounter else { return }
        if store.hasNotesWrittenElsewhere { saving.indexNotesWrittenElsewhere() }
        if let search = searchQuery {
            // A search's rows are counted and read again on the reader's thread, as the search
            // was: over 100,000 matches that is a stall of the window per commit of the writer's
            // index drain. A search still on its way reads the store as it is now anyway.
            guard !isSearchInFlight else { return }
            shownChangeCounter = counter
            findInBackground(search, in: store, refreshing: true)
            return
        }
        guard display.listShowChangesMadeElsewhere() else { return }
        shownChangeCounter = counter
    }
}
