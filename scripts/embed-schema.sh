#!/bin/sh
# Writes OUTPUT, the Swift source that embeds the store's SQL files in NoteStore: the list
# `SchemaMigration.all`, one step per file, numbered by the file name's three-digit prefix, the
# file's text as a raw string literal, byte for byte. The EmbedSchema plugin runs it when a file
# changed; OUTPUT is rewritten only when its text changes, and is never checked in.
# Usage: embed-schema.sh OUTPUT data/schema/001-notes.sql ...
set -eu
output=$1
shift
mkdir -p "$(dirname "$output")"
expected=1
{
    printf '// Generated from data/schema/*.sql by scripts/embed-schema.sh at build time.\n\n'
    printf 'extension SchemaMigration {\n'
    printf '    /// Every step, in order; the last one'"'"'s version is the newest schema this code knows.\n'
    printf '    static let all: [SchemaMigration] = [\n'
    for file in "$@"; do
        name=$(basename "$file")
        case $name in
            [0-9][0-9][0-9]-*.sql) ;;
            *) echo "embed-schema.sh: $name: a schema file is named NNN-what-it-does.sql" >&2; exit 1 ;;
        esac
        version=$(expr "${name%%-*}" + 0)
        if [ "$version" -ne "$expected" ]; then
            echo "embed-schema.sh: $name: expected step $expected next (the steps are numbered 1, 2, 3 ... without gaps)" >&2
            exit 1
        fi
        if grep -q -e '"""#' -e '\\#' "$file"; then
            echo "embed-schema.sh: $name holds \"\"\"# or \\#, which would end or interpolate the Swift raw string" >&2
            exit 1
        fi
        printf '        SchemaMigration(version: %s, fileName: "%s", sql: #"""\n' "$version" "$name"
        cat "$file"
        # The empty line keeps the file's last newline: a multi-line literal drops the one
        # before its closing delimiter.
        printf '\n"""#),\n'
        expected=$((expected + 1))
    done
    printf '    ]\n}\n'
} > "$output.new"
if cmp -s "$output.new" "$output"; then rm "$output.new"; else mv "$output.new" "$output"; fi
