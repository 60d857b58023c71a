// Shared helpers for the PlaceholderCore tests: a seeded generator and short ways to build states.

import PlaceholderCore

/// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast and fully determined by its seed, so a
/// failing property run can be replayed from the seed it prints.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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
