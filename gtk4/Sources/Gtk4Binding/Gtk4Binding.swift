// Gtk4Binding: the GTK 4 half of the project's binding layer. The plain GObject half (signals,
// properties, attachments, main-loop sources, translations) is the root package's GObjectBinding,
// re-exported here so `import Gtk4Binding` gives both, as `import GtkBinding` does for GTK 3.
@_exported import GObjectBinding
