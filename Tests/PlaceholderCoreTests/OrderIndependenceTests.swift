// Property-based tests: random event sequences against a model of the inputs kept by the test.

import Foundation
import PlaceholderCore
import TestSupport
import XCTest

/// A hint the generator can set, with whether it has anything to draw as plain text and as markup
/// (written out by hand, not computed by the code under test), and the text Pango draws for it as
/// markup (nil: Pango refuses it, so it is shown as written).
private struct HintSample {
    let text: String
    let visibleAsPlain: Bool
    let visibleAsMarkup: Bool
    var markupText: String?? = .none

    /// The toolkit's reading of the hint as markup.
    var reading: MarkupReading {
        switch markupText {
        case .none: return MarkupReading(markup: text, isValid: true, text: text)
        case .some(.none): return .invalid(text)
        case .some(.some(let drawn)): return MarkupReading(markup: text, isValid: true, text: drawn)
        }
    }
}

private let hints: [HintSample] = [
    HintSample(text: "", visibleAsPlain: false, visibleAsMarkup: false),
    HintSample(text: "   ", visibleAsPlain: false, visibleAsMarkup: false),
    HintSample(text: "\n", visibleAsPlain: false, visibleAsMarkup: false),
    HintSample(text: "\t \u{3000}\r\n", visibleAsPlain: false, visibleAsMarkup: false),
    HintSample(text: "Write a note", visibleAsPlain: true, visibleAsMarkup: true),
    HintSample(text: "👩‍👩‍👧", visibleAsPlain: true, visibleAsMarkup: true),
    HintSample(text: "e\u{301}", visibleAsPlain: true, visibleAsMarkup: true),
    HintSample(text: "שלום", visibleAsPlain: true, visibleAsMarkup: true),
    HintSample(text: "اكتب هنا", visibleAsPlain: true, visibleAsMarkup: true),
    HintSample(text: "タップして内容を入力してください", visibleAsPlain: true, visibleAsMarkup: true),
    HintSample(text: "<b>Bold</b> &amp; co", visibleAsPlain: true, visibleAsMarkup: true, markupText: "Bold & co"),
    HintSample(text: "<i> </i>", visibleAsPlain: true, visibleAsMarkup: false, markupText: " "),
    HintSample(text: "<b></b>", visibleAsPlain: true, visibleAsMarkup: false, markupText: ""),
    HintSample(text: "<b>never closed", visibleAsPlain: true, visibleAsMarkup: true, markupText: .some(nil)),
    HintSample(text: "<b></i>", visibleAsPlain: true, visibleAsMarkup: true, markupText: .some(nil)),
    HintSample(
        text: String(repeating: "A long hint that wraps. ", count: 12), visibleAsPlain: true, visibleAsMarkup: true),
]

/// A font as the generator set it, before any clamping.
private struct RawFont {
    var family = "Sans"
    var size = 10.0
    var isAbsoluteSize = false
    var weight = 400
    var style = FontStyle.normal

    var description: FontDescription {
        FontDescription(family: family, size: size, isAbsoluteSize: isAbsoluteSize, weight: weight, style: style)
    }
}

/// Every input as last set by the generator, before clamping: the test's own account of what
/// the core's inputs must be.
private struct InputModel {
    var characterCount = 0
    var preedit = ""
    var isFocused = false
    var isEditable = true
    var isSensitive = true
    var hint = 0
    var usesMarkup = false
    var policy = HidePolicy.whileEmpty
    var font = RawFont()
    var fontOverride: FontOverride?
    var insets = (left: 0, right: 0, top: 0, bottom: 0)
    var indent = 0
    var pixelsAbove = 0
    var justification = Justification.left
    var direction = TextDirection.automatic
    var widgetDirection = ResolvedDirection.leftToRight
    var wrapMode = WrapMode.word
    var width = 0
    var animationsEnabled = true
    var fadeDuration = 0.25
    /// The hint whose markup reading was reported last (nil: none).
    var readingOf: Int?
    /// The latest finite time seen.
    var now = 0.0

    var hasContent: Bool { characterCount > 0 || !preedit.isEmpty }

    var wantsPlaceholder: Bool {
        let sample = hints[hint]
        // Markup shows only once the toolkit's reading of this very hint arrived.
        let visible = usesMarkup ? readingOf == hint && sample.visibleAsMarkup : sample.visibleAsPlain
        guard !hasContent, visible else { return false }
        return policy == .whileEmpty || !isFocused || !isEditable
    }

