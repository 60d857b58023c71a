// GtkBinding: the GTK 3 half of the project's binding layer. The plain GObject half
// (signals, properties, attachments, main-loop sources, translations) is GObjectBinding,
// re-exported here so `import GtkBinding` gives both.
@_exported import GObjectBinding
