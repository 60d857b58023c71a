#!/usr/bin/python3
"""Where a character of a text field is on screen (AT-SPI): waits up to SECONDS for the showing
text field named NAME of the application APP, then prints "x,y,width,height" (screen
coordinates) of its character at OFFSET and exits 0; exits 1 when there is none by then.
Usage: text_extents.py APP NAME SECONDS OFFSET"""
import sys
import time

import pyatspi

from text_runs import field


def main():
    app_name, name, deadline, offset = sys.argv[1], sys.argv[2], time.monotonic() + float(sys.argv[3]), int(sys.argv[4])
    while time.monotonic() < deadline:
        text = field(app_name, name)
        if text is not None and offset < text.characterCount:
            x, y, width, height = text.getCharacterExtents(offset, pyatspi.DESKTOP_COORDS)
            print("%d,%d,%d,%d" % (x, y, width, height))
            return 0
        time.sleep(0.1)
    print("no character %d in the text field %r of %s" % (offset, name, app_name), file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
