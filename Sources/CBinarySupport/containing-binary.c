/* Which executable or shared library holds a piece of code (see binary_support_path_containing
 * in include/binary-support.h). */
#define _GNU_SOURCE
#include "binary-support.h"

#include <dlfcn.h>
#include <link.h>
#include <limits.h>
#include <stdlib.h>

char *binary_support_path_containing (const void *address)
{
  Dl_info info;
  struct link_map *map = NULL;
  if (dladdr1 (address, &info, (void **) &map, RTLD_DL_LINKMAP) == 0)
    return NULL;
  /* The main program's link map entry has an empty name. */
  const char *name = (map != NULL && map->l_name != NULL && map->l_name[0] != '\0') ? map->l_name : "/proc/self/exe";
  return realpath (name, NULL);
}
