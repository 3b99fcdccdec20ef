/// What a numeric operation needs to know besides its operands.
package struct NumericContext {
    /// Working precision of approximate values (the bounds of their intervals), in bits.
    package let precision: Int
    /// Size bounds for every result.
    package let limits: NumericLimits
    /// The unit of trigonometric arguments and inverse trigonometric results.
    let angleUnit: AngleUnit
    /// Whether a function undefined for a real argument gives its complex value instead
    /// (`√−4 = 2i`, `ln(−1) = iπ`): off, such an argument is a domain error, as on a phone
    /// calculator. Complex operands are computed with either way.
    package let allowsComplex: Bool
    /// Γ values kept between evaluations (a calculator's own); `nil` keeps none.
    let gammaMemory: GammaMemory?

    /// Guard digits carried beyond the displayed ones (DESIGN.md asks for at least 10).
    static let guardDigits = 12

    /// A context whose approximate values carry `displayDigits` significant digits plus guard digits.
    /// With a `gammaMemory`, Γ at high precision is computed once for the same bounds.
    package init(displayDigits: Int, limits: NumericLimits, angleUnit: AngleUnit, allowsComplex: Bool = false,
                 gammaMemory: GammaMemory? = nil) {
        self.init(precision: Self.precision(displayDigits: displayDigits), limits: limits, angleUnit: angleUnit,
                  allowsComplex: allowsComplex, gammaMemory: gammaMemory)
    }

    /// The working precision, in bits, that shows `displayDigits` significant digits.
    static func precision(displayDigits: Int) -> Int {
        let digits = max(1, displayDigits) + NumericContext.guardDigits
        // bits = digits × log2(10), rounded up, plus a few for the rounding of each step.
        return digits * 33_220 / 10_000 + 8
    }

    /// The most significant digits a result is computed to with Γ (factorials of non-integers):
    /// MPFR's Γ, the first time at a precision, computes Bernoulli numbers in time growing as the
    /// cube of the precision — here 0.05 s at 4,096 bits, 0.37 s at 8,192, 2.4 s at 13,300 and
    /// about a minute at 33,000 (10,000 digits, a fuzzing input's), with no way to interrupt it.
    /// More digits are refused (``ArithmeticFailure/gammaTooPrecise``) rather than computed so.
    package static let maximumGammaDigits = 2_400

    /// The working precision of ``maximumGammaDigits``: Γ is never computed at more.
    package static let highestGammaPrecision = precision(displayDigits: maximumGammaDigits)

    /// The same context at `bits` of working precision (Ziv's strategy raises it until the digits
    /// shown are certain).
    package func withPrecision(_ bits: Int) -> NumericContext {
        NumericContext(precision: bits, limits: limits, angleUnit: angleUnit, allowsComplex: allowsComplex, gammaMemory: gammaMemory)
    }

    /// The same context with angles in radians (the parts of complex functions are computed so).
    var inRadians: NumericContext {
        NumericContext(precision: precision, limits: limits, angleUnit: .radians, allowsComplex: allowsComplex, gammaMemory: gammaMemory)
    }

    /// The same context, with complex values for real arguments allowed or not.
    package func allowingComplex(_ allows: Bool) -> NumericContext {
        NumericContext(precision: precision, limits: limits, angleUnit: angleUnit, allowsComplex: allows, gammaMemory: gammaMemory)
    }

    private init(precision: Int, limits: NumericLimits, angleUnit: AngleUnit, allowsComplex: Bool, gammaMemory: GammaMemory?) {
        self.precision = precision
        self.limits = limits
        self.angleUnit = angleUnit
        self.allowsComplex = allowsComplex
        self.gammaMemory = gammaMemory
    }

    /// The highest working precision the engine tries before it calls a value too close to zero
    /// (or to a rounding boundary) to decide: eight times the first precision, at least 16,384
    /// bits (about 4,900 digits of cancellation). With Γ among the functions (`usesGamma`:
    /// factorials of non-integers), twice the first precision, at least 4,096 bits (about 1,200
    /// digits), and no more than ``highestGammaPrecision`` unless the first is already above it:
    /// MPFR's Γ, the first time at a precision, took 40 ms at 4,096 bits, 0.5 s at 8,192 and 7 s
    /// at 16,384 here, so `0.5! − 0.5!` (which only the ceiling decides) took seconds, and a
    /// keypad's `M−` on such a memory froze it.
    package func highestPrecision(usesGamma: Bool) -> Int {
        usesGamma ? max(precision, min(max(precision * 2, 4_096), Self.highestGammaPrecision)) : max(precision * 8, 16_384)
    }

    /// The working precision of the attempt after this one: twice this one, except that with Γ
    /// among the functions (`usesGamma`) the attempt that would pass ``highestGammaPrecision``
    /// is made at it, so that an amount whose cents need 2,000 digits of `0.5!` is computed
    /// rather than refused.
    package func nextPrecision(usesGamma: Bool) -> Int {
        let doubled = precision * 2
        guard usesGamma, precision < Self.highestGammaPrecision, doubled > Self.highestGammaPrecision else { return doubled }
        return Self.highestGammaPrecision
    }

    /// Throws ``ArithmeticFailure/tooLarge`` when a rational's numerator or denominator exceeds the bound.
    func check(_ value: Rational) throws(ArithmeticFailure) -> Rational {
        if value.bitLength > limits.maximumBits { throw .tooLarge }
        return value
    }
}
