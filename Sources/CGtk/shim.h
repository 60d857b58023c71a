// GTK 3 for Swift. gdkx.h gives the X11 window and display of a GdkWindow (screenshots, XTest input).
// GLib, GObject and GIO come from the CGLib module and Pango from CPango, so each of their types is
// one Swift type whichever of the modules a file imports (GObjectBinding's conformances then apply,
// and PlaceholderPango's values go straight into GTK's calls).
#pragma clang module import CGLib
#pragma clang module import CPango
#include <gtk/gtk.h>
#include <gdk/gdkx.h>
#include <atk/atk.h>
#include <glib/gi18n.h>
#include <glib-unix.h>
#include <locale.h>
#include <libintl.h>
