// A GJS client of the installed library: the same steps as Examples/c/typing-client.c.
// Usage: gjs typing-client.js TITLE
imports.gi.versions.Gtk = '3.0';
imports.gi.versions.Gdk = '3.0';
imports.gi.versions.Placeholder = '1';
const {GLib, Gdk, Gtk, Placeholder} = imports.gi;
const System = imports.system;

function expect(holds, what) {
    if (!holds) {
        printerr(`mismatch: ${what}`);
        System.exit(2);
    }
}

Gtk.init(null);
const title = ARGV[0] || 'placeholder-gjs';
const view = Placeholder.TextView.new(null);
view.placeholder_text = 'Set by property';
view.hide_policy = Placeholder.HidePolicy.WHILE_EMPTY_AND_UNFOCUSED;
view.fade_duration = 0;
expect(view.get_placeholder_text() === 'Set by property', 'placeholder by property');
expect(view.get_hide_policy() === Placeholder.HidePolicy.WHILE_EMPTY_AND_UNFOCUSED, 'policy by property');

view.set_placeholder_text('Type here, from GJS');
view.set_hide_policy(Placeholder.HidePolicy.WHILE_EMPTY);
view.set_placeholder_color('#d00000');
view.set_done_button(Placeholder.DoneButton.ALWAYS);
expect(view.placeholder_text === 'Type here, from GJS', 'placeholder by method');
expect(view.hide_policy === Placeholder.HidePolicy.WHILE_EMPTY, 'policy by method');

view.connect('done', (_view, text) => {
    print(`done: ${text}`);
    Gtk.main_quit();
});
const window = new Gtk.Window({title});
window.set_default_size(480, 240);
window.add(view);
window.connect('destroy', () => Gtk.main_quit());
const handler = window.connect_after('draw', () => {
    window.disconnect(handler);
    GLib.idle_add(GLib.PRIORITY_DEFAULT_IDLE, () => {
        Gdk.Display.get_default().sync();
        print('ready');
        return GLib.SOURCE_REMOVE;
    });
    return false;
});
window.show_all();
view.get_text_view().grab_focus();
Gtk.main();
