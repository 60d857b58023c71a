// Runs the README's attach example for Vala (put in place of the marked line) against the
// installed GTK 3 library: a GtkTextView named `view`, the README's lines, then the hint read back.
int main (string[] args) {
    Gtk.init (ref args);
    var view = new Gtk.TextView ();
    // README
    print ("attached: %s\n", Placeholder.Hint.get_from_text_view (view).text);
    return 0;
}
