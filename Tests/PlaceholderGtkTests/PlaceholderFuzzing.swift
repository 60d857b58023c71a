// A seeded, reproducible fuzzer over the real widget: random edits, focus changes, input-method
// compositions, policy and hint changes, with a few real keys and clicks among them. After every
// event the widget must show what the core predicts from the buffer, the preedit and the focus.
// One source for both toolkits' suites (gtk4/Tests links this file and compiles it with
// PLACEHOLDER_GTK4): the events, the model, how each is done to the view and the run are here;
// each toolkit's FuzzPlaceholderTests makes the window and reads what its widget shows.
import Foundation
import PlaceholderCore
import TestSupport
import XCTest

#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
    import PlaceholderGtk4
    import PlaceholderTesting4
#else
    import CGtk
    import GtkBinding
    import PlaceholderGtk
    import PlaceholderTesting
#endif

/// Reads a positive integer from the environment, e.g. a longer run for `make soak`.
func environmentCount(_ name: String, default value: Int) -> Int {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) }.map { max($0, 1) } ?? value
}

/// One thing the fuzzer does to the widget.
enum FuzzEvent: CustomStringConvertible {
    case insert(String, at: Int32)
    case delete(from: Int32, to: Int32)
    case setText(String)
    case focusIn, focusOut
    case preedit(String)
    case hidePolicy(HidePolicy)
    case editable(Bool)
    case placeholder(String)
    case realType(String)
    case realClickIntoText

    var description: String {
        switch self {
        case .insert(let text, let offset): return "insert \(text.debugDescription) at \(offset)"
        case .delete(let from, let to): return "delete \(from)..<\(to)"
        case .setText(let text): return "set text \(text.debugDescription)"
        case .focusIn: return "grab focus"
        case .focusOut: return "drop focus"
        case .preedit(let text): return "preedit \(text.debugDescription)"
        case .hidePolicy(let policy): return "hide policy \(policy)"
        case .editable(let editable): return "editable \(editable)"
        case .placeholder(let text): return "placeholder \(text.debugDescription)"
        case .realType(let text): return "real keys \(text.debugDescription)"
        case .realClickIntoText: return "real click into the text"
        }
    }
}

/// What the fuzzer set, and so what the core must have been told.
struct FuzzModel {
    var placeholder: String
    var focused: Bool
    var preedit = ""
    var editable = true
    var hidePolicy = HidePolicy.whileEmpty

    /// What the widget must show, settled, over a document of `characterCount` characters.
    func expectedPresentation(characterCount: Int) -> PlaceholderPresentation {
        var inputs = PlaceholderInputs()
        inputs.placeholderText = placeholder
        inputs.characterCount = characterCount
        inputs.preeditText = preedit
        inputs.isFocused = focused
        inputs.isEditable = editable
        inputs.hidePolicy = hidePolicy
        return PlaceholderPresentation(settled: inputs)
    }
}

/// What a toolkit's widget shows after an event, read by its test.
struct FuzzReading {
    var characterCount: Int
    var textViewFocused: Bool
    var presentation: PlaceholderPresentation
    var labelMapped: Bool
    var labelOpacity: Double
    var labelText: String
}

@MainActor
enum PlaceholderFuzzing {
    static let fragments = ["a", "é", "e\u{301}", "👩‍👩‍👧", "\n", "日本", " ", "abc def", "\t", "אב", "🏳️‍🌈"]
    static let placeholders = ["Hint", "", "   ", "<b>literal</b>", "كتابة", "two\nlines"]

    /// Runs `PLACEHOLDER_FUZZ_EVENTS` events (5,000 by default) drawn from `PLACEHOLDER_FUZZ_SEED`
    /// over `buffer`'s view: `perform` does one and answers why it could not (real input that never
    /// arrived), `read` tells what the widget shows. Fails at the first event that could not be done
    /// or after which the widget differs from the model, or at the first GLib message, naming the
    /// seed and the last events.
    static func run(
        toolkit: String, buffer: UnsafeMutablePointer<GtkTextBuffer>, model initial: FuzzModel,
        perform: (FuzzEvent, inout FuzzModel) -> String?, read: () -> FuzzReading,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let count = environmentCount("PLACEHOLDER_FUZZ_EVENTS", default: 5_000)
        let seed = UInt64(environmentCount("PLACEHOLDER_FUZZ_SEED", default: 0x5EED))
        let log = GLibLogCapture(domains: HostileHints.logDomains)
        defer { log.stop() }
        var model = initial
        var random = SplitMix64(seed: seed)
        var recent: [String] = []
        var realEvents = 0
        let start = Date()
        for index in 0..<count {
            let event = nextEvent(&random, model: model, buffer: buffer)
            recent = Array((recent + ["#\(index) \(event)"]).suffix(12))
            if case .realType = event { realEvents += 1 } else if case .realClickIntoText = event { realEvents += 1 }
            // Keep the document small, so a long run measures events, not text layout.
            if gtk_text_buffer_get_char_count(buffer) > 500 { gtk_text_buffer_set_text(buffer, "", -1) }
            let failure = perform(event, &model)
            if index % 64 == 0 { MainLoop.drain() }
            if let mismatch = failure ?? mismatch(read(), model) {
                XCTFail(
                    "seed \(seed), after event #\(index) (\(event)): \(mismatch)\nlast events:\n"
                        + recent.joined(separator: "\n"), file: file, line: line)
                return
            }
            if !log.messages.isEmpty {
                XCTFail(
                    "seed \(seed), event #\(index) (\(event)) logged: \(log.messages)\nlast events:\n"
                        + recent.joined(separator: "\n"), file: file, line: line)
                return
            }
        }
        let seconds = Date().timeIntervalSince(start)
        print(
            "fuzz (\(toolkit)): \(count) events (\(realEvents) real keys and clicks), seed \(seed), \(String(format: "%.1f", seconds)) s, no mismatch, no GLib message"
        )
    }

