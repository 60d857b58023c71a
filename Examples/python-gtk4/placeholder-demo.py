#!/usr/bin/env python3
# A PyGObject GTK 4 program using PlaceholderTextView through its introspection namespace
# Placeholder 2 (libplaceholder-text-view-2): it sets properties by name and by method, prints
# what the widget reports, ends editing once and prints the text the done signal carries.
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Placeholder", "2")
from gi.repository import Gtk, Placeholder  # noqa: E402

Gtk.init()
window = Gtk.Window()
view = Placeholder.TextView.new("Placeholder from Python")
window.set_child(view)
print("placeholder:", view.get_placeholder_text())
view.set_property("done-label", "Send")
print("done label:", view.props.done_label)
print("gtk:", Gtk.get_major_version())
view.connect("done", lambda _view, text: print("done:", text))
window.present()
view.set_text("Written in Python")
view.end_editing()
window.destroy()
