// Shared helpers for the PlaceholderCore tests: short ways to build states (the seeded
// generator, SplitMix64, is in the TestSupport target).

import PlaceholderCore

/// Inputs after `events`, applied in order to the defaults.
func inputs(after events: [PlaceholderEvent]) -> PlaceholderInputs {
    var inputs = PlaceholderInputs()
    for event in events { inputs.apply(event) }
    return inputs
}

/// A state created already settled on the inputs `events` give (no fade running).
func settledState(_ events: [PlaceholderEvent]) -> PlaceholderState {
    PlaceholderState(inputs: inputs(after: events))
}

/// The settled presentation of the inputs `events` give.
func settled(_ events: [PlaceholderEvent]) -> PlaceholderPresentation {
    PlaceholderPresentation(settled: inputs(after: events))
}

/// A settled state showing `hint`, plus `more` inputs.
func stateShowing(_ hint: String = "Write a note", _ more: [PlaceholderEvent] = []) -> PlaceholderState {
    settledState([.placeholderTextChanged(hint)] + more)
}

/// The events a front end sends for `hint` in markup mode, with the toolkit's reading of it:
/// valid, drawing `text` (written out here as Pango reads it), or invalid when `text` is nil.
func markupEvents(_ hint: String, drawing text: String?) -> [PlaceholderEvent] {
    let reading = text.map { MarkupReading(markup: hint, isValid: true, text: $0) } ?? .invalid(hint)
    return [.placeholderTextChanged(hint), .usesMarkupChanged(true), .markupRead(reading)]
}
