/* What the Swift GTK layer needs from the C library that Swift's Glibc module does not offer:
 * which file holds a given piece of code (dladdr), and which thread is the main one without
 * Foundation. Kept out of the widget's C API: the names have no placeholder_ prefix, so the
 * shared library's version script keeps them local.
 */
#ifndef BINARY_SUPPORT_H
#define BINARY_SUPPORT_H

/* The resolved path (realpath) of the executable or shared library that contains `address`,
 * newly allocated with malloc; NULL when it cannot be found. For the main program it is the
 * target of /proc/self/exe, since dladdr reports only its argv[0] there. */
char *binary_support_path_containing (const void *address);

/* What binary_support_is_main_thread answers while the main thread is not yet known. */
#define BINARY_SUPPORT_MAIN_THREAD_UNDECIDED (-1)

/* 1 on the main thread, 0 on another, BINARY_SUPPORT_MAIN_THREAD_UNDECIDED while unknown. The
 * main thread is the process's initial thread when this code is loaded there (a program, and a
 * library linked to it or opened from main: the common case, decided at load). Loaded from
 * another thread, it stays undecided until binary_support_claim_main_thread names it: GLib's
 * owner check, which decides, is the caller's (this library stays free of GLib). A pthread_equal
 * on a cached value once decided: every keystroke asks. */
int binary_support_is_main_thread (void);

/* Makes the caller the main thread if none is decided yet. Non-zero if the caller is the main
 * thread afterwards (it claimed it, or had already); 0 if another thread is. Claiming it also
 * makes the Swift runtime's main-actor isolation checks accept it (main-thread-isolation.c). */
int binary_support_claim_main_thread (void);

/* Non-zero on the process's initial thread (its thread id is the process id). A system call. */
int binary_support_is_initial_thread (void);

#endif
