import CountOnMeLocalization
import CountOnMeNumbers

/// How an exact result is written: as a decimal (`0.58333…` rounded, or `0.25` in full), as a
/// fraction (`7/12`, `-7/2`) or as a mixed number (`-3 1/2`), in the locale's digits (these three
/// differ only for results that are not integers); or in words, in the language of the messages
/// (`2469` → `deux mille quatre cent soixante-neuf`, by ICU's spell-out, within ``SpellOut``'s
/// limits). Inexact results and amounts of money are always decimals.
public enum ResultForm: String, Sendable, CaseIterable {
    case decimal, fraction, mixed, words

    /// `value` in this form in `locale`, or `nil` when the form does not apply to it (the decimal
    /// form, an integer as a fraction). Throws ``ErrorCode/cannotSpellOut`` at `range` for words
    /// ICU cannot give, and ``ErrorCode/resultTooLarge`` at `range` for a part past `limits` (the
    /// calculation's own limits, with no default: a part held to other limits was a defect).
    func text(of value: Rational, in locale: CalculatorLocale, at range: SourceRange,
              limits: NumericLimits) throws(CalculationError) -> String? {
        if self == .words {
            guard let decimal = value.exactDecimal(maximumSignificantDigits: SpellOut.maximumDigits),
                  let words = SpellOut.words(decimal, language: locale.messagesIdentifier) else {
                throw Self.cannotSpellOut(at: range)
            }
            return words
        }
        guard self != .decimal, !value.isInteger else { return nil }
        // Each part in the locale, held to the calculation's digit limit; an error points at the
        // calculation (`range`), not into the part's own digits (it counted in a 100,003-digit
        // numerator: 0..100003 in a 91-byte input).
        func written(_ plain: String) throws(CalculationError) -> String {
            do {
                return try locale.format(plainNumber: plain, limits: limits)
            } catch {
                throw CalculationError(code: error.code, range: range, message: error.message)
            }
        }
        let (numerator, denominator) = value.numeratorAndDenominator
        guard self == .mixed else {
            return try written(numerator) + "/" + written(denominator)
        }
        // The whole part toward zero, then the proper fraction: −7/2 is −3 1/2 (a no-break space
        // between them), −1/2 stays −1/2.
        let parts = value.mixedParts
        let sign = value.isNegative ? "-" : ""
        let fraction = "/" + (try written(parts.denominator))
        if parts.whole == "0" { return try written(sign + parts.numerator) + fraction }
        return try written(sign + parts.whole) + "\u{00A0}" + written(parts.numerator) + fraction
    }

    /// The error for a result the words form cannot spell out.
    static func cannotSpellOut(at range: SourceRange) -> CalculationError {
        CalculationError(code: .cannotSpellOut, range: range,
                         message: Message(.cannotSpellOut, [.integer(SpellOut.maximumDigits), .integer(SpellOut.maximumFractionDigits)]))
    }
}
