import GObjectBinding

// GTK's tick-callback calls, for GObjectBinding's FrameTicks. One source for both toolkits:
// the GTK 4 package compiles this file too, with PLACEHOLDER_GTK4 defined.
#if PLACEHOLDER_GTK4
    import CGtk4
#else
    import CGtk
#endif

extension FrameClockCalls {
    /// GTK's `gtk_widget_add_tick_callback`, `gtk_widget_remove_tick_callback` and
    /// `gdk_frame_clock_get_frame_time`.
    public static let gtk = FrameClockCalls(
        add: { widget, callback, userData, release in
            gtk_widget_add_tick_callback(
                widget.assumingMemoryBound(to: GtkWidget.self), unsafeBitCast(callback, to: GtkTickCallback.self),
                userData, release)
        },
        remove: { widget, id in gtk_widget_remove_tick_callback(widget.assumingMemoryBound(to: GtkWidget.self), id) },
        frameTime: { clock in Int64(gdk_frame_clock_get_frame_time(clock)) })
}

extension FrameTicks {
    /// Calls `action` at every frame of `widget`'s frame clock with the frame's time in microseconds.
    public convenience init(on widget: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @MainActor (Int64) -> Void)
    {
        self.init(on: widget.raw, calls: .gtk, action)
    }
}
