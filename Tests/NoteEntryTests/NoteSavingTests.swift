// The save policy without a display: a real store and writer thread, a timer and clock the
// test controls, outcomes delivered when the test says.
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteEntryApp

final class NoteSavingTests: MainActorTestCase {
    func testTheWriterSavesOnItsThreadAndTheOutcomeComesBack() async throws {
        let rig = try SavingRig()
        let note = try rig.store.createNote(title: "Note", body: "")
        _ = rig.saving.load(note)
        rig.type(body: "Hello")
        rig.advance(by: AutosaveSchedule.pause)
        rig.waitForOutcomes(1)
        XCTAssertEqual(try rig.store.note(id: note.id)?.body, "Hello")
        XCTAssertFalse(rig.saving.hasUnsavedChanges)
        XCTAssertEqual(rig.saving.document.state.revision, 2)
    }

    func testAFailedSaveIsRetriedWithoutAnotherKeystroke() async throws {
        let rig = try SavingRig()
        let note = try rig.store.createNote(title: "Note", body: "")
        _ = rig.saving.load(note)
        _ = try rig.writer.withStore { try $0.setMaximumPageCount(1) }
        rig.type(body: String(repeating: "full disk ", count: 10_000))
        rig.advance(by: AutosaveSchedule.pause)
        rig.waitForOutcomes(1)
        XCTAssertTrue(rig.saving.isRetrying)
        XCTAssertNotNil(rig.timer.due, "a retry is scheduled by itself")
        _ = try rig.writer.withStore { try $0.setMaximumPageCount(Int(Int32.max)) }
        rig.advance(by: AutosaveSchedule.ceiling)
        rig.waitForOutcomes(2)
        XCTAssertFalse(rig.saving.isRetrying)
        XCTAssertEqual(try rig.store.note(id: note.id)?.body.count, 100_000)
    }

    func testANoteSavedElsewhereIsNeverOverwritten() async throws {
        let rig = try SavingRig()
        let note = try rig.store.createNote(title: "Shared", body: "original")
        _ = rig.saving.load(note)
        // Another instance saves its paragraph after this window loaded the note.
        let other = try NoteStore(directory: rig.folder.file("notes"))
        try other.saveChanges(id: note.id, title: nil, body: "original\ntheir paragraph", ifRevision: note.revision)
        rig.type(body: "original\nmy edit")
        XCTAssertTrue(rig.saving.saveNow())
        let bodies = try rig.store.allNotes().map(\.body)
        XCTAssertEqual(bodies.sorted(), ["original\nmy edit", "original\ntheir paragraph"])
        guard case .savedAsCopy(let original, let copy)? = rig.outcomes.last else {
            return XCTFail("expected a copy, got \(rig.outcomes)")
        }
        XCTAssertEqual(original, note.id)
        XCTAssertEqual(rig.saving.document.id, copy.id, "the editor goes on in the copy")
        // Further typing goes to the copy, never to the other version.
        rig.type(body: "original\nmy edit, continued")
        XCTAssertTrue(rig.saving.saveNow())
        XCTAssertEqual(try rig.store.note(id: note.id)?.body, "original\ntheir paragraph")
        XCTAssertEqual(try rig.store.note(id: copy.id)?.body, "original\nmy edit, continued")
    }

    func testAnUntouchedTitleIsNotWrittenBack() async throws {
        let rig = try SavingRig()
        let title = String(repeating: "t", count: 99_999)
        let note = try rig.store.createNote(title: title, body: "")
        _ = rig.saving.load(note)
        // The entry shows the title cut short; only the body was edited.
        rig.buffer.title = String(title.prefix(65_534))
        rig.type(body: "edited")
        XCTAssertTrue(rig.saving.saveNow())
        XCTAssertEqual(try rig.store.note(id: note.id)?.title.count, 99_999)
        XCTAssertEqual(try rig.store.note(id: note.id)?.body, "edited")
    }

