#!/usr/bin/python3
"""A hint attached to an app's own GtkSourceView (GTK 3, GtkSourceView 4) from Python.

The app keeps its widget tree (a GtkScrolledWindow around a GtkSource.View with line numbers and
Python highlighting), its own keys and GtkSourceView's undo; two lines give it a placeholder:

    hint = Placeholder.Hint.get_from_text_view(view)
    hint.props.text = "Type here, from Python"

Usage: attached-source-view.py TITLE. Prints "ready" once drawn. The app's own key handler hears
Escape (prints "escape: heard") and Ctrl+Return (prints "done: TEXT"), then the client checks the
typed words are highlighted, undoes with GtkSourceView's own undo until the text is empty, and quits.
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
gi.require_version("GtkSource", "4")
gi.require_version("Placeholder", "1")
from gi.repository import GLib, Gdk, Gtk, GtkSource, Placeholder  # noqa: E402


def expect(holds, what):
    if not holds:
        print("mismatch:", what, file=sys.stderr)
        sys.exit(2)


def main():
    title = sys.argv[1] if len(sys.argv) > 1 else "placeholder-python-source-view"
    buffer = GtkSource.Buffer(language=GtkSource.LanguageManager.get_default().get_language("python"))
    view = GtkSource.View(buffer=buffer, show_line_numbers=True, monospace=True)
    scrolled = Gtk.ScrolledWindow()
    scrolled.add(view)

    hint = Placeholder.Hint.get_from_text_view(view)
    hint.props.text = "Type here, from Python"
    hint.props.color = "#d00000"
    hint.props.fade_duration = 0
    expect(Placeholder.Hint.get_from_text_view(view) == hint, "one hint per view")
    expect(hint.props.text_view == view, "the hint's text view")
    expect(buffer.get_text(buffer.get_start_iter(), buffer.get_end_iter(), True) == "", "the hint is not text")

    def on_key(_widget, event):
        if event.keyval == Gdk.KEY_Escape:
            print("escape: heard", flush=True)
        if event.keyval == Gdk.KEY_Return and event.state & Gdk.ModifierType.CONTROL_MASK:
            text = buffer.get_text(buffer.get_start_iter(), buffer.get_end_iter(), True)
            print("done:", text, flush=True)
            buffer.ensure_highlight(buffer.get_start_iter(), buffer.get_end_iter())
            keyword = buffer.get_iter_at_offset(text.index("from") + 1)
            expect(keyword.get_tags(), "the keyword 'from' is highlighted")
            expect(view.get_show_line_numbers(), "line numbers still on")
            while buffer.can_undo():
                buffer.undo()
            expect(buffer.get_char_count() == 0, "GtkSourceView's own undo empties the text")
            print("undo: empty", flush=True)
            Gtk.main_quit()
            return True
        return False

    view.connect("key-press-event", on_key)
    window = Gtk.Window(title=title)
    window.set_default_size(480, 240)
    window.add(scrolled)
    window.connect("destroy", Gtk.main_quit)

    def announce_ready():
        Gdk.Display.get_default().sync()
        print("ready", flush=True)
        return GLib.SOURCE_REMOVE

    def after_draw(widget, _cr):
        widget.disconnect(handler)
        GLib.idle_add(announce_ready)
        return False

    handler = window.connect_after("draw", after_draw)
    window.show_all()
    view.grab_focus()
    Gtk.main()


main()
