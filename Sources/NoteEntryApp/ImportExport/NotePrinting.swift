// Printing a note: its title and text, paginated, through GTK's print dialog.
import CGtk
import GtkBinding
import PlaceholderCore

/// Prints a note with `GtkPrintOperation`: the title in bold, a blank line, the body, wrapped at
/// the page's width (the page in the note's direction, each paragraph in its own: Pango lays
/// right-to-left text out so)
/// and broken between lines onto as many pages as it needs, within margins of `margin`
/// millimetres, each with a footer under a rule, as Gnote prints: "Page 1 of 3" at the left and
/// when it was printed at the right. The print dialog (or, for tests and scripts, an export to a
/// PDF file) decides where; its "Print to File" suggests the note's title as the file's name, in
/// the user's Documents folder.
@MainActor
final class NotePrinting {
    private let operation: UnsafeMutablePointer<GtkPrintOperation>
    private let title: String
    private let body: String
    private var layout: OpaquePointer?
    /// The layout's lines, read once (a line looked up by index walks the list from its start).
    private var lines: [(line: UnsafeMutablePointer<PangoLayoutLine>, top: Double, baseline: Double, x: Double)] = []
    /// The index in `lines` of the first line of each page.
    private var pageStarts: [Int] = []
    private var connections = SignalConnectionSet()

    /// The base font of the printed text.
    static let font = "Sans 11"
    /// The room kept at each page's foot for its footer (points).
    static let footerHeight = 24.0
    /// The page's margins on every side (millimetres): Gnote's 1.5 cm, rounded up, where GTK's
    /// default is 6.35 mm (18 points), which many printers cannot even reach.
    static let margin = 20.0
    /// When the note was printed, as its pages' footers say.
    private let printedOn = dateAndTimeText(millisecondsSince1970: LocalDay.nowMilliseconds())

    /// Prints `title` and `body`: through the print dialog over `window`, or straight into the
    /// PDF file `exportFile` when given. Returns whether anything was printed or exported.
    @discardableResult
    static func print(
        title: String, body: String, over window: UnsafeMutablePointer<GtkWindow>?, exportFile: String? = nil
    ) -> Bool {
        let printing = NotePrinting(title: title, body: body)
        defer { printing.release() }
        if let exportFile { gtk_print_operation_set_export_filename(printing.operation, exportFile) }
        let action = exportFile == nil ? GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG : GTK_PRINT_OPERATION_ACTION_EXPORT
        var error: UnsafeMutablePointer<GError>?
        let result = gtk_print_operation_run(printing.operation, action, window, &error)
        if result == GTK_PRINT_OPERATION_RESULT_ERROR {
            StandardStream.error("\(CommandLineOptions.programName): printing failed: \(GLibErrorMessage.take(&error))")
        }
        return result == GTK_PRINT_OPERATION_RESULT_APPLY
    }

    private init(title: String, body: String) {
        operation = gtk_print_operation_new()!
        self.title = title
        self.body = body
        let name = title.trimmingWhitespace
        gtk_print_operation_set_job_name(operation, name.isEmpty ? InterfaceText.untitled : name)
        gtk_print_operation_set_unit(operation, GTK_UNIT_POINTS)
        let setup = gtk_page_setup_new()!
        for setMargin in [
            gtk_page_setup_set_top_margin, gtk_page_setup_set_bottom_margin, gtk_page_setup_set_left_margin,
            gtk_page_setup_set_right_margin,
        ] {
            setMargin(setup, Self.margin, GTK_UNIT_MM)
        }
        gtk_print_operation_set_default_page_setup(operation, setup)
        g_object_unref(UnsafeMutableRawPointer(setup))
        let settings = Self.settings(forTitle: name.isEmpty ? InterfaceText.untitled : name)
        gtk_print_operation_set_print_settings(operation, settings)
        g_object_unref(UnsafeMutableRawPointer(settings))
        connections.add(
            SignalConnection(
                operation, "begin-print",
                argument: { [weak self] context in
                    self?.paginate(OpaquePointer(context))
                }))
        connections.add(
            SignalConnection(
                operation, "draw-page",
                arguments: { [weak self] context, page in
                    self?.draw(OpaquePointer(context), page: Int32(truncatingIfNeeded: Int(bitPattern: page)))
                }))
    }

    /// The print settings a note titled `title` starts from: "Print to File" suggests a file named
    /// after the title in the user's Documents folder (GTK's file printer adds the format's
    /// extension), where GTK would suggest "output.pdf" in the app's working folder.
    static func settings(forTitle title: String) -> OpaquePointer {
        let settings = gtk_print_settings_new()!
        gtk_print_settings_set(settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME, NoteExport.fileName(for: title))
        if let folder = g_filename_to_uri(DocumentsFolder.path, nil, nil) {
            gtk_print_settings_set(settings, GTK_PRINT_SETTINGS_OUTPUT_DIR, folder)
            g_free(folder)
        }
        return settings
    }

    /// Lets go of the operation and the layout once the operation has run.
    private func release() {
        connections.disconnectAll()
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layout = nil
        g_object_unref(operation.raw)
    }

