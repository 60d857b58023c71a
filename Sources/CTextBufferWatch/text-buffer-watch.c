/* The keystroke path of a GtkTextView's buffer in C: see include/text-buffer-watch.h.
 *
 * Why C: a signal handler written in Swift pays for GLib's closure invocation, the Swift box, the
 * weak reference and the main-actor check on every call, a sizeable part of a whole GtkTextView
 * edit. These handlers do the per-keystroke work themselves and call Swift only when the answer
 * can change something Swift decides.
 */
#include "text-buffer-watch.h"

#include <string.h>

/* Past either, the callback is asked to take the log (TEXT_BUFFER_WATCH_LOG_FULL). */
enum { LOG_RECORD_LIMIT = 1024, LOG_TEXT_LIMIT = 256 * 1024 };
/* Deletions up to this many characters are read character by character: for a backspace's one
 * character that is cheaper than a slice, which allocates. */
enum { SHORT_DELETION_CHARACTERS = 8 };

/* The handlers connected to the buffer (0 when not connected). With undo off one handler runs
 * per edit, after GTK's own: on `insert-text` or `delete-range` (and on the rare `insert-pixbuf`
 * and `insert-child-anchor`), doing what a `changed` handler would. None on `changed`: GTK emits
 * it from inside those signals' default handlers, and GLib takes its fast path (no argument
 * marshalling) for a signal with a class handler alone, so a `changed` handler would cost a
 * second slow emission per keystroke.
 *
 * An app's buffer may carry after-handlers connected before these, which then run first and
 * may edit again (a filter taking an insertion back): so emptiness is read from the buffer, never
 * assumed, and text goes into the log from before-handlers, in the order GTK makes the edits. An app
 * handler that stops the emission in its after stage keeps these from hearing the edit (GTK's
 * filters stop it in the before stage, where the edit has not happened).
 *
 * The before-handlers (the log) and the user-action ones are connected only while edits are
 * recorded: a signal with neither a handler nor a class handler (the user-action ones) is not
 * emitted at all. Handlers rather than a subclass of GtkTextBuffer overriding the class handlers:
 * GTK's type checks and GLib's class-handler lookup take a slower path for a derived type. */
enum BufferHandler {
    HANDLER_TEXT_INSERTED,        /* after an insertion: always */
    HANDLER_RANGE_DELETED,        /* after a deletion: always */
    HANDLER_PIXBUF_INSERTED,      /* after an image: always (it also logs it) */
    HANDLER_ANCHOR_INSERTED,      /* after a child anchor: always (it also logs it) */
    HANDLER_INSERT_TEXT,          /* before an insertion, for the log: while recording */
    HANDLER_DELETE_RANGE,         /* before a deletion, for the text it removes: while recording */
    HANDLER_BEGIN_USER_ACTION,    /* while recording */
    HANDLER_END_USER_ACTION,      /* while recording */
    HANDLER_COUNT
};

struct TextBufferWatch {
    GtkTextView *text_view;
    GtkTextBuffer *buffer;
    GObject *notify_object;
    GParamSpec *text_property;
    TextBufferWatchCallback callback;
    void *context;

    gulong buffer_handlers[HANDLER_COUNT];
    gboolean was_empty;
    gboolean reports_changes;
    gboolean records_edits;
    gboolean reports_every_edit;
    gsize long_insertion_bytes;

    /* The changed range, in characters of the buffer as it is now, while tracked; the buffer's
     * character count after the last edit, to know how many characters a deletion took. */
    gboolean tracks_changed_range;
    gboolean has_changed_range;
    gint changed_start, changed_end;
    gint char_count;

    TextBufferRecord *records;
    gsize record_count, record_capacity;
    /* The last record was written before its edit (a before-handler) and the edit is not known
     * to have happened yet: it has when the buffer holds `expected_char_count` characters. */
    gboolean last_record_unconfirmed;
    gint expected_char_count;
    gboolean log_has_edits;
    gboolean log_full_reported;
    char *text;
    gsize text_length, text_capacity;
};

static void
report (TextBufferWatch *watch, TextBufferWatchEvent event, gint first, gint second)
{
    if (watch->context != NULL)
        watch->callback (watch->context, event, first, second);
}

