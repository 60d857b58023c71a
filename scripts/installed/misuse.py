#!/usr/bin/python3
"""Part of scripts/test-installed.sh: misuse of the installed library from Python never takes
the host down. Each case runs in a process of its own (a crash there is the failure): calls on a
destroyed view (methods and properties), a wrong instance type, NULL, out-of-range and invalid
values. Prints one line per case; exits 1 if any process died or answered wrongly.
Usage: misuse.py (under a display)"""
import subprocess
import sys

PRELUDE = """
import gi, sys
gi.require_version("Gtk", "3.0"); gi.require_version("Placeholder", "1")
from gi.repository import Gtk, GLib, Placeholder
view = Placeholder.TextView.new("hint")
window = Gtk.Window(); window.add(view)
"""

CASES = {
    "set after destroy": "view.destroy(); view.set_placeholder_text('x'); print('ok')",
    "property after destroy": "view.destroy(); view.set_property('placeholder-text', 'x'); print('ok')",
    "text after destroy": "view.destroy(); print('ok' if view.get_property('text') in (None, '') else 'wrong')",
    "end editing after destroy": "view.destroy(); view.end_editing(); view.undo(); print('ok')",
    "an invalid colour keeps the old one":
        "view.set_placeholder_color('#00aa00'); view.set_placeholder_color('not a colour');"
        "view.set_property('placeholder-color', 'neither');"
        "print('ok' if view.get_placeholder_color() == '#00aa00' else 'wrong: ' + view.get_placeholder_color())",
    "an out-of-range fade is refused":
        "view.set_property('fade-duration', -5); print('ok' if view.get_fade_duration() == 250 else 'wrong')",
    "a wrong instance (PyGObject refuses it)":
        "exec('try:\\n Placeholder.TextView.set_placeholder_text(Gtk.Label(), \\'x\\')\\nexcept TypeError:\\n print(\\'ok\\')')",
    "NULL text": "view.set_placeholder_text(None); print('ok' if view.get_placeholder_text() == '' else 'wrong')",
}


def main():
    failures = 0
    for name, body in CASES.items():
        run = subprocess.run([sys.executable, "-c", PRELUDE + body], capture_output=True, text=True, timeout=60)
        answer = run.stdout.strip().splitlines()[-1:] or ["nothing"]
        if run.returncode == 0 and answer == ["ok"]:
            print(f"misuse: {name}: survived, answered right")
        else:
            failures += 1
            print(f"FAIL: misuse: {name}: exit {run.returncode}, answered {answer}: {run.stderr.strip()[-400:]}",
                  file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