    static func nextEvent(_ random: inout SplitMix64, model: FuzzModel, buffer: UnsafeMutablePointer<GtkTextBuffer>)
        -> FuzzEvent
    {
        let length = gtk_text_buffer_get_char_count(buffer)
        let roll = Int.random(in: 0..<1000, using: &random)
        switch roll {
        case 0..<300:
            return .insert(fragments.randomElement(using: &random)!, at: Int32.random(in: 0...length, using: &random))
        case 300..<520:
            let from = Int32.random(in: 0...length, using: &random)
            return .delete(from: from, to: Int32.random(in: from...length, using: &random))
        case 520..<580:
            return .setText(Bool.random(using: &random) ? "" : fragments.randomElement(using: &random)!)
        case 580..<680: return .focusIn
        case 680..<780: return .focusOut
        case 780..<900:
            return .preedit(
                Bool.random(using: &random) ? "" : ["k", "か", "かん", "u3042"].randomElement(using: &random)!)
        case 900..<930: return .hidePolicy(HidePolicy.allCases.randomElement(using: &random)!)
        case 930..<955: return .editable(Int.random(in: 0..<4, using: &random) != 0)
        case 955..<990: return .placeholder(placeholders.randomElement(using: &random)!)
        case 990..<996: return model.focused && model.editable && model.preedit.isEmpty ? .realType("xy") : .focusIn
        default: return .realClickIntoText
        }
    }

    /// Performs `event` on `view` in `window` and records it in `model`; returns why it could not
    /// be performed (real input that never arrived).
    static func perform(
        _ event: FuzzEvent, on view: PlaceholderTextView, in window: UnsafeMutablePointer<GtkWindow>,
        model: inout FuzzModel
    ) -> String? {
        let buffer = gtk_text_view_get_buffer(view.textView)!
        let textView: UnsafeMutablePointer<GtkWidget> = view.textView.cast()
        switch event {
        case .insert(let text, let offset):
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &iter, offset)
            gtk_text_buffer_insert(buffer, &iter, text, -1)
        case .delete(let from, let to):
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &start, from)
            gtk_text_buffer_get_iter_at_offset(buffer, &end, to)
            gtk_text_buffer_delete(buffer, &start, &end)
        case .setText(let text):
            gtk_text_buffer_set_text(buffer, text, -1)
        case .focusIn:
            gtk_widget_grab_focus(textView)
            model.focused = true
        case .focusOut:
            gtk_window_set_focus(window, nil)
            model.focused = false
        case .preedit(let text):
            PreeditEmission.emit(text, on: view.textView)
            model.preedit = text
        case .hidePolicy(let policy):
            view.hidePolicy = policy
            model.hidePolicy = policy
        case .editable(let editable):
            gtk_text_view_set_editable(view.textView, editable ? 1 : 0)
            model.editable = editable
        case .placeholder(let text):
            view.placeholder = text
            model.placeholder = text
        case .realType(let text):
            // Typing replaces a selection (a double click selects a word): type at the end instead.
            var end = GtkTextIter()
            gtk_text_buffer_get_end_iter(buffer, &end)
            gtk_text_buffer_place_cursor(buffer, &end)
            let before = gtk_text_buffer_get_char_count(buffer)
            RealInput.type(text)
            return arrived({ gtk_text_buffer_get_char_count(buffer) == before + Int32(text.count) }, "the typed keys")
        case .realClickIntoText:
            RealInput.click(textView, at: WidgetPoint(x: 40, y: 6))
            model.focused = true
            return arrived({ gtk_widget_is_focus(textView) != 0 }, "the click's focus")
        }
        return nil
    }

    /// Nil once `condition` holds; why not, at the deadline.
    private static func arrived(_ condition: () -> Bool, _ what: String) -> String? {
        #if PLACEHOLDER_GTK4
            // GTK 4's kit records a failure of its own at the deadline.
            MainLoop.wait(until: condition, what)
            return condition() ? nil : "\(what) never arrived"
        #else
            return MainLoop.waitOutcome(until: condition, what).failureMessage
        #endif
    }

    /// Nil when the widget shows what the core predicts from the model and the buffer.
    static func mismatch(_ shown: FuzzReading, _ model: FuzzModel) -> String? {
        let expected = model.expectedPresentation(characterCount: shown.characterCount)
        let presentation = shown.presentation
        if shown.textViewFocused != model.focused {
            return "text view focus is \(shown.textViewFocused), the fuzzer set \(model.focused)"
        }
        if presentation.isVisible != expected.isVisible || presentation.alpha != expected.alpha
            || presentation.isAnimating
        {
            return
                "presentation visible \(presentation.isVisible) alpha \(presentation.alpha) animating \(presentation.isAnimating); expected visible \(expected.isVisible) alpha \(expected.alpha)"
        }
        if shown.labelMapped != (expected.alpha > 0) || shown.labelOpacity != expected.alpha {
            return "label mapped \(shown.labelMapped) opacity \(shown.labelOpacity); expected alpha \(expected.alpha)"
        }
        if shown.labelText != model.placeholder { return "label shows \(shown.labelText.debugDescription)" }
        return nil
    }
}
