// "About Notes": name, version, website, licence, translators, as GNOME apps show it.
import CGtk
import GtkBinding

/// The About dialog of note-entry.
@MainActor
enum AboutNotesDialog {
    /// The project's home page, as the AppStream metainfo gives it (`url type="homepage"`).
    static let website = "https://github.com/placeholdertextview/placeholdertextview"

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
        // The translator credits are themselves a message each catalogue translates.
        gtk_about_dialog_set_translator_credits(about, InterfaceText.translatorCredits)
        gtk_window_set_transient_for(dialog.cast(), window)
        gtk_window_set_modal(dialog.cast(), 1)
        // Every response (Close, Escape) closes it; the connection lives as long as the dialog.
        let close = SignalConnection(about, "response", argument: { _ in gtk_widget_destroy(dialog) })
        ObjectAttachment.attach(close, to: about.object, key: "note-entry-about-close")
        gtk_widget_show(dialog)
        AccessibleName.nameLinks(under: dialog)
    }
}
