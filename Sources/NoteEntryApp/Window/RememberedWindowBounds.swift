// The remembered window size and divider bounded to the screen and to sane ranges: the values
// come from GSettings, which any program of the user's (or a hand-edited keyfile) may set.

/// The window size and divider position to restore, each bounded, and whether a quit may write
/// the window's values back over the remembered ones.
///
/// A remembered width or height is at most the screen's work area (below 1, the window's
/// designed size); the divider leaves the editor `editorMinimumWidth` of the width and the list
/// at least `PaneDivider.minimumWidth`. A value that had to be bounded is not written back unless
/// the user changed it: a size remembered on a larger screen comes back there, and a hostile
/// value is never made permanent by a start that survived it.
struct RememberedWindowBounds: Equatable {
    /// The narrowest the editor beside the list may be left by a restored divider.
    static let editorMinimumWidth: Int32 = 300

    /// One remembered value: as stored, and as restored.
    struct Value: Equatable {
        /// What GSettings holds.
        let stored: Int32
        /// What the window is given.
        let restored: Int32
        /// Whether the stored value was out of range.
        var wasBounded: Bool { stored != restored }

        /// Whether `current`, the window's value at a quit, is written: always when the stored
        /// value was in range, else only when it is none of the values the app itself gave the
        /// window (`restored`, and `fitted` when the window was shrunk to fit the screen).
        func isWritten(_ current: Int32, fitted: Int32? = nil) -> Bool {
            !wasBounded || (current != restored && current != fitted)
        }
    }

    let width: Value
    let height: Value
    let paneWidth: Value

    /// The bounds of a stored `width`, `height` and `paneWidth` on a screen whose work area is
    /// `screen`, for a window designed at `designed`.
    init(
        width: Int32, height: Int32, paneWidth: Int32, screen: (width: Int32, height: Int32),
        designed: (width: Int32, height: Int32)
    ) {
        func bounded(_ stored: Int32, screen: Int32, designed: Int32) -> Int32 {
            min(stored < 1 ? designed : stored, max(1, screen))
        }
        self.width = Value(stored: width, restored: bounded(width, screen: screen.width, designed: designed.width))
        self.height = Value(stored: height, restored: bounded(height, screen: screen.height, designed: designed.height))
        let widest = max(PaneDivider.minimumWidth, self.width.restored - Self.editorMinimumWidth)
        self.paneWidth = Value(stored: paneWidth, restored: min(max(paneWidth, PaneDivider.minimumWidth), widest))
    }
}
