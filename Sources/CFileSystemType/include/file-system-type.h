/* What NoteStore needs to tell a network file system that Swift's Glibc module does not offer:
 * statfs(2), whose f_type names the kind of file system, and the major and minor numbers of a
 * device (for the mount table). The names have no placeholder_ prefix: nothing here is exported
 * by the widget's library.
 */
#ifndef FILE_SYSTEM_TYPE_H
#define FILE_SYSTEM_TYPE_H

#include <sys/types.h>

/* Sets `*magic` to statfs(2)'s f_type for the file system holding `path` and returns 0; returns
 * -1 with errno set when statfs fails. */
int file_system_type_magic (const char *path, unsigned long *magic);

/* The major and minor numbers of `device`, as /proc/self/mountinfo prints them. */
void file_system_type_device_numbers (dev_t device, unsigned int *major, unsigned int *minor);

#endif
