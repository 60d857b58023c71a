#!/bin/bash
# The installed tree stands alone: `make install DESTDIR=<temp>` (PREFIX=/usr/local), then, in a
# private mount namespace where /usr/local is that staged tree only and the Swift toolchain's
# folder (/opt/swift) and this source tree are empty tmpfs mounts:
#   - the GTK 3 and GTK 4 libraries' ELF facts (SONAME, no RUNPATH, no Swift runtime needed, only
#     placeholder_* exported), libplaceholder-text-view-1 and -2 side by side;
#   - C (built with pkg-config alone), Python (PyGObject), GJS and Vala (valac --pkg) clients from
#     Examples/, and GJS and Vala clients on GTK 4 (Examples/*-gtk4): each sets the placeholder and
#     hide policy by property and by method, shows its hint before typing, is typed into with real X
#     input (xdotool), no longer shows it after, and receives `done` with the typed text; the Python
#     (GTK 3) and GJS (GTK 4) ones in Japanese, with each library's Done button reading 完了;
#   - the GTK 4 C example built with `pkg-config placeholder-text-view-2` alone and run, and a
#     Python client on Gtk 4.0 and Placeholder 2;
#   - the installed note-entry in Japanese, with the library's Done button reading 完了 (AT-SPI);
#   - the Glade catalog and its module in the real Glade: the widget drawn, its properties, the chooser;
#   - hints attached (PlaceholderHint) to GtkSourceView 4 and 5 and from a .ui file, and to two
#     packaged applications, Meld (GTK 3) and Dialect (GTK 4, libadwaita), by a three-line patch
#     applied at test time and their own features driven headless (scripts/installed/packaged-apps.sh);
#   - misuse from Python (calls after destroy, wrong instances, invalid values) never kills the process;
#   - its GNOME Shell search provider, started by D-Bus activation from the installed service file
#     on a private bus and called as the Shell calls it (scripts/installed/search-provider.sh);
#   - desktop-file-validate and appstreamcli validate on the installed files.
# Then `make uninstall DESTDIR=<temp>` must leave no file behind. Screenshots and logs are copied to
# $TEST_OUTPUT/installed (default .build/test-output/installed).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
output="${TEST_OUTPUT:-$root/.build/test-output}/installed"
[ "$(id -u)" -eq 0 ] || { echo "test-installed: needs root for unshare --mount (private mount namespace)" >&2; exit 1; }
for tool in unshare xvfb-run xdotool import valac gjs cc pkg-config g-ir-compiler dbus-run-session desktop-file-validate appstreamcli nm readelf glade meld dialect; do
    command -v "$tool" > /dev/null || { echo "test-installed: $tool is missing (make deps installs it)" >&2; exit 1; }
done
/usr/bin/python3 -c 'import gi, pyatspi' || { echo "test-installed: python3-gi and python3-pyatspi are needed (make deps)" >&2; exit 1; }

temp="$(mktemp -d /tmp/placeholder-installed.XXXXXX)"
trap 'rm -rf "$temp"' EXIT
stage="$temp/stage"; work="$temp/work"
mkdir -p "$work" "$output"
start=$(date +%s)
make -C "$root" --no-print-directory install DESTDIR="$stage" PREFIX=/usr/local > "$temp/install.log" 2>&1 \
    || { tail -40 "$temp/install.log"; echo "test-installed: make install failed" >&2; exit 1; }
