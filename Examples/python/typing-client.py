#!/usr/bin/python3
"""A Python (PyGObject) client of the installed library: the same steps as Examples/c/typing-client.c.

Usage: typing-client.py TITLE. Also prints the Done button's label, which the library
translates from its own catalogues (found relative to the library, not to python3).
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
gi.require_version("Placeholder", "1")
from gi.repository import GLib, Gdk, Gtk, Placeholder  # noqa: E402


def expect(holds, what):
    if not holds:
        print("mismatch:", what, file=sys.stderr)
        sys.exit(2)


def buttons(widget):
    if isinstance(widget, Gtk.Button):
        yield widget
    if isinstance(widget, Gtk.Container):
        for child in widget.get_children():
            yield from buttons(child)


def main():
    title = sys.argv[1] if len(sys.argv) > 1 else "placeholder-python"
    view = Placeholder.TextView.new(None)
    view.props.placeholder_text = "Set by property"
    view.props.hide_policy = Placeholder.HidePolicy.WHILE_EMPTY_AND_UNFOCUSED
    view.props.fade_duration = 0
    expect(view.get_placeholder_text() == "Set by property", "placeholder by property")
    expect(view.get_hide_policy() == Placeholder.HidePolicy.WHILE_EMPTY_AND_UNFOCUSED, "policy by property")

    view.set_placeholder_text("Type here, from Python")
    view.set_hide_policy(Placeholder.HidePolicy.WHILE_EMPTY)
    view.set_placeholder_color("#d00000")
    view.set_done_button(Placeholder.DoneButton.ALWAYS)
    expect(view.props.placeholder_text == "Type here, from Python", "placeholder by method")
    expect(view.props.hide_policy == Placeholder.HidePolicy.WHILE_EMPTY, "policy by method")

    next_button = Gtk.Button(label="Next")
    view.props.focus_after_done = next_button
    expect(view.get_focus_after_done() == next_button, "focus-after-done by property")

    def on_done(_view, text):
        expect(window.get_focus() == next_button, "the focus after done")
        print("done:", text, flush=True)
        Gtk.main_quit()

    view.connect("done", on_done)
    window = Gtk.Window(title=title)
    window.set_default_size(480, 240)
    column = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    column.pack_start(view, True, True, 0)
    column.pack_start(next_button, False, False, 0)
    window.add(column)
    window.connect("destroy", Gtk.main_quit)

    def announce_ready():
        Gdk.Display.get_default().sync()
        labels = [button.get_label() for button in buttons(view) if button.get_label()]
        print("done-button-label:", ", ".join(labels), flush=True)
        print("ready", flush=True)
        return GLib.SOURCE_REMOVE

    def after_draw(widget, _cr):
        widget.disconnect(handler)
        GLib.idle_add(announce_ready)
        return False

    handler = window.connect_after("draw", after_draw)
    window.show_all()
    view.get_text_view().grab_focus()
    Gtk.main()


main()
