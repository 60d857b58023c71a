#!/bin/bash
# `make install` is a packager's: with every dependency present it runs no package manager (a
# PATH whose apt-get, dpkg, sudo … only fail, and strace's list of every program run), and under
# DESTDIR it compiles no schema and updates no cache. Run as nobody over the shipped tree
# (NO_REBUILD=1), it writes no file outside DESTDIR (strace -e trace=%file) and stages the same
# files as root's; into a real prefix, it compiles the schemas and updates the icon cache.
# The installed libraries' ABI is the one recorded in build-aux/abi/ or adds to it (scripts/abi.sh).
# Then the installed tree stands alone: `make install DESTDIR=<temp>` (PREFIX=/usr/local), then, in a
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
for tool in unshare setpriv strace abidiff Xvfb xdotool import valac gjs cc pkg-config g-ir-compiler dbus-run-session desktop-file-validate appstreamcli nm readelf glade meld dialect; do
    command -v "$tool" > /dev/null || { echo "test-installed: $tool is missing (make deps installs it)" >&2; exit 1; }
done
/usr/bin/python3 -c 'import gi, pyatspi' || { echo "test-installed: python3-gi and python3-pyatspi are needed (make deps)" >&2; exit 1; }

temp="$(mktemp -d /tmp/placeholder-installed.XXXXXX)"
trap 'rm -rf "$temp"' EXIT
chmod 755 "$temp"  # nobody's install below reads and writes under it
stage="$temp/stage"; work="$temp/work"
mkdir -p "$work" "$output"

# Package managers that record being run and fail, first in PATH: were one run, nothing is installed.
fake="$temp/package-managers"
mkdir "$fake"
for tool in apt apt-get aptitude dpkg dpkg-query sudo su pkexec; do
    printf '#!/bin/sh\necho "%s $*" >> "%s/called"\nexit 100\n' "$tool" "$fake" > "$fake/$tool"
    chmod 755 "$fake/$tool"
done
# Fails naming every package manager the traced command ran: $1 what it was, $2 strace's log of it.
ran_no_package_manager() {
    local ran
    ran=$(grep -oE 'execve\("[^"]*/(apt|apt-get|aptitude|dpkg|dpkg-query|sudo|su|pkexec|install-deps\.sh)"' "$2" \
        | sed 's/.*\///; s/"$//' | sort -u | tr '\n' ' ' || true)
    [ -z "$ran" ] || { echo "FAIL: $1 ran a package manager: $ran" >&2; cat "$fake/called" 2>/dev/null >&2; exit 1; }
}
# Fails when a staged tree holds what only a real prefix gets (schemas compiled, caches updated).
staged_no_caches() {
    local cache
    for cache in share/glib-2.0/schemas/gschemas.compiled share/icons/hicolor/icon-theme.cache share/applications/mimeinfo.cache; do
        [ ! -e "$1/usr/local/$cache" ] || { echo "FAIL: make install DESTDIR wrote $cache into the staged tree" >&2; exit 1; }
    done
}

start=$(date +%s)
PATH="$fake:$PATH" strace -f -qq --seccomp-bpf -s 4096 -e trace=%process -o "$temp/install.trace" \
    make -C "$root" --no-print-directory install DESTDIR="$stage" PREFIX=/usr/local > "$temp/install.log" 2>&1 \
    || { tail -40 "$temp/install.log"; ran_no_package_manager "make install DESTDIR" "$temp/install.trace"
         echo "test-installed: make install failed" >&2; exit 1; }
ran_no_package_manager "make install DESTDIR" "$temp/install.trace"
staged_no_caches "$stage"
echo "test-installed: make install DESTDIR took $(( $(date +%s) - start )) s; staged $(du -sh "$stage" | cut -f1); ran no package manager"

# The same install as nobody, over the tree root's install shipped: every file it writes is under DESTDIR.
as_nobody=(setpriv --reuid=nobody --regid=nogroup --clear-groups env HOME="$temp/nobody-home")
user_stage="$temp/nobody-stage"
mkdir "$user_stage" "$temp/nobody-home" && chown nobody:nogroup "$user_stage" "$temp/nobody-home"
PATH="$fake:$PATH" strace -f -qq --seccomp-bpf -y -s 4096 -e trace=%file,%process,fchdir -o "$temp/nobody-install.trace" \
    "${as_nobody[@]}" make -C "$root" --no-print-directory install NO_REBUILD=1 DESTDIR="$user_stage" PREFIX=/usr/local \
    > "$temp/nobody-install.log" 2>&1 \
    || { tail -20 "$temp/nobody-install.log"; ran_no_package_manager "make install DESTDIR as nobody" "$temp/nobody-install.trace"
         echo "FAIL: make install NO_REBUILD=1 DESTDIR as nobody failed" >&2; exit 1; }
