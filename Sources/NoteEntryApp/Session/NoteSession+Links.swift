// Links between notes as the session serves them: titles to complete `[[` with.
import NoteStore

extension NoteSession {
    /// How many titles `[[` completion offers at most: a short list under the cursor.
    static let linkSuggestionCount = 8

    /// Has the window list the other notes whose body links to the shown note by its title.
    /// Finding them reads every body (no index answers `instr`), so it runs on the writer's
    /// thread; the line hides at once and shows the answer if the note is still shown under that
    /// title. None when it has no title or the store cannot be read.
    func refreshLinkingNotes() {
        display?.showLinkingNotes([])
        guard let id = document.id, let title = linkedTitle, !title.isEmpty else { return }
        findLinkingNotes(to: title, except: id) { [weak self] linking in
            guard let self, document.id == id, linkedTitle == title else { return }
            display?.showLinkingNotes(linking)
        }
    }

    /// Finds, on the writer's thread, the notes other than `id` whose body links to `title`, and
    /// hands them to `found` on the main thread (none when the store cannot be read).
    func findLinkingNotes(
        to title: String, except id: Int64, then found: @escaping @Sendable @MainActor ([LinkingNote]) -> Void
    ) {
        let deliver = saving.deliver
        saving.writer.read({ store in try store.notesLinking(to: title) }) { notes in
            let linking = (notes ?? []).filter { $0.id != id }.map { LinkingNote(id: $0.id, title: $0.title) }
            deliver { found(linking) }
        }
    }

    /// The titles beginning with `prefix`, for `[[` completion; none when the store cannot be read
    /// (completion is a convenience: typing goes on without it).
    func noteTitles(startingWith prefix: String) -> [String] {
        (try? connection.store().noteTitles(startingWith: prefix, limit: Self.linkSuggestionCount)) ?? []
    }
}

extension NoteSession {
    /// Editing the title ended (the focus left it): a note renamed has the other notes' links to
    /// it follow, as Gnote's do. Each linking note's body gets `[[New]]` for `[[Old]]` through the
    /// writer, as one save that begins an editing session, so its history keeps the old text.
    /// A note open in a window of its own is left as it is (its window's document saves it).
    func titleEditingEnded() {
        titleEditingEnded(in: saving, linkedTitle: &linkedTitle)
        refreshLinkingNotes()
    }

    /// Editing the title ended in the document `saving` saves (the main window's, or a note
    /// window's), whose links other notes use `linkedTitle`: if it changed, the document is saved
    /// and the links to it rewritten. Neither the renamed note, the main window's note nor a note
    /// window's note is rewritten: their documents alone save them (a note being edited keeps its
    /// old link, which a later rename or the user fixes).
    func titleEditingEnded(in saving: NoteSaving, linkedTitle: inout String?) {
        let document = saving.document
        guard let id = document.id, !document.isReadOnly else { return }
        let title = document.text.title
        guard let old = linkedTitle, old != title, !old.isEmpty, !title.isEmpty, saving.saveNow() else {
            // A stored draft's first title is what links will use; nothing linked to it before.
            if linkedTitle == nil { linkedTitle = title }
            return
        }
        linkedTitle = title
        let linking: [Note]
        do {
            let store = try connection.store()
            linking = try store.notesLinking(to: old).compactMap { try store.note(id: $0.id) }
        } catch {
            display?.show(.storeFailure(NoteStoreFailure(error), whileSaving: true))
            return
        }
        for note in linking where note.id != id && note.id != self.document.id && !isEditedElsewhere(note.id) {
            let body = NoteLinkRename.body(note.body, renaming: old, to: title)
            let outcome = saving.writer.saveAndWait(
                SaveRequest(
                    target: .note(id: note.id, revision: note.revision), title: note.title, body: body,
                    titleEdited: false, bodyEdited: true, beginsEditingSession: true))
            if case .failed(let failure) = outcome {
                display?.show(.storeFailure(failure, whileSaving: true))
                return
            }
        }
    }
}