    /// Lays the note out at the page's width and finds where each page begins.
    private func paginate(_ context: OpaquePointer?) {
        guard let context, let layout = gtk_print_context_create_pango_layout(context) else { return }
        self.layout = layout
        let font = pango_font_description_from_string(Self.font)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_width(layout, Int32(gtk_print_context_get_width(context) * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        let heading = title.trimmingWhitespace
        let text = heading.isEmpty ? body : heading + "\n\n" + body
        let shown = EditorLimits.shown(text)
        pango_layout_set_text(layout, shown, -1)
        // The page runs in the note's direction, its first strong character's: each paragraph
        // still takes its own, but one with none (a date, a number) at the start of a Hebrew or
        // Arabic note then sits on the right, as the rest of the page, not on the left. Pango's
        // alignment is absolute, and it swaps it for a paragraph against the base direction.
        // The first strong character is found as the widget finds a hint's (Pango's own finder is
        // deprecated).
        if let direction = ResolvedDirection.firstStrong(in: shown), let pango = pango_layout_get_context(layout) {
            let rightToLeft = direction == .rightToLeft
            pango_context_set_base_dir(pango, rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
            pango_layout_context_changed(layout)
            pango_layout_set_alignment(layout, rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        }
        if !heading.isEmpty {
            let attributes = pango_attr_list_new()
            let bold = pango_attr_weight_new(PANGO_WEIGHT_BOLD)!
            bold.pointee.end_index = guint(heading.utf8.count)
            pango_attr_list_insert(attributes, bold)
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        let pageHeight = gtk_print_context_get_height(context) - Self.footerHeight
        lines = Self.lines(of: layout)
        var starts = [0]
        var pageTop = 0.0
        for (index, line) in lines.enumerated() {
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line.line, nil, &logical)
            if line.top + Double(logical.height) / Double(PANGO_SCALE) - pageTop > pageHeight, index > starts.last! {
                starts.append(index)
                pageTop = line.top
            }
        }
        pageStarts = starts
        gtk_print_operation_set_n_pages(operation, Int32(starts.count))
    }

    /// Every line of `layout` with where it begins and its baseline (points from the top of the
    /// whole text) and its left edge in the layout, in one walk of the layout.
    private static func lines(of layout: OpaquePointer) -> [(
        line: UnsafeMutablePointer<PangoLayoutLine>, top: Double, baseline: Double, x: Double
    )] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var found: [(line: UnsafeMutablePointer<PangoLayoutLine>, top: Double, baseline: Double, x: Double)] = []
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var extents = PangoRectangle()
            var own = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &extents)
            pango_layout_line_get_extents(line, nil, &own)
            let top = Double(extents.y) / Double(PANGO_SCALE)
            // The line's left edge in the layout (`extents.x`) holds its alignment: a right-to-left
            // paragraph's lines sit at the right. The line's own extents start at its origin.
            found.append(
                (line, top, top - Double(own.y) / Double(PANGO_SCALE), Double(extents.x) / Double(PANGO_SCALE)))
        } while pango_layout_iter_next_line(iterator) != 0
        return found
    }

    /// Draws the lines of `page`.
    private func draw(_ context: OpaquePointer?, page: Int32) {
        guard let context, pageStarts.indices.contains(Int(page)),
            let cairo = gtk_print_context_get_cairo_context(context)
        else { return }
        let first = pageStarts[Int(page)]
        let end = Int(page) + 1 < pageStarts.count ? pageStarts[Int(page) + 1] : lines.count
        let offset = lines[first].top
        for line in lines[first..<end] {
            cairo_move_to(cairo, line.x, line.baseline - offset)
            pango_cairo_show_layout_line(cairo, line.line)
        }
        drawFooter(context, cairo, page: page)
    }

    /// A rule across the page's foot, under it "Page 2 of 3" at the left and when the note was
    /// printed at the right.
    private func drawFooter(_ context: OpaquePointer, _ cairo: OpaquePointer, page: Int32) {
        let width = gtk_print_context_get_width(context)
        let top = gtk_print_context_get_height(context) - Self.footerHeight
        cairo_set_line_width(cairo, 0.5)
        cairo_move_to(cairo, 0, top + 4)
        cairo_line_to(cairo, width, top + 4)
        cairo_stroke(cairo)
        let pageNumber = InterfaceText.translate("Page %s of %s", String(page + 1), String(pageStarts.count))
        for (text, alignment) in [(pageNumber, PANGO_ALIGN_LEFT), (printedOn, PANGO_ALIGN_RIGHT)] {
            guard let footer = gtk_print_context_create_pango_layout(context) else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(footer)) }
            let font = pango_font_description_from_string("Sans 9")
            pango_layout_set_font_description(footer, font)
            pango_font_description_free(font)
            pango_layout_set_width(footer, Int32(width * Double(PANGO_SCALE)))
            pango_layout_set_alignment(footer, alignment)
            pango_layout_set_text(footer, text, -1)
            cairo_move_to(cairo, 0, top + Self.footerHeight / 2)
            pango_cairo_show_layout(cairo, footer)
        }
    }
}
