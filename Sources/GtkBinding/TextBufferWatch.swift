// A text view's buffer watched from C, so that a keystroke costs no Swift call.
import CGtk
import CTextBufferWatch

/// Watches the buffer of a `GtkTextView` (following it when its owner reports the view's buffer
/// replaced) with handlers written in C, and calls Swift only when something Swift decides may change: the
/// document became empty or non-empty, someone listens to every change, the edit log must be
/// taken, a long text was inserted. Also emits `notify::text` on an owner object after every
/// change (GLib returns at once when the object has no notify handler). A keystroke inside a
/// non-empty document, with nobody listening, runs no Swift.
///
/// ```swift
/// let watch = TextBufferWatch(textView: textView)
/// watch.onEmptinessChange = { isEmpty in hint.isVisible = isEmpty }
/// ```
@MainActor
public final class TextBufferWatch {
    /// One entry of the edit log, in the order things happened.
    public enum Record: Equatable, Sendable {
        /// `text` inserted at character `offset`; `isWholeUserAction`: it was a user action's
        /// only edit (a typed key), and stands for the action's beginning and end too.
        case insertion(offset: Int, text: String, isWholeUserAction: Bool)
        /// `text` deleted from character `offset` on; `isWholeUserAction` as for insertions.
        case deletion(offset: Int, text: String, isWholeUserAction: Bool)
        /// `gtk_text_buffer_begin_user_action` (the outermost one: GTK does not signal nested ones).
        case userActionBegan
        /// `gtk_text_buffer_end_user_action` (the outermost one).
        case userActionEnded
        /// A value given to `mark(_:)`.
        case mark(Int32)
    }

    /// Called when the document becomes empty (`true`) or non-empty, and once after a buffer
    /// replacement whatever it was.
    public var onEmptinessChange: (@MainActor (Bool) -> Void)?
    /// Called after every change of the document while set (set it only when someone listens:
    /// it is a Swift call per keystroke).
    public var onChange: (@MainActor () -> Void)? {
        didSet { text_buffer_watch_set_reports_changes(watch, onChange == nil ? 0 : 1) }
    }
    /// Called at the first edit logged since the log was last taken or cleared.
    public var onEditsPending: (@MainActor () -> Void)?
    /// Called when the log grew past its size limit (about a thousand records or 256 KB): take it.
    public var onLogFull: (@MainActor () -> Void)?
    /// Called after an insertion of at least `longInsertionBytes` bytes, with the character
    /// range it occupies now. Tags may be applied from here; the text must not be changed.
    public var onLongInsertion: (@MainActor (_ start: Int, _ end: Int) -> Void)?
    /// While `reportsEveryEdit`: called after each insertion shorter than `longInsertionBytes`,
    /// with the character range it occupies. Tags may be applied; the text must not change.
    public var onShortInsertion: (@MainActor (_ start: Int, _ end: Int) -> Void)?
    /// While `reportsEveryEdit`: called after each deletion, with the offset where it was.
    public var onDeletion: (@MainActor (_ offset: Int) -> Void)?
    /// Called when characters change while no changed range is pending, with the range so far;
    /// set it to keep the changed range (`takeChangedRange()`), which costs no Swift call for the
    /// edits that follow until it is taken. The text must not be changed from here.
    public var onChangedRangePending: (@MainActor (_ start: Int, _ end: Int) -> Void)? {
        didSet { text_buffer_watch_set_tracks_changed_range(watch, onChangedRangePending == nil ? 0 : 1) }
    }
    /// Called when the text view's buffer was replaced (the log was cleared), before the
    /// emptiness and change reports of the new document.
    public var onBufferReplaced: (@MainActor () -> Void)?

    private let watch: OpaquePointer

