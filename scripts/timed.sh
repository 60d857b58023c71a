#!/bin/sh
# Runs a command, then says how long it took; exits with the command's status.
# Usage: scripts/timed.sh "what it is" command [argument...]
what=$1
shift
start=$(date +%s)
"$@"
status=$?
echo "make test: $what took $(( $(date +%s) - start )) s"
exit $status
