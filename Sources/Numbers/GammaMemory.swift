import GMPBridge

/// Γ values a calculator computed at high precision, kept for its next evaluations.
///
/// A keypad evaluates its whole calculation again at every key, and each evaluation climbs the
/// same precisions (Ziv's strategy): a calculation holding `n!` of a non-integer computed MPFR's Γ
/// anew each time, 2–7 ms a bound at 3,232 bits, so every key on a value near zero whose sign
/// only the precision ceiling decides took 60–500 ms (a fuzzing input: 8 s for 149 keys). Γ of
/// the same bounds at the same precisions is the same interval, so the last ones are kept.
///
/// Not thread-safe: it belongs to one calculator, which one thread uses at a time.
package final class GammaMemory: @unchecked Sendable {
    /// One Γ computed: its argument, the working precision it was computed at, and its value.
    private struct Entry {
        let argument: Real
        let precision: Int
        let value: Real
    }

    /// The most recent first; at most ``capacity``.
    private var entries: [Entry] = []

    /// How many values are kept: a calculation's Γ terms at the two highest precisions it climbs
    /// to (below ``smallestPrecision`` none is kept), with room for a dozen of them. Each holds
    /// two intervals of at most ``NumericContext/highestGammaPrecision`` bits (about 4 KB).
    static let capacity = 24

    /// The working precision from which Γ costs more than keeping it (about 1 ms a bound at 1,024 bits).
    static let smallestPrecision = 1_024

    /// An empty memory.
    package init() {}

    /// Γ of `argument` at working precision `precision`, when computed before.
    func value(of argument: Real, precision: Int) -> Real? {
        guard precision >= Self.smallestPrecision,
              let index = entries.firstIndex(where: { $0.precision == precision && $0.argument.hasSameBounds(as: argument) }) else {
            return nil
        }
        let entry = entries.remove(at: index)
        entries.insert(entry, at: 0)
        return entry.value
    }

    /// Keeps `value`, Γ of `argument` at working precision `precision`, forgetting the least
    /// recently used value when full.
    func remember(_ value: Real, of argument: Real, precision: Int) {
        guard precision >= Self.smallestPrecision else { return }
        if entries.count == Self.capacity { entries.removeLast() }
        entries.insert(Entry(argument: argument, precision: precision, value: value), at: 0)
    }
}
