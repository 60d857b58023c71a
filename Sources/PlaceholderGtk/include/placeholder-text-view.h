/* PlaceholderTextView: a placeholder for a GtkTextView, from C: PlaceholderHint attached to a
 * text view an app already has, and the PlaceholderTextView widget.
 *
 * Installed as the pkg-config package placeholder-text-view-1:
 *
 *   cc app.c $(pkg-config --cflags --libs placeholder-text-view-1)
 *
 * (library libplaceholder-text-view-1.so.0, GObject Introspection namespace Placeholder-1,
 * Vala package placeholder-text-view-1). The widget is a GtkBox subclass whose GType is named
 * "PlaceholderTextView"; GtkBuilder files can use it and PlaceholderHint by those class names once
 * placeholder_init() has been called. Call every function on GTK's thread: from
 * another thread a function logs a critical and does nothing (a getter answers its default),
 * as it does for a view already destroyed or an instance of another type. GTK's thread is the
 * process's first thread when it loads the library; loaded by another (a binding's first call
 * made on a worker), it is the thread that runs GLib's default main loop, or else the first.
 */
#ifndef PLACEHOLDER_TEXT_VIEW_H
#define PLACEHOLDER_TEXT_VIEW_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * PlaceholderHidePolicy:
 * @PLACEHOLDER_HIDE_POLICY_WHILE_EMPTY: the hint shows while the text is empty, focused or not
 * @PLACEHOLDER_HIDE_POLICY_WHILE_EMPTY_AND_UNFOCUSED: the hint also hides while the view has
 *   the focus, as GtkEntry's does
 *
 * When the placeholder hides, besides when there is text.
 */
typedef enum {
  PLACEHOLDER_HIDE_POLICY_WHILE_EMPTY,
  PLACEHOLDER_HIDE_POLICY_WHILE_EMPTY_AND_UNFOCUSED
} PlaceholderHidePolicy;

/**
 * PlaceholderDoneButton:
 * @PLACEHOLDER_DONE_BUTTON_WHILE_FOCUSED: the Done accessory shows while the text has the focus
 * @PLACEHOLDER_DONE_BUTTON_ALWAYS: it always shows
 * @PLACEHOLDER_DONE_BUTTON_NEVER: it never shows (Ctrl+Enter and Escape still end editing)
 *
 * When the Done accessory below the text shows.
 */
typedef enum {
  PLACEHOLDER_DONE_BUTTON_WHILE_FOCUSED,
  PLACEHOLDER_DONE_BUTTON_ALWAYS,
  PLACEHOLDER_DONE_BUTTON_NEVER
} PlaceholderDoneButton;

/* The get_type functions register their type on the first call, so they are not G_GNUC_CONST:
 * a call made only for that (as GtkBuilder users do) must not be warned about or dropped. */
GType placeholder_hide_policy_get_type (void);
#define PLACEHOLDER_TYPE_HIDE_POLICY (placeholder_hide_policy_get_type ())

GType placeholder_done_button_get_type (void);
#define PLACEHOLDER_TYPE_DONE_BUTTON (placeholder_done_button_get_type ())

#define PLACEHOLDER_TYPE_TEXT_VIEW            (placeholder_text_view_get_type ())
#define PLACEHOLDER_TEXT_VIEW(obj)            (G_TYPE_CHECK_INSTANCE_CAST ((obj), PLACEHOLDER_TYPE_TEXT_VIEW, PlaceholderTextView))
#define PLACEHOLDER_TEXT_VIEW_CLASS(klass)    (G_TYPE_CHECK_CLASS_CAST ((klass), PLACEHOLDER_TYPE_TEXT_VIEW, PlaceholderTextViewClass))
#define PLACEHOLDER_IS_TEXT_VIEW(obj)         (G_TYPE_CHECK_INSTANCE_TYPE ((obj), PLACEHOLDER_TYPE_TEXT_VIEW))
#define PLACEHOLDER_IS_TEXT_VIEW_CLASS(klass) (G_TYPE_CHECK_CLASS_TYPE ((klass), PLACEHOLDER_TYPE_TEXT_VIEW))
#define PLACEHOLDER_TEXT_VIEW_GET_CLASS(obj)  (G_TYPE_INSTANCE_GET_CLASS ((obj), PLACEHOLDER_TYPE_TEXT_VIEW, PlaceholderTextViewClass))

