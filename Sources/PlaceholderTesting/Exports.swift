// GTK's C API, re-exported: a test that imports PlaceholderTesting can call gtk_* directly.
@_exported import CGtk
