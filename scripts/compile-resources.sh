#!/bin/sh
# Writes OUTPUT, the Swift source that holds the app's GResource bundle: the files
# Resources/note-entry.gresource.xml names (the .ui files), compiled by glib-compile-resources,
# base64 in a string literal that NoteEntryResources decodes and registers. The CompileResources
# plugin runs it when a file changed; OUTPUT is rewritten only when the bundle changes, and is
# never checked in.
# Usage: compile-resources.sh OUTPUT
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
output=$1
mkdir -p "$(dirname "$output")"
bundle="$output.gresource"
glib-compile-resources --sourcedir="$root/Resources" --target="$bundle" "$root/Resources/note-entry.gresource.xml"
{
    printf '// Generated from Resources/note-entry.gresource.xml by scripts/compile-resources.sh at build time.\n\n'
    printf 'extension NoteEntryResources {\n'
    printf '    /// The compiled GResource bundle, base64.\n'
    printf '    static let bundleBase64: StaticString = "'
    base64 -w 0 "$bundle"
    printf '"\n}\n'
} > "$output.new"
rm -f "$bundle"
if cmp -s "$output.new" "$output"; then rm "$output.new"; else mv "$output.new" "$output"; fi
