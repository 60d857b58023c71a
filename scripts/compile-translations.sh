#!/bin/sh
# Compiles Resources/po/<domain>/<language>.po into <out>/<language>/LC_MESSAGES/<domain>.mo,
# the layout gettext's bindtextdomain expects. Usage: compile-translations.sh OUT_DIR
set -eu
out="$1"
root="$(cd "$(dirname "$0")/.." && pwd)"
for po in "$root"/Resources/po/*/*.po; do
    [ -e "$po" ] || continue
    domain="$(basename "$(dirname "$po")")"
    language="$(basename "$po" .po)"
    mkdir -p "$out/$language/LC_MESSAGES"
    msgfmt --check -o "$out/$language/LC_MESSAGES/$domain.mo" "$po"
done
