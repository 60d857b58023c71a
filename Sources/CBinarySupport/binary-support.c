/* See include/binary-support.h. */
#define _GNU_SOURCE
#include "binary-support.h"

#include <dlfcn.h>
#include <link.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>

static pthread_t main_thread;

__attribute__((constructor)) static void remember_main_thread (void)
{
  main_thread = pthread_self ();
}

int binary_support_is_main_thread (void)
{
  return pthread_equal (pthread_self (), main_thread);
}

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
