// A Vala client of the installed library: the same steps as Examples/c/typing-client.c.
//   valac --pkg placeholder-text-view-1 typing-client.vala && ./typing-client TITLE

void expect (bool holds, string what) {
    if (!holds) {
        printerr ("mismatch: %s\n", what);
        Process.exit (2);
    }
}

int main (string[] args) {
    Gtk.init (ref args);
    var title = args.length > 1 ? args[1] : "placeholder-vala";
    var view = new Placeholder.TextView (null);
    view.placeholder_text = "Set by property";
    view.hide_policy = Placeholder.HidePolicy.WHILE_EMPTY_AND_UNFOCUSED;
    view.fade_duration = 0;
    expect (view.get_placeholder_text () == "Set by property", "placeholder by property");
    expect (view.get_hide_policy () == Placeholder.HidePolicy.WHILE_EMPTY_AND_UNFOCUSED, "policy by property");

    view.set_placeholder_text ("Type here, from Vala");
    view.set_hide_policy (Placeholder.HidePolicy.WHILE_EMPTY);
    view.set_placeholder_color ("#d00000");
    view.set_done_button (Placeholder.DoneButton.ALWAYS);
    expect (view.placeholder_text == "Type here, from Vala", "placeholder by method");
    expect (view.hide_policy == Placeholder.HidePolicy.WHILE_EMPTY, "policy by method");

    view.done.connect ((text) => {
        print ("done: %s\n", text);
        stdout.flush ();
        Gtk.main_quit ();
    });
    var window = new Gtk.Window ();
    window.title = title;
    window.set_default_size (480, 240);
    window.add (view);
    window.destroy.connect (Gtk.main_quit);
    ulong handler = 0;
    handler = window.draw.connect_after (() => {
        window.disconnect (handler);
        Idle.add (() => {
            Gdk.Display.get_default ().sync ();
            print ("ready\n");
            stdout.flush ();
            return Source.REMOVE;
        });
        return false;
    });
    window.show_all ();
    view.get_text_view ().grab_focus ();
    Gtk.main ();
    return 0;
}
