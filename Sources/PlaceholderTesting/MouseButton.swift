// The buttons of a mouse, by X button number. One source for both test kits: PlaceholderTesting4
// (the GTK 4 package) compiles this file too.

/// A mouse button, numbered as X numbers them.
///
/// ```swift
/// RealInput.click(textView, button: .secondary)  // opens the context menu
/// ```
public enum MouseButton: UInt32, Sendable {
    /// The left button of a right-handed mouse (X button 1).
    case primary = 1
    /// The middle button or wheel press (X button 2).
    case middle = 2
    /// The right button of a right-handed mouse (X button 3).
    case secondary = 3
}
