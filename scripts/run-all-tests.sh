#!/bin/bash
# Runs `swift test` with the arguments given, its output also saved to a log, and fails when
# fewer tests ran than `swift test list` names: a renamed module or a filter that matches less
# cannot silently empty a run.
# Usage: scripts/run-all-tests.sh NAME PACKAGE-DIR TEST-PREFIXES LOG [swift test argument...]
#   NAME          what the run is called in its messages (make test, test-strict, test-gtk4)
#   TEST-PREFIXES an extended regular expression matching the test classes' module prefixes
#   LOG           where the output goes (it is printed too)
# SWIFT names the swift command (default: swift); EXCLUDED_TESTS, an extended regular expression,
# names tests the run leaves out on purpose (with --skip), which the count leaves out too; the
# environment is passed on as it is.
set -u
name=$1 package=$2 prefixes=$3 log=$4
shift 4
swift=${SWIFT:-swift}
noise='prohibited flag(s): -pthread|use of .mktemp. is dangerous|^dbus-daemon'
(cd "$package" && "$swift" test "$@") 2>&1 | grep -vE "$noise" | tee "$log"
status=${PIPESTATUS[0]}
# XCTest's summary: the line after "Test Suite 'All tests'" (or 'Selected tests' with --filter).
ran=$(sed -n "/Suite '\(All\|Selected\) tests'/{n;s/.*Executed \([0-9]*\) tests*,.*/\1/p}" "$log" | tail -1)
excluded=${EXCLUDED_TESTS:-^$}
listed=$(cd "$package" && "$swift" test list --skip-build 2>/dev/null | grep -E "^($prefixes)\." | grep -cvE "$excluded")
echo "$name: ${ran:-0} of $listed listed tests ran"
if [ "${listed:-0}" -eq 0 ] || [ "${ran:-0}" -lt "$listed" ]; then
    echo "$name: expected all $listed"
    exit 1
fi
exit "$status"
