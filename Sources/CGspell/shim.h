// gspell, GTK 3's spell-checking library (misspelled words underlined, suggestions and the
// language in the text view's context menu), for note-entry's body.
//
// Only the few functions used are declared here, with GTK's types left opaque: including
// <gspell/gspell.h> would include GTK's headers a second time in this module, and Swift would
// then see two distinct GtkTextView types (CGtk's and this module's). The declarations are
// gspell 1's (gspell-text-view.h); pkg-config "gspell-1" links the library.
#ifndef NOTE_ENTRY_CGSPELL_SHIM_H
#define NOTE_ENTRY_CGSPELL_SHIM_H

typedef struct _GspellTextView GspellTextView;
struct _GtkTextView;

GspellTextView *gspell_text_view_get_from_gtk_text_view(struct _GtkTextView *gtk_view);
void gspell_text_view_basic_setup(GspellTextView *gspell_view);
int gspell_text_view_get_inline_spell_checking(GspellTextView *gspell_view);

#endif
