// The app's style sheet for one test: in-process windows of the test process get no CSS of the
// app's unless a test installs it, and other tests' pictures must not see it.
import CGtk
import PlaceholderTesting
import XCTest

@testable import NoteEntryApp

/// The app's style sheet, installed on the default screen as NoteEntryApplication does, until
/// `remove()`.
@MainActor
struct InstalledAppStyleSheet {
    private let screen: OpaquePointer
    private let provider: UnsafeMutablePointer<GtkCssProvider>

    /// Installs it; fails the test when it does not parse.
    init(file: StaticString = #filePath, line: UInt = #line) throws {
        try TestDisplay.start()
        screen = try XCTUnwrap(gdk_screen_get_default(), file: file, line: line)
        provider = gtk_css_provider_new()!
        XCTAssertNotEqual(
            gtk_css_provider_load_from_data(provider, AppStyleSheet.css, -1, nil), 0, "the app's CSS parses",
            file: file, line: line)
        gtk_style_context_add_provider_for_screen(
            screen, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }

    /// Takes it off the screen again.
    func remove() {
        gtk_style_context_remove_provider_for_screen(screen, OpaquePointer(provider))
    }
}
