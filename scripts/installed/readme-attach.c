/* Runs the README's attach example for C (attach.c, included) against the installed GTK 3
 * library: a GtkTextView named `view`, the README's lines, then the hint read back. */
#include <placeholder-text-view.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  GtkWidget *view;

  gtk_init (&argc, &argv);
  view = gtk_text_view_new ();
  {
#include "attach.c"
  }
  printf ("attached: %s\n", placeholder_hint_get_text (placeholder_hint_get_from_text_view (GTK_TEXT_VIEW (view))));
  return 0;
}
