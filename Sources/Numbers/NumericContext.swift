/// What a numeric operation needs to know besides its operands.
package struct NumericContext {
    /// Working precision of approximate (MPFR) values, in bits.
    let precision: Int
    /// Size bounds for every result.
    package let limits: NumericLimits
    /// The unit of trigonometric arguments and inverse trigonometric results.
    let angleUnit: AngleUnit

    /// Guard digits carried beyond the displayed ones (DESIGN.md asks for at least 10).
    static let guardDigits = 12

    /// A context whose approximate values carry `displayDigits` significant digits plus guard digits.
    package init(displayDigits: Int, limits: NumericLimits, angleUnit: AngleUnit) {
        let digits = max(1, displayDigits) + NumericContext.guardDigits
        // bits = digits × log2(10), rounded up, plus a few for the rounding of each step.
        self.precision = digits * 33_220 / 10_000 + 8
        self.limits = limits
        self.angleUnit = angleUnit
    }

    /// Throws ``ArithmeticFailure/tooLarge`` when a rational's numerator or denominator exceeds the bound.
    func check(_ value: Rational) throws(ArithmeticFailure) -> Rational {
        if value.bitLength > limits.maximumBits { throw .tooLarge }
        return value
    }
}
