// gspell, GTK 3's spell-checking library (misspelled words underlined, suggestions and the
// language in the text view's context menu), for note-entry's body.
//
// Only the few functions used (by the app and its tests) are declared here, with GTK's types
// left opaque: including <gspell/gspell.h> would include GTK's headers a second time in this
// module, and Swift would then see two distinct GtkTextView types (CGtk's and this module's). The
// declarations are gspell 1's (gspell-text-view.h, gspell-text-buffer.h, gspell-checker.h);
// pkg-config "gspell-1" links the library.
#ifndef NOTE_ENTRY_CGSPELL_SHIM_H
#define NOTE_ENTRY_CGSPELL_SHIM_H

typedef struct _GspellTextView GspellTextView;
typedef struct _GspellTextBuffer GspellTextBuffer;
typedef struct _GspellChecker GspellChecker;
typedef struct _GspellLanguage GspellLanguage;
struct _GtkTextView;
struct _GtkTextBuffer;

/* A checker of `language` (NULL: the default language); it loads the dictionary. */
GspellChecker *gspell_checker_new(const GspellLanguage *language);
GspellTextBuffer *gspell_text_buffer_get_from_gtk_text_buffer(struct _GtkTextBuffer *gtk_buffer);
void gspell_text_buffer_set_spell_checker(GspellTextBuffer *gspell_buffer, GspellChecker *spell_checker);
GspellChecker *gspell_text_buffer_get_spell_checker(GspellTextBuffer *gspell_buffer);
/* The checker's language (NULL when it has no dictionary) and its code, such as "en_US". */
const GspellLanguage *gspell_checker_get_language(GspellChecker *checker);
const char *gspell_language_get_code(const GspellLanguage *language);

GspellTextView *gspell_text_view_get_from_gtk_text_view(struct _GtkTextView *gtk_view);
int gspell_text_view_get_inline_spell_checking(GspellTextView *gspell_view);
void gspell_text_view_set_inline_spell_checking(GspellTextView *gspell_view, int enable);
int gspell_text_view_get_enable_language_menu(GspellTextView *gspell_view);
void gspell_text_view_set_enable_language_menu(GspellTextView *gspell_view, int enable_language_menu);

#endif