    func testAReadOnlyNoteIsNeverSaved() async throws {
        let rig = try SavingRig()
        // The editor cannot show a NUL exactly, so the note opens read-only.
        let note = try rig.store.createNote(title: "t", body: "b\u{0}")
        XCTAssertEqual(rig.saving.load(note), .nulCharacter)
        rig.type(body: "changed")
        XCTAssertFalse(rig.saving.hasUnsavedChanges)
        XCTAssertTrue(rig.saving.saveNow())
        XCTAssertEqual(try rig.store.note(id: note.id)?.revision, 1)
    }

    func testADraftIsCreatedOnceThenUpdated() async throws {
        let rig = try SavingRig()
        rig.saving.loadDraft()
        rig.type(body: "first")
        rig.advance(by: AutosaveSchedule.pause)  // an autosave in flight…
        rig.type(body: "first, second")
        XCTAssertTrue(rig.saving.saveNow())  // …and one that waits behind it
        rig.waitForOutcomes(2)
        XCTAssertEqual(try rig.store.allNotes().map(\.body), ["first, second"], "one note, not two")
    }

    func testQuittingKeepsUnsavableTextForTheNextStart() async throws {
        let rig = try SavingRig()
        let note = try rig.store.createNote(title: "Kept", body: "")
        _ = rig.saving.load(note)
        _ = try rig.writer.withStore { try $0.setMaximumPageCount(1) }
        let text = String(repeating: "rescued ", count: 8_000)
        rig.type(body: text)
        let quit = rig.saving.finishForQuit()
        XCTAssertTrue(quit.canQuit)
        let kept = try XCTUnwrap(quit.keptIn)
        XCTAssertTrue(kept.hasPrefix(rig.folder.url.appendingPathComponent("state/note-entry/unsaved").path), kept)
        XCTAssertEqual(FaultInjectionTests.mode(kept), 0o600)
        XCTAssertEqual(FaultInjectionTests.mode((kept as NSString).deletingLastPathComponent), 0o700)

        // The next start, with room again, saves it into the note and removes the file.
        let next = try SavingRig(folder: rig.folder)
        let recovered = try XCTUnwrap(next.recoverUnsavedTexts())
        XCTAssertEqual(recovered.saved.map(\.id), [note.id])
        XCTAssertEqual(recovered.refused, [])
        XCTAssertEqual(try next.store.note(id: note.id)?.body, text)
        XCTAssertFalse(FileManager.default.fileExists(atPath: kept))
    }

    /// A recovery file saved into the note the editor shows (at the revision both were loaded
    /// at) is not taken for the editor's own save: the user's next save is a conflict, so both
    /// texts stay. Counting it as the writer's own revision let that save overwrite it.
    func testTextTypedOverANoteThatARecoveryFileChangedKeepsBothTexts() async throws {
        let rig = try SavingRig()
        let note = try rig.store.createNote(title: "Shared", body: "as loaded")
        let recovery = UnsavedTextRecovery(
            notesFolder: FileSystemPath(rig.folder.file("notes")),
            environment: ["XDG_STATE_HOME": rig.folder.file("state").path])
        try recovery.keep(
            SaveRequest(
                target: .note(id: note.id, revision: note.revision), title: "Shared",
                body: "an earlier run's text", titleEdited: false, bodyEdited: true),
            forStore: rig.store.identity)
        _ = rig.saving.load(note)
        XCTAssertEqual(rig.recoverUnsavedTexts()?.saved.map(\.id), [note.id])
        rig.type(body: "typed meanwhile")
        XCTAssertTrue(rig.saving.saveNow())
        rig.waitForOutcomes(1)
        XCTAssertEqual(try rig.store.allNotes().map(\.body).sorted(), ["an earlier run's text", "typed meanwhile"])
    }

    func testQuittingIsRefusedWhenTheTextCanBeNeitherSavedNorKept() async throws {
        let folder = try ScratchFolder()
        try Data("a file where the state folder should be".utf8).write(to: folder.file("state"))
        let rig = try SavingRig(folder: folder)
        rig.saving.loadDraft()
        _ = try rig.writer.withStore { try $0.setMaximumPageCount(1) }
        rig.type(body: String(repeating: "nowhere to go ", count: 8_000))
        let quit = rig.saving.finishForQuit()
        XCTAssertFalse(quit.canQuit)
        XCTAssertNotNil(quit.failure)
        XCTAssertTrue(rig.saving.hasUnsavedChanges, "the text is still in the editor")
    }
}

