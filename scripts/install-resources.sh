#!/bin/sh
# Copies the app's GtkBuilder files, Resources/ui/*.ui, into <bin>/ui/, where note-entry looks
# for them first (Sources/NoteEntryApp/InterfaceFile.swift; without the copy it reads them from
# the source tree). Usage: install-resources.sh BIN_DIR  (`make build` passes `swift build --show-bin-path`)
set -eu
out="$1/ui"
root="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$out"
for ui in "$root"/Resources/ui/*.ui; do
    [ -e "$ui" ] || continue
    cp "$ui" "$out/"
done
