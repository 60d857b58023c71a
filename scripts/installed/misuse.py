#!/usr/bin/python3
"""Part of scripts/test-installed.sh: misuse of the installed library from Python never takes
the host down. Each case runs in a process of its own (a crash there is the failure): calls on a
destroyed view (methods and properties), a wrong instance type, NULL, out-of-range and invalid
values, calls from a thread other than the main one, a view created, hidden, destroyed or finally
unreferenced on another thread, the library loaded first by another thread (GTK 3 and GTK 4).
Prints one line per case;
exits 1 if any process died or answered wrongly.
Usage: misuse.py (under a display)"""
import os
import subprocess
import sys

PRELUDE = """
import gi, sys
gi.require_version("Gtk", "3.0"); gi.require_version("Placeholder", "1")
from gi.repository import Gtk, GLib, Placeholder
view = Placeholder.TextView.new("hint")
window = Gtk.Window(); window.add(view)
"""

PRELUDE_GTK4 = """
import gi, sys
gi.require_version("Gtk", "4.0"); gi.require_version("Placeholder", "2")
from gi.repository import Gtk, GLib, Placeholder
view = Placeholder.TextView.new("hint")
"""

# GTK is used from the main thread only: from another, every entry point (properties, methods,
# the constructor) answers a critical and its default, and changes nothing. The constructor's
# NULL is PyGObject's TypeError. (Run without fatal criticals: the criticals are the answer.)
FROM_ANOTHER_THREAD = """
import threading
answers = []
def elsewhere():
    answers.append(view.get_property('placeholder-text'))
    view.set_property('placeholder-text', 'changed')
    answers.append(view.get_placeholder_text())
    view.set_placeholder_text('changed')
    try:
        answers.append(Placeholder.TextView.new('another'))
    except TypeError as error:
        answers.append(str(error))
thread = threading.Thread(target=elsewhere); thread.start(); thread.join()
expected = [None, None, 'constructor returned NULL']
print('ok' if answers == expected and view.get_placeholder_text() == 'hint' else 'wrong: %r' % answers)
"""
CRITICAL_OFF_THE_MAIN_THREAD = "called from a thread other than the main one"

# The main thread's part of a case begins at this mark, after which its stderr holds no critical
# (the runner reads stderr after it).
MAIN_THREAD_FROM_HERE = "misuse.py: the main thread from here"
# PyGObject opens a typelib's library at its first call, which a worker thread may make: the
# library's code then first runs there, and the worker must not become "the main thread". The
# worker's call is misuse answered with a critical; from the mark on, the main thread creates and
# uses a view with none (the runner reads stderr after the mark).
LOADED_FROM_ANOTHER_THREAD = """
import threading
def library_loaded():
    with open('/proc/self/maps') as maps:
        return 'libplaceholder-text-view-' in maps.read()
loaded_before = library_loaded()
def first_call():
    try:
        Placeholder.TextView
    except Exception:
        pass
thread = threading.Thread(target=first_call); thread.start(); thread.join()
loaded_by_the_thread = library_loaded()
sys.stderr.write('%s\\n' % MARK); sys.stderr.flush()
view = Placeholder.TextView.new('hint')
view.set_placeholder_text('changed'); view.set_property('fade-duration', 100)
show(view)
view.get_text_view().get_buffer().insert_at_cursor('typed', -1)
context = GLib.MainContext.default()
deadline = GLib.get_monotonic_time() + 2_000_000
while GLib.get_monotonic_time() < deadline and not view.get_text_view().get_mapped():
    context.iteration(False)
answers = [loaded_before, loaded_by_the_thread, view.get_placeholder_text(), view.get_fade_duration(),
           view.get_property('text'), view.get_text_view().get_mapped()]
print('ok' if answers == [False, True, 'changed', 100, 'typed', True] else 'wrong: %r' % answers)
""".replace("MARK", repr(MAIN_THREAD_FROM_HERE))
# A view created, destroyed, hidden or finally unreferenced by another thread: its class functions
# and handlers answer with a critical instead of stopping the process, and from the mark on the
# main thread goes on using views with none.
OFF_THE_MAIN_THREAD = """
import threading
lonely = [Placeholder.TextView.new('alone')]
SHOWN
def elsewhere():
    ACTION
thread = threading.Thread(target=elsewhere); thread.start(); thread.join()
sys.stderr.write('%s\\n' % MARK); sys.stderr.flush()
other = Placeholder.TextView.new('again'); other.set_placeholder_text('changed')
print('ok' if other.get_placeholder_text() == 'changed' else 'wrong: %r' % other.get_placeholder_text())
""".replace("MARK", repr(MAIN_THREAD_FROM_HERE))
OFF_THE_MAIN_THREAD_ACTIONS = {
    "created": "Placeholder.TextView()",
    "finally unreferenced": "lonely.pop()",
    "hidden": "view.hide()",
}

