#!/bin/bash
# Part of scripts/test-installed.sh: the installed note-entry's GNOME Shell search provider, called
# as the Shell calls it, on a private session bus whose only service files are the installed ones
# (XDG_DATA_DIRS is /usr/local/share:/usr/share there), so the first call starts
# /usr/local/bin/note-entry --gapplication-service through D-Bus activation. Runs under Xvfb in a
# mount namespace of its own inside test-installed's: the provider's published bus name answers
# for the account's usual notes folder (~/.local/share/note-entry), so the home folder is an empty
# tmpfs there and the real notes are never seen.
# Usage: search-provider.sh WORK
set -eu
work="$1"
name=org.placeholdertextview.NoteEntry.SearchProvider
object=/org/placeholdertextview/NoteEntry/SearchProvider

if [ "${2:-}" != --on-bus ]; then
    home=$(getent passwd "$(id -u)" | cut -d: -f6)
    mount -t tmpfs -o size=16m,mode=700 search-provider-home "$home"
    export HOME="$home" GSETTINGS_BACKEND=memory
    unset XDG_DATA_HOME XDG_STATE_HOME XDG_CONFIG_HOME DBUS_SESSION_BUS_ADDRESS
    mkdir -p "$work/search"
    printf 'They have tusks.\nAnd live in the Arctic.' > "$work/search/Narwhal facts.txt"
    printf 'milk' > "$work/search/Groceries.txt"
    note-entry --import "$work/search/Narwhal facts.txt" "$work/search/Groceries.txt" > "$work/search-provider.out" 2>&1 \
        || { echo "FAIL: search provider: note-entry --import: $(cat "$work/search-provider.out")" >&2; exit 1; }
    exec dbus-run-session -- "$0" "$work" --on-bus
fi

call() {
    timeout 30 gdbus call --session --dest "$name" --object-path "$object" --method "org.gnome.Shell.SearchProvider2.$1" "${@:2}"
}
failures=0
fail() { echo "FAIL: search provider: $*" >&2; failures=$((failures + 1)); }

found=$(call GetInitialResultSet "['narwhal']" 2>> "$work/search-provider.out") || fail "GetInitialResultSet: $(cat "$work/search-provider.out")"
[ "$found" = "(['1'],)" ] || fail "GetInitialResultSet ['narwhal'] answered $found, not the narwhal note (['1'],)"
metas=$(call GetResultMetas "['1']" 2>> "$work/search-provider.out") || fail "GetResultMetas: $(cat "$work/search-provider.out")"
case "$metas" in
    *"'name': <'Narwhal facts'>"*"'description': <'They have tusks.'>"*) ;;
    *) fail "GetResultMetas ['1'] answered $metas, without the title and first line" ;;
esac
narrowed=$(call GetSubsearchResultSet "['1', '2']" "['narwhal', 'arctic']" 2>> "$work/search-provider.out") \
    || fail "GetSubsearchResultSet: $(cat "$work/search-provider.out")"
[ "$narrowed" = "(['1'],)" ] || fail "GetSubsearchResultSet answered $narrowed, not (['1'],)"
# The answer came from the installed executable, started by the installed service file.
owner=$(timeout 10 gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
    --method org.freedesktop.DBus.GetConnectionUnixProcessID "$name" | sed -n 's/^(uint32 \([0-9]*\),)$/\1/p')
executable=$(readlink "/proc/$owner/exe" 2>/dev/null || true)
[ "$executable" = /usr/local/bin/note-entry ] || fail "the bus name is owned by \"$executable\", not /usr/local/bin/note-entry"

if [ "$failures" -eq 0 ]; then echo "search provider: the installed service answered GetInitialResultSet, GetResultMetas, GetSubsearchResultSet"; fi
[ "$failures" -eq 0 ]
