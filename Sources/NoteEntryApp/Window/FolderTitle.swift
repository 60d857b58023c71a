// Which notes folder a window shows, in its title, when it is not the default one.
import CGtk
import GtkBinding
import NoteStore

/// Names a window's notes folder when it is not the default one, so two windows over different
/// folders (`--data-dir`, Choose Another Folder…) tell which is which, in the header bar and
/// wherever the desktop lists windows.
@MainActor
enum FolderTitle {
    /// Sets `window`'s title to "Note Entry — NAME" and its header bar's subtitle to `folder` (the
    /// home folder written "~"), when `folder` is not the default notes folder. Control and format
    /// characters (line breaks, bidirectional overrides) in a folder's name show as "�": they
    /// cannot break the title or show it as another name.
    static func show(_ folder: FileSystemPath, in window: UnsafeMutablePointer<GtkWindow>) {
        let standard = folder.standardized
        guard standard != NoteStoreLocation.defaultDirectoryPath().standardized else { return }
        let full = standard.description
        let home = NoteStoreLocation.homeFolder().standardized.description
        let name = full.split(separator: "/").last.map(String.init) ?? full
        let shown = home != "/" && full.hasPrefix(home + "/") ? "~" + full.dropFirst(home.count) : full
        gtk_window_set_title(window, InterfaceText.translate("Note Entry — %s", plain(name)))
        if let bar = gtk_window_get_titlebar(window).flatMap({ checkedCast($0.raw, to: GtkHeaderBar.self) }) {
            gtk_header_bar_set_subtitle(bar, plain(shown))
        }
    }

    /// `text` with each control or format character replaced by U+FFFD.
    private static func plain(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
