#!/bin/bash
# note-entry beside Gnote, the note app a GNOME user would pick instead, over the same notes:
# exec to first frame and memory at rest (resident, private, proportional, 3 s after the start)
# with an empty notebook and with each notebook of NOTES (counts of notes, by default 10,000 and
# 100,000), GNOME Shell's search over those notes, and what is
# installed. Each start runs under an X server and a session bus of its own, in a home folder of
# its own copied from a prepared one where the app has started once; the two apps alternate run by run, and the figures are
# medians. The first frame is seen from outside both programs (peers/first-frame.c: the first
# DAMAGE report of their window), so both are timed alike.
#
# Usage: bench-peers.sh NOTE_ENTRY WIDGET_LIBRARY FIRST_FRAME [RUNS] ["NOTES …"]
set -eEu
trap 'echo "bench-peers: failed at line $LINENO: $BASH_COMMAND" >&2' ERR
note_entry="$1"
widget_library="$2"
first_frame="$3"
runs="${4:-7}"
counts="${5:-10000 100000}"
# The longest a start may take to its first frame, in seconds: Gnote reads every note before it.
slowest_start=1800
here=$(cd "$(dirname "$0")" && pwd)
command -v gnote >/dev/null || { echo "bench-peers: gnote is not installed (make bench-peers installs it)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The prepared homes, one pair per notebook ("empty", or a count of notes): Gnote's notes in its
# folder, and the same notes imported into note-entry's.
stores="empty $counts"
mkdir -p "$work/gnote-empty" "$work/ours-empty"
for count in $counts; do
    /usr/bin/python3 "$here/peers/gnote-notes.py" "$work/notes-$count" "$count"
    mkdir -p "$work/gnote-$count/.local/share" "$work/ours-$count"
    mv "$work/notes-$count" "$work/gnote-$count/.local/share/gnote"
    env -u XDG_DATA_HOME HOME="$work/ours-$count" "$note_entry" --import "$work/gnote-$count/.local/share/gnote" >/dev/null
done

# Runs "$@" with the home folder $1, under an X server and a session bus of its own.
in_home() {
    local home="$1"; shift
    env -u XDG_DATA_HOME -u XDG_CONFIG_HOME -u XDG_STATE_HOME -u XDG_CACHE_HOME \
        HOME="$home" NO_AT_BRIDGE=1 GDK_BACKEND=x11 \
        "$here/with-xvfb.sh" dbus-run-session -- "$@" 2>/dev/null
}

# Runs "$@" in a fresh copy of the home folder $1, as in_home does.
in_session() {
    local template="$1"; shift
    rm -rf "$work/run"; cp -a "$template" "$work/run"
    in_home "$work/run" "$@"
    rm -rf "$work/run"
}

# Each app has started once in each prepared home, as a user's has: the figures are of a start,
# not of a first start (which creates the database, or Gnote's welcome notes, and its settings).
for store in $stores; do
    in_home "$work/ours-$store" "$first_frame" --within "$slowest_start" "$note_entry" >/dev/null
    in_home "$work/gnote-$store" "$first_frame" --within "$slowest_start" gnote >/dev/null
done

# Appends "first_frame_ms rss private pss" of one start to the file $1.
start_once() {
    local out="$1" template="$2"; shift 2
    in_session "$template" "$first_frame" --within "$slowest_start" --rest 3 "$@" >>"$out"
}

median() { sort -n | awk '{v[NR]=$1} END{print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
column() { awk -v c="$2" '{print $c}' "$1" | median; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%.2f", a/b}'; }
mb() { awk -v b="$1" 'BEGIN{printf "%.2f MB", b/1000000}'; }
mib() { echo "$(($1 / 1024)) MiB"; }

for run in $(seq "$runs"); do
    for store in $stores; do
        if [ $((run % 2)) -eq 1 ]; then
            start_once "$work/ours-$store.txt" "$work/ours-$store" "$note_entry"
            start_once "$work/gnote-$store.txt" "$work/gnote-$store" gnote
        else
            start_once "$work/gnote-$store.txt" "$work/gnote-$store" gnote
            start_once "$work/ours-$store.txt" "$work/ours-$store" "$note_entry"
        fi
    done
done

# Shell search over the full notebook: each app running, asked over its own bus.
search() {
    local template="$1" bus_name="$2" object_path="$3"; shift 3
    in_session "$template" bash -c '"$@" >/dev/null 2>&1 & app=$!
        /usr/bin/python3 "'"$here"'/peers/search-timing.py" "'"$bus_name"'" "'"$object_path"'" harbour
        kill $app; wait $app 2>/dev/null || true' _ "$@"
}

stripped_size() { local copy="$work/stripped"; strip -o "$copy" "$1"; stat -c %s "$copy"; }
ours_size=$(stripped_size "$note_entry")
library_size=$(stripped_size "$widget_library")
sourceview_library=$(dpkg -L libgtksourceview-4-0 | grep -E '/libgtksourceview-4\.so\.0\.[0-9.]+$' | head -1)
sourceview_size=$(stripped_size "$sourceview_library")
gnote_package=$(( $(dpkg-query -W -f='${Installed-Size}' gnote) * 1024 ))
gnote_code=$(dpkg -L gnote | grep -E '^/usr/bin/gnote$|\.so' | xargs stat -L -c %s 2>/dev/null | awk '{s+=$1} END{print s}')

echo "peers: note-entry beside Gnote $(dpkg-query -W -f='${Version}' gnote), medians of $runs starts each, interleaved, each under its own X server"
echo "| figure | ours | peer | ratio |"
echo "|---|---|---|---|"
for store in $stores; do
    label=$([ $store = empty ] && echo "empty notebook" || echo "$store notes")
    a=$(column "$work/ours-$store.txt" 1); b=$(column "$work/gnote-$store.txt" 1)
    echo "| exec to first frame, $label | $a ms | Gnote $b ms | $(ratio "$a" "$b") |"
    for field in 2 3 4; do
        name=$(echo "resident private proportional" | cut -d' ' -f$((field - 1)))
        a=$(column "$work/ours-$store.txt" $field); b=$(column "$work/gnote-$store.txt" $field)
        echo "| $name memory 3 s after start, $label | $(mib "$a") | Gnote $(mib "$b") | $(ratio "$a" "$b") |"
    done
done
for count in $counts; do
    read -r ours_ms ours_found <<<"$(search "$work/ours-$count" 'org.placeholdertextview.NoteEntry*.SearchProvider' \
        /org/placeholdertextview/NoteEntry/SearchProvider "$note_entry")"
    read -r gnote_ms gnote_found <<<"$(search "$work/gnote-$count" org.gnome.Gnote /org/gnome/Gnote/SearchProvider gnote)"
    echo "| Shell search for one word over $count notes (D-Bus round trip; results $ours_found / $gnote_found) | $ours_ms ms | Gnote $gnote_ms ms | $(ratio "$ours_ms" "$gnote_ms") |"
done
echo "| note-entry stripped / Gnote's package | $(mb "$ours_size") | $(mb "$gnote_package") | $(ratio "$ours_size" "$gnote_package") |"
echo "| the same / Gnote's executable, library and plugins | $(mb "$ours_size") | $(mb "$gnote_code") | $(ratio "$ours_size" "$gnote_code") |"
echo "| widget library stripped / libgtksourceview-4 | $(mb "$library_size") | $(mb "$sourceview_size") | $(ratio "$library_size" "$sourceview_size") |"
