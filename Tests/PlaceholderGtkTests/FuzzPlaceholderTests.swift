// A seeded, reproducible fuzzer over the real widget: random edits, focus changes, input-method
// compositions, policy and hint changes, with a few real keys and clicks among them. After every
// event the widget must show what the core predicts from the buffer, the preedit and the focus.
import CGtk
import Foundation
import GtkBinding
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

/// Reads a positive integer from the environment, e.g. a longer run for `make soak`.
func environmentCount(_ name: String, default value: Int) -> Int {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) }.map { max($0, 1) } ?? value
}

final class FuzzPlaceholderTests: MainActorTestCase {
    enum Event: CustomStringConvertible {
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

    static let fragments = ["a", "é", "e\u{301}", "👩‍👩‍👧", "\n", "日本", " ", "abc def", "\t", "אב", "🏳️‍🌈"]
    static let placeholders = ["Hint", "", "   ", "<b>literal</b>", "كتابة", "two\nlines"]

    func testRandomEventsKeepTheWidgetInStepWithTheCore() async throws {
        let count = environmentCount("PLACEHOLDER_FUZZ_EVENTS", default: 5_000)
        let seed = UInt64(environmentCount("PLACEHOLDER_FUZZ_SEED", default: 0x5EED))
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        let log = GLibLogCapture(domains: HostileHints.logDomains)
        defer { log.stop() }
        var model = Model(placeholder: "Hint", focused: gtk_widget_is_focus(fixture.textView) != 0)
        var random = SplitMix64(seed: seed)
        var recent: [String] = []
        var realEvents = 0
        let start = Date()
        for index in 0..<count {
            let event = Self.nextEvent(&random, model: model, buffer: fixture.buffer)
            recent = Array((recent + ["#\(index) \(event)"]).suffix(12))
            if case .realType = event { realEvents += 1 } else if case .realClickIntoText = event { realEvents += 1 }
            let failure = Self.perform(event, on: fixture, model: &model)
            if index % 64 == 0 { MainLoop.drain() }
            if let mismatch = failure ?? Self.mismatch(fixture, model) {
                XCTFail(
                    "seed \(seed), after event #\(index) (\(event)): \(mismatch)\nlast events:\n"
                        + recent.joined(separator: "\n"))
                return
            }
            if !log.messages.isEmpty {
                XCTFail(
                    "seed \(seed), event #\(index) (\(event)) logged: \(log.messages)\nlast events:\n"
                        + recent.joined(separator: "\n"))
                return
            }
        }
        let seconds = Date().timeIntervalSince(start)
        print(
            "fuzz: \(count) events (\(realEvents) real keys and clicks), seed \(seed), \(String(format: "%.1f", seconds)) s, no mismatch, no GLib message"
        )
    }

    /// What the fuzzer set, and so what the core must have been told.
    struct Model {
        var placeholder: String
        var focused: Bool
        var preedit = ""
        var editable = true
        var hidePolicy = HidePolicy.whileEmpty
    }

    @MainActor
    static func nextEvent(_ random: inout SplitMix64, model: Model, buffer: UnsafeMutablePointer<GtkTextBuffer>)
        -> Event
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

    /// Performs `event`; returns why it could not be performed (real input that never arrived).
    @MainActor
    static func perform(_ event: Event, on fixture: PlaceholderFixture, model: inout Model) -> String? {
        let buffer = fixture.buffer
        // Keep the document small, so a long run measures events, not text layout.
        if gtk_text_buffer_get_char_count(buffer) > 500 { gtk_text_buffer_set_text(buffer, "", -1) }
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
            gtk_widget_grab_focus(fixture.textView)
            model.focused = true
        case .focusOut:
            gtk_window_set_focus(fixture.window.window, nil)
            model.focused = false
        case .preedit(let text):
            PreeditEmission.emit(text, on: fixture.view.textView)
            model.preedit = text
        case .hidePolicy(let policy):
            fixture.view.hidePolicy = policy
            model.hidePolicy = policy
        case .editable(let editable):
            gtk_text_view_set_editable(fixture.view.textView, editable ? 1 : 0)
            model.editable = editable
        case .placeholder(let text):
            fixture.view.placeholder = text
            model.placeholder = text
        case .realType(let text):
            // Typing replaces a selection (a double click selects a word): type at the end instead.
            var end = GtkTextIter()
            gtk_text_buffer_get_end_iter(buffer, &end)
            gtk_text_buffer_place_cursor(buffer, &end)
            let before = gtk_text_buffer_get_char_count(buffer)
            RealInput.type(text)
            return MainLoop.waitOutcome(
                until: { gtk_text_buffer_get_char_count(buffer) == before + Int32(text.count) },
                "the typed keys to arrive"
            ).failureMessage
        case .realClickIntoText:
            RealInput.click(fixture.textView, at: WidgetPoint(x: 40, y: 6))
            model.focused = true
            return MainLoop.waitOutcome(
                until: { gtk_widget_is_focus(fixture.textView) != 0 }, "the click to focus the text"
            )
            .failureMessage
        }
        return nil
    }

    /// Nil when the widget shows what the core predicts from the model and the buffer.
    @MainActor
    static func mismatch(_ fixture: PlaceholderFixture, _ model: Model) -> String? {
        var inputs = PlaceholderInputs()
        inputs.placeholderText = model.placeholder
        inputs.characterCount = Int(gtk_text_buffer_get_char_count(fixture.buffer))
        inputs.preeditText = model.preedit
        inputs.isFocused = model.focused
        inputs.isEditable = model.editable
        inputs.hidePolicy = model.hidePolicy
        let expected = PlaceholderPresentation(settled: inputs)
        let shown = fixture.view.presentation
        let label = fixture.view.hintLabelState
        let focused = gtk_widget_is_focus(fixture.textView) != 0
        if focused != model.focused { return "text view focus is \(focused), the fuzzer set \(model.focused)" }
        if shown.isVisible != expected.isVisible || shown.alpha != expected.alpha || shown.isAnimating {
            return
                "presentation visible \(shown.isVisible) alpha \(shown.alpha) animating \(shown.isAnimating); expected visible \(expected.isVisible) alpha \(expected.alpha)"
        }
        if label.mapped != (expected.alpha > 0) || label.opacity != expected.alpha {
            return "label mapped \(label.mapped) opacity \(label.opacity); expected alpha \(expected.alpha)"
        }
        if fixture.view.hintLabelText != model.placeholder {
            return "label shows \(fixture.view.hintLabelText.debugDescription)"
        }
        return nil
    }
}
