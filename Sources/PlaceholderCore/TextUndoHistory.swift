// Undo and redo of a text document's edits, decided without a toolkit: what one step is, when
// typed characters merge, how deep the history goes. A front end records the edits it sees and
// applies the edits `undo()` and `redo()` hand back.

/// One change of a document: `text` inserted at, or deleted from, character `offset`.
public struct TextEdit: Equatable, Sendable {
    /// Whether `text` was inserted or deleted.
    public enum Kind: Equatable, Sendable {
        /// `text` was inserted at `offset`; undoing it deletes the same characters there.
        case insert
        /// `text` was deleted from `offset`; undoing it inserts the same characters there.
        case delete
    }

    /// Whether this edit inserted or deleted `text`.
    public var kind: Kind
    /// Where, in characters (Unicode scalars, as GTK counts) from the start of the document.
    public var offset: Int
    /// What was inserted or deleted.
    public var text: String

    /// An edit.
    public init(_ kind: Kind, at offset: Int, _ text: String) {
        self.kind = kind
        self.offset = offset
        self.text = text
    }

    /// The edit that takes this one back.
    public var inverse: TextEdit {
        TextEdit(kind == .insert ? .delete : .insert, at: offset, text)
    }
}

/// The undo and redo stacks of one document, modelled on GtkSourceView and GTK 4's text buffer:
///
/// - a *step* is what one undo takes back: the edits of one user action (a paste replacing a
///   selection is one step: its deletion and its insertion), a deletion, an input method's commit;
/// - characters typed one after another within a word merge into one step; a word and the
///   spaces after it are one step, and the next word starts a new one ("one two three" is three
///   steps); moving the cursor or any other edit ends the merging;
/// - a new edit clears what could be redone; `reset()` starts a new history (loading another
///   document must not be undoable into the previous one); at most `maximumDepth` steps are kept.
///
/// ```swift
/// var history = TextUndoHistory()
/// history.record([TextEdit(.insert, at: 0, "H")], typed: true)
/// if let edits = history.undo() { apply(edits) }   // [.delete at 0 "H"]
/// ```
public struct TextUndoHistory: Equatable, Sendable {
    /// The most steps kept; the oldest are forgotten beyond it.
    public var maximumDepth: Int {
        didSet { trim() }
    }

    private var undoSteps: [[TextEdit]] = []
    private var redoSteps: [[TextEdit]] = []
    /// Whether the newest step may take more typed characters.
    private var lastStepTakesTyping = false

    /// An empty history keeping at most `maximumDepth` steps (at least 1).
    public init(maximumDepth: Int = 1_000) {
        self.maximumDepth = max(1, maximumDepth)
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { !undoSteps.isEmpty }
    /// Whether there is a step to redo.
    public var canRedo: Bool { !redoSteps.isEmpty }
    /// How many steps can be undone.
    public var undoCount: Int { undoSteps.count }

    /// Records the edits of one user action (or one edit made by code). `typed`: a single
    /// character from the keyboard, which may join the previous step.
    public mutating func record(_ edits: [TextEdit], typed: Bool) {
        guard !edits.isEmpty else { return }
        redoSteps.removeAll()
        if typed, edits.count == 1, let edit = edits.first, edit.kind == .insert, mayJoinLastStep(edit) {
            undoSteps[undoSteps.count - 1][0].text += edit.text
        } else {
            undoSteps.append(edits)
            trim()
        }
        lastStepTakesTyping = typed && edits.count == 1 && edits[0].kind == .insert
    }

    /// Ends the merging of typed characters (the cursor moved, focus left).
    public mutating func endTyping() {
        lastStepTakesTyping = false
    }

    /// Forgets every step: a new document begins.
    public mutating func reset() {
        undoSteps.removeAll()
        redoSteps.removeAll()
        lastStepTakesTyping = false
    }

    /// Takes the newest step back: the edits to apply, in order, or nil when there is none.
    public mutating func undo() -> [TextEdit]? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        lastStepTakesTyping = false
        return step.reversed().map(\.inverse)
    }

    /// Does the newest undone step again: the edits to apply, in order, or nil when there is none.
    public mutating func redo() -> [TextEdit]? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        lastStepTakesTyping = false
        return step
    }

    private func mayJoinLastStep(_ edit: TextEdit) -> Bool {
        guard lastStepTakesTyping, let step = undoSteps.last, step.count == 1, let last = step.first,
            last.kind == .insert, edit.offset == last.offset + last.text.unicodeScalars.count
        else { return false }
        // A word and its following spaces are one step; a letter after a space starts the next.
        let endsInSpace = last.text.last?.isWhitespace ?? false
        let startsWord = !(edit.text.first?.isWhitespace ?? true)
        return !(endsInSpace && startsWord)
    }

    private mutating func trim() {
        if undoSteps.count > maximumDepth { undoSteps.removeFirst(undoSteps.count - maximumDepth) }
    }
}
