// The hint's opacity over time.

/// A fade of the hint's opacity from one value towards a target, started at a given time.
///
/// Opacity moves monotonically from `startAlpha` to `targetAlpha` along a smoothstep curve, so a
/// fade reversed half way continues from where it was, never jumps.
public struct FadeAnimation: Equatable, Sendable {
    /// Opacity when the fade started.
    public private(set) var startAlpha: Double
    /// Opacity the fade ends at: 1 when the hint is wanted, else 0.
    public private(set) var targetAlpha: Double
    /// When the fade started, in the caller's clock (seconds).
    public private(set) var startTime: Double
    /// How long a whole 0-to-1 fade takes; partial fades take their share of it.
    public private(set) var duration: Double

    /// A fade that has already ended at `alpha`.
    public init(settledAt alpha: Double) {
        startAlpha = alpha
        targetAlpha = alpha
        startTime = 0
        duration = 0
    }

    /// Opacity at `time`, in 0...1. A NaN time reads as the fade's start.
    public func alpha(at time: Double) -> Double {
        let length = duration * abs(targetAlpha - startAlpha)
        let elapsed = time.isNaN ? 0 : time - startTime
        // Also covers a length that underflowed to 0 (a denormal duration times a partial fade),
        // where elapsed / length would be 0 / 0.
        guard length > 0, elapsed < length else { return targetAlpha }
        let progress = max(elapsed / length, 0)
        let eased = progress * progress * (3 - 2 * progress)
        return startAlpha + (targetAlpha - startAlpha) * eased
    }

    /// Whether opacity still changes after `time`.
    public func isRunning(at time: Double) -> Bool { alpha(at: time) != targetAlpha }

    /// Heads for `target` from the opacity at `time`, taking `duration` for a whole fade (0 = at once).
    public mutating func retarget(to target: Double, at time: Double, duration: Double) {
        guard target != targetAlpha || duration == 0 else { return }
        startAlpha = duration > 0 ? alpha(at: time) : target
        targetAlpha = target
        startTime = time
        self.duration = duration
    }
}
