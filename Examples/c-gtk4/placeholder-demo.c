/* A C GTK 4 program using PlaceholderTextView, built from code and from a GtkBuilder string,
 * with the same header as GTK 3's: it prints what the widgets report, ends editing once from
 * C and prints the text the done signal carries.
 */
#include <placeholder-text-view.h>

static const char *ui =
    "<interface>"
    "  <object class='PlaceholderTextView' id='from-ui'>"
    "    <property name='placeholder-text'>Placeholder from a .ui file</property>"
    "    <property name='use-markup'>true</property>"
    "    <property name='done-label'>Send</property>"
    "  </object>"
    "</interface>";

static void on_done (PlaceholderTextView *view, const char *text, gpointer unused)
{
  (void) view;
  (void) unused;
  g_print ("done: %s\n", text);
}

int main (void)
{
  gtk_init ();
  placeholder_text_view_get_type ();

  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_window_set_child (GTK_WINDOW (window), box);

  GtkWidget *view = placeholder_text_view_new ("Placeholder from C");
  gtk_text_view_set_left_margin (placeholder_text_view_get_text_view (PLACEHOLDER_TEXT_VIEW (view)), 8);
  gtk_widget_set_vexpand (view, TRUE);
  gtk_box_append (GTK_BOX (box), view);

  GtkBuilder *builder = gtk_builder_new_from_string (ui, -1);
  PlaceholderTextView *from_ui = PLACEHOLDER_TEXT_VIEW (gtk_builder_get_object (builder, "from-ui"));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (from_ui));
  g_object_unref (builder);

  g_print ("placeholder: %s\n", placeholder_text_view_get_placeholder_text (PLACEHOLDER_TEXT_VIEW (view)));
  g_print ("from the .ui file: %s, markup %d, done label %s\n",
           placeholder_text_view_get_placeholder_text (from_ui),
           placeholder_text_view_get_use_markup (from_ui),
           placeholder_text_view_get_done_label (from_ui));

  g_signal_connect (view, "done", G_CALLBACK (on_done), NULL);
  gtk_window_present (GTK_WINDOW (window));
  placeholder_text_view_set_text (PLACEHOLDER_TEXT_VIEW (view), "Written in C");
  placeholder_text_view_end_editing (PLACEHOLDER_TEXT_VIEW (view));
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
