#!/usr/bin/python3
"""Counts the pixels of the clients' hint colour (#d00000, anti-aliased: red above 150, green and
blue below 90) in the screenshot PNG, and exits 0 when there are at least (the hint is shown) or at
most (it is hidden) COUNT of them. Usage: hint-pixels.py PNG at-least|at-most COUNT"""
import sys

import gi

gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf  # noqa: E402

path, bound, limit = sys.argv[1], sys.argv[2], int(sys.argv[3])
if bound not in ("at-least", "at-most"):
    sys.exit(f"hint-pixels.py: {bound!r} is neither at-least nor at-most")
pixbuf = GdkPixbuf.Pixbuf.new_from_file(path)
data, stride, step = pixbuf.get_pixels(), pixbuf.get_rowstride(), pixbuf.get_n_channels()
count = 0
for y in range(pixbuf.get_height()):
    row = data[y * stride:y * stride + pixbuf.get_width() * step]
    count += sum(1 for x in range(0, len(row), step) if row[x] > 150 and row[x + 1] < 90 and row[x + 2] < 90)
print(f"{path}: {count} hint-coloured pixels ({bound.replace('-', ' ')} {limit} wanted)")
sys.exit(0 if (count >= limit if bound == "at-least" else count <= limit) else 1)