    /// Starts watching `textView`'s buffer; `notify::text` of `textProperty` is emitted on
    /// `owner` after each change.
    ///
    /// The watch connects nothing to the text view: the caller, which hears it some other way (a
    /// `HandlingTextView`'s class handlers), calls `textViewBufferReplaced()` at its
    /// `notify::buffer` and `stop()` at its `destroy`.
    public init(
        textView: UnsafeMutablePointer<GtkTextView>, notifying owner: UnsafeMutablePointer<GObject>? = nil,
        textProperty: UnsafeMutablePointer<GParamSpec>? = nil
    ) {
        // The context is set right after: the C object needs the callback first.
        watch = text_buffer_watch_new(textView, owner, textProperty, textBufferWatchCallback, nil)
        text_buffer_watch_set_context(watch, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The text view's buffer was replaced: the watch follows the new one (nothing once stopped).
    public func textViewBufferReplaced() {
        text_buffer_watch_buffer_replaced(watch)
    }

    /// The text view is being destroyed: the watch lets go of its buffer for good.
    public func stop() {
        text_buffer_watch_stop(watch)
    }

    isolated deinit {
        text_buffer_watch_free(watch)
    }

    /// Whether edits are logged; turning it off clears the log.
    public var recordsEdits: Bool = false {
        didSet { text_buffer_watch_set_records_edits(watch, recordsEdits ? 1 : 0) }
    }

    /// Whether every insertion and deletion is reported (`onShortInsertion`, `onDeletion`): a
    /// Swift call per keystroke, for as long as some text needs a look at each edit.
    public var reportsEveryEdit: Bool = false {
        didSet { text_buffer_watch_set_reports_every_edit(watch, reportsEveryEdit ? 1 : 0) }
    }

    /// The size from which an insertion is reported to `onLongInsertion`; 0 reports none.
    public var longInsertionBytes: Int = 0 {
        didSet { text_buffer_watch_set_long_insertion_bytes(watch, gsize(max(0, longInsertionBytes))) }
    }

    /// Whether the log holds an insertion or a deletion.
    public var hasLoggedEdits: Bool { text_buffer_watch_has_logged_edits(watch) != 0 }

    /// Adds `value` to the log, in order with the edits (ignored while edits are not recorded).
    public func mark(_ value: Int32) {
        text_buffer_watch_mark(watch, value)
    }

    /// Hands every record of the log, oldest first, to `body`, then empties the log.
    public func takeLog(_ body: (Record) -> Void) {
        var count = 0
        if let records = text_buffer_watch_log(watch, &count), count > 0 {
            let text = text_buffer_watch_log_text(watch)
            func string(_ record: TextBufferRecord) -> String {
                guard let text, record.text_length > 0 else { return "" }
                let bytes = UnsafeRawBufferPointer(
                    start: text.advanced(by: Int(record.text_start)), count: Int(record.text_length))
                return String(decoding: bytes, as: UTF8.self)
            }
            for record in UnsafeBufferPointer(start: records, count: count) {
                switch record.kind {
                case TEXT_BUFFER_RECORD_INSERTION:
                    body(
                        .insertion(
                            offset: Int(record.offset), text: string(record),
                            isWholeUserAction: record.is_whole_user_action != 0))
                case TEXT_BUFFER_RECORD_DELETION:
                    body(
                        .deletion(
                            offset: Int(record.offset), text: string(record),
                            isWholeUserAction: record.is_whole_user_action != 0))
                case TEXT_BUFFER_RECORD_USER_ACTION_BEGAN: body(.userActionBegan)
                case TEXT_BUFFER_RECORD_USER_ACTION_ENDED: body(.userActionEnded)
                default: body(.mark(record.offset))
                }
            }
        }
        text_buffer_watch_clear_log(watch)
    }

    /// The characters changed since the range was last taken (or since `onChangedRangePending`
    /// was set), as they are in the text now; nil when none changed. Nothing is pending after.
    public func takeChangedRange() -> Range<Int>? {
        var start: gint = 0
        var end: gint = 0
        guard text_buffer_watch_take_changed_range(watch, &start, &end) != 0 else { return nil }
        return Int(start)..<Int(max(start, end))
    }

    /// Forgets the log.
    public func clearLog() {
        text_buffer_watch_clear_log(watch)
    }

    fileprivate func handle(_ event: TextBufferWatchEvent, _ first: Int, _ second: Int) {
        switch event {
        case TEXT_BUFFER_WATCH_EMPTINESS_CHANGED: onEmptinessChange?(first != 0)
        case TEXT_BUFFER_WATCH_CHANGED: onChange?()
        case TEXT_BUFFER_WATCH_EDITS_PENDING: onEditsPending?()
        case TEXT_BUFFER_WATCH_LOG_FULL: onLogFull?()
        case TEXT_BUFFER_WATCH_LONG_INSERTION: onLongInsertion?(first, second)
        case TEXT_BUFFER_WATCH_BUFFER_REPLACED: onBufferReplaced?()
        case TEXT_BUFFER_WATCH_SHORT_INSERTION: onShortInsertion?(first, second)
        case TEXT_BUFFER_WATCH_DELETION: onDeletion?(first)
        case TEXT_BUFFER_WATCH_CHANGED_RANGE_PENDING: onChangedRangePending?(first, second)
        default: break
        }
    }
}

/// The C watch's callback. A global function, not a closure written in the class: that one would
/// be main-actor isolated and check its executor through the concurrency runtime at every call.
private func textBufferWatchCallback(
    _ context: UnsafeMutableRawPointer?, _ event: TextBufferWatchEvent, _ first: gint, _ second: gint
) {
    guard let context else { return }
    let watch = Unmanaged<TextBufferWatch>.fromOpaque(context).takeUnretainedValue()
    onMainThread(passing: (watch, event, Int(first), Int(second))) { $0.0.handle($0.1, $0.2, $0.3) }
}
