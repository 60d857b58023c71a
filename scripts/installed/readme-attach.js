// Runs the README's attach example for GJS against the installed GTK 4 library: a GtkTextView
// named `view`, the README's lines, then the hint read back. Usage: gjs readme-attach.js FRAGMENT
imports.gi.versions.Gtk = '4.0';
imports.gi.versions.Placeholder = '2';
const {Gio, Gtk, Placeholder} = imports.gi;

Gtk.init();
const view = new Gtk.TextView();
const [, bytes] = Gio.File.new_for_path(ARGV[0]).load_contents(null);
new Function('Placeholder', 'view', new TextDecoder().decode(bytes))(Placeholder, view);
const hint = Placeholder.Hint.get_from_text_view(view);
if (hint.text_view !== view)
    throw new Error('the hint is not attached to the view');
print(`attached: ${hint.text}`);
