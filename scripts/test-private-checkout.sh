#!/bin/bash
# The tests that need a process without root's powers or run as another uid, run from a copy of this checkout inside
# a folder only its owner may enter (mode 0700, as mktemp -d, /root and Debian's home folders
# make), so `make test` proves they do not depend on where the checkout lives.
#
# The copy holds exactly the work tree (tracked files and new files git does not ignore), so
# it tests what is being committed; it is built from scratch and removed afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
filter='UnusableLocationTests|FaultInjectionTests|PlantedFileTests|HostileFolderTests'
private=$(mktemp -d "${TMPDIR:-/tmp}/private-checkout.XXXXXX")
trap 'rm -rf "$private"' EXIT
mode=$(stat -c %a "$private")
if [ "$mode" != 700 ]; then echo "test-private-checkout: $private is mode $mode, expected 700" >&2; exit 1; fi
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
    [ -e "$file" ] && printf '%s\0' "$file"
done | tar --null -T - -cf - | tar -xf - -C "$private"
cd "$private"
echo "test-private-checkout: building a copy in $private (mode $mode)"
swift build --build-tests 2>&1 | grep -v "prohibited flag(s): -pthread" | grep -E "error|warning: .*\.swift|Compiling|Build complete" | tail -3
test "${PIPESTATUS[0]}" -eq 0
log="$private/test.log"
set +e
G_DEBUG=fatal-criticals NO_AT_BRIDGE=1 GDK_BACKEND=x11 ./scripts/with-xvfb.sh \
    swift test --skip-build --filter "$filter" >"$log" 2>&1
status=$?
set -e
grep -E "error:|failed|Executed [0-9]+ tests?," "$log" | tail -20
ran=$(sed -n "/Suite 'Selected tests'/{n;s/.*Executed \([0-9]*\) tests*,.*/\1/p}" "$log" | tail -1)
echo "test-private-checkout: ${ran:-0} permission tests ran from a checkout in a 0700 folder (status $status)"
if [ "${ran:-0}" -lt 20 ]; then echo "test-private-checkout: expected at least 20 tests to run" >&2; exit 1; fi
exit $status
