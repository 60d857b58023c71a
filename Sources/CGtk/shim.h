// GTK 3 for Swift. gdkx.h gives the X11 window and display of a GdkWindow (screenshots, XTest input).
#include <gtk/gtk.h>
#include <gdk/gdkx.h>
#include <atk/atk.h>
#include <glib/gi18n.h>
#include <glib-unix.h>
#include <locale.h>
#include <libintl.h>
