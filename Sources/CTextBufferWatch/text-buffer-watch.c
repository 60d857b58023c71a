/* The keystroke path of a GtkTextView's buffer in C: see include/text-buffer-watch.h.
 *
 * Why C: a signal handler written in Swift costs about 1,500 CPU instructions per call (GLib's
 * closure invocation, the Swift box, the weak reference, the main-actor check) against ~15,500 for
 * a whole bare GtkTextView edit. These handlers do the per-keystroke work in a few hundred and
 * call Swift only when the answer can change something Swift decides.
 */
#include "text-buffer-watch.h"

#include <string.h>

/* Past either, the callback is asked to take the log (TEXT_BUFFER_WATCH_LOG_FULL). */
enum { LOG_RECORD_LIMIT = 1024, LOG_TEXT_LIMIT = 256 * 1024 };
/* Deletions up to this many characters are read character by character (measured: a backspace's
 * one character costs less than half of a slice, which allocates). */
enum { SHORT_DELETION_CHARACTERS = 8 };

struct TextBufferWatch {
    GtkTextView *text_view;
    GtkTextBuffer *buffer;
    GObject *notify_object;
    GParamSpec *text_property;
    TextBufferWatchCallback callback;
    void *context;

    gulong text_view_handlers[2];   /* notify::buffer, destroy; 0 when the owner reports them */
    gulong buffer_handlers[7];      /* see enum BufferHandler */
    gboolean was_empty;
    gboolean reports_changes;
    gboolean records_edits;
    gboolean reports_every_edit;
    gsize long_insertion_bytes;
    /* An insertion to report is under way (long, or any while every edit is reported), from
     * this offset. */
    gboolean insertion_pending;
    gboolean pending_insertion_is_long;
    gint insertion_start;

    TextBufferRecord *records;
    gsize record_count, record_capacity;
    gboolean log_has_edits;
    gboolean log_full_reported;
    char *text;
    gsize text_length, text_capacity;
};

/* The handlers connected to the buffer (0 when not connected): `changed` always, the others only
 * while edits are recorded, long insertions watched or every edit reported. Each handler GLib invokes costs ~400
 * instructions per edit, as much as the rest of this file's work, and a signal with neither a
 * handler nor a class handler (the user-action ones) is not emitted at all. A subclass of
 * GtkTextBuffer overriding the class handlers was measured too: it costs more (GTK's type checks
 * and GLib's class-handler lookup take a slower path for a derived type, ~1,600 instructions an
 * edit against ~900 for these handlers). */
enum BufferHandler {
    HANDLER_CHANGED,
    HANDLER_INSERT_TEXT,
    HANDLER_TEXT_INSERTED,        /* after the insertion; unblocked for one reported insertion only */
    HANDLER_DELETE_RANGE,
    HANDLER_BEGIN_USER_ACTION,
    HANDLER_END_USER_ACTION,
    HANDLER_RANGE_DELETED,        /* after a deletion; only while every edit is reported */
};

static guint notify_signal_id;

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

