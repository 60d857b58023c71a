#!/bin/sh
# The README's Swift example compiles in a package of its own that depends on this one the way
# the README says (`.package(path:)`, `.product(name: "PlaceholderGtk", package: "placeholdertextview")`)
# and imports only that product. Usage: test-swift-consumer.sh
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
temp="$(mktemp -d /tmp/placeholder-consumer.XXXXXX)"
trap 'rm -rf "$temp"' EXIT
mkdir -p "$temp/deps" "$temp/app/Sources/MyApp"
ln -s "$root" "$temp/deps/placeholdertextview"
cat > "$temp/app/Package.swift" <<'MANIFEST'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MyApp",
    dependencies: [.package(path: "../deps/placeholdertextview")],
    targets: [
        .executableTarget(name: "MyApp", dependencies: [
            .product(name: "PlaceholderGtk", package: "placeholdertextview"),
        ]),
    ]
)
MANIFEST
/usr/bin/python3 "$root/scripts/readme-example.py" "$root/README.md" "Use it from Swift" swift 2 > "$temp/app/Sources/MyApp/main.swift"
grep -q '^import PlaceholderGtk$' "$temp/app/Sources/MyApp/main.swift" || { echo "test-swift-consumer: the README example is not the one expected" >&2; exit 1; }
if ! (cd "$temp/app" && swift build --scratch-path "$root/.build/consumer" > "$temp/build.log" 2>&1); then
    cat "$temp/build.log"; echo "test-swift-consumer: the README's Swift example does not build" >&2; exit 1
fi
if grep -E "warning:" "$temp/build.log" | grep -v "prohibited flag(s): -pthread"; then
    echo "test-swift-consumer: the README's Swift example builds with warnings" >&2; exit 1
fi
echo "test-swift-consumer: the README's Swift example builds with only PlaceholderGtk imported"
