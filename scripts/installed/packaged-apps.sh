#!/bin/bash
# Part of scripts/test-installed.sh: real, packaged applications nobody on this team wrote get a
# placeholder from the installed libraries by a patch of three lines, applied at test time to a
# copy of their installed file, bind-mounted over it in a private mount namespace; then each is
# driven headless through its own features with real X input (xdotool):
#   - Meld (GTK 3, Python): its file comparison's panes are MeldSourceView, its own GtkSourceView 4
#     subclass; both empty panes show the hint in Meld's monospace font, typing into one hides
#     that pane's hint while Meld marks the inserted chunk, and Meld's own Ctrl+Z undoes it back
#     until both hints show again;
#   - Dialect (GTK 4, libadwaita, Python): its source text view shows the hint; typing hides it;
#     Ctrl+Return, Dialect's own Translate key, still starts a translation (offline, Dialect then
#     logs that the request failed); clearing the text brings the hint back and GTK's undo (Ctrl+Z)
#     restores the text.
# The hint's colour comes from each toolkit's documented CSS selector in the user's style sheet
# ($XDG_CONFIG_HOME/gtk-3.0/gtk.css, gtk-4.0/gtk.css), which also checks that selector.
# Usage: packaged-apps.sh WORK (inside the namespace, under Xvfb and a D-Bus session).
set -eu
work="$1"
failures=0
passed=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# patched ORIGINAL MARKER NAME LINES: a copy of ORIGINAL with LINES (three at most) inserted after
# the one line MARKER, bind-mounted over ORIGINAL; prints the diff.
patched() {
    original="$1"; marker="$2"; name="$3"; lines="$4"
    copy="$work/$name-$(basename "$original")"
    /usr/bin/python3 - "$original" "$copy" "$marker" "$lines" << 'EOF'
import sys
original, copy, marker, lines = sys.argv[1:]
text = open(original, encoding="utf-8").read()
if text.count(marker + "\n") != 1:
    sys.exit(f"the line {marker!r} is not in {original} exactly once")
open(copy, "w", encoding="utf-8").write(text.replace(marker + "\n", marker + "\n" + lines + "\n"))
EOF
    added=$(diff "$original" "$copy" | grep -c "^>" || true)
    removed=$(diff "$original" "$copy" | grep -c "^<" || true)
    [ "$added" -le 3 ] && [ "$removed" -eq 0 ] || { fail "$name: the patch adds $added and removes $removed lines"; return 1; }
    echo "$name: patched $original with $added lines:"
    diff "$original" "$copy" || true
    mount --bind "$copy" "$original"
}

# screen NAME STAGE CHECK…: until a screenshot (NAME-STAGE.png) passes every CHECK ("at-least N",
# "at-most N" pixels of the hint colour); fails at a 30 s deadline.
screen() {
    name="$1"; stage="$2"; shift 2
    end=$(( $(date +%s) + 30 ))
    while :; do
        import -window root "$work/$name-$stage.png"
        holds=1
        for check in "$@"; do
            # shellcheck disable=SC2086
            /usr/bin/python3 "$work/hint-pixels.py" "$work/$name-$stage.png" $check > "$work/$name-$stage.count" || holds=0
        done
        [ "$holds" -eq 0 ] || return 0
        [ "$(date +%s)" -lt "$end" ] || { cat "$work/$name-$stage.count"; return 1; }
        sleep 0.2
    done
}

# window NAME PID: the visible top-level window named NAME of process PID, within 30 s.
window() {
    end=$(( $(date +%s) + 30 ))
    until found=$(xdotool search --onlyvisible --pid "$2" --name "^$1\$" 2> /dev/null | head -1) && [ -n "$found" ]; do
        [ "$(date +%s)" -lt "$end" ] && kill -0 "$2" 2> /dev/null || return 1
        sleep 0.2
    done
    echo "$found"
}

config="$work/packaged-config"
mkdir -p "$config/gtk-3.0" "$config/gtk-4.0"
echo "textview label.placeholder { color: #d00000; }" > "$config/gtk-3.0/gtk.css"
echo "textview placeholder { color: #d00000; }" > "$config/gtk-4.0/gtk.css"
export XDG_CONFIG_HOME="$config" GSETTINGS_BACKEND=memory
unset G_DEBUG

