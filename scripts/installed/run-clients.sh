#!/bin/bash
# Part of scripts/test-installed.sh: runs inside the private mount namespace, where /usr/local is
# the staged install and /opt/swift and the source tree are empty, under Xvfb. WORK holds the
# examples copied out of the source tree; results and screenshots go there too.
# Usage: run-clients.sh WORK
set -eu
work="$1"
failures=0
passed=0

fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# wait_for FILE TEXT SECONDS [PID]: until FILE contains the line TEXT; fails at the deadline or
# as soon as process PID has ended without writing it.
wait_for() {
    end=$(( $(date +%s) + $3 ))
    until grep -qxF -- "$2" "$1" 2>/dev/null; do
        [ "$(date +%s)" -lt "$end" ] || return 1
        if [ -n "${4:-}" ] && ! kill -0 "$4" 2>/dev/null; then grep -qxF -- "$2" "$1"; return; fi
        sleep 0.1
    done
}

# wait_exit PID SECONDS: until the process has ended (then its status), or kills it at the deadline.
wait_exit() {
    end=$(( $(date +%s) + $2 ))
    while kill -0 "$1" 2>/dev/null; do
        if [ "$(date +%s)" -ge "$end" ]; then kill -9 "$1"; wait "$1" 2>/dev/null; return 124; fi
        sleep 0.1
    done
    wait "$1"
}

# screen_shows_hint NAME STAGE BOUND COUNT: until a screenshot (NAME-STAGE.png) has at least or at
# most (BOUND) COUNT pixels of the clients' hint colour; fails at a 30 s deadline.
screen_shows_hint() {
    end=$(( $(date +%s) + 30 ))
    until import -window root "$work/$1-$2.png" && /usr/bin/python3 "$work/hint-pixels.py" "$work/$1-$2.png" "$3" "$4"; do
        [ "$(date +%s)" -lt "$end" ] || return 1
    done
}

# client NAME COMMAND…: starts COMMAND with the window title placeholder-NAME, waits until it is
# drawn, checks the hint is on screen, types with real X input, checks the hint is gone, and checks
# `done` got the text.
client() {
    name="$1"; shift
    title="placeholder-$name"; out="$work/$name.out"; err="$work/$name.err"
    start=$(date +%s); failed_before=$failures
    "$@" "$title" > "$out" 2> "$err" &
    pid=$!
    if ! wait_for "$out" ready 60 "$pid"; then
        fail "$name: the window never drew itself: $(cat "$err")"; kill "$pid" 2>/dev/null || true; return
    fi
    window=$(timeout 30 xdotool search --sync --name "^$title\$" | head -1)
    xdotool windowfocus --sync "$window"
    screen_shows_hint "$name" before-typing at-least 40 || fail "$name: no hint on screen before typing"
    xdotool type --delay 40 "typed from $name"
    screen_shows_hint "$name" after-typing at-most 0 || fail "$name: the hint is still on screen after typing"
    xdotool key ctrl+Return
    if ! wait_for "$out" "done: typed from $name" 30 "$pid"; then
        fail "$name: no done signal with the typed text; it printed: $(cat "$out") $(cat "$err")"
    fi
    status=0; wait_exit "$pid" 30 || status=$?
    [ "$status" -eq 0 ] || fail "$name: exited with status $status: $(cat "$err")"
    echo "$name client: $(( $(date +%s) - start )) s"
    [ "$failures" -ne "$failed_before" ] || passed=$((passed + 1))
}

# No accessibility bus for the clients: NO_AT_BRIDGE for GTK 3, GTK_A11Y for GTK 4.
export NO_AT_BRIDGE=1 GTK_A11Y=none G_DEBUG=fatal-criticals
cc -Wall -Wextra -Werror -o "$work/c-client" "$work/Examples/c/typing-client.c" $(pkg-config --cflags --libs placeholder-text-view-1)
valac --quiet --pkg placeholder-text-view-1 -X -w -o "$work/vala-client" "$work/Examples/vala/typing-client.vala"

client c "$work/c-client"
LANGUAGE=ja LANG=C.UTF-8 client python /usr/bin/python3 "$work/Examples/python/typing-client.py"
grep -qxF "done-button-label: 完了" "$work/python.out" \
    || fail "python: the library's Done button is not 完了 in Japanese: $(grep done-button-label "$work/python.out")"
client gjs gjs "$work/Examples/gjs/typing-client.js"
client vala "$work/vala-client"

# The same steps on GTK 4, against libplaceholder-text-view-2: GJS (in Japanese: the library finds
# its catalogues beside itself, lib/../share/locale) and Vala (valac --pkg placeholder-text-view-2
# alone; its .deps names gtk4). One renderer, as the GTK 4 suite uses.
valac --quiet --pkg placeholder-text-view-2 -X -w -o "$work/vala-gtk4-client" "$work/Examples/vala-gtk4/typing-client.vala"
GSK_RENDERER=cairo LANGUAGE=ja LANG=C.UTF-8 client gjs-gtk4 gjs "$work/Examples/gjs-gtk4/typing-client.js"
grep -qxF "done-button-label: 完了" "$work/gjs-gtk4.out" \
    || fail "gjs-gtk4: the GTK 4 library's Done button is not 完了 in Japanese: $(grep done-button-label "$work/gjs-gtk4.out")"