typedef struct _PlaceholderTextView      PlaceholderTextView;
typedef struct _PlaceholderTextViewClass PlaceholderTextViewClass;

/**
 * PlaceholderTextView:
 *
 * A vertical box holding a scrolled GtkTextView, its placeholder and the Done accessory. In a
 * .ui file its text view is the internal child "text_view" (`<child internal-child="text_view">`),
 * so its properties, style classes and controllers are set there; #PlaceholderTextView:text-view
 * reads it. Its fields are private; do not derive from it.
 */
struct _PlaceholderTextView
{
  /*< private >*/
  GtkBox parent_instance;
};

struct _PlaceholderTextViewClass
{
  GtkBoxClass parent_class;
};

/**
 * PlaceholderTextView:placeholder-text:
 *
 * The hint shown while the text is empty, in the text view's own font, margins and direction.
 */

/**
 * PlaceholderTextView:placeholder-color:
 *
 * A CSS colour for the hint, or "" (the default) for the colour GtkEntry gives its placeholder:
 * the theme's `placeholder_text_color`, else a middle grey. CSS can restyle the hint through the
 * `placeholder` style class of its label; a colour set here wins over it.
 */

/**
 * PlaceholderTextView:hide-policy:
 *
 * When the hint hides besides when there is text.
 */

/**
 * PlaceholderTextView:fade-duration:
 *
 * How long the hint takes to fade in or out, in milliseconds; 0 shows and hides it at once.
 * The fade follows GTK's #GtkSettings:gtk-enable-animations.
 */

/**
 * PlaceholderTextView:done-button:
 *
 * When the Done accessory below the text shows.
 */

/**
 * PlaceholderTextView:done-label:
 *
 * The Done button's text, or "" (the default) for "Done" in the user's language.
 */

/**
 * PlaceholderTextView:text:
 *
 * The document's text.
 */

/**
 * PlaceholderTextView:enable-undo:
 *
 * Whether edits are recorded for undo and redo (Ctrl+Z, Ctrl+Shift+Z); turning it off forgets
 * the history.
 */

/**
 * PlaceholderTextView:use-markup:
 *
 * Whether the placeholder text is Pango markup (default %FALSE, so "<b>" shows as typed);
 * invalid markup is shown as written, with a warning.
 */

/**
 * PlaceholderTextView:keys-end-editing:
 *
 * Whether Escape and Ctrl+Enter in the text end editing, as Done does (default %TRUE). %FALSE
 * leaves both keys to the application: its own send or translate key, a completion popover's
 * Escape, a dialog's Escape.
 */

/**
 * PlaceholderTextView:text-view:
 *
 * The #GtkTextView inside the widget (read-only), for what the widget does not wrap: margins,
 * tags, the buffer, CSS classes, event controllers.
 */

/**
 * PlaceholderTextView:can-undo:
 *
 * Whether there is an edit step to undo.
 */

/**
 * PlaceholderTextView:can-redo:
 *
 * Whether there is an undone step to redo.
 */

/**
 * PlaceholderTextView::done:
 * @self: the view
 * @text: the final text
 *
 * Emitted when editing ends: the Done button, Ctrl+Enter, Escape, a click on the window's
 * background (with tap-to-dismiss) or placeholder_text_view_end_editing(). The focus has already
 * moved on (see #PlaceholderTextView:focus-after-done); a handler that moves it elsewhere wins.
 */

