// GTK 4, with its X11 backend's API (tests drive real X input through the display's Xlib handle),
// and gettext for the widget's own strings.
#include <gtk/gtk.h>
#include <gdk/x11/gdkx.h>
#include <locale.h>
#include <libintl.h>