GSK_RENDERER=cairo client vala-gtk4 "$work/vala-gtk4-client"

# Hints attached to text views the apps already have (PlaceholderHint): the app's own key handler
# gets Ctrl+Return (and prints `done`), as no widget of the library is in the tree. GtkSourceView 4
# and 5 with line numbers and Python highlighting: after `done` the clients check the highlighting
# and undo with GtkSourceView's own undo until the text is empty ("undo: empty"); a C app attaches
# its hint from its .ui file, by the view's id.
cc -Wall -Wextra -Werror -o "$work/c-attached-ui" "$work/Examples/c/attached-ui.c" $(pkg-config --cflags --libs placeholder-text-view-1)
client c-attached-ui "$work/c-attached-ui"
client python-source-view /usr/bin/python3 "$work/Examples/python/attached-source-view.py"
grep -qxF "undo: empty" "$work/python-source-view.out" || fail "python-source-view: undo or highlighting: $(cat "$work/python-source-view.err")"
GSK_RENDERER=cairo client gjs-gtk4-source-view gjs "$work/Examples/gjs-gtk4/attached-source-view.js"
grep -qxF "undo: empty" "$work/gjs-gtk4-source-view.out" || fail "gjs-gtk4-source-view: undo or highlighting: $(cat "$work/gjs-gtk4-source-view.err")"

# The GTK 4 library beside the GTK 3 one: its C example, built with its pkg-config name alone.
if cc -Wall -Wextra -Werror -o "$work/c-gtk4-client" "$work/Examples/c-gtk4/placeholder-demo.c" \
        $(pkg-config --cflags --libs placeholder-text-view-2) 2> "$work/c-gtk4.err" \
    && GSK_RENDERER=cairo timeout 30 "$work/c-gtk4-client" > "$work/c-gtk4.out" 2>> "$work/c-gtk4.err" \
    && grep -qxF "placeholder: Placeholder from C" "$work/c-gtk4.out" \
    && grep -qxF "from the .ui file: Placeholder from a .ui file, markup 1, done label Send" "$work/c-gtk4.out" \
    && grep -qxF "done: Written in C" "$work/c-gtk4.out"; then
    passed=$((passed + 1))
    echo "c-gtk4 client: built with pkg-config placeholder-text-view-2, ran against libplaceholder-text-view-2"
else
    fail "c-gtk4: $(cat "$work/c-gtk4.err" "$work/c-gtk4.out" 2>/dev/null)"
fi

# The same from Python: PyGObject on Gtk 4.0 and Placeholder 2, from the installed typelib.
if GSK_RENDERER=cairo timeout 30 /usr/bin/python3 "$work/Examples/python-gtk4/placeholder-demo.py" \
        > "$work/python-gtk4.out" 2> "$work/python-gtk4.err" \
    && grep -qxF "placeholder: Placeholder from Python" "$work/python-gtk4.out" \
    && grep -qxF "done label: Send" "$work/python-gtk4.out" && grep -qxF "gtk: 4" "$work/python-gtk4.out" \
    && grep -qxF "done: Written in Python" "$work/python-gtk4.out"; then
    passed=$((passed + 1))
    echo "python-gtk4 client: Gtk 4.0 and Placeholder 2 from the installed typelib"
else
    fail "python-gtk4: $(cat "$work/python-gtk4.err" "$work/python-gtk4.out" 2>/dev/null)"
fi

# readme NAME COMMAND…: the README's example for NAME starts and shows its window, with nothing on
# stderr; then it is closed.
readme() {
    name="$1"; shift
    "$@" > "$work/readme-$name.out" 2> "$work/readme-$name.err" &
    pid=$!
    if timeout 30 xdotool search --sync --onlyvisible --pid "$pid" > /dev/null && kill -0 "$pid" 2>/dev/null \
        && [ ! -s "$work/readme-$name.err" ]; then
        passed=$((passed + 1))
    else
        fail "README's $name example did not show its window: $(cat "$work/readme-$name.err")"
    fi
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
}
cc -Wall -Werror -Wno-unused-parameter -o "$work/readme-c" "$work/readme/app.c" $(pkg-config --cflags --libs placeholder-text-view-1)
valac --quiet --pkg placeholder-text-view-1 -X -w -o "$work/readme-vala" "$work/readme/app.vala"
readme c "$work/readme-c"
readme python /usr/bin/python3 "$work/readme/app.py"
readme gjs gjs "$work/readme/app.js"
readme vala "$work/readme-vala"