/**
 * PlaceholderTextView:focus-after-done:
 *
 * Where the keyboard focus goes when editing ends: this widget, or for a container the widget its
 * own focus goes to first (a #GtkListBox's selected row). When it is %NULL (the default) or cannot
 * take the focus (hidden, insensitive, in another window), the focus goes to the next widget after
 * the text in the window's Tab order, else to the window's default widget, else to the view's own
 * scrolled window, from which typing a character resumes editing. The window is never left without
 * a focused widget, so keys typed after Done are not lost. The view holds the widget weakly.
 */

GType        placeholder_text_view_get_type (void);

/**
 * placeholder_text_view_new:
 * @placeholder: (nullable): the hint shown while the text is empty (UTF-8), or %NULL for none
 *
 * Creates a view. Called from a thread other than GTK's, it logs a critical and returns %NULL.
 *
 * Returns: (transfer floating) (type PlaceholderTextView): a new #PlaceholderTextView
 */
GtkWidget   *placeholder_text_view_new (const char *placeholder);

/**
 * placeholder_text_view_set_placeholder_text:
 * @self: a #PlaceholderTextView
 * @text: (nullable): the hint (UTF-8), or %NULL for none
 *
 * Sets the hint shown while the text is empty. Invalid UTF-8 is refused with a warning.
 */
void         placeholder_text_view_set_placeholder_text (PlaceholderTextView *self, const char *text);

/**
 * placeholder_text_view_get_placeholder_text:
 * @self: a #PlaceholderTextView
 *
 * Gets the hint shown while the text is empty.
 *
 * Returns: (transfer none): the hint, "" when there is none
 */
const char  *placeholder_text_view_get_placeholder_text (PlaceholderTextView *self);

/**
 * placeholder_text_view_set_hide_policy:
 * @self: a #PlaceholderTextView
 * @policy: when the hint hides besides when there is text
 *
 * Sets when the hint hides besides when there is text (#PlaceholderTextView:hide-policy).
 */
void         placeholder_text_view_set_hide_policy (PlaceholderTextView *self, PlaceholderHidePolicy policy);

/**
 * placeholder_text_view_get_hide_policy:
 * @self: a #PlaceholderTextView
 *
 * Gets when the hint hides besides when there is text.
 *
 * Returns: when the hint hides besides when there is text
 */
PlaceholderHidePolicy placeholder_text_view_get_hide_policy (PlaceholderTextView *self);

/**
 * placeholder_text_view_set_fade_duration:
 * @self: a #PlaceholderTextView
 * @milliseconds: how long the hint takes to fade in or out; 0 for no fade
 *
 * Sets how long the hint takes to fade in or out (#PlaceholderTextView:fade-duration).
 */
void         placeholder_text_view_set_fade_duration (PlaceholderTextView *self, int milliseconds);

/**
 * placeholder_text_view_get_fade_duration:
 * @self: a #PlaceholderTextView
 *
 * Gets how long the hint takes to fade in or out.
 *
 * Returns: the fade time of the hint, in milliseconds
 */
int          placeholder_text_view_get_fade_duration (PlaceholderTextView *self);

/**
 * placeholder_text_view_set_placeholder_color:
 * @self: a #PlaceholderTextView
 * @color: (nullable): a CSS colour for the hint, or %NULL (or "") for the theme's
 *
 * Sets the hint's colour (#PlaceholderTextView:placeholder-color).
 */
void         placeholder_text_view_set_placeholder_color (PlaceholderTextView *self, const char *color);

/**
 * placeholder_text_view_get_placeholder_color:
 * @self: a #PlaceholderTextView
 *
 * Gets the hint's colour as set.
 *
 * Returns: (transfer none): the CSS colour of the hint, "" for the theme's
 */
const char  *placeholder_text_view_get_placeholder_color (PlaceholderTextView *self);

