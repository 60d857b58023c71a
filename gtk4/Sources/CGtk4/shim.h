// GTK 4 for Swift, with its X11 backend's API (tests drive real X input through the display's Xlib
// handle). GLib, GObject and GIO come from the root package's CGLib module and Pango from its
// CPango, as in GTK 3's CGtk, so each of their types is one Swift type in GObjectBinding,
// PlaceholderPango and here (a C type imported through two Clang modules is two unrelated Swift
// types, and GObjectBinding's API would not accept GTK 4's).
#pragma clang module import CGLib
#pragma clang module import CPango
#include <gtk/gtk.h>
#include <gdk/x11/gdkx.h>
#include <locale.h>
#include <libintl.h>
