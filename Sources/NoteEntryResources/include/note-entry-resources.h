#ifndef __RESOURCE_note_entry_H__
#define __RESOURCE_note_entry_H__

#include <gio/gio.h>

extern GResource *note_entry_get_resource (void);
#endif
