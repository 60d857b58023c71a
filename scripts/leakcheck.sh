#!/bin/bash
# `make leakcheck`: the widget's create/show/type/Done/dismiss/destroy loop
# (HostileLifetimeTests) under valgrind memcheck, with GLib's and GTK's suppressions.
# Fails when valgrind finds a "definitely lost" block allocated through our code, or a memory
# error (invalid read, uninitialised jump ...) with a frame in this repository's Sources/ or
# Tests/, when valgrind cannot read the bundle's debug information, or when the test fails (which
# includes the signal handler boxes and wrappers not counting back to their start).
#
#   scripts/leakcheck.sh [CYCLES]        (default 200; env PLACEHOLDER_LEAKCHECK_CYCLES too)
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
CYCLES=${1:-${PLACEHOLDER_LEAKCHECK_CYCLES:-200}}
BIN=${LEAKCHECK_BIN:-$(swift build --show-bin-path)}
BUNDLE="$BIN/PlaceholderTextViewPackageTests.xctest"
OUT=${TEST_OUTPUT:-$ROOT/.build/test-output}
LOG="$OUT/leakcheck-valgrind.log"
mkdir -p "$OUT"
[ -x "$BUNDLE" ] || { echo "leakcheck: $BUNDLE is not built (swift build --build-tests)"; exit 2; }

mapfile -t SUPPRESSIONS < <("$ROOT/scripts/valgrind-suppressions.sh")

echo "leakcheck: $CYCLES cycles under valgrind memcheck (log: $LOG)"
start=$(date +%s)
G_SLICE=always-malloc G_DEBUG=gc-friendly,fatal-criticals NO_AT_BRIDGE=1 GDK_BACKEND=x11 \
PLACEHOLDER_LEAKCHECK_CYCLES=$CYCLES PLACEHOLDER_LOCALE_DIR="$BIN/locale" \
"$ROOT/scripts/with-xvfb.sh" \
    valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite --num-callers=50 \
        --fullpath-after= --log-file="$LOG" "${SUPPRESSIONS[@]}" \
        "$BUNDLE" PlaceholderGtkTests.HostileLifetimeTests > "$OUT/leakcheck-test.log" 2>&1
status=$?
echo "leakcheck: valgrind run took $(( $(date +%s) - start )) s, test exit status $status"
grep -E "leak loop:|Executed|error:" "$OUT/leakcheck-test.log" | sed 's/^/  test: /'
sed -n '/LEAK SUMMARY/,/suppressed:/p;/ERROR SUMMARY/p' "$LOG" | sed 's/^==[0-9]*== */  valgrind: /'

# Every "definitely lost" record and every memory error (a read of freed memory, a jump on an
# uninitialised value ...), and the ones with a frame from this repository.
ours() {
    awk -v root="$ROOT/" -v start="$1" '
        $0 ~ start { inRecord = 1; record = $0 "\n"; mine = 0; next }
        inRecord && /^==[0-9]+== *$/ { if (mine) printf "%s\n", record; inRecord = 0; next }
        inRecord { record = record $0 "\n"; if (index($0, root "Sources/") || index($0, root "Tests/")) mine = 1 }
    ' "$LOG"
}
if grep -q "debuginfo reader" "$LOG"; then
    echo "leakcheck: FAILED: valgrind could not read the debug information (frames would not name our files):"
    grep -A2 "debuginfo reader" "$LOG" | head -6
    exit 1
fi
leaks=$(ours "are definitely lost in loss record")
if [ -n "$leaks" ]; then
    echo "leakcheck: FAILED: definitely lost blocks allocated through our code:"
    echo "$leaks"
    exit 1
fi
errors=$(ours "== (Invalid (read|write|free)|Conditional jump|Use of uninitialised|Syscall param|Mismatched free|Source and destination overlap)")
if [ -n "$errors" ]; then
    echo "leakcheck: FAILED: memory errors with a frame in our code:"
    echo "$errors"
    exit 1
fi
echo "leakcheck: no definitely lost block and no memory error comes from our code"
[ $status -eq 0 ] || { echo "leakcheck: FAILED: the leak loop test failed"; exit 1; }
