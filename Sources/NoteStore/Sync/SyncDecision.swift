// What a sync pass does with one note, from what the store and the folder hold now and what they
// last agreed on: a pure function, so every order of events can be tried without files.
//
// The rule that keeps every text: a side that changed since the agreement wins over one that did
// not; when both changed, the newer edit is the note and the other is kept as a version; a
// removal never wins over an edit (a note deleted on one computer and edited on the other comes
// back). Both computers decide alike, so two copies end with the same note.

/// One side of a note, as the store or the folder holds it now.
public enum SyncSide: Sendable, Equatable {
    /// The note is gone (from the store: deleted for good or in the trash; from the folder: no file).
    case absent
    /// The note is there with content of this fingerprint, last edited then.
    case present(fingerprint: String, edited: NoteTime)

    /// The side that still holds what `agreement` says (absent without one): a side that did
    /// not change since. Its edited time is never read, as only two changed sides are weighed.
    init(unchangedSince agreement: SyncAgreement?) {
        self =
            agreement?.fingerprint.map { .present(fingerprint: $0, edited: NoteTime(millisecondsSince1970: 0)) }
            ?? .absent
    }

    var fingerprint: String? {
        if case .present(let fingerprint, _) = self { return fingerprint }
        return nil
    }
}

/// What the store and the folder last agreed on for a note.
public struct SyncAgreement: Sendable, Equatable {
    /// The agreed content's fingerprint; nil when they agreed the note is gone.
    public let fingerprint: String?

    /// An agreement on content `fingerprint` (nil: on the note being gone).
    public init(fingerprint: String?) {
        self.fingerprint = fingerprint
    }
}

/// What to do with a note.
public enum SyncAction: Sendable, Equatable {
    /// Nothing changed since the agreement.
    case nothing
    /// Both sides hold the same now: record it as agreed.
    case agree
    /// The store's note goes to the folder.
    case writeFile
    /// The note left the store: its file goes.
    case removeFile
    /// The file's content goes into the note (a new note, or one out of the trash, when needed).
    case takeFile
    /// The file was removed on another computer and the note was not changed here: to the trash.
    case trashNote
    /// Both changed: the newer content is the note and goes to the folder; the other is kept as
    /// a version of it.
    case merge(keepStore: Bool)
}

/// The decision for one note.
public enum SyncDecision {
    /// What to do with a note whose store side is `store` and folder side `folder`, given their
    /// last `agreement` (nil when they never agreed).
    public static func action(store: SyncSide, folder: SyncSide, agreement: SyncAgreement?) -> SyncAction {
        let storeChanged = agreement.map { store.fingerprint != $0.fingerprint } ?? true
        let folderChanged = agreement.map { folder.fingerprint != $0.fingerprint } ?? true
        switch (store, folder) {
        case (.absent, .absent):
            return agreement?.fingerprint == nil && agreement != nil ? .nothing : .agree
        case (.present, .absent):
            // Removed there and untouched here: follow. Else the note (new, or edited) survives.
            return storeChanged || !folderChanged ? .writeFile : .trashNote
        case (.absent, .present):
            return folderChanged || !storeChanged ? .takeFile : .removeFile
        case (.present(let storeFingerprint, let storeEdited), .present(let folderFingerprint, let folderEdited)):
            if storeFingerprint == folderFingerprint { return storeChanged || folderChanged ? .agree : .nothing }
            if !folderChanged { return .writeFile }
            if !storeChanged { return .takeFile }
            // Both computers must pick the same text: the newer edit, and for a tie the greater
            // fingerprint.
            let keepStore =
                storeEdited != folderEdited ? storeEdited > folderEdited : storeFingerprint > folderFingerprint
            return .merge(keepStore: keepStore)
        }
    }
}
