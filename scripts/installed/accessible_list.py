#!/usr/bin/python3
"""What a screen reader finds of a list in an application (AT-SPI): prints one JSON line about the
showing list named NAME of the application APP: "rows" (the table's row count, or the list's
children), "selected" (the selected rows, as the table reports them; null when it is no table),
"focused" (whether the keyboard focus is on the list or in it), "texts" (the texts of the
application's showing text fields: which note is open) and "rowTexts" (what the first rows say, at
most ROWS_READ of them; null when it is no table). Exits 1 when there is no such list.
Usage: accessible_list.py APP NAME"""
import json
import os
import sys

import pyatspi

from accessible_tree import text_of

LISTS = ("table", "tree table", "list box", "list")
# The most rows whose texts are read: each cell is a D-Bus call away.
ROWS_READ = 20


def walk(node, depth=0):
    """Every node under `node`, not descending into lists (a list of 100,000 notes has a cell per
    note, each a D-Bus call away)."""
    if node is None or depth > 40:
        return
    yield node
    if node.getRoleName() in LISTS:
        return
    for index in range(node.childCount):
        yield from walk(node.getChildAtIndex(index), depth + 1)


def cell_text(cell):
    """What a cell says: its name, or its parts' names (a title over a first line)."""
    if cell is None:
        return ""
    if cell.childCount == 0:
        return cell.name
    return " ".join(cell.getChildAtIndex(index).name for index in range(cell.childCount))


def main():
    app_name, list_name = sys.argv[1], sys.argv[2]
    for app in pyatspi.Registry.getDesktop(0):
        # The program running this one (a test) waits for it and cannot answer: its name would
        # be asked until AT-SPI's timeout. Its process id comes from the bus, not from it.
        if app is None or app.get_process_id() == os.getppid() or app.name != app_name:
            continue
        nodes = list(walk(app))
        texts = [
            text_of(node)
            for node in nodes
            if node.getRoleName() == "text" and node.getState().contains(pyatspi.STATE_SHOWING)
        ]
        for node in nodes:
            if node.getRoleName() not in LISTS or node.name != list_name:
                continue
            if not node.getState().contains(pyatspi.STATE_SHOWING):
                continue
            try:
                table = node.queryTable()
                rows, selected = table.nRows, list(table.getSelectedRows())
                row_texts = [cell_text(table.getAccessibleAt(row, 0)) for row in range(min(rows, ROWS_READ))]
            except NotImplementedError:
                rows, selected, row_texts = node.childCount, None, None
            focused = node.getState().contains(pyatspi.STATE_FOCUSED) or any(
                node.getChildAtIndex(index).getState().contains(pyatspi.STATE_FOCUSED)
                for index in range(min(node.childCount, 300))
            )
            print(json.dumps({"rows": rows, "selected": selected, "focused": focused, "texts": texts, "rowTexts": row_texts}))
            return
    print(f"{app_name} shows no list named {list_name!r}", file=sys.stderr)
    sys.exit(1)


if __name__ == "__main__":
    main()