/* ---- The log ---- */

static void
reserve_text (TextBufferWatch *watch, gsize more)
{
    if (watch->text_length + more <= watch->text_capacity)
        return;
    gsize capacity = MAX (watch->text_capacity * 2, watch->text_length + more);
    capacity = MAX (capacity, 256);
    watch->text = g_realloc (watch->text, capacity);
    watch->text_capacity = capacity;
}

/* Whether the last record's edit is known to have happened: the buffer holds the characters it
 * would leave. (Never unconfirmed without a buffer: disconnect_buffer clears the flag.) */
static gboolean
settle_last_record (TextBufferWatch *watch)
{
    if (watch->last_record_unconfirmed && gtk_text_buffer_get_char_count (watch->buffer) == watch->expected_char_count)
        watch->last_record_unconfirmed = FALSE;
    return !watch->last_record_unconfirmed;
}

/* A handler of the app's, run after the before-handler that logged the last edit, may have
 * stopped the emission, and then the edit never happened (a filter refusing a deletion). Told at
 * the next record or the next after-handler, by the character count: such a record goes. */
static void
confirm_last_record (TextBufferWatch *watch)
{
    if (settle_last_record (watch))
        return;
    watch->last_record_unconfirmed = FALSE;
    watch->record_count--;
    watch->text_length = watch->records[watch->record_count].text_start;
}

/* The record just written stands for an edit about to change the count by `characters`. */
static void
expect_edit (TextBufferWatch *watch, gint characters)
{
    watch->last_record_unconfirmed = TRUE;
    watch->expected_char_count = gtk_text_buffer_get_char_count (watch->buffer) + characters;
}

static TextBufferRecord *
append_record (TextBufferWatch *watch, TextBufferRecordKind kind, gint offset)
{
    confirm_last_record (watch);
    if (watch->record_count == watch->record_capacity) {
        watch->record_capacity = MAX (watch->record_capacity * 2, 32);
        watch->records = g_renew (TextBufferRecord, watch->records, watch->record_capacity);
    }
    TextBufferRecord *record = &watch->records[watch->record_count++];
    record->kind = kind;
    record->is_whole_user_action = FALSE;
    record->offset = offset;
    record->text_start = watch->text_length;
    record->text_length = 0;
    return record;
}

/* After an edit was logged: the first one is announced, a full log is asked to be taken. */
static void
edit_logged (TextBufferWatch *watch)
{
    if (!watch->log_has_edits) {
        watch->log_has_edits = TRUE;
        report (watch, TEXT_BUFFER_WATCH_EDITS_PENDING, 0, 0);
    }
    if (!watch->log_full_reported
        && (watch->record_count >= LOG_RECORD_LIMIT || watch->text_length >= LOG_TEXT_LIMIT)) {
        watch->log_full_reported = TRUE;
        report (watch, TEXT_BUFFER_WATCH_LOG_FULL, 0, 0);
    }
}

/* Logs an insertion: `is_done` when it already happened, else it is about to. */
static void
log_insertion (TextBufferWatch *watch, gint offset, const char *text, gsize length, gboolean is_done)
{
    TextBufferRecord *record = append_record (watch, TEXT_BUFFER_RECORD_INSERTION, offset);
    if (!is_done)
        expect_edit (watch, (gint) g_utf8_strlen (text, (gssize) length));
    reserve_text (watch, length);
    memcpy (watch->text + watch->text_length, text, length);
    watch->text_length += length;
    record->text_length = length;
    edit_logged (watch);
}

static void
log_deletion (TextBufferWatch *watch, const GtkTextIter *start, const GtkTextIter *end)
{
    TextBufferRecord *record = append_record (watch, TEXT_BUFFER_RECORD_DELETION, gtk_text_iter_get_offset (start));
    gint characters = gtk_text_iter_get_offset (end) - record->offset;
    expect_edit (watch, -characters);
    if (characters <= SHORT_DELETION_CHARACTERS) {
        reserve_text (watch, (gsize) characters * 6);
        GtkTextIter at = *start;
        for (gint i = 0; i < characters; i++) {
            watch->text_length += g_unichar_to_utf8 (gtk_text_iter_get_char (&at), watch->text + watch->text_length);
            gtk_text_iter_forward_char (&at);
        }
    } else {
        char *slice = gtk_text_iter_get_slice (start, end);
        gsize length = strlen (slice);
        reserve_text (watch, length);
        memcpy (watch->text + watch->text_length, slice, length);
        watch->text_length += length;
        g_free (slice);
    }
    record->text_length = watch->text_length - record->text_start;
    edit_logged (watch);
}

