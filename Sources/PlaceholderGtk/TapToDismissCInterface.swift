import PlaceholderCore

// The C entry points of tap-to-dismiss, declared in include/placeholder-text-view.h: the opt-in
// piece that ends editing when a window's background is clicked, for any app's window. One
// source for both toolkits: the GTK 4 package compiles this file too, with PLACEHOLDER_GTK4 defined.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

/// Installs tap-to-dismiss on `window`: a click on its background ends the editing of the text
/// view or entry being edited (once; installing again changes nothing).
@_cdecl("placeholder_tap_to_dismiss_install")
public func placeholder_tap_to_dismiss_install(_ window: UnsafeMutableRawPointer?) {
    nonisolated(unsafe) let window = window
    guard CInterface.isOnMainThread(function: "placeholder_tap_to_dismiss_install") else { return }
    onMainThread {
        guard let window = checkedWindow(window, function: "placeholder_tap_to_dismiss_install") else { return }
        TapToDismiss.install(on: window)
    }
}

/// Removes tap-to-dismiss from `window`, if it was installed.
@_cdecl("placeholder_tap_to_dismiss_remove")
public func placeholder_tap_to_dismiss_remove(_ window: UnsafeMutableRawPointer?) {
    nonisolated(unsafe) let window = window
    guard CInterface.isOnMainThread(function: "placeholder_tap_to_dismiss_remove") else { return }
    onMainThread {
        guard let window = checkedWindow(window, function: "placeholder_tap_to_dismiss_remove"),
            TapToDismiss.isInstalled(on: window)
        else { return }
        TapToDismiss.install(on: window).remove()
    }
}

/// `window` as a GtkWindow, or nil with a critical naming `function`.
@MainActor
private func checkedWindow(_ window: UnsafeMutableRawPointer?, function: String) -> UnsafeMutablePointer<GtkWindow>? {
    guard let window, isInstance(window, of: GtkWindow.self) else {
        GLibLog.critical("\(function): the object is not a GtkWindow", domain: PlaceholderHint.logDomain)
        return nil
    }
    return window.assumingMemoryBound(to: GtkWindow.self)
}