ran_no_package_manager "make install DESTDIR as nobody" "$temp/nobody-install.trace"
staged_no_caches "$user_stage"
outside=$("$root/scripts/strace-writes.py" "$temp/nobody-install.trace" | grep -v -e "^$user_stage\(/\|$\)" -e "^/dev/null$" || true)
[ -z "$outside" ] || { echo "FAIL: make install DESTDIR as nobody wrote outside DESTDIR: $outside" >&2; exit 1; }
if ! diff <(cd "$stage" && find . | sort) <(cd "$user_stage" && find . | sort) >&2; then
    echo "FAIL: nobody's make install DESTDIR staged other files than root's" >&2; exit 1
fi
echo "test-installed: as nobody, make install DESTDIR wrote $(find "$user_stage" -not -type d | wc -l) files, none outside DESTDIR"
rm -rf "$user_stage"

# Into a real prefix (no DESTDIR), as GNOME's meson projects do: schemas compiled, icon cache updated.
prefix="$temp/prefix"
mkdir "$prefix" && chown nobody:nogroup "$prefix"
"${as_nobody[@]}" make -C "$root" --no-print-directory install NO_REBUILD=1 PREFIX="$prefix" > "$temp/prefix-install.log" 2>&1 \
    || { tail -20 "$temp/prefix-install.log"; echo "FAIL: make install PREFIX=$prefix failed" >&2; exit 1; }
for cache in share/glib-2.0/schemas/gschemas.compiled share/icons/hicolor/icon-theme.cache; do
    [ -f "$prefix/$cache" ] || { echo "FAIL: make install into a real prefix left no $cache" >&2; exit 1; }
done
rm -rf "$prefix"
# The installed libraries' ABI against build-aux/abi/: an incompatible change fails, with abidiff's report.
abi_status=0
"$root/scripts/abi.sh" check "$stage/usr/local/lib" "$stage/usr/local/include" || abi_status=1

# What a distribution's trigger does after unpacking a package (the installed note-entry keeps its
# window's state in it); `make uninstall DESTDIR` removes it with the last schema.
glib-compile-schemas "$stage/usr/local/share/glib-2.0/schemas"
# What the private namespace may use from the source tree, copied out before it is hidden.
cp -r "$root/Examples" "$work/Examples"
cp "$root"/scripts/installed/* "$root/scripts/with-xvfb.sh" "$work/"
mkdir -p "$work/readme"
for example in "c 1 app.c" "python 1 app.py" "js 1 app.js" "vala 1 app.vala"; do
    set -- $example
    /usr/bin/python3 "$root/scripts/readme-example.py" "$root/docs/other-languages.md" "Use it from C, Python, JavaScript, Vala" "$1" "$2" > "$work/readme/$3"
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
        header=/usr/local/include/placeholder-text-view-$version/placeholder-text-view.h
        grep -q "pkg-config --cflags --libs placeholder-text-view-$version)" "$header" && grep -q "namespace Placeholder-$version," "$header" \
            || fail "$header does not name its own pkg-config module and namespace"
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

    "$work/with-xvfb.sh" "$work/run-clients.sh" "$work" || fail "clients"
    "$work/with-xvfb.sh" dbus-run-session -- "$work/packaged-apps.sh" "$work" || fail "packaged apps"
    "$work/with-xvfb.sh" unshare --mount --propagation private "$work/search-provider.sh" "$work" \
        || fail "search provider"
    [ "$failures" -eq 0 ]
' test-installed "$stage" "$root" "$work" && status=0 || status=$?

[ "$abi_status" -eq 0 ] || { echo "FAIL: the ABI changed incompatibly (above)" >&2; status=1; }
cp "$work"/*.png "$work"/*.out "$work"/*.err "$output/" 2>/dev/null || true
make -C "$root" --no-print-directory uninstall DESTDIR="$stage" PREFIX=/usr/local > "$temp/uninstall.log" 2>&1 \
    || { cat "$temp/uninstall.log"; echo "FAIL: make uninstall" >&2; status=1; }
left=$(find "$stage" -not -type d)
[ -z "$left" ] || { echo "FAIL: make uninstall left: $left" >&2; status=1; }
echo "test-installed: screenshots and logs in $output"
if [ "$status" -eq 0 ]; then echo "test-installed: passed"; else echo "test-installed: FAILED" >&2; fi
exit "$status"
