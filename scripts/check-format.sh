#!/bin/sh
# Fails when a Swift file is not as `swift-format format` writes it with the root .swift-format,
# naming each such file with the start of the difference. `make test` runs it first.
# Usage: scripts/check-format.sh [FILE...]   (default: every Swift file of both packages)
# To format a file: swift-format format -i FILE (the configuration is found from the file's folder).
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
swift_format="${SWIFT_FORMAT:-$(command -v swift-format || echo /opt/swift/usr/bin/swift-format)}"
if [ ! -x "$swift_format" ]; then
    echo "check-format.sh: swift-format not found (it ships with the Swift toolchain, /opt/swift/usr/bin)" >&2
    exit 2
fi
cd "$root"
if [ $# -eq 0 ]; then
    set -- $(find Package.swift gtk4/Package.swift Sources Tests Plugins gtk4/Sources gtk4/Tests \
        -name '*.swift' -not -path '*/.build/*' | sort)
fi
# Format copies, in the same places under a scratch folder with the same configuration, and
# compare: the tree itself is never written.
copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT
cp .swift-format "$copy/"
for file in "$@"; do
    mkdir -p "$copy/$(dirname "$file")"
    cp "$file" "$copy/$file"
done
(cd "$copy" && "$swift_format" format --in-place --parallel --configuration .swift-format "$@")
unformatted=0
for file in "$@"; do
    if ! cmp -s "$file" "$copy/$file"; then
        echo "$file: not as swift-format writes it (swift-format format -i $file):"
        diff -u "$file" "$copy/$file" | sed -n '3,12p'
        unformatted=$((unformatted + 1))
    fi
done
if [ "$unformatted" -gt 0 ]; then
    echo "check-format.sh: $unformatted of $# Swift files are not formatted"
    exit 1
fi
echo "check-format.sh: all $# Swift files are formatted"
