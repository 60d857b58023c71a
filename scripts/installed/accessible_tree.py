#!/usr/bin/python3
"""What a screen reader finds in an application (AT-SPI): `walk` for other scripts (find-button.py),
and as a program: waits up to SECONDS until every WANTED text is the name or text of a showing
label, push button, icon (an entry's), list item (a list box's row, by its name), menu item (a popover's radio and check
items too), menu (an item with a submenu), check box (by its name; its role read "checked check box" when it is
ticked), toggle button or table cell (a list row's text) of the application APP, then prints each such node as
"role<TAB>text<TAB>x,y,width,height" (screen coordinates), one a line, and exits 0; exits 1 with
what it saw when the deadline passes. Usage: accessible_tree.py APP SECONDS WANTED..."""
import os
import sys
import time

import pyatspi


# The most cells of a table visited: a list of 100,000 notes has a cell per note, each a D-Bus
# call away, and a window shows a few dozen.
TABLE_CELLS_VISITED = 300

# Controls read by their names: a menu's items (a popover's radio and check items, GtkModelButton,
# are radio buttons and check boxes) and toggle buttons (a menu button).
MENU_ITEMS = ("menu item", "radio button", "check box", "toggle button")


def walk(node, depth=0):
    if node is None or depth > 40:
        return
    yield node
    count = node.childCount
    if node.getRoleName() in ("table", "tree table"):
        count = min(count, TABLE_CELLS_VISITED)
    for index in range(count):
        yield from walk(node.getChildAtIndex(index), depth + 1)


def text_of(node):
    try:
        text = node.queryText()
        return text.getText(0, text.characterCount)
    except NotImplementedError:
        return node.name or ""


def main():
    app_name, deadline, wanted = sys.argv[1], time.monotonic() + float(sys.argv[2]), sys.argv[3:]
    seen = []
    while time.monotonic() < deadline:
        seen = []
        for app in pyatspi.Registry.getDesktop(0):
            # The program running this one (a test) waits for it and cannot answer: its name
            # would be asked until AT-SPI's timeout. Its process id comes from the bus, not from it.
            if app is None or app.get_process_id() == os.getppid() or app.name != app_name:
                continue
            for node in walk(app):
                role = node.getRoleName()
                if role not in MENU_ITEMS + ("menu", "label", "push button", "icon", "list item", "table cell") or not node.getState().contains(
                    pyatspi.STATE_SHOWING
                ):
                    continue
                text = node.name if role in MENU_ITEMS + ("menu", "push button", "list item") else text_of(node)
                if role == "check box" and node.getState().contains(pyatspi.STATE_CHECKED):
                    role = "checked check box"
                if role in ("table cell", "list item") and not text:
                    continue
                box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                seen.append((role, text, box))
        texts = [text for _, text, _ in seen]
        if all(any(want in text for text in texts) for want in wanted):
            for role, text, box in seen:
                print(f"{role}\t{text}\t{box.x},{box.y},{box.width},{box.height}")
            sys.exit(0)
        time.sleep(0.2)  # polling interval until the deadline, not a wait for something to happen
    print(f"{app_name} shows none of {wanted!r} among: {[text for _, text, _ in seen]!r}", file=sys.stderr)
    sys.exit(1)


if __name__ == "__main__":
    main()
