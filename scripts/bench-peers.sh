#!/bin/bash
# note-entry beside Gnote, the note app a GNOME user would pick instead: what is installed (the
# stripped executable against Gnote's package and code) and memory at rest (resident, private and
# proportional, 3 s after the start of an empty notebook). Each start runs under an X server and
# a session bus of its own, with an empty home folder; the two apps alternate run by run, and
# the figures are medians. Usage: bench-peers.sh NOTE_ENTRY [RUNS]
set -eu
note_entry="$1"
runs="${2:-5}"
command -v gnote >/dev/null || { echo "bench-peers: gnote is not installed (make bench-peers installs it)" >&2; exit 1; }

# Prints "rss private pss" in KiB for one start of the command, 3 s after it began.
at_rest() {
    local home; home=$(mktemp -d)
    HOME=$home XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config XDG_STATE_HOME=$home/state \
    XDG_CACHE_HOME=$home/cache NO_AT_BRIDGE=1 GDK_BACKEND=x11 \
    xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" dbus-run-session -- bash -c '
        "$@" >/dev/null 2>&1 & pid=$!
        sleep 3
        rss=$(awk "/^VmRSS/{print \$2}" /proc/$pid/status)
        private=$(awk "/^Private_(Clean|Dirty)/{s+=\$2} END{print s}" /proc/$pid/smaps_rollup)
        pss=$(awk "/^Pss:/{print \$2}" /proc/$pid/smaps_rollup)
        kill $pid; wait $pid 2>/dev/null || true
        echo "$rss $private $pss"' _ "$@" 2>/dev/null
    rm -rf "$home"
}

median() { sort -n | awk '{v[NR]=$1} END{print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }

ours=$(mktemp); theirs=$(mktemp)
trap 'rm -f "$ours" "$theirs"' EXIT
for run in $(seq "$runs"); do
    if [ $((run % 2)) -eq 1 ]; then at_rest "$note_entry" >>"$ours"; at_rest gnote >>"$theirs"
    else at_rest gnote >>"$theirs"; at_rest "$note_entry" >>"$ours"; fi
done

stripped=$(mktemp); strip -o "$stripped" "$note_entry"
ours_size=$(stat -c %s "$stripped"); rm -f "$stripped"
gnote_package=$(( $(dpkg-query -W -f='${Installed-Size}' gnote) * 1024 ))
gnote_code=$(dpkg -L gnote | grep -E '^/usr/bin/gnote$|\.so' | xargs stat -L -c %s 2>/dev/null | awk '{s+=$1} END{print s}')

ratio() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%.2f", a/b}'; }
mb() { awk -v b="$1" 'BEGIN{printf "%.1f MB", b/1000000}'; }
echo "peers: note-entry beside Gnote $(dpkg-query -W -f='${Version}' gnote), medians of $runs starts each, interleaved"
echo "| figure | note-entry | Gnote | ratio |"
echo "|---|---|---|---|"
for column in 1 2 3; do
    name=$(echo "resident private proportional" | cut -d' ' -f$column)
    a=$(awk -v c=$column '{print $c}' "$ours" | median); b=$(awk -v c=$column '{print $c}' "$theirs" | median)
    echo "| $name memory 3 s after start, empty notebook | $((a / 1024)) MiB | $((b / 1024)) MiB | $(ratio "$a" "$b") |"
done
echo "| installed size: stripped executable / Gnote's package | $(mb "$ours_size") | $(mb "$gnote_package") | $(ratio "$ours_size" "$gnote_package") |"
echo "| the same / Gnote's executable, library and plugins | $(mb "$ours_size") | $(mb "$gnote_code") | $(ratio "$ours_size" "$gnote_code") |"
