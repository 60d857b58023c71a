// "About Note Entry": name, version, website, issue tracker, licence, translators, as GNOME apps show it.
import CGtk
import GtkBinding

/// The About dialog of note-entry.
@MainActor
enum AboutNotesDialog {
    /// The project's home page, as the AppStream metainfo gives it (`url type="homepage"`).
    static let website = "https://github.com/placeholdertextview/placeholdertextview"
    /// Where problems are reported, as the metainfo gives it (`url type="bugtracker"`).
    static let issueTracker = "\(website)/issues"

    /// Shows the dialog over `window`; it closes itself (Close or Escape).
    static func present(over window: UnsafeMutablePointer<GtkWindow>) {
        let dialog = gtk_about_dialog_new()!
        let about: UnsafeMutablePointer<GtkAboutDialog> = dialog.cast(to: GtkAboutDialog.self)
        gtk_about_dialog_set_program_name(about, InterfaceText.windowTitle)
        gtk_about_dialog_set_version(about, CommandLineOptions.version)
        gtk_about_dialog_set_comments(about, InterfaceText.aboutComments)
        gtk_about_dialog_set_logo_icon_name(about, NoteEntryApplication.applicationID)
        // The licence's own text, on GTK's License page: for a known licence type GTK writes
        // "See the <licence name> for details", which reads "See the The MIT License (MIT)".
        gtk_about_dialog_set_license(about, ProjectLicence.text)
        gtk_about_dialog_set_wrap_license(about, 1)
        // GTK labels the link "Website", in its own translations.
        gtk_about_dialog_set_website(about, website)
        gtk_about_dialog_set_copyright(about, "© 2026 PlaceholderTextView team")
        // GTK 3's About has one website link; a credit section is its place for more. GTK makes
        // "Name https://…" a link named Name.
        "\(InterfaceText.reportAnIssue) \(issueTracker)".withCString { entry in
            var people: [UnsafePointer<gchar>?] = [entry, nil]
            gtk_about_dialog_add_credit_section(about, InterfaceText.feedbackSection, &people)
        }
        // The translator credits are themselves a message each catalogue translates.
        gtk_about_dialog_set_translator_credits(about, InterfaceText.translatorCredits)
        gtk_window_set_transient_for(dialog.cast(), window)
        gtk_window_set_modal(dialog.cast(), 1)
        // Every response (Close, Escape) closes it; the connection lives as long as the dialog.
        let close = SignalConnection(about, "response", argument: { _ in gtk_widget_destroy(dialog) })
        ObjectAttachment.attach(close, to: about.object, key: "note-entry-about-close")
        gtk_widget_show(dialog)
        AccessibleName.nameLinks(under: dialog)
        // GTK fills the Credits page when it is first shown, from its own handler of the stack's
        // visible-child notification, which runs before this later one.
        if let stack = firstStack(under: dialog) {
            let nameNewLinks = SignalConnection(
                stack, "notify::visible-child",
                argument: { _ in
                    AccessibleName.nameLinks(under: dialog)
                })
            ObjectAttachment.attach(nameNewLinks, to: about.object, key: "note-entry-about-link-names")
        }
    }

    private static func firstStack(under widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkStack>? {
        if let stack = checkedCast(widget.raw, to: GtkStack.self) { return stack }
        guard let container = checkedCast(widget.raw, to: GtkContainer.self) else { return nil }
        let children = gtk_container_get_children(container)
        defer { g_list_free(children) }
        var node = children
        while let current = node {
            if let child = checkedCast(current.pointee.data, to: GtkWidget.self), let stack = firstStack(under: child) {
                return stack
            }
            node = current.pointee.next
        }
        return nil
    }
}