echo "test-installed: make install DESTDIR took $(( $(date +%s) - start )) s; staged $(du -sh "$stage" | cut -f1)"
# What the private namespace may use from the source tree, copied out before it is hidden.
cp -r "$root/Examples" "$work/Examples"
cp "$root"/scripts/installed/* "$work/"
mkdir -p "$work/readme"
for example in "c 1 app.c" "python 1 app.py" "js 1 app.js" "vala 1 app.vala"; do
    set -- $example
    /usr/bin/python3 "$root/scripts/readme-example.py" "$root/README.md" "Use it from C, Python, JavaScript, Vala" "$1" "$2" > "$work/readme/$3"
done
for example in "c attach.c" "python attach.py" "js attach.js" "vala attach.vala" "xml attach.ui"; do
    set -- $example
    /usr/bin/python3 "$root/scripts/readme-example.py" "$root/README.md" "Add a placeholder to the text view you already have" "$1" 1 > "$work/readme/$2"
done

unshare --mount --propagation private /bin/bash -euo pipefail -c '
    stage="$1"; root="$2"; work="$3"
    mount -t tmpfs -o size=1m,mode=755 hidden-toolchain /opt/swift
    mount -t tmpfs -o size=1m,mode=755 hidden-source "$root"
    mount --bind "$stage/usr/local" /usr/local
    [ ! -e /opt/swift/usr/bin/swift ] && [ ! -e "$root/Package.swift" ] || { echo "the toolchain or the source tree is still visible" >&2; exit 1; }
    export PATH=/usr/local/bin:/usr/bin:/bin
    export PKG_CONFIG_PATH=/usr/local/lib/pkgconfig GI_TYPELIB_PATH=/usr/local/lib/girepository-1.0
    export LD_LIBRARY_PATH=/usr/local/lib XDG_DATA_DIRS=/usr/local/share:/usr/share
    unset PLACEHOLDER_LOCALE_DIR PLACEHOLDER_TEST_OUTPUT G_DEBUG
    failures=0
    fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

    for version in 1 2; do
        library=/usr/local/lib/libplaceholder-text-view-$version.so.0
        soname=$(readelf -d "$library" | sed -n "s/.*(SONAME).*\[\(.*\)\]/\1/p")
        [ "$soname" = "libplaceholder-text-view-$version.so.0" ] || fail "SONAME is \"$soname\""
        # grep reads all its input (no -q after a pipe): under pipefail, a grep that quits at its first
        # match leaves the writer a SIGPIPE, and the status of the pipeline then says "no match".
        if readelf -d "$library" /usr/local/bin/note-entry | grep "R\(UN\)\?PATH" > /dev/null; then fail "a RUNPATH is set: $(readelf -d "$library" | grep PATH)"; fi
        if ldd "$library" /usr/local/bin/note-entry | grep "swift\|not found" > /dev/null; then fail "needs libraries it cannot find: $(ldd "$library" | grep "swift\|not found")"; fi
        exported=$(nm -D --defined-only --extern-only "$library" | awk "{print \$3}" | grep -v "^PLACEHOLDER_TEXT_VIEW_$version.0$")
        others=$(echo "$exported" | grep -v "^placeholder_" || true)
        [ -z "$others" ] || fail "libplaceholder-text-view-$version exports more than the C API: $others"
        echo "library: SONAME $soname, $(echo "$exported" | wc -l) exported symbols, all placeholder_*"
        pkg-config --exists --print-errors placeholder-text-view-$version || fail "pkg-config does not find placeholder-text-view-$version"
    done
    ldd /usr/local/lib/libplaceholder-text-view-2.so.0 | grep "libgtk-4.so" > /dev/null || fail "libplaceholder-text-view-2 is not linked to GTK 4"
    # What the shipped binaries must not carry (~4 MB each): Foundation, or the regex modules a
    # String search pulls in unseen. Their Swift symbols name their module ($s10Foundation…).
    for binary in /usr/local/bin/note-entry /usr/local/lib/libplaceholder-text-view-1.so.0 /usr/local/lib/libplaceholder-text-view-2.so.0; do
        symbols=$(nm "$binary") || { fail "nm cannot read the symbols of $binary"; continue; }
        heavy=$(echo "$symbols" | grep -oE "\\\$s(10Foundation|20FoundationEssentials|22_FoundationCollections|17_StringProcessing|12_RegexParser)" | sort -u | tr "\n" " " || true)
        [ -z "$heavy" ] || fail "$binary links $heavy"
    done

    desktop-file-validate /usr/local/share/applications/org.placeholdertextview.NoteEntry.desktop || fail "desktop-file-validate"
    appstreamcli validate --no-net /usr/local/share/metainfo/org.placeholdertextview.NoteEntry.metainfo.xml || fail "appstreamcli validate"
    for name in org.placeholdertextview.NoteEntry org.placeholdertextview.NoteEntry.SearchProvider; do
        grep -qx "Exec=/usr/local/bin/note-entry --gapplication-service" /usr/local/share/dbus-1/services/$name.service \
            || fail "the D-Bus service file of $name does not start the installed note-entry"
    done
    grep -qx "ObjectPath=/org/placeholdertextview/NoteEntry/SearchProvider" \
        /usr/local/share/gnome-shell/search-providers/org.placeholdertextview.NoteEntry.search-provider.ini || fail "no GNOME Shell search provider file"

    xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" "$work/run-clients.sh" "$work" || fail "clients"
    xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" dbus-run-session -- "$work/packaged-apps.sh" "$work" \
        || fail "packaged apps"
    xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" unshare --mount --propagation private "$work/search-provider.sh" "$work" \
        || fail "search provider"
    [ "$failures" -eq 0 ]
' test-installed "$stage" "$root" "$work" && status=0 || status=$?

cp "$work"/*.png "$work"/*.out "$work"/*.err "$output/" 2>/dev/null || true
make -C "$root" --no-print-directory uninstall DESTDIR="$stage" PREFIX=/usr/local > "$temp/uninstall.log" 2>&1 \
    || { cat "$temp/uninstall.log"; echo "FAIL: make uninstall" >&2; status=1; }
left=$(find "$stage" -not -type d)
[ -z "$left" ] || { echo "FAIL: make uninstall left: $left" >&2; status=1; }
echo "test-installed: screenshots and logs in $output"
if [ "$status" -eq 0 ]; then echo "test-installed: passed"; else echo "test-installed: FAILED" >&2; fi
exit "$status"
