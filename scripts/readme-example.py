#!/usr/bin/python3
"""Prints code block number N (from 1) of language LANG in README section SECTION, so tests
build exactly what the README shows. Usage: readme-example.py README SECTION LANG N"""
import sys

readme, section, language, number = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
text = open(readme, encoding="utf-8").read()
start = text.index("\n## " + section + "\n")
end = text.find("\n## ", start + 1)
body = text[start:end if end != -1 else len(text)]
blocks = body.split("```" + language + "\n")[1:]
if len(blocks) < number:
    sys.exit(f"README section {section!r} has {len(blocks)} {language} blocks, not {number}")
print(blocks[number - 1].split("```")[0], end="")
