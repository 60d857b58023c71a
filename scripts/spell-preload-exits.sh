#!/bin/bash
# note-entry while its spelling dictionary loads on its own thread (SpellCheckerPreload): the
# process must exit cleanly however it ends. Run under Xvfb and a private D-Bus session:
#   xvfb-run -a dbus-run-session -- scripts/spell-preload-exits.sh "$(swift build --show-bin-path)"
# Checks: screenshots in languages with no dictionary (xx), with Japanese and Traditional Chinese
# (no hunspell dictionary either) and English; a second instance handing over to the first
# (it exits while its thread may still be loading); SIGTERM at 5 to 85 ms after start. A status
# other than 0 (or 143 for a SIGTERM before the handler is installed) is a failure.
set -u
bin="$1"
work="$(mktemp -d /tmp/spell-preload.XXXXXX)"
trap 'rm -rf "$work"' EXIT
export NO_AT_BRIDGE=1 GDK_BACKEND=x11 PLACEHOLDER_LOCALE_DIR="$bin/locale" G_DEBUG=fatal-criticals
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

for language in "LANG=C.UTF-8 LANGUAGE=xx" "LANG=xx_XX.UTF-8 LANGUAGE=xx" "LANG=C.UTF-8 LANGUAGE=ja" \
                "LANG=C.UTF-8 LANGUAGE=zh_TW" "LANG=C.UTF-8 LANGUAGE=en_US"; do
    env $language timeout 60 "$bin/note-entry" --data-dir "$work/d1" --screenshot "$work/shot.png" > /dev/null 2> "$work/err"
    status=$?
    [ $status -eq 0 ] || fail "$language: screenshot status $status: $(head -c 300 "$work/err")"
done

"$bin/note-entry" --data-dir "$work/d2" > "$work/primary.out" 2> "$work/primary.err" &
primary=$!
for _ in $(seq 100); do grep -q ready "$work/primary.out" && break; sleep 0.1; done
grep -q ready "$work/primary.out" || fail "the first instance did not start"
for run in $(seq 20); do
    timeout 30 "$bin/note-entry" --data-dir "$work/d2" > /dev/null 2> "$work/err"
    status=$?
    [ $status -eq 0 ] || fail "second instance run $run: status $status: $(head -c 300 "$work/err")"
done
kill -TERM $primary; wait $primary; status=$?
[ $status -eq 0 ] || fail "first instance: status $status after SIGTERM"

for run in $(seq 0 40); do
    "$bin/note-entry" --data-dir "$work/d3" > /dev/null 2> "$work/err" &
    pid=$!
    sleep "$(printf '0.%03d' $(( 5 + run * 2 )))"
    kill -TERM $pid 2> /dev/null
    wait $pid; status=$?
    [ $status -eq 0 ] || [ $status -eq 143 ] || fail "SIGTERM after $(( 5 + run * 2 )) ms: status $status: $(head -c 300 "$work/err")"
done

[ $failures -eq 0 ] && echo "spell-preload-exits: all runs exited cleanly"
exit $(( failures > 0 ))
