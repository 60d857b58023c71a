// GtkSourceView 4, the GTK 3 text view with its own undo history that an app picks instead of
// ours: `placeholder-bench` types into it as into ours, for the peer figures (`make bench-peers`),
// and the widget tests attach a hint to one with its gutter of line numbers.
//
// Only the functions the benchmark calls are declared, with GTK's types left opaque, as CGspell
// does (including <gtksourceview/gtksource.h> would give Swift a second GtkTextView type). The
// declarations are GtkSourceView 4's (gtksourceview.h, gtksourcebuffer.h); pkg-config
// "gtksourceview-4" links the library.
#ifndef PLACEHOLDER_CGTKSOURCEVIEW_SHIM_H
#define PLACEHOLDER_CGTKSOURCEVIEW_SHIM_H

typedef struct _GtkSourceBuffer GtkSourceBuffer;
struct _GtkWidget;
struct _GtkTextTagTable;

GtkSourceBuffer *gtk_source_buffer_new(struct _GtkTextTagTable *table);
void gtk_source_buffer_set_max_undo_levels(GtkSourceBuffer *buffer, int max_undo_levels);
struct _GtkWidget *gtk_source_view_new_with_buffer(GtkSourceBuffer *buffer);
void gtk_source_view_set_show_line_numbers(struct _GtkWidget *view, int show);
void gtk_source_view_set_highlight_current_line(struct _GtkWidget *view, int highlight);

#endif