    /// The fade length the documented clamps give: NaN and negatives 0, at most 10 s.
    var clampedFadeDuration: Double { fadeDuration.isNaN ? 0 : Swift.min(Swift.max(fadeDuration, 0), 10) }

    /// How many inputs there are: `event(for:)` takes 0 up to this.
    static let inputCount = 21

    /// One event for every input, carrying its last-set value.
    var allEvents: [PlaceholderEvent] { (0..<Self.inputCount).map(event(for:)) }

    /// The event that reports input number `input` with its last-set value.
    func event(for input: Int) -> PlaceholderEvent {
        switch input {
        case 0: return .characterCountChanged(characterCount)
        case 1: return .preeditChanged(preedit)
        case 2: return .focusChanged(isFocused)
        case 3: return .editableChanged(isEditable)
        case 4: return .sensitiveChanged(isSensitive)
        case 5: return .placeholderTextChanged(hints[hint].text)
        case 6: return .usesMarkupChanged(usesMarkup)
        case 7: return .hidePolicyChanged(policy)
        case 8: return .textFontChanged(font.description)
        case 9: return .fontOverrideChanged(fontOverride)
        case 10:
            return .insetsChanged(
                EdgeInsets(left: insets.left, right: insets.right, top: insets.top, bottom: insets.bottom))
        case 11: return .indentChanged(indent)
        case 12: return .pixelsAboveLinesChanged(pixelsAbove)
        case 13: return .justificationChanged(justification)
        case 14: return .directionChanged(direction)
        case 15: return .widgetDirectionChanged(widgetDirection)
        case 16: return .wrapModeChanged(wrapMode)
        case 17: return .availableWidthChanged(width)
        case 18: return .animationsEnabledChanged(animationsEnabled)
        case 19: return .fadeDurationChanged(fadeDuration)
        default: return .markupRead(readingOf.map { hints[$0].reading })
        }
    }

    /// Where `inputs` differ from this model with the documented clamps applied.
    func mismatches(in inputs: PlaceholderInputs) -> [String] {
        func clamp<T: Comparable>(_ value: T, _ low: T, _ high: T) -> T { Swift.min(Swift.max(value, low), high) }
        let inset = 100_000
        let fontSize = font.size.isNaN ? 0 : clamp(font.size, 0, 1_000)
        var found: [String] = []
        func expect<T: Equatable>(_ name: String, _ actual: T, _ expected: T) {
            if actual != expected { found.append("\(name): \(actual), expected \(expected)") }
        }
        expect("characterCount", inputs.characterCount, Swift.max(characterCount, 0))
        expect("preeditText", inputs.preeditText, preedit)
        expect("isFocused", inputs.isFocused, isFocused)
        expect("isEditable", inputs.isEditable, isEditable)
        expect("isSensitive", inputs.isSensitive, isSensitive)
        expect("placeholderText", inputs.placeholderText, hints[hint].text)
        expect("usesMarkup", inputs.usesMarkup, usesMarkup)
        expect("hidePolicy", inputs.hidePolicy, policy)
        expect("font.family", inputs.textFont.family, font.family)
        expect("font.size", inputs.textFont.size, fontSize)
        expect("font.isAbsoluteSize", inputs.textFont.isAbsoluteSize, font.isAbsoluteSize)
        expect("font.weight", inputs.textFont.weight, clamp(font.weight, 100, 1_000))
        expect("font.style", inputs.textFont.style, font.style)
        expect("fontOverride", inputs.fontOverride, fontOverride)
        expect("insets.left", inputs.insets.left, clamp(insets.left, 0, inset))
        expect("insets.right", inputs.insets.right, clamp(insets.right, 0, inset))
        expect("insets.top", inputs.insets.top, clamp(insets.top, 0, inset))
        expect("insets.bottom", inputs.insets.bottom, clamp(insets.bottom, 0, inset))
        expect("indent", inputs.indent, clamp(indent, -inset, inset))
        expect("pixelsAboveLines", inputs.pixelsAboveLines, clamp(pixelsAbove, 0, inset))
        expect("justification", inputs.justification, justification)
        expect("direction", inputs.direction, direction)
        expect("widgetDirection", inputs.widgetDirection, widgetDirection)
        expect("wrapMode", inputs.wrapMode, wrapMode)
        expect("availableWidth", inputs.availableWidth, clamp(width, 0, 1_000_000))
        expect("animationsEnabled", inputs.animationsEnabled, animationsEnabled)
        expect("fadeDuration", inputs.fadeDuration, clampedFadeDuration)
        expect("markupReading", inputs.markupReading, readingOf.map { hints[$0].reading })
        expect("wantsPlaceholder", inputs.wantsPlaceholder, wantsPlaceholder)
        return found
    }

