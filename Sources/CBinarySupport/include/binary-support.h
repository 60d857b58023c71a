/* What the Swift GTK layer needs from the C library that Swift's Glibc module does not offer:
 * which file holds a given piece of code (dladdr), and whether this is the main thread without
 * Foundation. Kept out of the widget's C API: the names have no placeholder_ prefix, so the
 * shared library's version script keeps them local.
 */
#ifndef BINARY_SUPPORT_H
#define BINARY_SUPPORT_H

/* The resolved path (realpath) of the executable or shared library that contains `address`,
 * newly allocated with malloc; NULL when it cannot be found. For the main program it is the
 * target of /proc/self/exe, since dladdr reports only its argv[0] there. */
char *binary_support_path_containing (const void *address);

/* Non-zero on the thread that loaded this code: the main thread for a program, and for a
 * library the thread that loaded it (GTK's, in every binding). */
int binary_support_is_main_thread (void);

#endif
