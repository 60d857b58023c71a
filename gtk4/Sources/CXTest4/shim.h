// XTest: real keyboard and pointer input through the X server, as a person's devices produce.
// Xlib's types come from CGtk4 (gdkx.h), so `Display *` is one Swift type in both modules.
#pragma clang module import CGtk4
#include <X11/XKBlib.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>
