/* The keystroke path of a GtkTextView's buffer, in C: one small object per text view that
 * listens to the buffer's edits and calls back into Swift only when something Swift must decide
 * happened. A keystroke inside a non-empty document costs one C handler and no Swift at all.
 *
 * What it does, per edit:
 *   - tells whether the document became empty or non-empty (the placeholder's only question);
 *   - emits `notify::text` on an owner object (free when the object has no notify handler);
 *   - reports every change only while asked to (an app's change listener is connected);
 *   - keeps a log of the edits (insertions with their text, deletions with the text deleted,
 *     user-action boundaries and caller's markers) for an undo history that reads it later;
 *   - reports insertions of at least a given number of bytes (pastes and loads);
 *   - keeps the range of characters changed since its owner last took it (for styling that
 *     follows the text), calling back only when a range starts to be pending.
 * Its owner tells it when the text view's buffer is replaced and when the text view goes.
 * Names carry no placeholder_ prefix of the widget's C API, so the shared library's version
 * script keeps them local.
 */
#ifndef TEXT_BUFFER_WATCH_H
#define TEXT_BUFFER_WATCH_H

#include <gtk/gtk.h>

typedef struct TextBufferWatch TextBufferWatch;

/* What the callback is told. */
typedef enum {
    /* The document became empty or non-empty: `first` is 1 when it is empty now. */
    TEXT_BUFFER_WATCH_EMPTINESS_CHANGED = 1,
    /* The document changed (only while text_buffer_watch_set_reports_changes is on). */
    TEXT_BUFFER_WATCH_CHANGED = 2,
    /* The log holds its first edit since it was last taken or cleared. */
    TEXT_BUFFER_WATCH_EDITS_PENDING = 3,
    /* The log reached its size limit: take its records now. */
    TEXT_BUFFER_WATCH_LOG_FULL = 4,
    /* At least the long-insertion threshold of bytes was inserted: characters `first` to `second`. */
    TEXT_BUFFER_WATCH_LONG_INSERTION = 5,
    /* The text view's buffer was replaced (the log was cleared; the change is reported too). */
    TEXT_BUFFER_WATCH_BUFFER_REPLACED = 6,
    /* Text shorter than the long-insertion threshold was inserted, characters `first` to
     * `second` (only while text_buffer_watch_set_reports_every_edit is on). */
    TEXT_BUFFER_WATCH_SHORT_INSERTION = 7,
    /* A range was deleted; `first` is where it was (only while reporting every edit). */
    TEXT_BUFFER_WATCH_DELETION = 8,
    /* Characters changed while no changed range was pending (only while the changed range is
     * tracked): `first` to `second` is the range so far; take it with
     * text_buffer_watch_take_changed_range, later (the text must not change from here). */
    TEXT_BUFFER_WATCH_CHANGED_RANGE_PENDING = 9,
} TextBufferWatchEvent;

typedef void (*TextBufferWatchCallback) (void *context, TextBufferWatchEvent event, gint first, gint second);

/* The kinds of records in the log. */
typedef enum {
    TEXT_BUFFER_RECORD_INSERTION = 0,
    TEXT_BUFFER_RECORD_DELETION = 1,
    TEXT_BUFFER_RECORD_USER_ACTION_BEGAN = 2,
    TEXT_BUFFER_RECORD_USER_ACTION_ENDED = 3,
    /* Added by text_buffer_watch_mark; `offset` holds the caller's value. */
    TEXT_BUFFER_RECORD_MARK = 4,
} TextBufferRecordKind;

/* One record: for edits, the character offset where it happened and its text, the bytes
 * `text_start` to `text_start + text_length` of text_buffer_watch_log_text. An edit that was a
 * user action's only edit (a typed key, a backspace) is one record with `is_whole_user_action`
 * set, in place of the three records began, edit, ended. */
typedef struct {
    TextBufferRecordKind kind;
    gboolean is_whole_user_action;
    gint offset;
    gsize text_start;
    gsize text_length;
} TextBufferRecord;

/* Starts watching `text_view`'s buffer. `notify_object` and `text_property` (may be NULL) get
 * `notify::text` after every change. The watch connects nothing to the text view: its owner
 * (which hears it some other way, e.g. from a subclass's class handlers) calls
 * `text_buffer_watch_buffer_replaced` at its `notify::buffer` and `text_buffer_watch_stop` at
 * its `destroy`. */
TextBufferWatch *text_buffer_watch_new (GtkTextView *text_view, GObject *notify_object,
                                        GParamSpec *text_property, TextBufferWatchCallback callback,
                                        void *context);
/* The text view's buffer was replaced (its `notify::buffer`): follows the new one. Nothing once stopped. */
void text_buffer_watch_buffer_replaced (TextBufferWatch *watch);
/* The text view is being destroyed: disconnects from its buffer for good. */
void text_buffer_watch_stop (TextBufferWatch *watch);
/* The `context` the callback receives from now on. */
void text_buffer_watch_set_context (TextBufferWatch *watch, void *context);
/* Disconnects (if the text view still lives) and frees. */
void text_buffer_watch_free (TextBufferWatch *watch);

/* Whether every change is reported (TEXT_BUFFER_WATCH_CHANGED). Off at first. */
void text_buffer_watch_set_reports_changes (TextBufferWatch *watch, gboolean reports);
/* Whether edits are logged. Off at first; turning it off clears the log. */
void text_buffer_watch_set_records_edits (TextBufferWatch *watch, gboolean records);
/* Whether every insertion and deletion is reported once done (SHORT_INSERTION, DELETION). Off
 * at first: it costs a Swift call per keystroke. */
void text_buffer_watch_set_reports_every_edit (TextBufferWatch *watch, gboolean reports);
/* Whether the range of characters changed is kept (TEXT_BUFFER_WATCH_CHANGED_RANGE_PENDING).
 * Off at first; turning it on starts with nothing pending. */
void text_buffer_watch_set_tracks_changed_range (TextBufferWatch *watch, gboolean tracks);
/* The characters changed since the range was last taken, as they are now (`start` to `end`,
 * which are equal when text was only deleted there): TRUE, and nothing is pending after; FALSE
 * when nothing changed. A replaced buffer is changed whole. */
gboolean text_buffer_watch_take_changed_range (TextBufferWatch *watch, gint *start, gint *end);
/* Insertions of at least `bytes` bytes are reported; 0 (the default) reports none. */
void text_buffer_watch_set_long_insertion_bytes (TextBufferWatch *watch, gsize bytes);
/* Appends a marker (with the caller's `value`) to the log, in order with the edits. Ignored
 * while edits are not recorded. */
void text_buffer_watch_mark (TextBufferWatch *watch, gint value);
/* Whether the log holds an insertion or a deletion. */
gboolean text_buffer_watch_has_logged_edits (const TextBufferWatch *watch);
/* The log: `count` records, and the text they point into. Valid until the next edit or clear. */
const TextBufferRecord *text_buffer_watch_log (TextBufferWatch *watch, gsize *count);
const char *text_buffer_watch_log_text (const TextBufferWatch *watch);
/* Empties the log (after reading it, or to forget it). */
void text_buffer_watch_clear_log (TextBufferWatch *watch);

#endif
