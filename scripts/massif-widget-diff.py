#!/usr/bin/env python3
"""Where one widget kind's heap goes beyond another's, from two valgrind massif runs of
`placeholder-bench memory-per-widget KIND` (`make massif-memory`).

Reads each run's largest detailed snapshot (1,020 widgets alive), attributes every allocation to
the first frame above the allocator and GLib's container and closure helpers (so a GClosure made
by g_signal_connect_data counts under its caller), and prints the difference per widget, largest
first. Swift names are demangled with `swift demangle`.

usage: massif-widget-diff.py OURS.massif BASELINE.massif [ROWS] [WIDGETS]
"""
import collections
import re
import subprocess
import sys

# Frames that allocate for their caller: the attribution skips them.
HELPERS = re.compile(
    r"^(malloc|calloc|realloc|posix_memalign|operator new.*|\(heap.*|g_malloc|g_malloc0|g_realloc|g_try_.*|"
    r"g_slice_.*|g_type_create_instance|g_object_new.*|g_closure_.*|g_cclosure_new.*|g_signal_connect_data|"
    r"g_signal_connect_closure.*|handler_new|g_memdup.*|g_strdup.*|g_strndup|g_hash_table.*|g_array.*|g_ptr_array.*|"
    r"g_slist.*|g_list.*|g_string.*|g_data.*|g_datalist.*|g_object_set_qdata.*|g_object_set_data.*|g_quark.*|"
    r"g_intern.*|g_sequence.*|g_queue.*|g_bytes.*|g_weak_ref.*|g_object_weak_ref|g_param_spec.*|g_value.*|"
    r"swift_.*|\$ss.*|\$sS[aDS].*)$")


def largest_snapshot_tree(path):
    lines = open(path).read().split("\n")
    best, best_heap = None, -1
    for index, line in enumerate(lines):
        if line.startswith("snapshot="):
            heap = int(lines[index + 3].split("=")[1])
            kind = lines[index + 6].split("=")[1]
            if kind in ("detailed", "peak") and heap > best_heap:
                best, best_heap = index + 7, heap
    node_line = re.compile(r"^ *n(\d+): (\d+) (.*)$")

    def read(position):
        match = node_line.match(lines[position])
        children, position = [], position + 1
        for _ in range(int(match.group(1))):
            child, position = read(position)
            children.append(child)
        return (int(match.group(2)), match.group(3), children), position

    return read(best)[0]


def function_name(description):
    match = re.match(r"0x[0-9A-Fa-f]+: (.*?) \((in|at) ", description)
    return match.group(1) if match else description


def leaves(node, path=()):
    size, description, children = node
    path = path + (function_name(description),)
    unaccounted = size - sum(child[0] for child in children)
    if unaccounted:
        yield unaccounted, path
    for child in children:
        yield from leaves(child, path)


def attribution(path):
    frames = path[1:]  # allocator first, callers after
    return next((f for f in frames if not HELPERS.match(f) and not f.startswith("0x") and "below massif" not in f), "?")


def main():
    ours, baseline = sys.argv[1], sys.argv[2]
    rows = int(sys.argv[3]) if len(sys.argv) > 3 else 30
    widgets = int(sys.argv[4]) if len(sys.argv) > 4 else 1020
    totals = collections.Counter()
    for sign, path in ((1, ours), (-1, baseline)):
        for size, frames in leaves(largest_snapshot_tree(path)):
            totals[attribution(frames)] += sign * size
    names = sorted(totals)
    demangled = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(names),
                               capture_output=True, text=True).stdout.split("\n")
    readable = dict(zip(names, demangled))
    print(f"heap per widget beyond the baseline: {sum(totals.values()) / widgets:.1f} bytes")
    print("  bytes  first frame above the allocator (??? = no symbol: GLib's handler tables, mostly)")
    for name, size in sorted(totals.items(), key=lambda item: -abs(item[1]))[:rows]:
        print(f"{size / widgets:7.1f}  {readable.get(name, name)[:120]}")


if __name__ == "__main__":
    main()
