#!/usr/bin/python3
"""Writes README.md's table of the widget tests of both toolkits, counted from the test sources:
how many test methods each suite has, and, per area the widget must get right, which test
classes of each suite test it (a test tests an area when its class or method name says so, by
the patterns below). The table stands between the README's two `test-coverage-table` comments.

Usage: test-coverage-table.py [--check]
  (no option)  rewrites the table in README.md
  --check      exits 1, naming the command to run, when README.md's table is not what it would write
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
BEGIN = "<!-- test-coverage-table: written by scripts/test-coverage-table.py (make readme-tests) -->"
END = "<!-- end of test-coverage-table -->"
SUITES = [("GTK 3", "Tests/PlaceholderGtkTests"), ("GTK 4", "gtk4/Tests/PlaceholderGtk4Tests")]

# Area, and the pattern a test class's name or a test method's name matches when it tests it.
AREAS = [
    ("hint's ink against the same text typed", r"(Sits|Matches|Ink)\w*Typed|SitsWhere"),
    ("fonts", r"Font"),
    ("margins and indent", r"Margin|Indent"),
    ("right-to-left text", r"RightToLeft|Hebrew|Arabic"),
    ("CJK text", r"JapaneseHint|TypedJapanese|CJK"),
    ("input-method composition", r"Composition|Preedit"),
    ("accessibility", r"Accessib|ATSPI|Speech"),
    ("Done (button, keys, signal)", r"Done|ControlEnter"),
    ("dismissal by a click outside", r"Dismiss|WindowBackground"),
    ("fade", r"Fade"),
    ("lifetime over create/destroy cycles", r"Cycles|Lifetime|FreesEverything|Freed"),
    ("hostile hints", r"HostilePlaceholder|HostileHint"),
    ("fuzzed event sequences", r"Fuzz|RandomEvents"),
    ("GtkBuilder (.ui files)", r"UIFile|GtkBuilder"),
    ("a hint attached to an app's own text view", r"Attached"),
    ("the host app's layout and keys", r"ExpandsOnly|KeysEndEditing|AppsOwn"),
]


def test_methods(folder):
    """(class, method) for every `func test…(` in the suite's Swift files, in file order."""
    found = []
    for path in sorted((ROOT / folder).glob("*.swift")):
        current = None
        for line in path.read_text(encoding="utf-8").splitlines():
            declared = re.match(r"\s*(?:final\s+)?class\s+(\w+)", line)
            if declared:
                current = declared.group(1)
            method = re.match(r"\s*func\s+(test\w+)\s*\(", line)
            if method and current:
                found.append((current, method.group(1)))
    return found


def cell(tests, pattern):
    """'yes (N): `Class`, …' for the tests matching `pattern`, or 'no'."""
    matching = [(cls, method) for cls, method in tests if re.search(pattern, cls) or re.search(pattern, method)]
    if not matching:
        return "no"
    classes = sorted({cls for cls, _ in matching})
    return f"yes ({len(matching)}): " + ", ".join(f"`{name}`" for name in classes)


def table():
    suites = [(name, folder, test_methods(folder)) for name, folder in SUITES]
    header = "| | " + " | ".join(name for name, _, _ in suites) + " |"
    lines = [header, "|---" * (len(suites) + 1) + "|"]
    lines.append(
        "| test methods | "
        + " | ".join(f"{len(tests)} in {len({cls for cls, _ in tests})} classes (`{folder}`)" for _, folder, tests in suites)
        + " |")
    for area, pattern in AREAS:
        lines.append(f"| {area} | " + " | ".join(cell(tests, pattern) for _, _, tests in suites) + " |")
    return "\n".join(lines)


def main():
    text = README.read_text(encoding="utf-8")
    if BEGIN not in text or END not in text:
        sys.exit(f"test-coverage-table: README.md lacks the lines {BEGIN!r} and {END!r}")
    start = text.index(BEGIN) + len(BEGIN)
    end = text.index(END)
    updated = text[:start] + "\n" + table() + "\n" + text[end:]
    if sys.argv[1:] == ["--check"]:
        if updated != text:
            sys.exit("test-coverage-table: README.md's test table is stale: run `make readme-tests`")
        print("test-coverage-table: README.md's test table matches the tests")
    elif sys.argv[1:]:
        sys.exit(__doc__)
    else:
        README.write_text(updated, encoding="utf-8")
        print("test-coverage-table: README.md's test table written")


if __name__ == "__main__":
    main()
