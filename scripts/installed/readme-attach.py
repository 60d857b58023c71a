#!/usr/bin/python3
"""Runs the README's attach example for Python (or its .ui example) against the installed library:
a GtkTextView named `view` in its own scrolled window, the README's lines, then the hint read back.
Usage: readme-attach.py GTK_VERSION (3|4) python|ui FRAGMENT. Prints "attached: TEXT"."""
import sys

import gi

toolkit, kind, fragment = sys.argv[1], sys.argv[2], open(sys.argv[3], encoding="utf-8").read()
gi.require_version("Gtk", f"{toolkit}.0")
gi.require_version("Placeholder", "1" if toolkit == "3" else "2")
from gi.repository import Gtk, Placeholder  # noqa: E402

if toolkit == "3":
    Gtk.init(None)
if kind == "python":
    view = Gtk.TextView()
    exec(fragment, {"Placeholder": Placeholder, "view": view})
else:
    Placeholder.init()
    child = "child" if toolkit == "3" else "property name='child'"
    builder = Gtk.Builder.new_from_string(
        f"<interface><object class='GtkScrolledWindow'><{child}><object class='GtkTextView' id='view'/>"
        f"</{child.split()[0]}></object>{fragment}</interface>", -1)
    view = builder.get_object("view")
hint = Placeholder.Hint.get_from_text_view(view)
if hint.props.text_view != view:
    sys.exit("the hint is not attached to the view")
print("attached:", hint.props.text)
