// What the widget's public API is made of, re-exported so that `import PlaceholderGtk` is all an
// app needs: GTK's C API (CGtk: `GtkWidget`, `gtk_window_new`), the typed helpers over it
// (GtkBinding: `.cast()`, `SignalConnection`) and the placeholder's value types (PlaceholderCore:
// `HidePolicy`, `FontOverride`).
@_exported import CGtk
@_exported import GtkBinding
@_exported import PlaceholderCore