    /// Sets one random input, weighted towards typing, and returns the event that reports it.
    mutating func randomEvent(using rng: inout SplitMix64) -> PlaceholderEvent {
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &rng)] }
        let sizes: [Double] = [10, 18, 12.5, 0, -5, .nan, .infinity, 1e6]
        let ints = [0, 1, 8, 12, 100, -1, -40, -1_000_000, 250_000, Int.max, Int.min]
        // An input number for `event(for:)`; counts, preedit and hints come up more often.
        let input = pick(Array(0..<Self.inputCount) + [0, 0, 0, 0, 1, 5, 20])
        switch input {
        case 0: characterCount = pick([0, 0, 1, 2, 5, -1, -7, 1_000, 10_000_000, Int.max, Int.min])
        case 1: preedit = pick(["", "", "か", "漢字", "ㅎ", "ni", "👩‍👩‍👧"])
        case 2: isFocused.toggle()
        case 3: isEditable = pick([true, false])
        case 4: isSensitive = pick([true, false])
        case 5: hint = Int.random(in: 0..<hints.count, using: &rng)
        case 6: usesMarkup = pick([true, false])
        case 7: policy = pick(HidePolicy.allCases)
        case 8:
            font = RawFont(
                family: pick(["Sans", "DejaVu Serif", "Noto Sans CJK JP", ""]), size: pick(sizes),
                isAbsoluteSize: pick([true, false]), weight: pick([100, 400, 700, 50, 5_000, -1]),
                style: pick(FontStyle.allCases))
        case 9:
            fontOverride = pick([
                nil, FontOverride(), FontOverride(style: .italic), FontOverride(family: "Serif", size: 20),
                FontOverride(family: "", size: -3, weight: 5_000),
                FontOverride(size: 5_000, weight: 700, style: .oblique),
            ])
        case 10: insets = (pick(ints), pick(ints), pick(ints), pick(ints))
        case 11: indent = pick(ints)
        case 12: pixelsAbove = pick(ints)
        case 13: justification = pick(Justification.allCases)
        case 14: direction = pick(TextDirection.allCases)
        case 15: widgetDirection = pick(ResolvedDirection.allCases)
        case 16: wrapMode = pick(WrapMode.allCases)
        case 17: width = pick([0, 1, 320, 800, -10, 5_000_000, Int.max])
        case 18: animationsEnabled = pick([true, true, false])
        case 19: fadeDuration = pick([0.25, 0.25, 0, 1, 0.05, .nan, -1, 1e9, .infinity, -.infinity])
        default: readingOf = pick([hint, hint, hint, Int.random(in: 0..<hints.count, using: &rng), nil])
        }
        return event(for: input)
    }

    /// A time for the next event: mostly later, sometimes the same, sometimes earlier.
    func randomTime(using rng: inout SplitMix64) -> Double {
        switch Double.random(in: 0..<1, using: &rng) {
        case ..<0.2: return now
        case ..<0.75: return now + Double.random(in: 0...0.3, using: &rng)
        case ..<0.85: return now + Double.random(in: 0...15, using: &rng)
        default: return now - Double.random(in: 0...2, using: &rng)
        }
    }
}

final class OrderIndependenceTests: XCTestCase {
    /// Sequences per run; `PLACEHOLDER_CORE_SEED=<seed>` replays the one sequence that seed makes.
    private let sequenceCount = 6_000
    private let baseSeed: UInt64 = 0x5EED_0F_C0DE

    func testRandomEventSequencesKeepInvariantsAndSettleLikeTheirFinalInputsInAnyOrder() {
        let seeds: [UInt64]
        if let replay = ProcessInfo.processInfo.environment["PLACEHOLDER_CORE_SEED"].flatMap({ UInt64($0) }) {
            seeds = [replay]
        } else {
            seeds = (0..<UInt64(sequenceCount)).map { baseSeed &+ $0 }
        }
        for seed in seeds {
            let problems = run(seed: seed)
            guard problems.isEmpty else {
                XCTFail(
                    "seed \(seed) (replay: PLACEHOLDER_CORE_SEED=\(seed) swift test --filter OrderIndependenceTests):\n"
                        + problems.joined(separator: "\n"))
                return
            }
        }
    }