/**
 * placeholder_text_view_set_done_button:
 * @self: a #PlaceholderTextView
 * @visibility: when the Done accessory shows
 *
 * Sets when the Done accessory below the text shows (#PlaceholderTextView:done-button).
 */
void         placeholder_text_view_set_done_button (PlaceholderTextView *self, PlaceholderDoneButton visibility);

/**
 * placeholder_text_view_get_done_button:
 * @self: a #PlaceholderTextView
 *
 * Gets when the Done accessory shows.
 *
 * Returns: when the Done accessory shows
 */
PlaceholderDoneButton placeholder_text_view_get_done_button (PlaceholderTextView *self);

/**
 * placeholder_text_view_set_done_label:
 * @self: a #PlaceholderTextView
 * @label: (nullable): the Done button's text, or %NULL (or "") for the translated "Done"
 *
 * Sets the Done button's text (#PlaceholderTextView:done-label).
 */
void         placeholder_text_view_set_done_label (PlaceholderTextView *self, const char *label);

/**
 * placeholder_text_view_get_done_label:
 * @self: a #PlaceholderTextView
 *
 * Gets the Done button's text as set.
 *
 * Returns: (transfer none): the Done button's text as set, "" for the translated "Done"
 */
const char  *placeholder_text_view_get_done_label (PlaceholderTextView *self);

/**
 * placeholder_text_view_set_use_markup:
 * @self: a #PlaceholderTextView
 * @use_markup: whether the placeholder text is Pango markup; invalid markup is shown as written,
 *   with a warning
 *
 * Sets #PlaceholderTextView:use-markup (default %FALSE, so "<b>" shows as typed).
 */
void         placeholder_text_view_set_use_markup (PlaceholderTextView *self, gboolean use_markup);

/**
 * placeholder_text_view_get_use_markup:
 * @self: a #PlaceholderTextView
 *
 * Gets whether the placeholder text is Pango markup.
 *
 * Returns: whether the placeholder text is read as Pango markup (#PlaceholderTextView:use-markup)
 */
gboolean     placeholder_text_view_get_use_markup (PlaceholderTextView *self);

/**
 * placeholder_text_view_set_keys_end_editing:
 * @self: a #PlaceholderTextView
 * @keys_end_editing: whether Escape and Ctrl+Enter in the text end editing
 *
 * Sets #PlaceholderTextView:keys-end-editing (default %TRUE); %FALSE leaves both keys to the
 * application.
 */
void         placeholder_text_view_set_keys_end_editing (PlaceholderTextView *self, gboolean keys_end_editing);

/**
 * placeholder_text_view_get_keys_end_editing:
 * @self: a #PlaceholderTextView
 *
 * Gets whether Escape and Ctrl+Enter in the text end editing.
 *
 * Returns: #PlaceholderTextView:keys-end-editing
 */
gboolean     placeholder_text_view_get_keys_end_editing (PlaceholderTextView *self);

/**
 * placeholder_text_view_set_focus_after_done:
 * @self: a #PlaceholderTextView
 * @widget: (nullable): the widget to focus when editing ends, or %NULL for the next widget in the
 *   window's Tab order
 *
 * Sets #PlaceholderTextView:focus-after-done. The view does not keep @widget alive.
 */
void         placeholder_text_view_set_focus_after_done (PlaceholderTextView *self, GtkWidget *widget);

/**
 * placeholder_text_view_get_focus_after_done:
 * @self: a #PlaceholderTextView
 *
 * Gets #PlaceholderTextView:focus-after-done.
 *
 * Returns: (transfer none) (nullable): the widget focused when editing ends, as set, or %NULL
 */
GtkWidget   *placeholder_text_view_get_focus_after_done (PlaceholderTextView *self);

/**
 * placeholder_text_view_set_text:
 * @self: a #PlaceholderTextView
 * @text: the document's new text (UTF-8)
 *
 * Replaces the document's text (#PlaceholderTextView:text); the hint follows.
 */
