#!/bin/bash
# Rebuilds the README's pictures of note-entry in use from the real app under Xvfb: the search
# (docs/screenshot-search.png) and the 360 px window, its editor then its list after Back
# (docs/screenshot-narrow.png), driven with xdotool over notes imported from dated files; run as
# root, also the status page over an unreadable folder (docs/screenshot-unreadable-folder.png),
# the app then running as nobody. Needs a `make build`, Xvfb, xdotool and ImageMagick.
# Usage: scripts/with-xvfb.sh scripts/readme-app-pictures.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$(cd "$root" && swift build --show-bin-path)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
chmod 755 "$scratch"
export DBUS_SESSION_BUS_ADDRESS=disabled: NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory GDK_BACKEND=x11
export PLACEHOLDER_LOCALE_DIR="$bin/locale"

# A home of its own in $scratch/$1 with the notes of the Markdown files given as pairs of
# "name|date" and contents, imported with their dates.
home() {
    export HOME="$scratch/$1" XDG_DATA_HOME="$scratch/$1/data" XDG_CONFIG_HOME="$scratch/$1/config"
    mkdir -p "$HOME/in"
    shift
    while [ $# -gt 0 ]; do
        printf '%s' "$2" > "$HOME/in/${1%%|*}.md"
        touch -d "${1#*|}" "$HOME/in/${1%%|*}.md"
        shift 2
    done
    "$bin/note-entry" --import "$HOME/in" > /dev/null
}

# Captures the app's window $1 into $2 as the screen shows it.
capture() {
    local X Y WIDTH HEIGHT SCREEN WINDOW
    eval "$(xdotool getwindowgeometry --shell "$1")"
    import -window root -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" "$2"
}

# Starts note-entry and prints its window once it is shown and has drawn.
start() {
    "$bin/note-entry" > "$HOME/app.log" 2>&1 &
    app=$!
    window=$(xdotool search --sync --onlyvisible --pid "$app" | head -1)
    # xdotool cannot wait for GTK's first frame: a moment for it to draw.
    sleep 1.5
}

home search "a|2026-12-05 21:10" $'# 日記\n\n今日は日本語の勉強をした\n' \
    "b|2026-12-03 18:30" $'# Café visit\n\nCroissants and coffee by the window\n' \
    "c|2026-12-01 09:00" $'# Groceries\n\nMilk and eggs\n'
start
xdotool key --window "$window" ctrl+f
xdotool type --delay 80 cafe
sleep 1.5
capture "$window" "$root/docs/screenshot-search.png"
kill "$app"
echo "wrote docs/screenshot-search.png"

home narrow "a|2026-12-04 08:00" $'# Shopping list\n\nBread, eggs, coffee beans\n' \
    "b|2026-12-05 19:45" $'# Ideas for the weekend\n\nWalk along the river, then the market.\n'
start
xdotool windowsize "$window" 360 520
sleep 1.5
capture "$window" "$scratch/editor.png"
xdotool key --window "$window" alt+Left
sleep 1
capture "$window" "$scratch/list.png"
montage "$scratch/editor.png" "$scratch/list.png" -tile 2x -geometry +0+0 -background '#dddddd' \
    "$root/docs/screenshot-narrow.png"
kill "$app"
echo "wrote docs/screenshot-narrow.png"

if [ "$(id -u)" = 0 ]; then
    # Root reads every folder: the app runs as nobody over a folder nobody cannot read.
    folder=/var/tmp/Notes
    rm -rf "$folder" && mkdir -m 000 "$folder" && chown nobody:nogroup "$folder"
    export HOME="$scratch/nobody" XDG_DATA_HOME="$scratch/nobody/data" XDG_CONFIG_HOME="$scratch/nobody/config"
    mkdir -p "$HOME" && chmod 777 "$HOME"
    setpriv --reuid=nobody --regid=nogroup --clear-groups \
        "$bin/note-entry" --screenshot "$HOME/unreadable.png" --data-dir "$folder" > /dev/null
    cp "$HOME/unreadable.png" "$root/docs/screenshot-unreadable-folder.png"
    rm -rf "$folder"
    echo "wrote docs/screenshot-unreadable-folder.png"
fi
