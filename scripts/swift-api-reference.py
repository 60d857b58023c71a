#!/usr/bin/python3
"""Writes docs/swift-api/, the Swift API reference of the widget's modules in plain Markdown, from
their doc comments: swift-symbolgraph-extract reads each module as the release build compiled it
(`make shipping`), and every public symbol becomes a heading with its declaration and its doc
comment, members under their type. The @_cdecl C functions (placeholder_*) are left to the C
reference (`make docs`, gi-docgen).

Usage: swift-api-reference.py [--check] GTK3_BUILD GTK4_BUILD
  GTK3_BUILD, GTK4_BUILD  the release build folders (.build/ship/release, .build/ship-gtk4/release)
  --check                 exits 1, naming the command to run, when docs/swift-api/ is not what it would write
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "swift-api"
EXTRACT = shutil.which("swift-symbolgraph-extract") or "/opt/swift/usr/bin/swift-symbolgraph-extract"
# Module, which build holds it, the pkg-config packages its C modules need, and what it is.
MODULES = [
    ("PlaceholderCore", 3, [], "every placeholder decision, toolkit-neutral (pure Swift)"),
    ("PlaceholderGtk", 3, ["gtk+-3.0", "x11"], "the GTK 3 widget"),
    ("PlaceholderGtk4", 4, ["gtk4"], "the GTK 4 widget"),
]
KIND_ORDER = ["swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias", "swift.func",
              "swift.var", "swift.init", "swift.enum.case", "swift.type.property", "swift.type.method",
              "swift.property", "swift.method", "swift.subscript", "swift.func.op"]


def extract(module, build, packages, folder):
    """The module's symbol graph (JSON) as swift-symbolgraph-extract writes it."""
    search = [f"{build}/Modules"] + [str(path) for path in sorted(ROOT.glob("Sources/C*"))]
    search += [str(path) for path in sorted((ROOT / "gtk4/Sources").glob("C*"))]
    search += [str(path) for path in sorted(Path(build).glob("C*.build"))]
    includes = [str(path) for path in sorted(ROOT.glob("Sources/C*/include"))]
    cflags = subprocess.run(["pkg-config", "--cflags"] + packages, capture_output=True, text=True,
                            check=True).stdout.split() if packages else []
    command = [EXTRACT, "-module-name", module, "-target", "x86_64-unknown-linux-gnu",
               "-minimum-access-level", "public", "-output-dir", folder]
    for path in search:
        command += ["-I", path]
    for flag in [f"-I{path}" for path in includes] + cflags:
        command += ["-Xcc", flag]
    run = subprocess.run(command, capture_output=True, text=True)
    graph = Path(folder) / f"{module}.symbols.json"
    if run.returncode != 0 or not graph.exists():
        sys.exit(f"swift-api-reference: swift-symbolgraph-extract failed for {module}: {run.stderr.strip()[:2000]}")
    return json.loads(graph.read_text(encoding="utf-8"))


def source_path(symbol):
    """Where the symbol is declared, relative to the repository ('' when unknown): the file itself,
    for one the GTK 4 package links from the GTK 3 sources, so the page reads the same from any
    checkout."""
    uri = symbol.get("location", {}).get("uri", "")
    path = uri.removeprefix("file://")
    return os.path.relpath(os.path.realpath(path), ROOT) if path else ""


def markdown(module, summary, graph):
    # Not the C functions, nor what the compiler synthesizes (hash(into:) of an enum, ...).
    symbols = [s for s in graph["symbols"] if not s["names"]["title"].startswith("placeholder_")
               and "::SYNTHESIZED::" not in s["identifier"]["precise"]]

    def order(symbol):
        kind = symbol["kind"]["identifier"]
        rank = KIND_ORDER.index(kind) if kind in KIND_ORDER else len(KIND_ORDER)
        parents = symbol["pathComponents"][:-1]
        return (parents, rank, symbol["pathComponents"][-1], symbol["identifier"]["precise"])

    lines = [f"# {module}", "", f"The Swift API of `{module}`: {summary}.", "",
             "Generated from the doc comments by `make swift-api-docs` (scripts/swift-api-reference.py); "
             "do not edit.", ""]
    undocumented = 0
    top_level = sorted((s for s in symbols if len(s["pathComponents"]) == 1), key=order)
    members = {}
    for symbol in symbols:
        if len(symbol["pathComponents"]) > 1:
            members.setdefault(tuple(symbol["pathComponents"][:-1]), []).append(symbol)

    def render(symbol, level):
        nonlocal undocumented
        path = ".".join(symbol["pathComponents"])
        declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
        lines.extend([f"{'#' * level} `{path}`", "", "```swift", declaration, "```", ""])
        doc = "\n".join(line["text"] for line in symbol.get("docComment", {}).get("lines", [])).strip()
        if doc:
            lines.extend([doc, ""])
        else:
            undocumented += 1
            lines.extend(["(No doc comment.)", ""])
        where = source_path(symbol)
        if where:
            lines.extend([f"Declared in `{where}`.", ""])
        for member in sorted(members.get(tuple(symbol["pathComponents"]), []), key=order):
            render(member, min(level + 1, 4))

    for symbol in top_level:
        render(symbol, 2)
    known = {tuple(s["pathComponents"]) for s in symbols}
    orphans = sorted(((parent, group) for parent, group in members.items() if parent not in known),
                     key=lambda item: item[0])
    if orphans:
        lines.extend(["## Extensions of other modules' types", ""])
        for _, group in orphans:
            for member in sorted(group, key=order):
                render(member, 3)
    return "\n".join(lines).rstrip() + "\n", len(symbols), undocumented


def main():
    arguments = sys.argv[1:]
    check = arguments[:1] == ["--check"]
    if check:
        arguments = arguments[1:]
    if len(arguments) != 2:
        sys.exit(__doc__)
    builds = {3: arguments[0], 4: arguments[1]}
    pages = {}
    with tempfile.TemporaryDirectory() as folder:
        for module, toolkit, packages, summary in MODULES:
            page, count, undocumented = markdown(module, summary, extract(module, builds[toolkit], packages, folder))
            pages[f"{module}.md"] = page
            print(f"swift-api-reference: {module}: {count} public symbols, {undocumented} without a doc comment")
    index = ["# The Swift API", "",
             "Plain Markdown, generated from the doc comments by `make swift-api-docs`; the C API is in the",
             "gi-docgen reference (`make docs`).", ""]
    index += [f"- [{module}]({module}.md): {summary}" for module, _, _, summary in MODULES]
    pages["README.md"] = "\n".join(index) + "\n"
    if check:
        stale = [name for name, text in pages.items()
                 if not (OUT / name).exists() or (OUT / name).read_text(encoding="utf-8") != text]
        extra = [path.name for path in OUT.glob("*.md") if path.name not in pages] if OUT.exists() else []
        if stale or extra:
            sys.exit(f"swift-api-reference: docs/swift-api/ is stale ({', '.join(stale + extra)}): run `make swift-api-docs`")
        print("swift-api-reference: docs/swift-api/ matches the doc comments")
        return
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True)
    for name, text in pages.items():
        (OUT / name).write_text(text, encoding="utf-8")
    print(f"swift-api-reference: wrote {OUT.relative_to(ROOT)}/")


if __name__ == "__main__":
    main()
