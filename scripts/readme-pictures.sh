#!/bin/sh
# Rebuilds docs/placeholder-alignment.png from the pictures the widget tests leave in the test
# output folder (run `make test` first): for each case, the hint and the same text typed.
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${PLACEHOLDER_TEST_OUTPUT:-$root/.build/test-output}"
cd "$out"
set --
for case in default serif24 margins rtl cjk wrapped; do
    hint=$(ls PlaceholderAlignmentTests.*-"$case"-hint.png)
    typed=$(ls PlaceholderAlignmentTests.*-"$case"-typed.png)
    set -- "$@" -label "$case: hint" "$hint" -label "$case: typed" "$typed"
done
montage "$@" -tile 2x -geometry 420x120+6+6 -crop 420x120+0+0 -background '#eeeeee' \
    -font DejaVu-Sans -pointsize 13 "$root/docs/placeholder-alignment.png"
echo "wrote docs/placeholder-alignment.png"
# The app's pictures (search, narrow, unreadable folder) come from the real app in use:
# scripts/readme-app-pictures.sh.
