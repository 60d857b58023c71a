// A layout's alignment as a toolkit label reads it: relative to the label's own start edge.

/// The alignment values to give a label showing the hint. GtkLabel (in GTK 3 and GTK 4) reads
/// `xalign` from its start edge and `left`/`right` justification as start and end, both in the
/// label's own direction, so a right-to-left hint's screen alignment is flipped before it is set.
///
/// ```swift
/// let alignment = LabelAlignment(layout)
/// gtk_label_set_xalign(label, Float(alignment.startRelativeXAlign))
/// ```
public struct LabelAlignment: Equatable, Sendable {
    /// The fraction of free space before each line, measured from the label's start edge.
    public let startRelativeXAlign: Double
    /// The lines' justification, with `left` meaning the label's start and `right` its end.
    public let justification: Justification

    /// The label values that put `layout`'s lines where the core placed them on screen.
    public init(_ layout: PlaceholderLayout) {
        let rightToLeft = layout.direction == .rightToLeft
        let fraction = layout.alignment.fraction
        startRelativeXAlign = rightToLeft ? 1 - fraction : fraction
        if layout.fillsLines {
            justification = .fill
            return
        }
        switch layout.alignment {
        case .center: justification = .center
        case .left: justification = rightToLeft ? .right : .left
        case .right: justification = rightToLeft ? .left : .right
        }
    }
}
