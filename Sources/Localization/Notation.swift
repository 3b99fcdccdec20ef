import CountOnMeNumbers

/// How a result is written: positional (`1234.5`), scientific (`1.2345E3`) or engineering (`1.2345E3`
/// with exponents in multiples of three).
public enum Notation: String, Sendable, CaseIterable {
    /// Exact integers positional in full; other values positional when their decimal exponent e
    /// satisfies −7 < e < 21, scientific otherwise.
    case automatic = "auto"
    /// Always positional.
    case positional
    /// Always scientific.
    case scientific
    /// Scientific with an exponent that is a multiple of three.
    case engineering

    /// The notation to use for `number`: ``automatic`` resolved by the rule above.
    package func resolved(for number: DecimalNumber, isExactInteger: Bool) -> Notation {
        guard self == .automatic else { return self }
        if isExactInteger || number.isZero { return .positional }
        return number.exponent > -7 && number.exponent < 21 ? .positional : .scientific
    }
}
