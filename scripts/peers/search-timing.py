#!/usr/bin/python3
"""Milliseconds a running app takes to answer GNOME Shell's search, asked as the Shell asks.

    search-timing.py BUS_NAME OBJECT_PATH WORD [CALLS]

BUS_NAME may hold one "*", matched against the names on the bus: note-entry started over a home
folder that is not the user's own answers under a name of that folder's.
Waits (up to 120 s) until the app answers at OBJECT_PATH under BUS_NAME (an app may own its name
before it exports the provider, as Gnote does), then calls
org.gnome.Shell.SearchProvider2.GetInitialResultSet([WORD]) CALLS times (default 21) and prints
the median round trip in milliseconds and the number of results. The first call is not counted:
it may load what later calls find ready, in either app.
"""
import fnmatch
import statistics
import sys
import time

from gi.repository import Gio, GLib


def main() -> int:
    bus_name, object_path, word = sys.argv[1:4]
    calls = int(sys.argv[4]) if len(sys.argv) > 4 else 21
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)

    def owner_of(pattern: str) -> str:
        if "*" not in pattern:
            return pattern
        names = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                              "ListNames", None, GLib.VariantType("(as)"), Gio.DBusCallFlags.NONE, -1,
                              None).unpack()[0]
        match = next((name for name in names if fnmatch.fnmatchcase(name, pattern)), None)
        if match is None:
            raise LookupError(f"no name on the bus matches {pattern}")
        return match

    def ask() -> int:
        reply = bus.call_sync(owner_of(bus_name), object_path, "org.gnome.Shell.SearchProvider2", "GetInitialResultSet",
                              GLib.Variant("(as)", ([word],)), GLib.VariantType("(as)"),
                              Gio.DBusCallFlags.NO_AUTO_START, 60000, None)
        return len(reply.unpack()[0])

    deadline = time.monotonic() + 120
    while True:
        try:
            ask()
            break
        except (GLib.Error, LookupError) as error:
            if time.monotonic() > deadline:
                print(f"search-timing: {bus_name} {object_path} never answered: {error}", file=sys.stderr)
                return 1
            time.sleep(0.1)

    times = []
    for _ in range(calls):
        started = time.perf_counter()
        found = ask()
        times.append((time.perf_counter() - started) * 1000)
    print(f"{statistics.median(times):.3f} {found}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