/// A `NoteSaving` over a scratch folder, with a timer and clock the test moves by hand.
@MainActor
final class SavingRig {
    let folder: ScratchFolder
    let store: NoteStore
    let writer: NoteWriter
    let timer = ManualSaveTimer()
    let saving: NoteSaving
    /// The editor's text, which the policy's document holds.
    let buffer = InMemoryTextBuffer()
    private(set) var outcomes: [SaveOutcome] = []
    private var now = 1_000.0
    private let mailbox = Mailbox()

    init(folder: ScratchFolder? = nil) throws {
        let folder = try folder ?? ScratchFolder()
        self.folder = folder
        let notes = folder.file("notes")
        store = try NoteStore(directory: notes)
        writer = NoteWriter { try NoteStore(directory: notes) }
        let mailbox = self.mailbox
        let document = NoteDocument()
        document.buffer = buffer
        saving = NoteSaving(
            document: document, writer: writer,
            recovery: UnsavedTextRecovery(
                notesFolder: FileSystemPath(notes), environment: ["XDG_STATE_HOME": folder.file("state").path]),
            timer: timer, clock: { [unowned timer] in timer.now }, deliver: { mailbox.post($0) })
        timer.now = now
        saving.onOutcome = { [unowned self] outcome in outcomes.append(outcome) }
    }

    /// The user typed until the body reads `body`.
    func type(body: String) {
        buffer.type(body: body)
    }

    /// Moves the clock on and fires the timer if it is due.
    func advance(by seconds: Double) {
        now += seconds
        timer.now = now
        timer.fireIfDue()
    }

    /// Has the policy save the recovery files and waits (10 s at most) for what it did.
    func recoverUnsavedTexts() -> NoteSaving.RecoveredTexts? {
        let box = RecoveredBox()
        saving.recoverUnsavedTexts { box.recovered = $0 }
        let deadline = Date().addingTimeInterval(10)
        while box.recovered == nil && Date() < deadline {
            mailbox.runPosted(waitingUpTo: 0.05)
        }
        return box.recovered
    }

    /// Waits (10 s at most) until `count` outcomes arrived in all, running what the writer posted.
    func waitForOutcomes(_ count: Int, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(10)
        while outcomes.count < count && Date() < deadline {
            mailbox.runPosted(waitingUpTo: 0.05)
        }
        XCTAssertGreaterThanOrEqual(outcomes.count, count, "outcomes: \(outcomes)", file: file, line: line)
    }
}

/// What the recovery handed back, set on the main thread.
@MainActor
private final class RecoveredBox {
    var recovered: NoteSaving.RecoveredTexts?
}

/// A `SaveTimer` the test fires.
@MainActor
final class ManualSaveTimer: SaveTimer {
    var now = 0.0
    private(set) var due: Double?
    private var action: (@MainActor () -> Void)?

    func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) {
        due = now + seconds
        self.action = action
    }

    func cancel() {
        due = nil
        action = nil
    }

    func fireIfDue() {
        guard let due, due <= now + 1e-9, let action else { return }
        cancel()
        action()
    }
}

/// Closures posted from the writer's thread, run on the main thread when the test asks.
final class Mailbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var posted: [@Sendable @MainActor () -> Void] = []

    func post(_ action: @escaping @Sendable @MainActor () -> Void) {
        condition.lock()
        posted.append(action)
        condition.signal()
        condition.unlock()
    }

    @MainActor
    func runPosted(waitingUpTo seconds: Double) {
        condition.lock()
        if posted.isEmpty { _ = condition.wait(until: Date().addingTimeInterval(seconds)) }
        let actions = posted
        posted.removeAll()
        condition.unlock()
        for action in actions { action() }
    }
}
