// A GJS client of the installed GTK 4 library (Placeholder 2): the same steps as
// Examples/gjs/typing-client.js on GTK 3. It sets the properties by name and by method, reads
// each back, and prints "ready" once the window has drawn; scripts/installed/run-clients.sh then
// types into it with real X input and waits for the `done` line. It also prints the Done button's
// label, which the library translates from its own catalogues (found relative to the library).
// Usage: gjs typing-client.js TITLE
imports.gi.versions.Gtk = '4.0';
imports.gi.versions.Gdk = '4.0';
imports.gi.versions.Placeholder = '2';
const {GLib, Gdk, Gtk, Placeholder} = imports.gi;
const System = imports.system;

function expect(holds, what) {
    if (!holds) {
        printerr(`mismatch: ${what}`);
        System.exit(2);
    }
}

function* buttons(widget) {
    if (widget instanceof Gtk.Button)
        yield widget;
    for (let child = widget.get_first_child(); child; child = child.get_next_sibling())
        yield* buttons(child);
}

Gtk.init();
const title = ARGV[0] || 'placeholder-gjs-gtk4';
const loop = GLib.MainLoop.new(null, false);
const view = Placeholder.TextView.new(null);
view.placeholder_text = 'Set by property';
view.hide_policy = Placeholder.HidePolicy.WHILE_EMPTY_AND_UNFOCUSED;
view.fade_duration = 0;
view.done_label = 'Send';
expect(view.get_placeholder_text() === 'Set by property', 'placeholder by property');
expect(view.get_hide_policy() === Placeholder.HidePolicy.WHILE_EMPTY_AND_UNFOCUSED, 'policy by property');
expect(view.get_done_label() === 'Send', 'done label by property');
view.set_done_label(null);
expect(view.done_label === '', 'done label back to the translated default by method');

view.set_placeholder_text('Type here, from GJS on GTK 4');
view.set_hide_policy(Placeholder.HidePolicy.WHILE_EMPTY);
view.set_placeholder_color('#d00000');
view.set_done_button(Placeholder.DoneButton.ALWAYS);
expect(view.placeholder_text === 'Type here, from GJS on GTK 4', 'placeholder by method');
expect(view.hide_policy === Placeholder.HidePolicy.WHILE_EMPTY, 'policy by method');
expect(view.done_button === Placeholder.DoneButton.ALWAYS, 'done button by method');

view.set_text('set and cleared');
expect(view.text === 'set and cleared', 'text by method, read by property');
view.text = '';
expect(view.get_text() === '', 'text cleared by property, read by method');

view.connect('done', (_view, text) => {
    print(`done: ${text}`);
    loop.quit();
});
const window = new Gtk.Window({title});
window.set_default_size(480, 240);
window.set_child(view);
window.connect('close-request', () => {
    loop.quit();
    return false;
});
// A tick callback runs before the frame's layout and paint; an idle added from it runs after them.
window.add_tick_callback(() => {
    GLib.idle_add(GLib.PRIORITY_DEFAULT_IDLE, () => {
        Gdk.Display.get_default().sync();
        const labels = [...buttons(view)].map(button => button.get_label()).filter(label => label);
        print(`done-button-label: ${labels.join(', ')}`);
        print('ready');
        return GLib.SOURCE_REMOVE;
    });
    return GLib.SOURCE_REMOVE;
});
window.present();
view.get_text_view().grab_focus();
loop.run();