void         placeholder_text_view_set_text (PlaceholderTextView *self, const char *text);

/**
 * placeholder_text_view_get_text:
 * @self: a #PlaceholderTextView
 *
 * Gets the document's text.
 *
 * Returns: (transfer none): the document's text, valid until the next call or a change
 */
const char  *placeholder_text_view_get_text (PlaceholderTextView *self);

/**
 * placeholder_text_view_end_editing:
 * @self: a #PlaceholderTextView
 *
 * Ends editing as the Done button does: the focus moves on from the text (see
 * #PlaceholderTextView:focus-after-done) and #PlaceholderTextView::done is emitted with the text.
 */
void         placeholder_text_view_end_editing (PlaceholderTextView *self);

/**
 * placeholder_text_view_undo:
 * @self: a #PlaceholderTextView
 *
 * Takes the last edit step back (the characters of one typed word, a paste, a deletion, an
 * input method's commit), as Ctrl+Z does.
 *
 * Returns: %TRUE if a step was undone
 */
gboolean     placeholder_text_view_undo (PlaceholderTextView *self);

/**
 * placeholder_text_view_redo:
 * @self: a #PlaceholderTextView
 *
 * Does the last undone step again, as Ctrl+Shift+Z does.
 *
 * Returns: %TRUE if a step was redone
 */
gboolean     placeholder_text_view_redo (PlaceholderTextView *self);

/**
 * placeholder_text_view_get_can_undo:
 * @self: a #PlaceholderTextView
 *
 * Gets whether there is an edit step to undo.
 *
 * Returns: whether there is a step to undo (#PlaceholderTextView:can-undo)
 */
gboolean     placeholder_text_view_get_can_undo (PlaceholderTextView *self);

/**
 * placeholder_text_view_get_can_redo:
 * @self: a #PlaceholderTextView
 *
 * Gets whether there is an undone step to redo.
 *
 * Returns: whether there is a step to redo (#PlaceholderTextView:can-redo)
 */
gboolean     placeholder_text_view_get_can_redo (PlaceholderTextView *self);

/**
 * placeholder_text_view_get_enable_undo:
 * @self: a #PlaceholderTextView
 *
 * Gets whether edits are recorded for undo and redo.
 *
 * Returns: whether edits are recorded for undo (#PlaceholderTextView:enable-undo, default %TRUE)
 */
gboolean     placeholder_text_view_get_enable_undo (PlaceholderTextView *self);

/**
 * placeholder_text_view_set_enable_undo:
 * @self: a #PlaceholderTextView
 * @enable_undo: whether to record edits; %FALSE forgets the history
 *
 * Sets whether edits are recorded for undo and redo (#PlaceholderTextView:enable-undo).
 */
void         placeholder_text_view_set_enable_undo (PlaceholderTextView *self, gboolean enable_undo);

/**
 * placeholder_text_view_get_text_view:
 * @self: a #PlaceholderTextView
 *
 * Gets the #GtkTextView inside the view, for what the view does not wrap (margins, tags, the buffer).
 *
 * Returns: (transfer none): the wrapped text view, owned by @self
 */
GtkTextView *placeholder_text_view_get_text_view (PlaceholderTextView *self);

/**
 * placeholder_init:
 *
 * Registers every type of the library (#PlaceholderTextView, #PlaceholderHint, #PlaceholderDoneBar
 * and their enums), so that GtkBuilder and Blueprint find them by name, as gtk_source_init() and
 * adw_init() do. Call it
 * once, after gtk_init(), before loading a .ui file that names a type of this library; code that
 * only calls this library's functions needs no call. Language bindings call it as
 * `Placeholder.init()`, since importing the namespace registers nothing.
 */
void         placeholder_init (void);

#define PLACEHOLDER_TYPE_HINT (placeholder_hint_get_type ())

