// A point in a widget's own coordinates. One source for both test kits: PlaceholderTesting4
// (the GTK 4 package) compiles this file too.

/// A point relative to a widget's top-left corner, in pixels (GTK's widget coordinates).
///
/// ```swift
/// RealInput.click(textView, at: WidgetPoint(x: 10, y: 5))
/// ```
public struct WidgetPoint: Sendable, Equatable {
    /// Pixels right of the widget's left edge.
    public var x: Double
    /// Pixels below the widget's top edge.
    public var y: Double

    /// A point `x` pixels right of and `y` pixels below the widget's top-left corner.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