# The README's attach examples, each in a harness that gives it a GtkTextView named `view`: C and
# Vala on GTK 3, Python on both, GJS and the .ui snippet on GTK 4; each reads the hint back.
# attached NAME COMMAND…: COMMAND prints the hint the README's lines attached.
attached() {
    name="$1"; shift
    if "$@" > "$work/readme-attach-$name.out" 2> "$work/readme-attach-$name.err" \
        && grep -qxF "attached: Write a message…" "$work/readme-attach-$name.out" && [ ! -s "$work/readme-attach-$name.err" ]; then
        passed=$((passed + 1))
    else
        fail "README's $name attach example: $(cat "$work/readme-attach-$name.out" "$work/readme-attach-$name.err")"
    fi
}
attach="$work/readme/attach"
cc -Wall -Wextra -Werror -I"$work/readme" -o "$work/readme-attach-c" "$work/readme-attach.c" $(pkg-config --cflags --libs placeholder-text-view-1)
attached c "$work/readme-attach-c"
sed -e "/\/\/ README/r $attach.vala" -e "/\/\/ README/d" "$work/readme-attach.vala" > "$work/readme/attach-main.vala"
valac --quiet --pkg placeholder-text-view-1 -X -w -o "$work/readme-attach-vala" "$work/readme/attach-main.vala"
attached vala "$work/readme-attach-vala"
attached python-gtk3 /usr/bin/python3 "$work/readme-attach.py" 3 python "$attach.py"
GSK_RENDERER=cairo attached python-gtk4 /usr/bin/python3 "$work/readme-attach.py" 4 python "$attach.py"
GSK_RENDERER=cairo attached gjs-gtk4 gjs "$work/readme-attach.js" "$attach.js"
GSK_RENDERER=cairo attached ui-gtk4 /usr/bin/python3 "$work/readme-attach.py" 4 ui "$attach.ui"
attached ui-gtk3 /usr/bin/python3 "$work/readme-attach.py" 3 ui "$attach.ui"

# Misuse from Python (calls after destroy, wrong types, invalid values): never a dead process.
if /usr/bin/python3 "$work/misuse.py" > "$work/misuse.out" 2> "$work/misuse.err"; then
    passed=$((passed + 1))
    cat "$work/misuse.out"
else
    fail "misuse from Python: $(cat "$work/misuse.err")"
fi

# The Glade catalog and its module, from the installed tree, in the real Glade (English, with
# AT-SPI on a bus of its own; Glade's preferences go to the scratch folder).
start=$(date +%s)
if env -u NO_AT_BRIDGE LANGUAGE=en XDG_CONFIG_HOME="$work/glade-config" \
        GLADE_CATALOG_SEARCH_PATH=/usr/local/share/glade/catalogs GLADE_MODULE_SEARCH_PATH=/usr/local/lib/glade/modules \
        dbus-run-session -- /usr/bin/python3 "$work/glade-catalog.py" "$work/glade-form.ui" "$work/glade.png" \
        > "$work/glade.out" 2> "$work/glade.err"; then
    passed=$((passed + 1))
    cat "$work/glade.out"
else
    fail "Glade: $(grep -v 'fd limit\|dbus-daemon' "$work/glade.err")"
fi
echo "Glade catalog: $(( $(date +%s) - start )) s"

# The installed app, in Japanese, with the library's Done button (statically linked into it)
# translated: what a screen reader sees through AT-SPI, and a screenshot. Its GSettings go to a
# keyfile in the scratch folder, never to the machine's dconf.
start=$(date +%s)
unset NO_AT_BRIDGE
export LANGUAGE=ja LANG=C.UTF-8
note-entry --screenshot "$work/note-entry-ja.png" --data-dir "$work/notes" > "$work/note-entry.out" 2>&1 \
    || fail "note-entry --screenshot: $(cat "$work/note-entry.out")"
if dbus-run-session -- sh -c '
        GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$1/config" note-entry --data-dir "$1/notes" > "$1/note-entry-atspi.out" 2>&1 & app=$!
        /usr/bin/python3 "$1/find-button.py" note-entry 完了 60; status=$?
        kill "$app"; wait "$app"; exit $status' sh "$work" 2> "$work/atspi.err"; then
    passed=$((passed + 1))
else
    fail "note-entry in Japanese: no 完了 button: $(grep -v 'fd limit\|dbus-daemon' "$work/atspi.err")"
fi
echo "note-entry in Japanese: $(( $(date +%s) - start )) s"

# The installed schema is found beside the installed executable (share/glib-2.0/schemas): the
# window's state was written at the quit above (keyfile backend, in the scratch config home).
if grep -qF "open-note-folder='$work/notes'" "$work/config/glib-2.0/settings/keyfile" 2>/dev/null; then
    passed=$((passed + 1))
else
    fail "note-entry kept no window state: the installed GSettings schema was not found"
fi

echo "run-clients: $passed passed, $failures failed"
[ "$failures" -eq 0 ]