void
text_buffer_watch_clear_log (TextBufferWatch *watch)
{
    /* Read while its edit is under way (the log was taken from inside the before-handler, at a
     * full log): the last record stays, for the next reading. */
    if (!settle_last_record (watch)) {
        TextBufferRecord last = watch->records[watch->record_count - 1];
        memmove (watch->text, watch->text + last.text_start, last.text_length);
        last.text_start = 0;
        watch->records[0] = last;
        watch->record_count = 1;
        watch->text_length = last.text_length;
        watch->log_full_reported = FALSE;
        return;
    }
    watch->last_record_unconfirmed = FALSE;
    watch->record_count = 0;
    watch->text_length = 0;
    watch->log_has_edits = FALSE;
    watch->log_full_reported = FALSE;
    /* A large paste is not kept around in an idle log. */
    if (watch->text_capacity > LOG_TEXT_LIMIT) {
        g_free (watch->text);
        watch->text = NULL;
        watch->text_capacity = 0;
    }
}

/* ---- What an edit tells the watch ---- */

/* After any change, the document now empty or not (`is_empty`): emptiness (always when
 * `report_emptiness`, else when it changed), then the text property's `notify` (GLib returns at
 * once when the object has no notify handler at all, far sooner than it answers whether one
 * listens to this property), then the change listener. These callbacks change no
 * tags, as `changed` handlers must not either, so the signal's iterators stay valid. */
static void
document_changed (TextBufferWatch *watch, gboolean is_empty, gboolean report_emptiness)
{
    if (is_empty != watch->was_empty || report_emptiness) {
        watch->was_empty = is_empty;
        report (watch, TEXT_BUFFER_WATCH_EMPTINESS_CHANGED, is_empty, 0);
    }
    if (watch->text_property != NULL)
        g_object_notify_by_pspec (watch->notify_object, watch->text_property);
    if (watch->reports_changes)
        report (watch, TEXT_BUFFER_WATCH_CHANGED, 0, 0);
}

static gboolean
is_empty_now (const TextBufferWatch *watch)
{
    return gtk_text_buffer_get_char_count (watch->buffer) == 0;
}

static void
user_action_boundary (TextBufferWatch *watch, TextBufferRecordKind kind)
{
    if (!watch->records_edits)
        return;
    confirm_last_record (watch);
    gsize count = watch->record_count;
    TextBufferRecord *records = watch->records;
    /* A user action of one edit, as every key typed is: one record instead of three. */
    if (kind == TEXT_BUFFER_RECORD_USER_ACTION_ENDED && count >= 2
        && records[count - 2].kind == TEXT_BUFFER_RECORD_USER_ACTION_BEGAN
        && (records[count - 1].kind == TEXT_BUFFER_RECORD_INSERTION || records[count - 1].kind == TEXT_BUFFER_RECORD_DELETION)
        && !records[count - 1].is_whole_user_action) {
        records[count - 2] = records[count - 1];
        records[count - 2].is_whole_user_action = TRUE;
        watch->record_count = count - 1;
        return;
    }
    append_record (watch, kind, 0);
}

/* ---- The changed range ---- */

/* `inserted` characters now at `position`, or `deleted` characters taken from there: the pending
 * range moves with the text and grows to cover the edit. Reports a range that starts to be
 * pending; TRUE then (the callback ran: iterators are to be revalidated). */
