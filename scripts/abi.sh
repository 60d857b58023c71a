#!/bin/bash
# The ABI of both libraries against the one recorded in build-aux/abi/ (libabigail's abidw and
# abidiff, Debian's abigail-tools):
#   scripts/abi.sh dump  LIBDIR INCLUDEDIR [ABIDIR]   records it (make abi-dump)
#   scripts/abi.sh check LIBDIR INCLUDEDIR [ABIDIR]   compares (scripts/test-installed.sh)
# LIBDIR holds libplaceholder-text-view-{1,2}.so.0, INCLUDEDIR placeholder-text-view-{1,2}/.
#
# Each library is recorded twice. NAME.abi is the library itself: SONAME, every exported symbol
# and its version. The libraries are Swift, whose debug information libabigail does not read, so
# NAME.types.abi is a witness: a small C library built from the installed header, holding one
# variable per exported function whose type is that function's (`__typeof__ (f) *`) and one per
# type the header declares, so its DWARF describes every C signature and struct the API reaches.
#
# `check` fails on an incompatible change (abidiff's exit bit 8, ABIDIFF_ABI_INCOMPATIBLE_CHANGE:
# a removed function, a changed SONAME or symbol version) and on a changed signature or struct
# (bit 4 with --no-added-syms: anything but additions), printing abidiff's report. Added
# functions pass, as a new minor version's do; record them with `make abi-dump`. An intended
# break goes with a new SOVERSION (build-aux/install.mk) and `make abi-dump`.
set -euo pipefail
mode="${1:-}"; libdir="${2:-}"; includedir="${3:-}"
abidir="${4:-$(cd "$(dirname "$0")/.." && pwd)/build-aux/abi}"
case "$mode" in dump|check) ;; *) echo "usage: $0 dump|check LIBDIR INCLUDEDIR [ABIDIR]" >&2; exit 2 ;; esac
libdir="$(cd "$libdir" && pwd)"; includedir="$(cd "$includedir" && pwd)"
for tool in abidw abidiff nm strip cc pkg-config; do
    command -v "$tool" > /dev/null || { echo "abi: $tool is missing (make deps installs abigail-tools)" >&2; exit 1; }
done
temp="$(mktemp -d /tmp/placeholder-abi.XXXXXX)"
trap 'rm -rf "$temp"' EXIT
# Stable across checkouts and machines: no paths, no source locations.
ABIDW=(abidw --no-show-locs --no-corpus-path --no-comp-dir-path)

failures=0
for library in "1 gtk+-3.0" "2 gtk4"; do
    set -- $library
    name="libplaceholder-text-view-$1"; binary="$libdir/$name.so.0"; headers="$includedir/placeholder-text-view-$1"
    [ -f "$binary" ] && [ -f "$headers/placeholder-text-view.h" ] || { echo "abi: no $binary or $headers/placeholder-text-view.h" >&2; exit 1; }
    # The witness of the C API's types.
    {
        echo "#include <placeholder-text-view.h>"
        nm -D --defined-only "$binary" | awk '{ sub(/@.*/, "", $3) } $3 ~ /^placeholder_/ { print "__typeof__ (" $3 ") *const abi_" $3 " = 0;" }'
        sed -n -e 's/^typedef struct [A-Za-z_]* *\([A-Za-z_]*\);$/\1/p' -e 's/^} *\([A-Za-z_][A-Za-z_0-9]*\);$/\1/p' "$headers/placeholder-text-view.h" \
            | sort -u | awk '{ print $1 " *const abi_type_" $1 " = 0;" }'
    } > "$temp/$name-types.c"
    # shellcheck disable=SC2046
    (cd "$temp" && cc -g -O0 -Wall -Werror -shared -fPIC $(pkg-config --cflags "$2") -I"$headers" "$name-types.c" -o "$name.types.so")
    # The library's own record is its ELF symbols: its debug information describes only the
    # internal C shims (with this checkout's paths), none of the API.
    strip --strip-debug -o "$temp/$name.so.0" "$binary"
    "${ABIDW[@]}" --no-elf-needed "$temp/$name.so.0" > "$temp/$name.abi"
    "${ABIDW[@]}" --no-elf-needed --headers-dir "$headers" "$temp/$name.types.so" > "$temp/$name.types.abi"

    for part in "$name.abi" "$name.types.abi"; do
        if [ "$mode" = dump ]; then
            mkdir -p "$abidir"; cp "$temp/$part" "$abidir/$part"; echo "abi: recorded $abidir/$part"; continue
        fi
        [ -f "$abidir/$part" ] || { echo "FAIL: abi: $abidir/$part is not recorded (make abi-dump)" >&2; failures=$((failures + 1)); continue; }
        status=0
        abidiff --no-added-syms "$abidir/$part" "$temp/$part" > "$temp/report" 2>&1 || status=$?
        if [ $((status & 8)) -ne 0 ] || [ $((status & 4)) -ne 0 ]; then
            cat "$temp/report" >&2
            if [ $((status & 8)) -ne 0 ]; then what="changed incompatibly"; else what="changed beyond additions"; fi
            echo "FAIL: abi: $part $what (abidiff status $status) against build-aux/abi/$part;" \
                "an intended break needs a new SOVERSION (build-aux/install.mk), then make abi-dump" >&2
            failures=$((failures + 1))
        elif [ "$status" -ne 0 ]; then
            cat "$temp/report" >&2; echo "FAIL: abi: abidiff could not compare $part (status $status)" >&2; failures=$((failures + 1))
        else
            if abidiff "$abidir/$part" "$temp/$part" > "$temp/report" 2>&1; then
                echo "abi: $part as recorded"
            else
                echo "abi: $part compatible, with additions (make abi-dump records them):" \
                    $(grep -E "changes summary: [0-9]+ Removed, ([0-9]+ Changed, )?[1-9][0-9]* Added" "$temp/report" | sed "s/^ *//")
            fi
        fi
    done
done
[ "$failures" -eq 0 ]
