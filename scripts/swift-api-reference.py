#!/usr/bin/python3
"""Writes docs/swift-api/, the Swift API reference of the widget's modules in plain Markdown, from
their doc comments: swift-symbolgraph-extract reads each module as a build compiled it, and every
public symbol becomes a heading with its declaration and its doc comment, members under their
type. The @_cdecl C functions (placeholder_*) are left to the C reference (`make docs`, gi-docgen).

Every shipped Swift library is read, those without a page too, and each public or open symbol
declared in its sources must carry a doc comment of its own: the run fails naming each one that
does not, before it writes or compares a page. What the compiler makes (an enum's
init(rawValue:), Equatable's !=) is declared in no source and needs none; a protocol
requirement's doc comment does not count for the declaration that implements it.

Usage: swift-api-reference.py [--check] BUILD...
  BUILD    build folders (.build/ship/release, .build/debug, ...); each module is read from the
           first whose Modules/ holds it
  --check  exits 1, naming the command to run, when docs/swift-api/ is not what it would write
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
# Module, the pkg-config packages its C modules need, and what its page says it is (None: no page;
# its doc comments are checked all the same).
MODULES = [
    ("PlaceholderCore", [], "every placeholder decision, toolkit-neutral (pure Swift)"),
    ("PlaceholderGtk", ["gtk+-3.0", "x11"], "the GTK 3 widget"),
    ("PlaceholderGtk4", ["gtk4"], "the GTK 4 widget"),
    ("PlaceholderPango", ["pango", "gio-2.0"], None),
    ("GObjectBinding", ["gio-2.0"], None),
    ("GtkBinding", ["gtk+-3.0", "x11"], None),
    ("Gtk4Binding", ["gtk4"], None),
    ("NoteStore", ["gio-2.0", "sqlite3"], None),
    ("PlaceholderTestingCore", ["gio-2.0"], None),
    ("PlaceholderTesting", ["gtk+-3.0", "x11", "xtst"], None),
    ("PlaceholderTesting4", ["gtk4", "x11", "xtst"], None),
]
KIND_ORDER = ["swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias", "swift.func",
              "swift.var", "swift.init", "swift.enum.case", "swift.type.property", "swift.type.method",
              "swift.property", "swift.method", "swift.subscript", "swift.func.op"]


def build_holding(module, builds):
    """The first of `builds` whose Modules/ holds `module`."""
    for build in builds:
        if (Path(build) / "Modules" / f"{module}.swiftmodule").exists():
            return build
    sys.exit(f"swift-api-reference: no build of {module} in {' '.join(builds)}")


def extract(module, build, packages, folder):
    """The module's symbol graph (JSON) as swift-symbolgraph-extract writes it, with the members
    it adds to other modules' types (its MODULE@OTHER graphs) among its symbols."""
    Path(folder).mkdir(parents=True, exist_ok=True)
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
    result = json.loads(graph.read_text(encoding="utf-8"))
    for extension in sorted(Path(folder).glob(f"{module}@*.symbols.json")):
        result["symbols"] += json.loads(extension.read_text(encoding="utf-8"))["symbols"]
    return result


def listed(symbol):
    """Whether the symbol belongs in the reference: not a C function, nor what the compiler
    synthesizes (hash(into:) of an enum, ...)."""
    return (not symbol["names"]["title"].startswith("placeholder_")
            and "::SYNTHESIZED::" not in symbol["identifier"]["precise"])


def lacks_doc_comment(symbol):
    """Whether the symbol is declared in a source without a doc comment of its own: none, or only
    the one it inherits from a protocol requirement (which is in another file, or not above it)."""
    location = symbol.get("location")
    if not location:
        return False
    doc = symbol.get("docComment", {})
    lines = doc.get("lines", [])
    if not "".join(line["text"] for line in lines).strip():
        return True
    ends = lines[-1].get("range", {}).get("end", {}).get("line", -1)
    return doc.get("uri") != location["uri"] or ends >= location["position"]["line"]


def source_path(symbol):
    """Where the symbol is declared, relative to the repository ('' when unknown): the file itself,
    for one the GTK 4 package links from the GTK 3 sources, so the page reads the same from any
    checkout."""
    uri = symbol.get("location", {}).get("uri", "")
    path = uri.removeprefix("file://")
    return os.path.relpath(os.path.realpath(path), ROOT) if path else ""


def markdown(module, summary, graph):
    """The module's page."""
    symbols = [s for s in graph["symbols"] if listed(s)]

    def order(symbol):
        kind = symbol["kind"]["identifier"]
        rank = KIND_ORDER.index(kind) if kind in KIND_ORDER else len(KIND_ORDER)
        parents = symbol["pathComponents"][:-1]
        return (parents, rank, symbol["pathComponents"][-1], symbol["identifier"]["precise"])

    lines = [f"# {module}", "", f"The Swift API of `{module}`: {summary}.", "",
             "Generated from the doc comments by `make swift-api-docs` (scripts/swift-api-reference.py); "
             "do not edit.", ""]
    top_level = sorted((s for s in symbols if len(s["pathComponents"]) == 1), key=order)
    members = {}
    for symbol in symbols:
        if len(symbol["pathComponents"]) > 1:
            members.setdefault(tuple(symbol["pathComponents"][:-1]), []).append(symbol)

    def render(symbol, level):
        path = ".".join(symbol["pathComponents"])
        declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
        lines.extend([f"{'#' * level} `{path}`", "", "```swift", declaration, "```", ""])
        doc = "\n".join(line["text"] for line in symbol.get("docComment", {}).get("lines", [])).strip()
        if doc:
            lines.extend([doc, ""])
        else:
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
    return "\n".join(lines).rstrip() + "\n"


def main():
    arguments = sys.argv[1:]
    check = arguments[:1] == ["--check"]
    if check:
        arguments = arguments[1:]
    if not arguments or arguments[0].startswith("-"):
        sys.exit(__doc__)
    pages = {}
    undocumented = []
    with tempfile.TemporaryDirectory() as folder:
        for module, packages, summary in MODULES:
            graph = extract(module, build_holding(module, arguments), packages, f"{folder}/{module}")
            symbols = [symbol for symbol in graph["symbols"] if listed(symbol)]
            missing = sorted(f"{module}.{'.'.join(symbol['pathComponents'])} ({source_path(symbol)}:"
                             f"{symbol['location']['position']['line'] + 1})"
                             for symbol in symbols if lacks_doc_comment(symbol))
            undocumented += missing
            print(f"swift-api-reference: {module}: {len(symbols)} public symbols, {len(missing)} without a doc comment",
                  flush=True)
            if summary:
                pages[f"{module}.md"] = markdown(module, summary, graph)
    if undocumented:
        sys.exit("swift-api-reference: public symbols without a doc comment of their own (write one with ///):\n  "
                 + "\n  ".join(undocumented))
    index = ["# The Swift API", "",
             "Plain Markdown, generated from the doc comments by `make swift-api-docs`; the C API is in the",
             "gi-docgen reference (`make docs`).", ""]
    index += [f"- [{module}]({module}.md): {summary}" for module, _, summary in MODULES if summary]
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