static gboolean
changed_range_edited (TextBufferWatch *watch, gint position, gint inserted, gint deleted)
{
    watch->char_count = gtk_text_buffer_get_char_count (watch->buffer);
    if (!watch->has_changed_range) {
        watch->has_changed_range = TRUE;
        watch->changed_start = position;
        watch->changed_end = position + inserted;
        report (watch, TEXT_BUFFER_WATCH_CHANGED_RANGE_PENDING, watch->changed_start, watch->changed_end);
        return TRUE;
    }
    gint *bounds[] = { &watch->changed_start, &watch->changed_end };
    for (gsize i = 0; i < G_N_ELEMENTS (bounds); i++) {
        gint *bound = bounds[i];
        if (inserted > 0 && (*bound > position || (*bound == position && bound == &watch->changed_end)))
            *bound += inserted;
        else if (deleted > 0 && *bound > position)
            *bound = MAX (position, *bound - deleted);
    }
    watch->changed_start = MIN (watch->changed_start, position);
    watch->changed_end = MAX (watch->changed_end, position + inserted);
    return FALSE;
}

void
text_buffer_watch_set_tracks_changed_range (TextBufferWatch *watch, gboolean tracks)
{
    watch->tracks_changed_range = tracks;
    watch->has_changed_range = FALSE;
    if (watch->buffer != NULL)
        watch->char_count = gtk_text_buffer_get_char_count (watch->buffer);
}

gboolean
text_buffer_watch_take_changed_range (TextBufferWatch *watch, gint *start, gint *end)
{
    if (!watch->has_changed_range)
        return FALSE;
    *start = watch->changed_start;
    *end = watch->changed_end;
    watch->has_changed_range = FALSE;
    return TRUE;
}

/* ---- The buffer's handlers ---- */

/* Before GTK inserts `length` bytes of `text` at `location` (only while recording): the log. */
static void
on_insert_text (GtkTextBuffer *buffer, GtkTextIter *location, const char *text, gint length, TextBufferWatch *watch)
{
    (void) buffer;
    log_insertion (watch, gtk_text_iter_get_offset (location), text, (gsize) length, FALSE);
}

/* After GTK inserted `length` bytes of `text`, which end at `location`: the document's state,
 * then the insertion's report (long, or any while every edit is reported), after which
 * `location` is put back where it was (the callback may have applied tags, which moves no text
 * but invalidates iterators). The common keystroke takes no offset: after an edit GTK has to
 * count it again. */
static void
on_text_inserted (GtkTextBuffer *buffer, GtkTextIter *location, const char *text, gint length, TextBufferWatch *watch)
{
    confirm_last_record (watch);
    document_changed (watch, is_empty_now (watch), FALSE);
    gboolean is_long = watch->long_insertion_bytes > 0 && (gsize) length >= watch->long_insertion_bytes;
    if (!is_long && !watch->reports_every_edit && !watch->tracks_changed_range)
        return;
    gint end = gtk_text_iter_get_offset (location);
    gint start = MAX (0, end - (gint) g_utf8_strlen (text, length));
    gboolean reported = watch->tracks_changed_range && changed_range_edited (watch, start, end - start, 0);
    if (is_long || watch->reports_every_edit) {
        report (watch, is_long ? TEXT_BUFFER_WATCH_LONG_INSERTION : TEXT_BUFFER_WATCH_SHORT_INSERTION, start, end);
        reported = TRUE;
    }
    if (reported)
        gtk_text_buffer_get_iter_at_offset (buffer, location, end);
}

/* Before a deletion (only while recording): the text it removes goes into the log. */
static void
on_delete_range (GtkTextBuffer *buffer, GtkTextIter *start, GtkTextIter *end, TextBufferWatch *watch)
{
    (void) buffer;
    if (gtk_text_iter_compare (start, end) > 0)
        log_deletion (watch, end, start);
    else
        log_deletion (watch, start, end);
}

/* After a deletion: the document's state, then the deletion's report while every edit is
 * reported, after which `start` and `end`, both where the text was, are put back. */
static void
on_range_deleted (GtkTextBuffer *buffer, GtkTextIter *start, GtkTextIter *end, TextBufferWatch *watch)
{
    confirm_last_record (watch);
    document_changed (watch, is_empty_now (watch), FALSE);
    if (!watch->reports_every_edit && !watch->tracks_changed_range)
        return;
    gint offset = gtk_text_iter_get_offset (start);
    gboolean reported = watch->tracks_changed_range
        && changed_range_edited (watch, offset, 0, watch->char_count - gtk_text_buffer_get_char_count (buffer));
    if (watch->reports_every_edit) {
        report (watch, TEXT_BUFFER_WATCH_DELETION, offset, offset);
        reported = TRUE;
    }
    if (reported) {
        gtk_text_buffer_get_iter_at_offset (buffer, start, offset);
        *end = *start;
    }
}

