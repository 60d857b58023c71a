#!/bin/bash
# `make memcheck-list`: the release note-entry under valgrind memcheck over a store of 100,000
# notes while another program deletes listed notes and the keyboard pages through the list (the
# session issue 40 asked for, where a model change inside GtkTreeView's own handler once read
# freed rows). Fails on any invalid read, write or free, on any other memory error with a frame in
# this repository's Sources/, when valgrind cannot read the debug information, or when the app
# does not start or quit.
#
# Valgrind 3.19 cannot read the DWARF 5 that clang writes for the C targets by default: this
# builds the release products into a scratch folder of their own with `-Xcc -gdwarf-4` (the
# Swift code's debug information it reads as it is), the documented way to a symbolised release
# build under valgrind.
#
#   scripts/memcheck-list.sh [NOTES] [ROUNDS]     (defaults 100000 and 6)
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
NOTES=${1:-100000}
ROUNDS=${2:-6}
BUILD=${MEMCHECK_BUILD:-$ROOT/.build/memcheck}
OUT=${TEST_OUTPUT:-$ROOT/.build/test-output}
LOG="$OUT/memcheck-list-valgrind.log"
APP_OUT="$OUT/memcheck-list-app.log"
STORE=$(mktemp -d /tmp/memcheck-list.XXXXXX)
trap 'rm -rf "$STORE"' EXIT
mkdir -p "$OUT"

swift build -c release --scratch-path "$BUILD" -Xcc -gdwarf-4 --product note-entry 2>&1 | grep -v -e "prohibited flag" || true
swift build -c release --scratch-path "$BUILD" -Xcc -gdwarf-4 --product placeholder-bench 2>&1 | grep -v -e "prohibited flag" || true
BIN="$BUILD/release"
[ -x "$BIN/note-entry" ] && [ -x "$BIN/placeholder-bench" ] || { echo "memcheck-list: the build failed"; exit 2; }
"$BIN/placeholder-bench" bulk-store "$STORE/notes" "$NOTES" > /dev/null || { echo "memcheck-list: no store"; exit 2; }

mapfile -t SUPPRESSIONS < <("$ROOT/scripts/valgrind-suppressions.sh")

echo "memcheck-list: $NOTES notes, $ROUNDS rounds of deletions by another program and paging (log: $LOG)"
start=$(date +%s)
export STORE NOTES ROUNDS LOG APP_OUT BIN
export SUPPRESSION_ARGS="${SUPPRESSIONS[*]}"
G_SLICE=always-malloc NO_AT_BRIDGE=1 GDK_BACKEND=x11 GSETTINGS_BACKEND=memory \
"$ROOT/scripts/with-xvfb.sh" bash -c '
    valgrind --tool=memcheck --num-callers=40 --fullpath-after= --log-file="$LOG" $SUPPRESSION_ARGS \
        "$BIN/note-entry" --data-dir "$STORE/notes" > "$APP_OUT" 2>&1 &
    app=$!
    # Under valgrind a start takes tens of seconds; a deadline, polled.
    for _ in $(seq 1 1200); do grep -q "note-entry: ready" "$APP_OUT" && break; kill -0 $app 2>/dev/null || break; sleep 0.25; done
    grep -q "note-entry: ready" "$APP_OUT" || { echo "memcheck-list: note-entry did not get ready"; kill -9 $app; exit 3; }
    window=$(xdotool search --sync --pid $app --onlyvisible --name "Note Entry" | head -1)
    xdotool windowactivate --sync "$window" 2>/dev/null || true
    # The list: a click on its first row, then the keyboard.
    xdotool mousemove --window "$window" 120 80 click 1
    for round in $(seq 1 "$ROUNDS"); do
        python3 -c "
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], timeout=30)
db.execute(\"DELETE FROM notes WHERE id IN (SELECT id FROM notes WHERE trashed IS NULL ORDER BY updated DESC, id DESC LIMIT 3 OFFSET ?)\", (int(sys.argv[2]) * 7,))
db.commit()
" "$STORE/notes/notes.sqlite3" "$round"
        for key in Next Next Next Down Down Prior End Home Next; do xdotool key --window "$window" $key; done
    done
    kill -TERM $app
    for _ in $(seq 1 1200); do kill -0 $app 2>/dev/null || break; sleep 0.25; done
    wait $app
'
status=$?
echo "memcheck-list: the session took $(( $(date +%s) - start )) s, exit status $status"
sed -n '/ERROR SUMMARY/p' "$LOG" | sed 's/^==[0-9]*== */  valgrind: /'
if grep -q "debuginfo reader" "$LOG"; then
    echo "memcheck-list: FAILED: valgrind could not read the debug information:"
    grep -A2 "debuginfo reader" "$LOG" | head -6
    exit 1
fi
invalid=$(grep -c -E "== (Invalid (read|write|free))" "$LOG")
# A record is ours when one of its innermost eight frames is in Sources/ (every stack of the main
# thread ends in our main.swift, whatever library erred).
ours=$(awk -v root="$ROOT/" '
    /== (Conditional jump|Use of uninitialised|Syscall param|Mismatched free|Source and destination overlap)/ { inRecord = 1; frames = 0; record = $0 "\n"; mine = 0; next }
    inRecord && /^==[0-9]+== *$/ { if (mine) printf "%s\n", record; inRecord = 0; next }
    inRecord { record = record $0 "\n"; frames++; if (frames <= 8 && index($0, root "Sources/")) mine = 1 }
' "$LOG")
if [ "$invalid" -gt 0 ] || [ -n "$ours" ]; then
    echo "memcheck-list: FAILED: $invalid invalid reads, writes or frees; errors in our code:"
    grep -A20 -E "== (Invalid (read|write|free))" "$LOG" | head -60
    echo "$ours"
    exit 1
fi
[ "$status" -eq 0 ] || { echo "memcheck-list: FAILED: the session ended with status $status"; exit 1; }
echo "memcheck-list: no invalid reads, writes or frees; no memory error in our code"
