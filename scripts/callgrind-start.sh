#!/bin/bash
# Instructions to a settled screenshot, under callgrind: note-entry with an empty store, 10,000
# and 100,000 notes, against the bare window (placeholder-bench bare-window-screenshot) and
# against note-entry's own interface in plain GTK (plain-interface-screenshot), each process's
# main thread and all its threads. Deterministic where wall time is not (a start is
# ~0.2 s, and runs on a shared machine vary by more than the differences looked for); the
# frames painted while waiting for the settled screenshot depend on time, so expect ~1 %.
#
# Every subject runs under an X server of its own: the first GTK 3 program on a fresh server
# probes OpenGL and caches the answer on the root window (GDK_VISUALS), so on a shared server
# only whichever subject came first would pay for it. CALLGRIND_START_ORDER=reversed runs the
# subjects last to first, to show that the figures do not depend on the order.
#
# usage: scripts/callgrind-start.sh BIN_DIR OUT_DIR   (as `make callgrind-start` calls it)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$1
out=$2
mkdir -p "$out"
# Valgrind 3.19 cannot read the DWARF 5 debug information clang writes for the C targets: stripped copies,
# beside the originals so note-entry finds its resources the same way.
strip --strip-debug -o "$bin/placeholder-bench.callgrind" "$bin/placeholder-bench"
strip --strip-debug -o "$bin/note-entry.callgrind" "$bin/note-entry"
trap 'rm -f "$bin/placeholder-bench.callgrind" "$bin/note-entry.callgrind"' EXIT
stores=$out/start-stores
for notes in 0 10000 100000; do
    [ -d "$stores/$notes" ] || "$bin/placeholder-bench" bulk-store "$stores/$notes" "$notes"
done

# Prints "main-thread-instructions all-thread-instructions" of one run of the command.
instructions() {
    local file=$out/start.$1
    shift
    rm -f "$file" "$file"-*
    "$here/with-xvfb.sh" \
        valgrind --tool=callgrind --separate-threads=yes --callgrind-out-file="$file" "$@" >/dev/null 2>&1
    local main all=0
    main=$(awk '/^totals:/ {print $2; exit}' "$file"-01)
    for part in "$file"-*; do all=$((all + $(awk '/^totals:/ {print $2; exit}' "$part"))); done
    echo "$main $all"
}

picture=$out/start.png
# Each subject: a name, then its command line.
subjects=(
    "bare|$bin/placeholder-bench.callgrind bare-window-screenshot $picture"
    # note-entry's own window in plain GTK (its .ui, a plain text view for the body): what our
    # code adds over the app's interface, where the bare window also prices the interface itself.
    "plain|$bin/placeholder-bench.callgrind plain-interface-screenshot $picture"
)
for notes in 0 10000 100000; do
    subjects+=("$notes|$bin/note-entry.callgrind --screenshot $picture --data-dir $stores/$notes")
done
order=("${!subjects[@]}")
if [ "${CALLGRIND_START_ORDER:-}" = reversed ]; then
    order=()
    for ((index = ${#subjects[@]} - 1; index >= 0; index--)); do order+=("$index"); done
fi
declare -A main_of all_of
for index in "${order[@]}"; do
    name=${subjects[$index]%%|*}
    # shellcheck disable=SC2086 # the command line is split into its words on purpose
    read -r main_of[$name] all_of[$name] < <(instructions "$name" ${subjects[$index]#*|})
done

bare_main=${main_of[bare]} bare_all=${all_of[bare]} plain_main=${main_of[plain]}
echo "order: ${CALLGRIND_START_ORDER:-as listed}, each subject under an X server of its own"
printf '%-44s %12s %7s %9s %14s %7s\n' "start: instructions to a settled screenshot" "main thread" "/bare" "/plain ui" "all threads" "/bare"
row() {
    awk -v label="$1" -v main="$2" -v all="$3" -v bm="$bare_main" -v pm="$plain_main" -v ba="$bare_all" \
        'BEGIN { printf "%-44s %12d %7.3f %9.3f %14d %7.3f\n", label, main, main / bm, main / pm, all, all / ba }'
}
row "bare window (header bar, text view)" "${main_of[bare]}" "${all_of[bare]}"
row "note-entry's interface, plain GTK" "${main_of[plain]}" "${all_of[plain]}"
for notes in 0 10000 100000; do
    row "note-entry, $notes notes" "${main_of[$notes]}" "${all_of[$notes]}"
done
