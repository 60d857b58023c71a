#!/bin/bash
# Runs a command under an X server of its own, as the Makefile and the scripts do:
#   scripts/with-xvfb.sh [-s "XVFB ARGUMENTS"] COMMAND [ARGUMENT...]
# starts Xvfb (by default -screen 0 1280x1024x24 -nolisten tcp), exports DISPLAY, runs COMMAND,
# stops the server and exits with COMMAND's status.
# Xvfb -displayfd picks a free display number itself and writes it once it accepts clients, as
# the Swift tests' PrivateDisplay does. xvfb-run -a guesses a free number first and fails when
# another job's server takes it meanwhile (two builders sharing a machine), or when a server
# answers late.
set -uo pipefail
server_arguments=(-screen 0 1280x1024x24 -nolisten tcp)
if [ "${1:-}" = "-s" ]; then
    read -r -a server_arguments <<< "${2:-}"
    shift 2 || { echo "with-xvfb: -s needs Xvfb's arguments" >&2; exit 2; }
fi
[ $# -gt 0 ] || { echo "usage: $0 [-s \"XVFB ARGUMENTS\"] COMMAND [ARGUMENT...]" >&2; exit 2; }
command -v Xvfb > /dev/null || { echo "with-xvfb: Xvfb is missing (make deps installs xvfb)" >&2; exit 1; }

log="$(mktemp /tmp/with-xvfb.XXXXXX)"
server=""
stop() {
    if [ -n "$server" ]; then kill "$server" 2> /dev/null; wait "$server" 2> /dev/null; server=""; fi
    rm -f "$log"
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# The number arrives on a pipe: the read ends when Xvfb writes it, or when Xvfb exits without.
exec {numbers}< <(exec Xvfb -displayfd 1 "${server_arguments[@]}" 2> "$log")
server=$!
if ! read -r -t 30 -u "$numbers" number || [ -z "$number" ]; then
    echo "with-xvfb: Xvfb gave no display number (it exited, or 30 s passed); its last words:" >&2
    tail -5 "$log" >&2
    exit 1
fi
exec {numbers}<&-
export DISPLAY=":$number"

"$@"
status=$?
stop
exit "$status"
