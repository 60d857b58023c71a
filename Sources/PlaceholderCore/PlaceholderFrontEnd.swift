// What a toolkit provides to the controller: the one interface both GTK front ends implement.

/// A toolkit's side of a placeholder text view, as `PlaceholderController` uses it: where renders
/// go on screen, its frame clock, its property notifications and the focus when editing ends.
/// The GTK 3 and GTK 4 widgets each implement it once; everything they compute alike is the
/// controller's.
@MainActor
public protocol PlaceholderFrontEnd: AnyObject {
    /// Whether the text view is on screen now (mapped): a render settles fades when it is not.
    var isOnScreen: Bool { get }
    /// Puts a render on screen: the label's changed parts, accessibility when it changed, and
    /// anything that follows the hint's size.
    func show(_ render: PlaceholderRender)
    /// Puts one frame of a running fade on screen.
    func showFrame(_ render: PlaceholderRender)
    /// Starts calling `PlaceholderController.frame(at:)` at every frame of the text view.
    func startFrameTicks()
    /// Stops the frame calls.
    func stopFrameTicks()
    /// Tells GObject listeners that `property` changed.
    func notify(_ property: PlaceholderProperty)
    /// Moves the keyboard focus on from the text, as `FocusHandOff.order(after: end)` orders it.
    func releaseFocus(after end: EditingEnd)
    /// Whether the text view has the keyboard focus now.
    var textHasFocus: Bool { get }
    /// The document's text now.
    var documentText: String { get }
    /// Emits the toolkit's `done` signal with the final text.
    func emitDone(text: String)
}