# Meld: two empty Python files side by side.
meld_file="$(/usr/bin/python3 -c "import importlib.util; print(importlib.util.find_spec('meld').submodule_search_locations[0])")/filediff.py"
if patched "$meld_file" "        self.textbuffer = [v.get_buffer() for v in self.textview]" meld \
"        import gi; gi.require_version('Placeholder', '1')
        from gi.repository import Placeholder
        for view in self.textview: Placeholder.Hint.get_from_text_view(view).props.text = _('Empty file: type here')"; then
    : > "$work/left.py"; : > "$work/right.py"
    failed_before=$failures
    meld "$work/left.py" "$work/right.py" > "$work/meld.out" 2> "$work/meld.err" &
    pid=$!
    if meld_window=$(window Meld "$pid"); then
        screen meld both-empty "at-least 600" || fail "meld: no hint in both empty panes"
        both=$(grep -o "[0-9]* hint" "$work/meld-both-empty.count" | cut -d" " -f1)
        # Into the left pane, below its first line: Meld's own text view takes the focus.
        xdotool mousemove --window "$meld_window" 150 250 click 1
        xdotool type --delay 40 "import os"
        screen meld typed-left "at-least $((both / 4))" "at-most $((both * 3 / 4))" \
            || fail "meld: typing into one pane did not hide that pane's hint alone"
        for _ in 1 2 3 4 5 6 7 8 9 10 11 12; do xdotool key ctrl+z; done
        screen meld undone "at-least $((both * 9 / 10))" || fail "meld: its own undo did not bring both hints back"
        [ -s "$work/left.py" ] && fail "meld: the left file was written without a save"
    else
        fail "meld: no window: $(cat "$work/meld.err")"
    fi
    kill "$pid" 2> /dev/null || true; wait "$pid" 2> /dev/null || true
    if grep -E "Traceback|CRITICAL" "$work/meld.err" > /dev/null; then fail "meld: $(cat "$work/meld.err")"; fi
    [ "$failures" -ne "$failed_before" ] || { passed=$((passed + 1)); echo "meld: hints in both panes, typing, Meld's own undo"; }
fi

# Dialect: the translator's source text, offline.
if patched /usr/share/dialect/dialect/window.py "        self.src_buffer = self.src_text.get_buffer()" dialect \
"        import gi; gi.require_version('Placeholder', '2')
        from gi.repository import Placeholder
        Placeholder.Hint.get_from_text_view(self.src_text).props.text = _('Type the text to translate')"; then
    failed_before=$failures
    GSK_RENDERER=cairo dialect > "$work/dialect.out" 2> "$work/dialect.err" &
    pid=$!
    if dialect_window=$(window Dialect "$pid"); then
        xdotool windowfocus --sync "$dialect_window"
        screen dialect empty "at-least 100" || fail "dialect: no hint in the empty source text"
        xdotool type --delay 40 "hello world"
        screen dialect typed "at-most 0" || fail "dialect: the hint stayed after typing"
        xdotool key ctrl+Return
        end=$(( $(date +%s) + 30 ))
        until grep "Response has failed" "$work/dialect.err" > /dev/null; do
            [ "$(date +%s)" -lt "$end" ] || { fail "dialect: Ctrl+Return did not start a translation"; break; }
            sleep 0.2
        done
        xdotool key ctrl+a BackSpace
        screen dialect cleared "at-least 100" || fail "dialect: the hint did not return once the text was cleared"
        xdotool key ctrl+z
        screen dialect undone "at-most 0" || fail "dialect: GTK's undo did not restore the text over the hint"
    else
        fail "dialect: no window: $(cat "$work/dialect.err")"
    fi
    kill "$pid" 2> /dev/null || true; wait "$pid" 2> /dev/null || true
    if grep -E "Traceback|CRITICAL" "$work/dialect.err" > /dev/null; then fail "dialect: $(cat "$work/dialect.err")"; fi
    [ "$failures" -ne "$failed_before" ] || { passed=$((passed + 1)); echo "dialect: hint, typing, its Translate key, clearing, undo"; }
fi

echo "packaged-apps: $passed passed, $failures failed"
[ "$failures" -eq 0 ]
