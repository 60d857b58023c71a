#!/usr/bin/python3
"""Writes COUNT notes in Gnote's own format (one GUID.note XML file each) into FOLDER.

    gnote-notes.py FOLDER COUNT

Gnote reads them from ~/.local/share/gnote; note-entry imports the same files (--import), so
both apps start over the same notes. Each note: a title, then a few lines of prose; one note in
ten holds the word "harbour" in its title and its text, which the search figure looks for (Gnote's
Shell search looks at titles; note-entry's at the whole text).
"""
import os
import sys
import uuid
from xml.sax.saxutils import escape

PROSE = ("The quick brown fox jumps over the lazy dog, and keeps on running. "
         "Notes are written a line at a time and read back much later.")
TEMPLATE = """<?xml version="1.0" encoding="utf-8"?>
<note version="0.3" xmlns:link="http://beatniksoftware.com/tomboy/link" \
xmlns:size="http://beatniksoftware.com/tomboy/size" xmlns="http://beatniksoftware.com/tomboy">
  <title>{title}</title>
  <text xml:space="preserve"><note-content version="0.1">{title}

{body}</note-content></text>
  <last-change-date>{date}</last-change-date>
  <last-metadata-change-date>{date}</last-metadata-change-date>
  <create-date>{date}</create-date>
  <cursor-position>0</cursor-position>
  <selection-bound-position>-1</selection-bound-position>
  <width>450</width>
  <height>360</height>
  <x>0</x>
  <y>0</y>
  <open-on-startup>False</open-on-startup>
</note>
"""


def main() -> int:
    folder, count = sys.argv[1], int(sys.argv[2])
    os.makedirs(folder, exist_ok=True)
    for index in range(count):
        harbour = index % 10 == 0
        title = f"Harbour note {index + 1}" if harbour else f"Note {index + 1}"
        body = PROSE + (" The harbour lights were on." if harbour else "") + f"\nLine {index}."
        date = f"2026-{1 + index % 12:02d}-{1 + index % 28:02d}T10:{index % 60:02d}:00.0000000+00:00"
        name = os.path.join(folder, f"{uuid.UUID(int=index + 1)}.note")
        with open(name, "w", encoding="utf-8") as note:
            note.write(TEMPLATE.format(title=escape(title), body=escape(body), date=date))
    return 0


if __name__ == "__main__":
    sys.exit(main())
