// libhandy 1, GTK 3's adaptive widgets (as GNOME apps use them): the leaflet that shows one
// pane of note-entry's window when it is narrow, the status page of its error states and the
// style manager that follows the system's dark style.
//
// Only the few functions used are declared here, with GTK's types left opaque, for the reason
// CGspell's shim gives (<handy.h> would include GTK's headers a second time in this module). The
// declarations are libhandy 1.8's (hdy-main.h, hdy-leaflet.h, hdy-status-page.h,
// hdy-style-manager.h); pkg-config "libhandy-1" links the library.
#ifndef NOTE_ENTRY_CHANDY_SHIM_H
#define NOTE_ENTRY_CHANDY_SHIM_H

#include <glib-object.h>

typedef struct _HdyLeaflet HdyLeaflet;
typedef struct _HdyStyleManager HdyStyleManager;
struct _GtkWidget;

/* Registers libhandy's types and styles; call after gtk_init, before building its widgets. */
void hdy_init(void);

GType hdy_leaflet_get_type(void);
gboolean hdy_leaflet_get_folded(HdyLeaflet *self);
struct _GtkWidget *hdy_leaflet_get_visible_child(HdyLeaflet *self);
void hdy_leaflet_set_visible_child(HdyLeaflet *self, struct _GtkWidget *visible_child);

GType hdy_status_page_get_type(void);

typedef enum {
  HDY_COLOR_SCHEME_DEFAULT,
  HDY_COLOR_SCHEME_FORCE_LIGHT,
  HDY_COLOR_SCHEME_PREFER_LIGHT,
  HDY_COLOR_SCHEME_PREFER_DARK,
  HDY_COLOR_SCHEME_FORCE_DARK,
} HdyColorScheme;

HdyStyleManager *hdy_style_manager_get_default(void);
void hdy_style_manager_set_color_scheme(HdyStyleManager *self, HdyColorScheme color_scheme);
gboolean hdy_style_manager_get_dark(HdyStyleManager *self);

#endif