    /// Runs the sequence `seed` makes; returns the events and what went wrong, or nothing.
    private func run(seed: UInt64) -> [String] {
        var rng = SplitMix64(seed: seed)
        var model = InputModel()
        var state = PlaceholderState()
        var log: [(time: Double, event: PlaceholderEvent)] = []
        var problems: [String] = []
        let eventCount = Int.random(in: 1...60, using: &rng)

        for step in 0..<eventCount {
            let time = model.randomTime(using: &rng)
            let event = model.randomEvent(using: &rng)
            log.append((time, event))

            // Alpha between the previous event and this one: monotonic towards the fade's target.
            problems += checkMonotonicFade(state, from: model.now, to: max(time, model.now))

            let before = state.presentation(at: time)
            state.apply(event, at: time)
            if time.isFinite, time > model.now { model.now = time }
            let after = state.presentation(at: time)

            problems += model.mismatches(in: state.inputs)
            problems += checkInvariants(after, before: before, model: model)
            if state.now != model.now { problems.append("now: \(state.now), expected \(model.now)") }
            if after != state.presentation(at: model.now) {
                problems.append("presentation at an earlier time differs from the one at the latest time")
            }
            if !problems.isEmpty { return describe(log) + ["problems after step \(step):"] + problems }
        }

        let end = model.now + 100
        let final = state.presentation(at: end)
        if final != PlaceholderPresentation(settled: state.inputs) {
            problems.append("settled presentation \(final) differs from PlaceholderPresentation(settled:)")
        }

        // The same final inputs, one event each, shuffled, at random later times, from a fresh state.
        var shuffled = model.allEvents
        shuffled.shuffle(using: &rng)
        var replay = PlaceholderState()
        var time = 0.0
        for event in shuffled {
            time += Double.random(in: 0...0.2, using: &rng)
            replay.apply(event, at: time)
        }
        if replay.inputs != state.inputs { problems.append("shuffled replay: inputs differ") }
        if replay.presentation(at: time + 100) != final {
            problems.append("shuffled replay \(shuffled) settles differently")
        }
        return problems.isEmpty ? [] : describe(log) + ["problems at the end:"] + problems
    }

    /// The events of a failing sequence, one a line, shortened to stay readable.
    private func describe(_ log: [(time: Double, event: PlaceholderEvent)]) -> [String] {
        ["events:"]
            + log.enumerated().map { step, entry in
                String(
                    "\(step) @\(entry.time): \(entry.event)".replacingOccurrences(of: "PlaceholderCore.", with: "")
                        .prefix(160))
            }
    }

    private func checkInvariants(
        _ presentation: PlaceholderPresentation, before: PlaceholderPresentation, model: InputModel
    ) -> [String] {
        var problems: [String] = []
        let alpha = presentation.alpha
        if !(0...1).contains(alpha) { problems.append("alpha \(alpha) outside 0...1") }
        if presentation.isVisible != model.wantsPlaceholder {
            problems.append("isVisible \(presentation.isVisible), model wants \(model.wantsPlaceholder)")
        }
        if model.hasContent, presentation.isVisible || alpha != 0 {
            problems.append("content or preedit present but isVisible \(presentation.isVisible), alpha \(alpha)")
        }
        if !presentation.isAnimating, alpha != (presentation.isVisible ? 1 : 0) {
            problems.append("not animating but alpha \(alpha) with isVisible \(presentation.isVisible)")
        }
        // No jumps: opacity continues from where it was unless the change is meant to be instant.
        let instant = model.hasContent || !model.animationsEnabled || model.clampedFadeDuration == 0
        if alpha != before.alpha, !(instant && alpha == (presentation.isVisible ? 1 : 0)) {
            problems.append("alpha jumped from \(before.alpha) to \(alpha)")
        }
        return problems
    }

    private func checkMonotonicFade(_ state: PlaceholderState, from start: Double, to end: Double) -> [String] {
        guard state.presentation(at: start).isAnimating else { return [] }
        let heading = state.presentation(at: start).isVisible ? 1.0 : -1.0
        var previous = state.presentation(at: start).alpha
        for sample in 1...8 {
            let alpha = state.presentation(at: start + (end - start) * Double(sample) / 8).alpha
            // A hair of tolerance: smoothstep in floating point may wobble in the last bit.
            if (alpha - previous) * heading < -1e-12 {
                return ["fade not monotonic between \(start) and \(end): \(previous) then \(alpha)"]
            }
            previous = alpha
        }
        return []
    }
}
