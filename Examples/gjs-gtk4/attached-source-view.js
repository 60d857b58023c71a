// A hint attached to an app's own GtkSourceView 5 (GTK 4) from GJS: the app keeps its widget
// tree, its key controller and GtkSourceView's undo; two lines give it a placeholder:
//
//     const hint = Placeholder.Hint.get_from_text_view(view);
//     hint.text = 'Type here, from GJS';
//
// Prints "ready" once drawn. The app's own controller hears Escape ("escape: heard") and
// Ctrl+Return ("done: TEXT"); then the client checks the typed keyword is highlighted, undoes with
// GtkSourceView's own undo until the text is empty ("undo: empty"), and quits.
// Usage: gjs attached-source-view.js TITLE
imports.gi.versions.Gtk = '4.0';
imports.gi.versions.Gdk = '4.0';
imports.gi.versions.GtkSource = '5';
imports.gi.versions.Placeholder = '2';
const {GLib, Gdk, Gtk, GtkSource, Placeholder} = imports.gi;
const System = imports.system;

function expect(holds, what) {
    if (!holds) {
        printerr(`mismatch: ${what}`);
        System.exit(2);
    }
}

Gtk.init();
GtkSource.init();
const title = ARGV[0] || 'placeholder-gjs-gtk4-source-view';
const loop = GLib.MainLoop.new(null, false);
const buffer = new GtkSource.Buffer({language: GtkSource.LanguageManager.get_default().get_language('python3')});
const view = new GtkSource.View({buffer, show_line_numbers: true, monospace: true});
const scrolled = new Gtk.ScrolledWindow({child: view});

const hint = Placeholder.Hint.get_from_text_view(view);
hint.text = 'Type here, from GJS';
hint.color = '#d00000';
hint.fade_duration = 0;
expect(Placeholder.Hint.get_from_text_view(view) === hint, 'one hint per view');
expect(hint.text_view === view, "the hint's text view");
expect(buffer.get_char_count() === 0, 'the hint is not text');

const keys = new Gtk.EventControllerKey();
keys.connect('key-pressed', (_controller, keyval, _code, state) => {
    if (keyval === Gdk.KEY_Escape)
        print('escape: heard');
    if (keyval === Gdk.KEY_Return && (state & Gdk.ModifierType.CONTROL_MASK)) {
        const text = buffer.get_text(buffer.get_start_iter(), buffer.get_end_iter(), true);
        print(`done: ${text}`);
        buffer.ensure_highlight(buffer.get_start_iter(), buffer.get_end_iter());
        expect(buffer.get_iter_at_offset(text.indexOf('from') + 1).get_tags().length > 0,
            "the keyword 'from' is highlighted");
        expect(view.show_line_numbers, 'line numbers still on');
        while (buffer.can_undo)
            buffer.undo();
        expect(buffer.get_char_count() === 0, "GtkSourceView's own undo empties the text");
        print('undo: empty');
        loop.quit();
        return true;
    }
    return false;
});
view.add_controller(keys);

const window = new Gtk.Window({title, child: scrolled});
window.set_default_size(480, 240);
window.connect('close-request', () => {
    loop.quit();
    return false;
});
window.add_tick_callback(() => {
    GLib.idle_add(GLib.PRIORITY_DEFAULT_IDLE, () => {
        Gdk.Display.get_default().sync();
        print('ready');
        return GLib.SOURCE_REMOVE;
    });
    return GLib.SOURCE_REMOVE;
});
window.present();
view.grab_focus();
loop.run();
