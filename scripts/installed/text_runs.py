#!/usr/bin/python3
"""How a screen reader reads the styling of a text (AT-SPI's text attribute runs): waits up to
SECONDS until the showing text field named NAME of the application APP holds WANTED (its whole
text), then prints each run of its text with the same attributes as
"start<TAB>end<TAB>text<TAB>name:value;name:value" (attributes a tag sets, not the view's
defaults), one a line, and exits 0; exits 1 with the text it saw when the deadline passes.
With COUNT, waits until COUNT showing fields named NAME hold WANTED (a note open in two windows).
Usage: text_runs.py APP NAME SECONDS WANTED [COUNT]"""
import os
import sys
import time

import pyatspi

from accessible_tree import walk


def field(app_name, name):
    found = fields(app_name, name)
    return found[0] if found else None


def fields(app_name, name):
    found = []
    for app in pyatspi.Registry.getDesktop(0):
        if app is None or app.get_process_id() == os.getppid() or app.name != app_name:
            continue
        for node in walk(app):
            if node.getRoleName() == "text" and node.name == name and node.getState().contains(pyatspi.STATE_SHOWING):
                found.append(node.queryText())
    return found


def main():
    app_name, name, deadline, wanted = sys.argv[1], sys.argv[2], time.monotonic() + float(sys.argv[3]), sys.argv[4]
    count = int(sys.argv[5]) if len(sys.argv) > 5 else None
    seen = None
    while time.monotonic() < deadline:
        found = fields(app_name, name)
        texts = [each.getText(0, each.characterCount) for each in found]
        holding = [each for each, held in zip(found, texts) if held == wanted]
        if count is None:
            text = found[0] if found else None
            seen = texts[0] if texts else None
        else:
            text = holding[0] if len(holding) == count else None
            seen = texts
        if text is not None and (count is not None or seen == wanted):
            offset = 0
            while offset < text.characterCount:
                attributes, start, end = text.getAttributeRun(offset, False)
                end = max(end, offset + 1)
                print("%d\t%d\t%s\t%s" % (start, end, text.getText(start, end).replace("\n", "\\n"), ";".join(sorted(attributes))))
                offset = end
            return 0
        time.sleep(0.1)
    print("the text field %r of %s held %r, not %r" % (name, app_name, seen, wanted), file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