typedef struct _PlaceholderHint      PlaceholderHint;
typedef struct _PlaceholderHintClass PlaceholderHintClass;

/**
 * PlaceholderHint:
 *
 * A placeholder attached to a #GtkTextView an application already has: a plain view, a
 * GtkSourceView with its gutter, or the application's own subclass, wherever it sits in the
 * widget tree. The hint is drawn inside the view where typed text appears, in the view's font, at
 * its margins, indent, justification, direction and wrap width, while the text is empty; it hides
 * during an input method's composition, is never text in the buffer, and is the view's accessible
 * placeholder for screen readers. It adds no key binding, no undo, no focus change and no size
 * request. The view owns its hint: placeholder_hint_get_from_text_view() attaches it on the first
 * call and returns the same one after, and it goes with the view. In a .ui file, an object of
 * class PlaceholderHint whose #PlaceholderHint:text-view names the view by id attaches one:
 *
 * |[<!-- language="xml" -->
 * <object class="PlaceholderHint">
 *   <property name="text-view">body</property>
 *   <property name="text">Write a message…</property>
 * </object>
 * ]|
 *
 * Its CSS node is a label with the style class `placeholder` inside the text view
 * (`textview label.placeholder` in GTK 3, the node `textview placeholder` in GTK 4). Its fields are
 * private; do not derive from it.
 */
struct _PlaceholderHint
{
  /*< private >*/
  GObject parent_instance;
};

struct _PlaceholderHintClass
{
  GObjectClass parent_class;
};

/**
 * PlaceholderHint:text:
 *
 * The hint shown while the text view is empty (UTF-8). Empty or whitespace-only shows nothing.
 */

/**
 * PlaceholderHint:use-markup:
 *
 * Whether #PlaceholderHint:text is Pango markup. Invalid markup is shown as plain text, with a warning.
 */

/**
 * PlaceholderHint:color:
 *
 * The hint's colour as gdk_rgba_parse() reads it (`"#8a8a8a"`, `"rgba(0,0,0,0.4)"`), above every
 * style sheet; empty (the default) uses the theme's placeholder colour, which CSS can restyle. A
 * text that is not a colour is refused with a warning and the colour stays as it was.
 */

/**
 * PlaceholderHint:hide-policy:
 *
 * When the hint hides besides when there is text (#PlaceholderHidePolicy).
 */

/**
 * PlaceholderHint:fade-duration:
 *
 * How long the hint fades in and out, in seconds (0 to 10; 0 is instant; default 0.25). Instant
 * when the desktop turned animations off.
 */

/**
 * PlaceholderHint:text-view:
 *
 * The text view the hint is attached to, given once at construction; %NULL once the view is
 * destroyed. A hint the view had before lets go of it.
 */

GType        placeholder_hint_get_type (void);

/**
 * placeholder_hint_get_from_text_view:
 * @view: a #GtkTextView (or a subclass, such as a GtkSourceView)
 *
 * Gets the hint attached to @view, attaching one on the first call. The view owns it: it lives as
 * long as the view, and later calls return the same hint.
 *
 * Returns: (transfer none): the #PlaceholderHint of @view
 */
PlaceholderHint *placeholder_hint_get_from_text_view (GtkTextView *view);

/**
 * placeholder_hint_get_text_view:
 * @self: a #PlaceholderHint
 *
 * Gets the text view the hint is attached to.
 *
 * Returns: (transfer none) (nullable): the view, or %NULL once it is destroyed
 */
GtkTextView *placeholder_hint_get_text_view (PlaceholderHint *self);

/**
 * placeholder_hint_set_text:
 * @self: a #PlaceholderHint
 * @text: (nullable): the hint (UTF-8), or %NULL for none
 *
 * Sets #PlaceholderHint:text. Invalid UTF-8 is refused with a warning.
 */
void         placeholder_hint_set_text (PlaceholderHint *self, const char *text);

