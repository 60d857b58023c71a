// GTK 3 for Swift. gdkx.h gives the X11 window and display of a GdkWindow (screenshots, XTest input).
// GLib, GObject and GIO come from the CGLib module, so each of their types is one Swift type
// whichever of the two modules a file imports (GObjectBinding's conformances then apply).
#pragma clang module import CGLib
#include <gtk/gtk.h>
#include <gdk/gdkx.h>
#include <atk/atk.h>
#include <glib/gi18n.h>
#include <glib-unix.h>
#include <locale.h>
#include <libintl.h>
