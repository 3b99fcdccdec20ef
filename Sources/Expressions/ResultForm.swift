import CountOnMeLocalization
import CountOnMeNumbers

/// How an exact result that is not an integer is written: as a decimal (`0.58333…` rounded, or
/// `0.25` in full), as a fraction (`7/12`, `-7/2`) or as a mixed number (`-3 1/2`), in the
/// locale's digits. Inexact results and amounts of money are always decimals.
public enum ResultForm: String, Sendable, CaseIterable {
    case decimal, fraction, mixed

    /// `value` in this form in `locale`, or `nil` when the form does not apply to it (the decimal
    /// form, an integer).
    func text(of value: Rational, in locale: CalculatorLocale) throws(CalculationError) -> String? {
        guard self != .decimal, !value.isInteger else { return nil }
        let (numerator, denominator) = value.numeratorAndDenominator
        guard self == .mixed else {
            return try locale.format(plainNumber: numerator) + "/" + locale.format(plainNumber: denominator)
        }
        // The whole part toward zero, then the proper fraction: −7/2 is −3 1/2 (a no-break space
        // between them), −1/2 stays −1/2.
        let parts = value.mixedParts
        let sign = value.isNegative ? "-" : ""
        let fraction = "/" + (try locale.format(plainNumber: parts.denominator))
        if parts.whole == "0" { return try locale.format(plainNumber: sign + parts.numerator) + fraction }
        return try locale.format(plainNumber: sign + parts.whole) + "\u{00A0}" + locale.format(plainNumber: parts.numerator) + fraction
    }
}