/**
 * placeholder_hint_get_text:
 * @self: a #PlaceholderHint
 *
 * Gets #PlaceholderHint:text.
 *
 * Returns: (transfer none): the hint, owned by @self
 */
const char  *placeholder_hint_get_text (PlaceholderHint *self);

/**
 * placeholder_tap_to_dismiss_install:
 * @window: a #GtkWindow
 *
 * Makes a click or tap on a part of @window that cannot take the focus (its background, labels,
 * spacing) end the editing of the text view or entry being edited, as a tap outside the keyboard
 * does on a phone. A #PlaceholderTextView ends editing as Done does; another editor gives the focus
 * to the next widget in the Tab order, else to the window's default widget, else keeps it. Clicks
 * on anything interactive behave as before. Installing it again changes nothing; it goes with the
 * window.
 */
void         placeholder_tap_to_dismiss_install (GtkWindow *window);

/**
 * placeholder_tap_to_dismiss_remove:
 * @window: a #GtkWindow
 *
 * Removes what placeholder_tap_to_dismiss_install() installed on @window, if it did.
 */
void         placeholder_tap_to_dismiss_remove (GtkWindow *window);

#define PLACEHOLDER_TYPE_DONE_BAR (placeholder_done_bar_get_type ())

typedef struct _PlaceholderDoneBar      PlaceholderDoneBar;
typedef struct _PlaceholderDoneBarClass PlaceholderDoneBarClass;

/**
 * PlaceholderDoneBar:
 *
 * A bar with a Done button for a #GtkTextView an application already has, packed where the
 * application wants it (a horizontal #GtkBox). It shows while the view has the focus
 * (#PlaceholderDoneBar:done-button), and Done ends editing as #PlaceholderTextView's does: the
 * focus moves on (to #PlaceholderDoneBar:focus-after-done, else as Tab would go), then
 * #PlaceholderDoneBar::done carries the text. Escape and Ctrl+Enter in the view end editing too
 * only when #PlaceholderDoneBar:keys-end-editing is set. In a .ui file it names its view by id,
 * after it: `<object class="PlaceholderDoneBar"><property name="text-view">body</property></object>`.
 * Its fields are private; do not derive from it.
 */
struct _PlaceholderDoneBar
{
  /*< private >*/
  GtkBox parent_instance;
};

struct _PlaceholderDoneBarClass
{
  GtkBoxClass parent_class;
};

/**
 * PlaceholderDoneBar::done:
 * @self: the #PlaceholderDoneBar
 * @text: the view's text when editing ended
 *
 * Emitted after Done (or, when asked, Escape or Ctrl+Enter) ended editing and the focus moved on.
 */

/**
 * PlaceholderDoneBar:text-view:
 *
 * The text view whose editing the bar ends, given once at construction; %NULL once it is gone.
 */

/**
 * PlaceholderDoneBar:done-button:
 *
 * When the bar shows (#PlaceholderDoneButton; default while the view has the focus).
 */

/**
 * PlaceholderDoneBar:done-label:
 *
 * The Done button's text; "" (the default) for "Done" in the user's language.
 */

/**
 * PlaceholderDoneBar:keys-end-editing:
 *
 * Whether Escape and Ctrl+Enter in the view end editing too (default %FALSE: the keys stay the
 * application's).
 */

/**
 * PlaceholderDoneBar:focus-after-done:
 *
 * Where the focus goes when editing ends; %NULL for the next widget in the Tab order. Held weakly.
 */

GType        placeholder_done_bar_get_type (void);

/**
 * placeholder_done_bar_new:
 * @view: the #GtkTextView whose editing the bar ends
 *
 * Creates a Done bar for @view, to pack where the application wants it.
 *
 * Returns: (transfer floating) (type PlaceholderDoneBar): a new #PlaceholderDoneBar
 */
GtkWidget   *placeholder_done_bar_new (GtkTextView *view);

G_END_DECLS

#endif
