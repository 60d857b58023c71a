// A Vala client of the installed GTK 4 library (Placeholder 2): the same steps as
// Examples/vala/typing-client.vala on GTK 3. It sets the properties by name and by method, reads
// each back, and prints "ready" once the window has drawn; scripts/installed/run-clients.sh then
// types into it with real X input and waits for the `done` line.
//   valac --pkg placeholder-text-view-2 typing-client.vala && ./typing-client TITLE

void expect (bool holds, string what) {
    if (!holds) {
        printerr ("mismatch: %s\n", what);
        Process.exit (2);
    }
}

int main (string[] args) {
    Gtk.init ();
    var title = args.length > 1 ? args[1] : "placeholder-vala-gtk4";
    var loop = new MainLoop ();
    var view = new Placeholder.TextView (null);
    view.placeholder_text = "Set by property";
    view.hide_policy = Placeholder.HidePolicy.WHILE_EMPTY_AND_UNFOCUSED;
    view.fade_duration = 0;
    view.done_label = "Send";
    expect (view.get_placeholder_text () == "Set by property", "placeholder by property");
    expect (view.get_hide_policy () == Placeholder.HidePolicy.WHILE_EMPTY_AND_UNFOCUSED, "policy by property");
    expect (view.get_done_label () == "Send", "done label by property");

    view.set_placeholder_text ("Type here, from Vala on GTK 4");
    view.set_hide_policy (Placeholder.HidePolicy.WHILE_EMPTY);
    view.set_placeholder_color ("#d00000");
    view.set_done_button (Placeholder.DoneButton.ALWAYS);
    expect (view.placeholder_text == "Type here, from Vala on GTK 4", "placeholder by method");
    expect (view.hide_policy == Placeholder.HidePolicy.WHILE_EMPTY, "policy by method");
    expect (view.done_button == Placeholder.DoneButton.ALWAYS, "done button by method");

    view.set_text ("set and cleared");
    expect (view.text == "set and cleared", "text by method, read by property");
    view.text = "";
    expect (view.get_text () == "", "text cleared by property, read by method");

    view.done.connect ((text) => {
        print ("done: %s\n", text);
        stdout.flush ();
        loop.quit ();
    });
    var window = new Gtk.Window ();
    window.title = title;
    window.set_default_size (480, 240);
    window.child = view;
    window.close_request.connect (() => {
        loop.quit ();
        return false;
    });
    // A tick callback runs before the frame's layout and paint; an idle added from it runs after them.
    window.add_tick_callback (() => {
        Idle.add (() => {
            Gdk.Display.get_default ().sync ();
            print ("ready\n");
            stdout.flush ();
            return Source.REMOVE;
        });
        return Source.REMOVE;
    });
    window.present ();
    view.get_text_view ().grab_focus ();
    loop.run ();
    return 0;
}
