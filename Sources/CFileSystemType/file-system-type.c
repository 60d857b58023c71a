/* See include/file-system-type.h. */
#include "file-system-type.h"

#include <sys/statfs.h>
#include <sys/sysmacros.h>

int
file_system_type_magic (const char *path, unsigned long *magic)
{
  struct statfs status;
  if (statfs (path, &status) != 0)
    return -1;
  *magic = (unsigned long) status.f_type;
  return 0;
}

void
file_system_type_device_numbers (dev_t device, unsigned int *major_number, unsigned int *minor_number)
{
  *major_number = major (device);
  *minor_number = minor (device);
}
