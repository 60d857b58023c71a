#!/bin/bash
# The --suppressions= arguments valgrind needs for GLib's and GTK's known reports and ours, one a
# line, for the scripts that run valgrind (leakcheck.sh, memcheck-list.sh).
ROOT=$(cd "$(dirname "$0")/.." && pwd)
for file in /usr/share/glib-2.0/valgrind/glib.supp /usr/share/gtk-3.0/valgrind/gtk.supp "$ROOT/scripts/gtk.supp"; do
    [ -f "$file" ] && echo "--suppressions=$file"
done
exit 0
