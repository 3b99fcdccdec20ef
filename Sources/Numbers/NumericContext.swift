/// What a numeric operation needs to know besides its operands.
package struct NumericContext {
    /// Working precision of approximate values (the bounds of their intervals), in bits.
    package let precision: Int
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

    /// The same context at `bits` of working precision (Ziv's strategy raises it until the digits
    /// shown are certain).
    package func withPrecision(_ bits: Int) -> NumericContext {
        NumericContext(precision: bits, limits: limits, angleUnit: angleUnit)
    }

    private init(precision: Int, limits: NumericLimits, angleUnit: AngleUnit) {
        self.precision = precision
        self.limits = limits
        self.angleUnit = angleUnit
    }

    /// The highest working precision the engine tries before it calls a value too close to zero
    /// (or to a rounding boundary) to decide: eight times the first precision, at least 16,384
    /// bits (about 4,900 digits of cancellation).
    package var highestPrecision: Int { max(precision * 8, 16_384) }

    /// Throws ``ArithmeticFailure/tooLarge`` when a rational's numerator or denominator exceeds the bound.
    func check(_ value: Rational) throws(ArithmeticFailure) -> Rational {
        if value.bitLength > limits.maximumBits { throw .tooLarge }
        return value
    }
}
