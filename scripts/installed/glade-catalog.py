#!/usr/bin/python3
"""Part of scripts/test-installed.sh: the installed Glade catalog in the real Glade 3.40, as a
designer meets it. Opens FORM (a window holding a PlaceholderTextView) in Glade, then, through
AT-SPI and real X input (xdotool):
  - the widget draws its hint in Glade's design view;
  - clicking it shows its own properties in the editor, enums by name, and none of GtkBox's;
  - Glade's widget chooser for other catalogs finds it when "Placeholder" is typed.
Exits 0, or 1 with what it saw. Usage: glade-catalog.py FORM SCREENSHOT
Needs a session bus with AT-SPI, GLADE_CATALOG_SEARCH_PATH and GLADE_MODULE_SEARCH_PATH."""
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

from accessible_tree import walk

DEADLINE_SECONDS = 60
HINT = "Write your note"
OWN_PROPERTIES = ["Placeholder text:", "Placeholder colour:", "Hide policy:", "Fade duration:",
                  "Done button:", "Done label:", "Text:", "Enable undo:", "Focus after Done:", "Use markup:",
                  "Keys end editing:"]
ENUM_NAMES = ["While empty", "While focused"]
BOX_PROPERTIES = ["Number of items:", "Orientation:", "Baseline:"]


def glade_application():
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name == "glade":
            return app
    return None


def showing(app):
    """(role, name, node) of every showing node with a name."""
    nodes = []
    for node in walk(app):
        try:
            if node.name and node.getState().contains(pyatspi.STATE_SHOWING):
                nodes.append((node.getRoleName(), node.name, node))
        except Exception:  # a node gone while walking
            continue
    return nodes


def wait_for(what, find, started=None):
    """Polls `find()` until it returns something, or fails at the deadline (saying how the
    `started` process ended, when it did)."""
    end = time.monotonic() + DEADLINE_SECONDS
    while time.monotonic() < end:
        try:
            found = find()
        except GLib.Error:  # a node Glade dropped while the tree was walked: look again
            found = None
        if found:
            return found
        time.sleep(0.2)
        if started is not None and started.poll() is not None:
            sys.exit(f"glade-catalog: Glade ended (status {started.returncode}) before {what}: {started.stderr.read()}")
    app = glade_application()
    seen = sorted({(role, name) for role, name, _ in showing(app)}) if app else "no glade application"
    sys.exit(f"glade-catalog: timed out waiting for {what}; showing: {seen}")


def click(node):
    extents = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    subprocess.run(["xdotool", "mousemove", str(extents.x + extents.width // 2),
                    str(extents.y + extents.height // 2), "click", "1"], check=True)


def main():
    form, screenshot = sys.argv[1], sys.argv[2]
    # The accessibility bus and registry up before Glade starts: Glade's bridge then finds them
    # at once (a fresh-clone CI run once saw Glade never appear on the bus in 60 s).
    pyatspi.Registry.getDesktop(0).childCount
    glade = subprocess.Popen(["glade", form], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        app = wait_for("Glade on the bus", glade_application, started=glade)
        hint = wait_for("the widget's hint in the design view",
                        lambda: next((node for _, name, node in showing(app) if name == HINT), None))
        click(hint)
        names = wait_for("the widget's properties in the editor",
                         lambda: (lambda found: found if set(OWN_PROPERTIES + ENUM_NAMES) <= found else None)(
                             {name for _, name, _ in showing(app)}))
        box = [name for name in BOX_PROPERTIES if name in names]
        if box:
            sys.exit(f"glade-catalog: GtkBox's properties are offered: {box}")
        # The chooser of the other catalogs' widgets: the palette's last button.
        palette_row = next(node for role, name, node in showing(app) if role == "toggle button" and name == "Display")
        row_y = palette_row.queryComponent().getExtents(pyatspi.DESKTOP_COORDS).y
        menus = [node for role, name, node in showing(app) if role == "toggle button" and name == "Menu"
                 and abs(node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS).y - row_y) < 8]
        last = max(menus, key=lambda node: node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS).x)
        click(last)
        wait_for("the widget chooser's search", lambda: any(role == "text" and name == "Search" for role, name, _ in showing(app)))
        subprocess.run(["xdotool", "type", "--delay", "40", "Placeholder"], check=True)
        wait_for("PlaceholderTextView in the widget chooser",
                 lambda: any(role == "table cell" and name == "PlaceholderTextView" for role, name, _ in showing(app)))
        subprocess.run(["import", "-window", "root", screenshot], check=False)
        print(f"glade: the widget draws its hint, shows {len(OWN_PROPERTIES)} properties of its own and none of "
              "GtkBox's, and is found in the widget chooser")
    finally:
        glade.terminate()
        try:
            _, errors = glade.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            glade.kill()
            _, errors = glade.communicate()
        ours = [line for line in errors.splitlines() if "Placeholder" in line or "placeholder" in line]
        if ours:
            sys.exit(f"glade-catalog: Glade warned about the widget: {ours}")


if __name__ == "__main__":
    main()
