/* PlaceholderTextView: a GtkTextView with a placeholder, from C.
 *
 * Link with -lPlaceholderTextViewC (the dynamic library product of the Swift package) and
 * gtk+-3.0. The widget is a GtkBox subclass named "PlaceholderTextView"; GtkBuilder files can
 * use it by that class name once placeholder_text_view_get_type() has been called.
 *
 * Properties: placeholder-text, placeholder-color (CSS colour), hide-policy
 * (while-empty, while-empty-and-unfocused), fade-duration (ms), done-button
 * (while-focused, always, never), done-label, text. Signal: done (const char *text).
 */
#ifndef PLACEHOLDER_TEXT_VIEW_H
#define PLACEHOLDER_TEXT_VIEW_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

GType          placeholder_text_view_get_type (void);
/* A new widget showing placeholder (UTF-8, may be NULL) while its text is empty. */
GtkWidget     *placeholder_text_view_new (const char *placeholder);
/* Invalid UTF-8 is rejected with a warning and changes nothing. */
void           placeholder_text_view_set_placeholder_text (GtkWidget *view, const char *text);
/* Owned by the widget. */
const char    *placeholder_text_view_get_placeholder_text (GtkWidget *view);
/* The wrapped text view, owned by the widget. */
GtkTextView   *placeholder_text_view_get_text_view (GtkWidget *view);

G_END_DECLS

#endif
