import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// How a complex result is written: each part in the locale's format and the settings' digits and
/// notation, joined as people write them — `5 + 6i`, `2,5 − 3i` in French, `2i`, `1 − i` — with
/// the locale's minus sign. Parts are written as decimals whatever the form (`fraction`, `mixed`:
/// `1/2 + 3/4i` would misread); an amount of money or a base other than 10 cannot be complex.
extension Calculator {
    /// A complex result written for the reader; `nil` when the bounds of a part cannot yet decide
    /// its digits (the caller computes again at a higher precision).
    func presentComplex(_ quantity: Quantity, range: SourceRange, input: String, in context: NumericContext, lastAttempt: Bool,
                        variable: String?) throws(CalculationError) -> Calculation? {
        let (realPart, imaginaryPart) = quantity.value.parts
        if quantity.currency != nil {
            throw CalculationError(code: .domain, range: range, message: Message(.domainWithoutName))
        }
        guard let real = try shownDigits(of: realPart, range: range, input: input, in: context, lastAttempt: lastAttempt),
              let imaginary = try shownDigits(of: imaginaryPart, range: range, input: input, in: context, lastAttempt: lastAttempt) else {
            return nil
        }
        let limit = settings.limits.maximumDigits
        let scientific = real.number.exponent.magnitude > limit || imaginary.number.exponent.magnitude > limit
        // Each part as the real results are checked: `e^19999999999 + i` positionally is refused.
        for part in [real, imaginary] {
            try checkPositionalLength(of: part.number, in: notation(of: part), at: range)
        }
        guard let formatted = written(real: real, imaginary: imaginary) else { throw CalculationError.outOfMemory(at: range) }
        if settings.base != .decimal {
            throw CalculationError.cannotWriteInBase(settings.base.rawValue, shown: formatted, at: range)
        }
        if settings.form == .words { throw ResultForm.cannotSpellOut(at: range) }
        return Calculation(decimal: real.number, imaginary: imaginary.number, isExact: real.isExact && imaginary.isExact,
                           formatted: formatted, plainIsScientific: scientific, value: quantity.value, currency: nil,
                           variable: variable, warning: nil)
    }

    /// `a + bi` in the locale: a part whose digits are zero left out (`2i`; `−1` for `e^(iπ)`
    /// computed within bounds around −1 + 0i), the imaginary part's magnitude left out when it is
    /// exactly one (`i`, `3 − i`); `nil` when ICU fails.
    private func written(real: (number: DecimalNumber, isExact: Bool), imaginary: (number: DecimalNumber, isExact: Bool)) -> String? {
        // A part in the locale's format, in the settings' notation.
        let format = { (number: DecimalNumber, isExact: Bool) -> String? in
            self.locale.numberStyle.format(number, notation: self.notation(of: (number, isExact)))
        }
        if imaginary.number.isZero { return format(real.number, real.isExact) }
        let magnitude = imaginary.number.magnitude
        let unit = Constant.imaginaryUnit.plainText
        let imaginaryText: String
        if imaginary.isExact && magnitude.isUnit {
            imaginaryText = unit
        } else {
            guard let text = format(magnitude, imaginary.isExact) else { return nil }
            imaginaryText = text + unit
        }
        if real.number.isZero {
            return (imaginary.number.isNegative ? locale.minusSign : "") + imaginaryText
        }
        guard let realText = format(real.number, real.isExact) else { return nil }
        return realText + (imaginary.number.isNegative ? " " + locale.minusSign + " " : " + ") + imaginaryText
    }

    /// The notation a part is written in: the settings', resolved for it.
    private func notation(of part: (number: DecimalNumber, isExact: Bool)) -> Notation {
        settings.notation.resolved(for: part.number, isExactInteger: part.isExact && part.number.isInteger)
    }
}
