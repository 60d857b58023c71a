#!/usr/bin/python3
"""Waits (up to SECONDS) until the application APP shows, through AT-SPI, a push button named
LABEL, as a screen reader would see it. Usage: find-button.py APP LABEL SECONDS"""
import sys
import time

import pyatspi

from accessible_tree import walk

app_name, wanted, deadline = sys.argv[1], sys.argv[2], time.monotonic() + float(sys.argv[3])


seen = []
while time.monotonic() < deadline:
    for app in pyatspi.Registry.getDesktop(0):
        if app is None or app.name != app_name:
            continue
        shown = [node for node in walk(app)
                 if node.getRoleName() == "push button" and node.getState().contains(pyatspi.STATE_SHOWING)]
        seen = [node.name for node in shown]
        if wanted in seen:
            print(f"{app_name} shows the push button {wanted!r}")
            sys.exit(0)
    time.sleep(0.2)  # polling interval until the deadline, not a wait for something to happen
print(f"{app_name} shows no push button {wanted!r}; showing buttons: {seen!r}", file=sys.stderr)
sys.exit(1)
