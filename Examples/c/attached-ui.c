/* A hint attached from a .ui file to a text view the file already has, by its id: the tree stays
 * GtkScrolledWindow > GtkTextView, with the view's own properties and style class, and one object
 * more. placeholder_init() registers PlaceholderHint for GtkBuilder.
 *
 * Build: cc attached-ui.c $(pkg-config --cflags --libs placeholder-text-view-1)
 * Usage: attached-ui TITLE. Prints "ready" once drawn; the app's own key handler prints
 * "done: TEXT" at Ctrl+Return and quits.
 */
#include <placeholder-text-view.h>
#include <stdio.h>
#include <string.h>

static const char *interface =
  "<interface>"
  "  <object class='GtkWindow' id='window'>"
  "    <property name='default-width'>480</property>"
  "    <property name='default-height'>240</property>"
  "    <child><object class='GtkScrolledWindow'>"
  "      <child><object class='GtkTextView' id='body'>"
  "        <property name='wrap-mode'>word-char</property>"
  "        <property name='left-margin'>12</property>"
  "        <style><class name='message-input'/></style>"
  "      </object></child>"
  "    </object></child>"
  "  </object>"
  "  <object class='PlaceholderHint' id='hint'>"
  "    <property name='text-view'>body</property>"
  "    <property name='text'>Type here, from a .ui file</property>"
  "    <property name='color'>#d00000</property>"
  "    <property name='fade-duration'>0</property>"
  "  </object>"
  "</interface>";

static gboolean
on_key (GtkWidget *widget, GdkEventKey *event, gpointer user_data)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget));
  GtkTextIter start, end;
  char *text;

  (void) user_data;
  if (event->keyval != GDK_KEY_Return || !(event->state & GDK_CONTROL_MASK))
    return FALSE;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, TRUE);
  printf ("done: %s\n", text);
  fflush (stdout);
  g_free (text);
  gtk_main_quit ();
  return TRUE;
}

static gboolean
announce_ready (gpointer user_data)
{
  (void) user_data;
  gdk_display_sync (gdk_display_get_default ());
  printf ("ready\n");
  fflush (stdout);
  return G_SOURCE_REMOVE;
}

static gboolean
after_draw (GtkWidget *widget, cairo_t *cr, gpointer user_data)
{
  (void) cr;
  (void) user_data;
  g_signal_handlers_disconnect_by_func (widget, after_draw, NULL);
  g_idle_add (announce_ready, NULL);
  return FALSE;
}

int
main (int argc, char **argv)
{
  GtkBuilder *builder;
  GtkWidget *window;
  GtkTextView *body;
  PlaceholderHint *hint;
  GError *error = NULL;

  gtk_init (&argc, &argv);
  placeholder_init ();
  builder = gtk_builder_new ();
  if (!gtk_builder_add_from_string (builder, interface, -1, &error))
    {
      fprintf (stderr, "the .ui did not load: %s\n", error->message);
      return 1;
    }
  window = GTK_WIDGET (gtk_builder_get_object (builder, "window"));
  body = GTK_TEXT_VIEW (gtk_builder_get_object (builder, "body"));
  hint = placeholder_hint_get_from_text_view (body);
  if (hint != (PlaceholderHint *) gtk_builder_get_object (builder, "hint")
      || strcmp (placeholder_hint_get_text (hint), "Type here, from a .ui file") != 0
      || placeholder_hint_get_text_view (hint) != body)
    {
      fprintf (stderr, "the view does not have the .ui's hint\n");
      return 1;
    }
  gtk_window_set_title (GTK_WINDOW (window), argc > 1 ? argv[1] : "placeholder-c-attached-ui");
  g_signal_connect (body, "key-press-event", G_CALLBACK (on_key), NULL);
  g_signal_connect (window, "destroy", G_CALLBACK (gtk_main_quit), NULL);
  g_signal_connect_after (window, "draw", G_CALLBACK (after_draw), NULL);
  gtk_widget_show_all (window);
  gtk_widget_grab_focus (GTK_WIDGET (body));
  g_object_unref (builder);
  gtk_main ();
  return 0;
}
