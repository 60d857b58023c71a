#!/bin/sh
# Compiles Resources/note-entry.gresource.xml (the app's .ui files) into the C source of the
# NoteEntryResources target, which registers the resources when note-entry starts. The output
# is checked in so that `swift build` alone makes a complete app; `make build` runs this first,
# and InterfaceFileTests fails when the checked-in copy differs from Resources/ui.
# Usage: compile-resources.sh
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/Sources/NoteEntryResources"
mkdir -p "$out/include"
for kind in source header; do
    case $kind in source) target="$out/note-entry-resources.c" ;; header) target="$out/include/note-entry-resources.h" ;; esac
    glib-compile-resources --sourcedir="$root/Resources" --generate-$kind --c-name note_entry \
        --target="$target.new" "$root/Resources/note-entry.gresource.xml"
    if cmp -s "$target.new" "$target"; then rm "$target.new"; else mv "$target.new" "$target"; fi
done