/* After an image or a child anchor was inserted before `location`: while recording, logged as
 * the character the buffer holds for it, U+FFFC, as GTK 4's own history does (undo removes it;
 * redo puts back the character, not the object). Logged here rather than in a before-handler,
 * which would cost every view two more handlers for something rare: so an app's after-handler
 * that edits around an image it inserted could misplace this one record. */
static void
on_object_inserted (GtkTextBuffer *buffer, GtkTextIter *location, gpointer object, TextBufferWatch *watch)
{
    (void) buffer;
    (void) object;
    static const char object_replacement[] = "\xEF\xBF\xBC";
    if (watch->records_edits)
        log_insertion (watch, gtk_text_iter_get_offset (location) - 1, object_replacement, sizeof object_replacement - 1, TRUE);
    document_changed (watch, is_empty_now (watch), FALSE);
    if (watch->tracks_changed_range) {
        gint end = gtk_text_iter_get_offset (location);
        if (changed_range_edited (watch, end - 1, 1, 0))
            gtk_text_buffer_get_iter_at_offset (buffer, location, end);
    }
}

static void
on_begin_user_action (GtkTextBuffer *buffer, TextBufferWatch *watch)
{
    (void) buffer;
    user_action_boundary (watch, TEXT_BUFFER_RECORD_USER_ACTION_BEGAN);
}

static void
on_end_user_action (GtkTextBuffer *buffer, TextBufferWatch *watch)
{
    (void) buffer;
    user_action_boundary (watch, TEXT_BUFFER_RECORD_USER_ACTION_ENDED);
}

/* Connects `handlers[which]` to `signal` while `wanted`, disconnects it when not. */
static void
keep_connected (TextBufferWatch *watch, enum BufferHandler which, gboolean wanted, const char *signal,
                GCallback callback, gboolean after)
{
    gulong *handler = &watch->buffer_handlers[which];
    if (wanted && *handler == 0) {
        *handler = after ? g_signal_connect_after (watch->buffer, signal, callback, watch)
                         : g_signal_connect (watch->buffer, signal, callback, watch);
    } else if (!wanted && *handler != 0) {
        g_signal_handler_disconnect (watch->buffer, *handler);
        *handler = 0;
    }
}

/* The after-handlers are always connected; the recording ones only while edits are recorded
 * (connected after the after-handlers, they still run first: before-handlers always do). */
static void
update_edit_handlers (TextBufferWatch *watch)
{
    if (watch->buffer == NULL)
        return;
    keep_connected (watch, HANDLER_TEXT_INSERTED, TRUE, "insert-text", G_CALLBACK (on_text_inserted), TRUE);
    keep_connected (watch, HANDLER_RANGE_DELETED, TRUE, "delete-range", G_CALLBACK (on_range_deleted), TRUE);
    keep_connected (watch, HANDLER_PIXBUF_INSERTED, TRUE, "insert-pixbuf", G_CALLBACK (on_object_inserted), TRUE);
    keep_connected (watch, HANDLER_ANCHOR_INSERTED, TRUE, "insert-child-anchor", G_CALLBACK (on_object_inserted), TRUE);
    keep_connected (watch, HANDLER_INSERT_TEXT, watch->records_edits, "insert-text", G_CALLBACK (on_insert_text), FALSE);
    keep_connected (watch, HANDLER_DELETE_RANGE, watch->records_edits, "delete-range", G_CALLBACK (on_delete_range), FALSE);
    keep_connected (watch, HANDLER_BEGIN_USER_ACTION, watch->records_edits, "begin-user-action", G_CALLBACK (on_begin_user_action), FALSE);
    keep_connected (watch, HANDLER_END_USER_ACTION, watch->records_edits, "end-user-action", G_CALLBACK (on_end_user_action), FALSE);
}