static TextBufferRecord *
append_record (TextBufferWatch *watch, TextBufferRecordKind kind, gint offset)
{
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

static void
log_insertion (TextBufferWatch *watch, gint offset, const char *text, gsize length)
{
    TextBufferRecord *record = append_record (watch, TEXT_BUFFER_RECORD_INSERTION, offset);
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

static void
text_will_be_inserted (TextBufferWatch *watch, GtkTextIter *location, const char *text, gint length)
{
    gboolean is_long = watch->long_insertion_bytes > 0 && (gsize) length >= watch->long_insertion_bytes;
    if (!watch->records_edits && !is_long && !watch->reports_every_edit)
        return;
    gint offset = gtk_text_iter_get_offset (location);
    if (watch->records_edits)
        log_insertion (watch, offset, text, (gsize) length);
    if (is_long || watch->reports_every_edit) {
        watch->insertion_start = offset;
        watch->insertion_pending = TRUE;
        watch->pending_insertion_is_long = is_long;
    }
}

/* After an insertion: a pending one is reported, then `location` is put back where the default
 * handler left it (the callback may have applied tags, which moves no text but invalidates
 * iterators). */
static void
text_was_inserted (TextBufferWatch *watch, GtkTextIter *location)
{
    if (!watch->insertion_pending)
        return;
    watch->insertion_pending = FALSE;
    gint end = gtk_text_iter_get_offset (location);
    report (watch, watch->pending_insertion_is_long ? TEXT_BUFFER_WATCH_LONG_INSERTION : TEXT_BUFFER_WATCH_SHORT_INSERTION,
            watch->insertion_start, end);
    gtk_text_buffer_get_iter_at_offset (watch->buffer, location, end);
}

static void
range_will_be_deleted (TextBufferWatch *watch, GtkTextIter *start, GtkTextIter *end)
{
    if (!watch->records_edits)
        return;
    if (gtk_text_iter_compare (start, end) > 0)
        log_deletion (watch, end, start);
    else
        log_deletion (watch, start, end);
}

/* After any change: emptiness (always when `report_emptiness`, else when it changed), then the
 * text property's listeners, then the change listener. */
static void
document_changed (TextBufferWatch *watch, gboolean report_emptiness)
{
    gboolean is_empty = gtk_text_buffer_get_char_count (watch->buffer) == 0;
    if (is_empty != watch->was_empty || report_emptiness) {
        watch->was_empty = is_empty;
        report (watch, TEXT_BUFFER_WATCH_EMPTINESS_CHANGED, is_empty, 0);
    }
    if (watch->text_property != NULL
        && g_signal_has_handler_pending (watch->notify_object, notify_signal_id,
                                         g_param_spec_get_name_quark (watch->text_property), FALSE))
        g_object_notify_by_pspec (watch->notify_object, watch->text_property);
    if (watch->reports_changes)
        report (watch, TEXT_BUFFER_WATCH_CHANGED, 0, 0);
}

static void
user_action_boundary (TextBufferWatch *watch, TextBufferRecordKind kind)
{
    if (!watch->records_edits)
        return;
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

/* ---- The buffer's handlers ---- */

static void
on_insert_text (GtkTextBuffer *buffer, GtkTextIter *location, const char *text, gint length, TextBufferWatch *watch)
{
    (void) buffer;
    text_will_be_inserted (watch, location, text, length);
    if (watch->insertion_pending)
        g_signal_handler_unblock (watch->buffer, watch->buffer_handlers[HANDLER_TEXT_INSERTED]);
}

/* Unblocked for one reported insertion only. */
static void
on_text_inserted (GtkTextBuffer *buffer, GtkTextIter *location, const char *text, gint length, TextBufferWatch *watch)
{
    (void) text;
    (void) length;
    g_signal_handler_block (buffer, watch->buffer_handlers[HANDLER_TEXT_INSERTED]);
    text_was_inserted (watch, location);
}

/* Connected only while every edit is reported; `start` and `end` are revalidated to where the
 * text was (the callback may apply tags). */
static void
on_range_deleted (GtkTextBuffer *buffer, GtkTextIter *start, GtkTextIter *end, TextBufferWatch *watch)
{
    gint offset = gtk_text_iter_get_offset (start);
    report (watch, TEXT_BUFFER_WATCH_DELETION, offset, offset);
    gtk_text_buffer_get_iter_at_offset (buffer, start, offset);
    *end = *start;
}

static void
on_delete_range (GtkTextBuffer *buffer, GtkTextIter *start, GtkTextIter *end, TextBufferWatch *watch)
{
    (void) buffer;
    range_will_be_deleted (watch, start, end);
}

static void
on_changed (GtkTextBuffer *buffer, TextBufferWatch *watch)
{
    (void) buffer;
    document_changed (watch, FALSE);
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
        if (which == HANDLER_TEXT_INSERTED)
            g_signal_handler_block (watch->buffer, *handler);
    } else if (!wanted && *handler != 0) {
        g_signal_handler_disconnect (watch->buffer, *handler);
        *handler = 0;
    }
}

/* Connects each handler while what needs it is wanted, and disconnects it when not: a signal
 * with no handler and no class handler (the user-action ones) is not emitted at all, where even
 * a blocked handler makes GLib run the emission. */
static void
update_edit_handlers (TextBufferWatch *watch)
{
    if (watch->buffer == NULL)
        return;
    gboolean watches_insertions = watch->records_edits || watch->long_insertion_bytes > 0 || watch->reports_every_edit;
    keep_connected (watch, HANDLER_INSERT_TEXT, watches_insertions, "insert-text", G_CALLBACK (on_insert_text), FALSE);
    keep_connected (watch, HANDLER_TEXT_INSERTED, watches_insertions, "insert-text", G_CALLBACK (on_text_inserted), TRUE);
    keep_connected (watch, HANDLER_DELETE_RANGE, watch->records_edits, "delete-range", G_CALLBACK (on_delete_range), FALSE);
    keep_connected (watch, HANDLER_BEGIN_USER_ACTION, watch->records_edits, "begin-user-action", G_CALLBACK (on_begin_user_action), FALSE);
    keep_connected (watch, HANDLER_END_USER_ACTION, watch->records_edits, "end-user-action", G_CALLBACK (on_end_user_action), FALSE);
    keep_connected (watch, HANDLER_RANGE_DELETED, watch->reports_every_edit, "delete-range", G_CALLBACK (on_range_deleted), TRUE);
}

static void
connect_buffer (TextBufferWatch *watch)
{
    watch->buffer = g_object_ref (gtk_text_view_get_buffer (watch->text_view));
    watch->was_empty = gtk_text_buffer_get_char_count (watch->buffer) == 0;
    watch->insertion_pending = FALSE;
    memset (watch->buffer_handlers, 0, sizeof watch->buffer_handlers);
    watch->buffer_handlers[HANDLER_CHANGED] = g_signal_connect (watch->buffer, "changed", G_CALLBACK (on_changed), watch);
    update_edit_handlers (watch);
}

static void
disconnect_buffer (TextBufferWatch *watch)
{
    if (watch->buffer == NULL)
        return;
    for (gsize i = 0; i < G_N_ELEMENTS (watch->buffer_handlers); i++)
        if (watch->buffer_handlers[i] != 0)
            g_signal_handler_disconnect (watch->buffer, watch->buffer_handlers[i]);
    g_clear_object (&watch->buffer);
}

/* ---- Text view handlers ---- */

static void
on_buffer_replaced (GObject *text_view, GParamSpec *property, TextBufferWatch *watch)
{
    (void) text_view;
    (void) property;
    text_buffer_watch_buffer_replaced (watch);
}

void
text_buffer_watch_buffer_replaced (TextBufferWatch *watch)
{
    /* Stopped: the text view is going (its destruction unsets the buffer; reading it would make one). */
    if (watch->text_view == NULL)
        return;
    disconnect_buffer (watch);
    connect_buffer (watch);
    text_buffer_watch_clear_log (watch);
    report (watch, TEXT_BUFFER_WATCH_BUFFER_REPLACED, 0, 0);
    /* The document is another one: its emptiness is reported whatever it was before. */
    document_changed (watch, TRUE);
}

static void
disconnect_all (TextBufferWatch *watch)
{
    disconnect_buffer (watch);
    if (watch->text_view == NULL)
        return;
    for (gsize i = 0; i < G_N_ELEMENTS (watch->text_view_handlers); i++)
        if (watch->text_view_handlers[i] != 0)
            g_signal_handler_disconnect (watch->text_view, watch->text_view_handlers[i]);
    watch->text_view = NULL;
}

void
text_buffer_watch_stop (TextBufferWatch *watch)
{
    disconnect_all (watch);
}

static void
on_text_view_destroyed (GtkWidget *text_view, TextBufferWatch *watch)
{
    (void) text_view;
    disconnect_all (watch);
}

/* ---- Public ---- */

TextBufferWatch *
text_buffer_watch_new (GtkTextView *text_view, GObject *notify_object, GParamSpec *text_property,
                       TextBufferWatchCallback callback, void *context, gboolean follows_text_view)
{
    if (notify_signal_id == 0)
        notify_signal_id = g_signal_lookup ("notify", G_TYPE_OBJECT);
    TextBufferWatch *watch = g_new0 (TextBufferWatch, 1);
    watch->text_view = text_view;
    watch->notify_object = notify_object;
    watch->text_property = text_property;
    watch->callback = callback;
    watch->context = context;
    if (follows_text_view) {
        watch->text_view_handlers[0] = g_signal_connect (text_view, "notify::buffer", G_CALLBACK (on_buffer_replaced), watch);
        watch->text_view_handlers[1] = g_signal_connect (text_view, "destroy", G_CALLBACK (on_text_view_destroyed), watch);
    }
    connect_buffer (watch);
    return watch;
}

void
text_buffer_watch_free (TextBufferWatch *watch)
{
    disconnect_all (watch);
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
    if (!records)
        text_buffer_watch_clear_log (watch);
    update_edit_handlers (watch);
}

void
text_buffer_watch_set_reports_every_edit (TextBufferWatch *watch, gboolean reports)
{
    watch->reports_every_edit = reports;
    update_edit_handlers (watch);
}

void
text_buffer_watch_set_long_insertion_bytes (TextBufferWatch *watch, gsize bytes)
{
    watch->long_insertion_bytes = bytes;
    update_edit_handlers (watch);
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
text_buffer_watch_log (const TextBufferWatch *watch, gsize *count)
{
    *count = watch->record_count;
    return watch->records;
}

const char *
text_buffer_watch_log_text (const TextBufferWatch *watch)
{
    return watch->text;
}
