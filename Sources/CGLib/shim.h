// GLib, GObject and GIO for Swift, without GTK: what GObjectBinding needs.
#include <glib-object.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib-unix.h>
#include <locale.h>
#include <libintl.h>
