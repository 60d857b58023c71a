#!/usr/bin/python3
"""Exits 0 when the screenshot PNG has at least MINIMUM pixels of the clients' hint colour
(#d00000, anti-aliased: red above 150, green and blue below 90). Usage: hint-pixels.py PNG MINIMUM"""
import sys

import gi

gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf  # noqa: E402

path, minimum = sys.argv[1], int(sys.argv[2])
pixbuf = GdkPixbuf.Pixbuf.new_from_file(path)
data, stride, step = pixbuf.get_pixels(), pixbuf.get_rowstride(), pixbuf.get_n_channels()
count = 0
for y in range(pixbuf.get_height()):
    row = data[y * stride:y * stride + pixbuf.get_width() * step]
    count += sum(1 for x in range(0, len(row), step) if row[x] > 150 and row[x + 1] < 90 and row[x + 2] < 90)
print(f"{path}: {count} hint-coloured pixels (at least {minimum} wanted)")
sys.exit(0 if count >= minimum else 1)
