// Where the Done bar sits: a choice both toolkits' widgets offer alike.

/// Where the accessory bar sits relative to the text view.
public enum AccessoryPosition: String, Sendable, CaseIterable {
    case above, below
}