static void
connect_buffer (TextBufferWatch *watch)
{
    watch->buffer = g_object_ref (gtk_text_view_get_buffer (watch->text_view));
    watch->was_empty = is_empty_now (watch);
    memset (watch->buffer_handlers, 0, sizeof watch->buffer_handlers);
    update_edit_handlers (watch);
}

static void
disconnect_buffer (TextBufferWatch *watch)
{
    /* The log is about to be cleared: nothing of this buffer waits to be confirmed. */
    watch->last_record_unconfirmed = FALSE;
    if (watch->buffer == NULL)
        return;
    for (gsize i = 0; i < G_N_ELEMENTS (watch->buffer_handlers); i++)
        if (watch->buffer_handlers[i] != 0)
            g_signal_handler_disconnect (watch->buffer, watch->buffer_handlers[i]);
    g_clear_object (&watch->buffer);
}

/* ---- The text view, as its owner reports it ---- */

void
text_buffer_watch_buffer_replaced (TextBufferWatch *watch)
{
    /* Stopped: the text view is going (its destruction unsets the buffer; reading it would make one). */
    if (watch->text_view == NULL)
        return;
    disconnect_buffer (watch);
    connect_buffer (watch);
    text_buffer_watch_clear_log (watch);
    if (watch->tracks_changed_range) {
        /* Another document: all of it is changed. */
        watch->has_changed_range = FALSE;
        changed_range_edited (watch, 0, gtk_text_buffer_get_char_count (watch->buffer), 0);
    }
    report (watch, TEXT_BUFFER_WATCH_BUFFER_REPLACED, 0, 0);
    /* The document is another one: its emptiness is reported whatever it was before. */
    document_changed (watch, is_empty_now (watch), TRUE);
}

void
text_buffer_watch_stop (TextBufferWatch *watch)
{
    disconnect_buffer (watch);
    watch->text_view = NULL;
}

/* ---- Public ---- */

TextBufferWatch *
text_buffer_watch_new (GtkTextView *text_view, GObject *notify_object, GParamSpec *text_property,
                       TextBufferWatchCallback callback, void *context)
{
    TextBufferWatch *watch = g_new0 (TextBufferWatch, 1);
    watch->text_view = text_view;
    watch->notify_object = notify_object;
    watch->text_property = text_property;
    watch->callback = callback;
    watch->context = context;
    connect_buffer (watch);
    return watch;
}

void
text_buffer_watch_free (TextBufferWatch *watch)
{
    text_buffer_watch_stop (watch);
    g_free (watch->records);
    g_free (watch->text);
    g_free (watch);
}

void
text_buffer_watch_set_context (TextBufferWatch *watch, void *context)
{
    watch->context = context;
}

void
text_buffer_watch_set_reports_changes (TextBufferWatch *watch, gboolean reports)
{
    watch->reports_changes = reports;
}

void
text_buffer_watch_set_records_edits (TextBufferWatch *watch, gboolean records)
{
    watch->records_edits = records;
    if (!records) {
        watch->last_record_unconfirmed = FALSE;
        text_buffer_watch_clear_log (watch);
    }
    update_edit_handlers (watch);
}

/* These two are read by the always-connected after-handlers: no handler to connect. */
void
text_buffer_watch_set_reports_every_edit (TextBufferWatch *watch, gboolean reports)
{
    watch->reports_every_edit = reports;
}

void
text_buffer_watch_set_long_insertion_bytes (TextBufferWatch *watch, gsize bytes)
{
    watch->long_insertion_bytes = bytes;
}

void
text_buffer_watch_mark (TextBufferWatch *watch, gint value)
{
    if (watch->records_edits)
        append_record (watch, TEXT_BUFFER_RECORD_MARK, value);
}

gboolean
text_buffer_watch_has_logged_edits (const TextBufferWatch *watch)
{
    return watch->log_has_edits;
}

const TextBufferRecord *
text_buffer_watch_log (TextBufferWatch *watch, gsize *count)
{
    /* An edit still under way is not given out yet. */
    *count = watch->record_count - (settle_last_record (watch) ? 0 : 1);
    return watch->records;
}

const char *
text_buffer_watch_log_text (const TextBufferWatch *watch)
{
    return watch->text;
}
