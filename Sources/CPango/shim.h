// Pango for Swift, without GTK: what PlaceholderPango needs. GTK 3 and GTK 4 use the same Pango, so
// both toolkits' C modules (CGtk, CGtk4) import this one, and each Pango type is one Swift type in
// either. GLib and GObject come from CGLib, for the same reason.
#pragma clang module import CGLib
#include <pango/pango.h>
