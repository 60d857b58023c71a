// XTest: real X input events, as a keyboard and a mouse produce them.
#include <X11/Xlib.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>
