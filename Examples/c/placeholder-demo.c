/* A C GTK program using PlaceholderTextView: a window with the widget, built from code and
 * from a GtkBuilder string. With a file name argument it saves a screenshot and exits.
 */
#include <placeholder-text-view.h>

static const char *ui =
    "<interface>"
    "  <object class='PlaceholderTextView' id='from-ui'>"
    "    <property name='visible'>True</property>"
    "    <property name='placeholder-text'>Placeholder from a .ui file</property>"
    "    <property name='placeholder-color'>#d00000</property>"
    "  </object>"
    "</interface>";

static gboolean save_and_quit (gpointer window)
{
  GdkWindow *gdk_window = gtk_widget_get_window (GTK_WIDGET (window));
  int width = gtk_widget_get_allocated_width (GTK_WIDGET (window));
  int height = gtk_widget_get_allocated_height (GTK_WIDGET (window));
  GdkPixbuf *pixbuf = gdk_pixbuf_get_from_window (gdk_window, 0, 0, width, height);
  const char *path = g_object_get_data (G_OBJECT (window), "screenshot");
  gdk_pixbuf_save (pixbuf, path, "png", NULL, NULL);
  g_object_unref (pixbuf);
  gtk_main_quit ();
  return G_SOURCE_REMOVE;
}

/* Once the window has drawn itself, capture it from an idle (after the frame is complete). */
static gboolean after_first_draw (GtkWidget *window, cairo_t *cr, gpointer unused)
{
  (void) cr;
  (void) unused;
  if (g_object_get_data (G_OBJECT (window), "screenshot") && !g_object_get_data (G_OBJECT (window), "captured"))
    {
      g_object_set_data (G_OBJECT (window), "captured", GINT_TO_POINTER (1));
      g_idle_add (save_and_quit, window);
    }
  return FALSE;
}

int main (int argc, char **argv)
{
  gtk_init (&argc, &argv);
  placeholder_text_view_get_type ();

  GtkWidget *window = gtk_window_new (GTK_WINDOW_TOPLEVEL);
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 240);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_container_add (GTK_CONTAINER (window), box);

  GtkWidget *view = placeholder_text_view_new ("Placeholder from C");
  gtk_text_view_set_left_margin (placeholder_text_view_get_text_view (PLACEHOLDER_TEXT_VIEW (view)), 8);
  gtk_box_pack_start (GTK_BOX (box), view, TRUE, TRUE, 0);

  GtkBuilder *builder = gtk_builder_new_from_string (ui, -1);
  GtkWidget *from_ui = GTK_WIDGET (gtk_builder_get_object (builder, "from-ui"));
  gtk_box_pack_start (GTK_BOX (box), from_ui, TRUE, TRUE, 0);
  g_object_unref (builder);

  g_print ("placeholder: %s\n", placeholder_text_view_get_placeholder_text (PLACEHOLDER_TEXT_VIEW (view)));
  g_signal_connect (window, "destroy", G_CALLBACK (gtk_main_quit), NULL);
  if (argc > 1)
    g_object_set_data_full (G_OBJECT (window), "screenshot", g_strdup (argv[1]), g_free);
  g_signal_connect_after (window, "draw", G_CALLBACK (after_first_draw), NULL);
  gtk_widget_show_all (window);
  gtk_main ();
  return 0;
}