# The preludes without their view, which the case's main thread creates after the worker's call.
IMPORTS = PRELUDE.split("view =")[0] + "def show(view):\n    window = Gtk.Window(); window.add(view); window.show_all()\n"
IMPORTS_GTK4 = (PRELUDE_GTK4.split("view =")[0]
                + "def show(view):\n    window = Gtk.Window(); window.set_child(view); window.present()\n")

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
    "calls from another thread (GTK 3)": (PRELUDE, FROM_ANOTHER_THREAD, CRITICAL_OFF_THE_MAIN_THREAD),
    "calls from another thread (GTK 4)": (PRELUDE_GTK4, FROM_ANOTHER_THREAD, CRITICAL_OFF_THE_MAIN_THREAD),
    "library loaded first from another thread (GTK 3)": (IMPORTS, LOADED_FROM_ANOTHER_THREAD, None),
    "library loaded first from another thread (GTK 4)": (IMPORTS_GTK4, LOADED_FROM_ANOTHER_THREAD, None),
}
for toolkit, prelude, shown, destroy in (
        ("GTK 3", PRELUDE, "window.show_all()", "view.destroy()"),
        ("GTK 4", PRELUDE_GTK4, "window = Gtk.Window(); window.set_child(view); window.present()", "view.run_dispose()")):
    for what, action in dict(OFF_THE_MAIN_THREAD_ACTIONS, destroyed=destroy).items():
        # GTK 4 runs none of the view's code when it is hidden: only surviving is asked there.
        critical = None if (what, toolkit) == ("hidden", "GTK 4") else CRITICAL_OFF_THE_MAIN_THREAD
        CASES[f"a view {what} off the main thread ({toolkit})"] = (
            prelude, OFF_THE_MAIN_THREAD.replace("SHOWN", shown).replace("ACTION", action), critical)


def main():
    failures = 0
    for name, case in CASES.items():
        # A case that expects a critical names it, and runs without G_DEBUG's fatal criticals, as
        # does one whose criticals are all before its mark.
        prelude, body, critical = case if isinstance(case, tuple) else (PRELUDE, case, None)
        fatal_criticals = not critical and MAIN_THREAD_FROM_HERE not in body
        environment = {key: value for key, value in os.environ.items() if fatal_criticals or key != "G_DEBUG"}
        run = subprocess.run([sys.executable, "-c", prelude + body], capture_output=True, text=True, timeout=60,
                             env=environment)
        answer = run.stdout.strip().splitlines()[-1:] or ["nothing"]
        if critical and critical not in run.stderr:
            answer = ["no critical saying " + critical]
        after_mark = run.stderr.partition(MAIN_THREAD_FROM_HERE)[2]
        if "CRITICAL" in after_mark:
            answer = ["a critical on the main thread: " + after_mark.strip()[:400]]
        if run.returncode == 0 and answer == ["ok"]:
            print(f"misuse: {name}: survived, answered right")
        else:
            failures += 1
            print(f"FAIL: misuse: {name}: exit {run.returncode}, answered {answer}: {run.stderr.strip()[-400:]}",
                  file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
