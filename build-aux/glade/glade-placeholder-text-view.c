/* Glade's support module for PlaceholderTextView (GTK 3): the catalog
 * Resources/glade/placeholder-text-view-1.xml names these functions.
 *
 * The widget is a GtkBox subclass whose children are its own (the scrolled text view, the Done
 * bar), so none of GtkBox's editing applies: no box attributes in the editor, no children listed
 * or added, no slots. */
#include <gladeui/glade.h>
#include <placeholder-text-view.h>

#define CONTAINER_ADAPTOR GLADE_WIDGET_ADAPTOR_GET_ADAPTOR_CLASS (GTK_TYPE_CONTAINER)

GladeEditable *glade_placeholder_text_view_create_editable (GladeWidgetAdaptor *adaptor, GladeEditorPageType type);
GList *glade_placeholder_text_view_get_children (G_GNUC_UNUSED GladeWidgetAdaptor *adaptor,
                                          G_GNUC_UNUSED GObject *container);
gboolean glade_placeholder_text_view_add_verify (GladeWidgetAdaptor *adaptor, GtkWidget *container,
                                                 GtkWidget *child, gboolean user_feedback);
void glade_placeholder_text_view_init (const gchar *name);
void glade_placeholder_text_view_post_create (GladeWidgetAdaptor *adaptor, GObject *object, GladeCreateReason reason);

/* Registers the widget's types before Glade reads the catalog's classes: Glade looks a type up by
 * name, or by its get_type function among the program's global symbols, where a module's own
 * dependencies are not. */
void
glade_placeholder_text_view_init (G_GNUC_UNUSED const gchar *name)
{
  g_type_ensure (PLACEHOLDER_TYPE_TEXT_VIEW);
}

/* The editor of a plain widget's properties, without GtkBox's orientation, baseline and slots. */
GladeEditable *
glade_placeholder_text_view_create_editable (GladeWidgetAdaptor *adaptor, GladeEditorPageType type)
{
  return CONTAINER_ADAPTOR->create_editable (adaptor, type);
}

/* No children a designer placed: the box's own stay out of the inspector and the .ui file. */
GList *
glade_placeholder_text_view_get_children (G_GNUC_UNUSED GladeWidgetAdaptor *adaptor,
                                          G_GNUC_UNUSED GObject *container)
{
  return NULL;
}

gboolean
glade_placeholder_text_view_add_verify (GladeWidgetAdaptor *adaptor, G_GNUC_UNUSED GtkWidget *container,
                                        G_GNUC_UNUSED GtkWidget *child, gboolean user_feedback)
{
  if (user_feedback)
    glade_util_ui_message (glade_app_get_window (), GLADE_UI_INFO, NULL,
                           "%s does not take children", glade_widget_adaptor_get_title (adaptor));
  return FALSE;
}

/* Unlike a GtkBox, it can be resized freely in the design view. */
void
glade_placeholder_text_view_post_create (G_GNUC_UNUSED GladeWidgetAdaptor *adaptor, G_GNUC_UNUSED GObject *object,
                                         G_GNUC_UNUSED GladeCreateReason reason)
{
}
