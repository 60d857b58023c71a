// Where the Done bar sits: a choice both toolkits' widgets offer alike.

/// Where the accessory bar sits relative to the text view.
public enum AccessoryPosition: String, Sendable, CaseIterable {
    /// Above the text view: its bottom edge meets the view's top edge.
    case above
    /// Below the text view: its top edge meets the view's bottom edge.
    case below
}
