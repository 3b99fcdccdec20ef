import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// The result of evaluating an expression.
public struct Calculation: Sendable {
    /// The digits shown: exact, or rounded to the settings' digits (of the real part, for a
    /// complex result).
    public let decimal: DecimalNumber
    /// The digits of the imaginary part of a complex result (`6` for `5 + 6i`); `nil` for a real one.
    public let imaginary: DecimalNumber?
    /// Whether ``decimal`` (and ``imaginary``) are the exact value (terminating decimals written in full).
    public let isExact: Bool
    /// The result written in the locale and notation of the calculator.
    public let formatted: String
    /// The result as a plain positional decimal string (`-1234.5`), locale-independent: for
    /// scripts and machine-readable output. A value whose positional form would pass the digit
    /// limit (an approximate `100000!`) is written in scientific notation with an ASCII `E`
    /// (`2.824229407960348E456573`), as `strtod` reads it. Written when asked for (most callers
    /// show only ``formatted``).
    ///
    /// A complex result is written `a+bi` or `a-bi` (`5+6i`, `-2i` when the real part is zero),
    /// each part as above.
    public var plainString: String {
        let real = plainIsScientific ? decimal.scientificString : decimal.positionalString
        guard let imaginary, !imaginary.isZero else { return real }
        let imaginaryText = (plainIsScientific ? imaginary.scientificString : imaginary.positionalString) + "i"
        if decimal.isZero { return imaginaryText }
        return real + (imaginary.isNegative ? "" : "+") + imaginaryText
    }

    /// Whether the result is complex (has an imaginary part).
    public var isComplex: Bool { imaginary != nil }
    /// Whether ``plainString`` is scientific: the positional form would pass the digit limit.
    let plainIsScientific: Bool
    /// The value, kept for `ans`.
    package let value: Value
    /// The currency, when the result is an amount of money (ISO code, `EUR`).
    public let currency: String?
    /// The variable the result is assigned to when the input was an assignment (`x` for
    /// `x = 5`); it takes the value when the calculation is committed.
    public let variable: String?
    /// What to tell the reader along with the result: that it comes from exchange rates several
    /// days old (``ExchangeRates/stalenessWarning(now:)``); `nil` when nothing.
    public let warning: Message?

    /// The result as the nearest `double` (correctly rounded from the exact or high-precision
    /// value); beyond the `double` range it is ±infinity; NaN for a complex result, which no
    /// `double` holds.
    public var doubleValue: Double { value.isComplex ? .nan : value.doubleValue }

    /// The exact value as input text that every locale reads the same way: an ASCII integer or a
    /// parenthesized fraction (`42`, `(-355/113)`); an irrational result gives the exact binary
    /// value of its high-precision approximation. For feeding a result back into a calculation
    /// without losing digits.
    public var exactInput: String {
        // An exact integer's digits are already written (`decimal`): not converted from binary
        // a second time (for 100,000 digits that is milliseconds, and a keypad asks at each `=`).
        if isExact, imaginary == nil, decimal.isInteger, value.rational != nil {
            let text = decimal.positionalString
            return decimal.isNegative ? "(" + text + ")" : text
        }
        return value.exactInput
    }

    /// The exact value as a plain, locale-independent fraction in lowest terms, ASCII digits and
    /// `-` (`7/12`, `-7/2`, an integer alone: `5`), whatever the digits shown were rounded to
    /// (`1/3`); `nil` for an approximate result (`pi`, or a rational one whose exact form passed
    /// the digit limit). An amount of money gives its exact amount (`10/3` for `10 € / 3`).
    public var exactFraction: String? { value.rational?.description }

    /// Whether the result is the exact value of the expression, a rational number (`1/3`, whose
    /// digits are nevertheless rounded: see ``isExact``); `false` for an approximation.
    public var hasExactValue: Bool { value.rational != nil }

}
