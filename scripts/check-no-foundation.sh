#!/bin/sh
# Fails when Swift code that note-entry ships imports Foundation (or one of its modules:
# FoundationEssentials, FoundationInternationalization, _FoundationCollections…), naming each
# import. Foundation would add ~4 MB to the executable and to its memory at rest; the shipped
# code uses Glibc, GLib and Dispatch instead. Tests and benchmarks may use it. The targets
# checked are those note-entry links, read from the package, so a new dependency is checked
# too. `make check-format` (the first step of `make test`) runs it.
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
folders="$(swift package describe --type json | /usr/bin/python3 -c '
import json, sys
targets = {target["name"]: target for target in json.load(sys.stdin)["targets"]}
shipped, pending = set(), ["NoteEntry"]
while pending:
    name = pending.pop()
    if name not in shipped:
        shipped.add(name)
        pending += targets[name].get("target_dependencies", [])
shipped = {name for name in shipped if targets[name]["type"] != "plugin"}  # build tools, not shipped
print("\n".join(sorted(targets[name]["path"] for name in shipped)))
')"
[ -n "$folders" ] || { echo "check-no-foundation.sh: no targets found for note-entry" >&2; exit 2; }
# Any attribute (@_exported, @preconcurrency) and import kind (import struct …) included.
found="$(printf '%s\n' "$folders" | while read -r folder; do
    grep -rnE --include='*.swift' '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+([a-z]+[[:space:]]+)?_?Foundation' \
        "$folder" || true
done)"
if [ -n "$found" ]; then
    printf '%s\n' "$found"
    echo "check-no-foundation.sh: code note-entry ships imports Foundation (use Glibc, GLib or Dispatch)"
    exit 1
fi
echo "check-no-foundation.sh: no Foundation in $(printf '%s\n' "$folders" | wc -l) targets note-entry links"
