/* A C client of the installed library, for scripts/test-installed.sh (and a full example):
 *
 *   cc typing-client.c $(pkg-config --cflags --libs placeholder-text-view-1)
 *   ./a.out TITLE
 *
 * Shows a window titled TITLE with the widget and a button below it, sets the placeholder and the
 * hide policy through both a property and a method (checking each through the other), names the
 * button as the widget the focus goes to when editing ends (focus-after-done), prints "ready" once
 * drawn, and "done: TEXT" when editing ends (Ctrl+Enter) with the focus on the button, then exits.
 */
#include <placeholder-text-view.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void expect (gboolean holds, const char *what)
{
  if (!holds)
    {
      fprintf (stderr, "mismatch: %s\n", what);
      exit (2);
    }
}

static void on_done (PlaceholderTextView *view, const char *text, gpointer unused)
{
  (void) unused;
  GtkWindow *window = GTK_WINDOW (gtk_widget_get_toplevel (GTK_WIDGET (view)));
  expect (gtk_window_get_focus (window) == placeholder_text_view_get_focus_after_done (view), "the focus after done");
  printf ("done: %s\n", text);
  fflush (stdout);
  gtk_main_quit ();
}

static gboolean announce_ready (gpointer unused)
{
  (void) unused;
  gdk_display_sync (gdk_display_get_default ());
  printf ("ready\n");
  fflush (stdout);
  return G_SOURCE_REMOVE;
}

static gboolean after_draw (GtkWidget *window, cairo_t *cr, gpointer unused)
{
  (void) cr;
  (void) unused;
  g_signal_handlers_disconnect_by_func (window, after_draw, NULL);
  g_idle_add (announce_ready, NULL);
  return FALSE;
}

int main (int argc, char **argv)
{
  gtk_init (&argc, &argv);
  const char *title = argc > 1 ? argv[1] : "placeholder-c";

  PlaceholderTextView *view = PLACEHOLDER_TEXT_VIEW (placeholder_text_view_new (NULL));
  expect (PLACEHOLDER_IS_TEXT_VIEW (view), "PLACEHOLDER_IS_TEXT_VIEW");

  g_object_set (view, "placeholder-text", "Set by property", "hide-policy",
                PLACEHOLDER_HIDE_POLICY_WHILE_EMPTY_AND_UNFOCUSED, "fade-duration", 0, NULL);
  expect (strcmp (placeholder_text_view_get_placeholder_text (view), "Set by property") == 0, "placeholder by property");
  expect (placeholder_text_view_get_hide_policy (view) == PLACEHOLDER_HIDE_POLICY_WHILE_EMPTY_AND_UNFOCUSED, "policy by property");

  placeholder_text_view_set_placeholder_text (view, "Type here, from C");
  placeholder_text_view_set_hide_policy (view, PLACEHOLDER_HIDE_POLICY_WHILE_EMPTY);
  placeholder_text_view_set_placeholder_color (view, "#d00000");
  placeholder_text_view_set_done_button (view, PLACEHOLDER_DONE_BUTTON_ALWAYS);
  char *placeholder = NULL;
  PlaceholderHidePolicy policy;
  g_object_get (view, "placeholder-text", &placeholder, "hide-policy", &policy, NULL);
  expect (strcmp (placeholder, "Type here, from C") == 0, "placeholder by method");
  expect (policy == PLACEHOLDER_HIDE_POLICY_WHILE_EMPTY, "policy by method");
  g_free (placeholder);

  GtkWidget *next = gtk_button_new_with_label ("Next");
  g_object_set (view, "focus-after-done", next, NULL);
  expect (placeholder_text_view_get_focus_after_done (view) == next, "focus-after-done by property");

  g_signal_connect (view, "done", G_CALLBACK (on_done), NULL);
  GtkWidget *window = gtk_window_new (GTK_WINDOW_TOPLEVEL);
  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 240);
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_pack_start (GTK_BOX (column), GTK_WIDGET (view), TRUE, TRUE, 0);
  gtk_box_pack_start (GTK_BOX (column), next, FALSE, FALSE, 0);
  gtk_container_add (GTK_CONTAINER (window), column);
  g_signal_connect (window, "destroy", G_CALLBACK (gtk_main_quit), NULL);
  g_signal_connect_after (window, "draw", G_CALLBACK (after_draw), NULL);
  gtk_widget_show_all (window);
  gtk_widget_grab_focus (GTK_WIDGET (placeholder_text_view_get_text_view (view)));
  gtk_main ();
  return 0;
}
