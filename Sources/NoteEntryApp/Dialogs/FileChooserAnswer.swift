// A desktop file chooser shown once: kept alive until the user answers, then let go, what they
// accepted handed on.
import CGtk
import GtkBinding

/// Shows a new `GtkFileChooserNative` (the portal's chooser inside a sandbox, GTK's dialog
/// otherwise), whose reference it takes over, and keeps it and itself alive until it answers
/// (attached to the chooser); `accepted` reads the chooser's choice when the user accepted, before
/// the chooser is released.
@MainActor
final class FileChooserAnswer {
    private let chooser: OpaquePointer
    private let accepted: @MainActor (OpaquePointer) -> Void
    private var connection: SignalConnection?

    private init(_ chooser: OpaquePointer, accepted: @escaping @MainActor (OpaquePointer) -> Void) {
        self.chooser = chooser
        self.accepted = accepted
    }

    /// Shows `chooser`; `accepted` gets it if the user accepts.
    static func show(_ chooser: OpaquePointer, accepted: @escaping @MainActor (OpaquePointer) -> Void) {
        let answer = FileChooserAnswer(chooser, accepted: accepted)
        let dialog: UnsafeMutablePointer<GtkNativeDialog> = UnsafeMutablePointer(chooser)
        ObjectAttachment.attach(answer, to: dialog.object, key: "note-entry-file-chooser-answer")
        answer.connection = SignalConnection(
            dialog, "response",
            argument: { [weak answer] response in
                answer?.answered(Int32(truncatingIfNeeded: Int(bitPattern: response)))
            })
        gtk_native_dialog_show(dialog)
    }

    private func answered(_ response: Int32) {
        connection?.disconnect()
        defer { g_object_unref(UnsafeMutableRawPointer(chooser)) }
        if response == GTK_RESPONSE_ACCEPT.rawValue { accepted(chooser) }
    }
}
