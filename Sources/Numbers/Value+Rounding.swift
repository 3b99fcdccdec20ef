import GMPBridge

/// Rounding to integers and decimals, and the sign: exact results whenever the bounds of an
/// irrational value decide them (`floor(π) = 3`), else ``ArithmeticFailure/undecided`` (the
/// caller computes again at a higher precision).
extension Value {
    /// How a value is taken to an integer: down, up, toward zero, to the nearest with ties away
    /// from zero (`round`), or to the nearest with ties to the even neighbour (amounts' cents).
    package enum Rounding { case floor, ceiling, truncate, halfAwayFromZero, halfEven }

    /// `x` rounded to an integer.
    package static func rounded(_ x: Value, _ rounding: Rounding, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if case .exact(let value) = x { return .exact(round(value, rounding)) }
        let real = try x.real(in: context)
        try real.requireRationalBounds(within: context.limits)   // floor(100000!) would pass the digit limit
        let lower = round(real.lowerBound, rounding), upper = round(real.upperBound, rounding)
        guard lower == upper else { throw .undecided }
        return .exact(lower)
    }

    /// `x` rounded to `decimals` decimal places, half away from zero (`round(2.345; 2) = 2.35`) or
    /// as `rounding` says; `decimals` must be an integer (negative rounds to tens, hundreds, …).
    /// With ties to even, bounds with one end on a tie (an exact half cent reached through an
    /// inexact function) decide nothing: the neighbours of the two ends differ.
    package static func rounded(_ x: Value, decimals: Value, rounding: Rounding = .halfAwayFromZero,
                                in context: NumericContext) throws(ArithmeticFailure) -> Value {
        guard case .exact(let places) = decimals, places.isInteger else { throw .domain }
        guard let count = places.intValue, count.magnitude <= UInt(context.limits.maximumDigits) else { throw .tooLarge }
        let scale = try Rational(10).power(count, maximumBits: context.limits.maximumBits)
        let scaled = try multiply(x, .exact(scale), in: context)
        guard case .exact(let integer) = try rounded(scaled, rounding, in: context) else { throw .undecided }
        return .exact(try integer.divided(by: scale))
    }

    /// The highest working precision worth trying to round `x` to `places` decimal places, as
    /// its bounds at `context`'s precision tell it; 0 for an exact value (decided at any
    /// precision). The larger of:
    /// - four times the precision of as many digits as its integer part and the places (room
    ///   for cancellation the bounds do not show yet);
    /// - twice the precision of as many digits as the places and what the bounds lose on the way
    ///   (their width times 2^precision): `(ln 2 + ln 3 − ln 6) × 10^99990` loses 99,990 digits
    ///   however narrow its bounds at a higher precision. Twice, not four times: bounds whose
    ///   width shrinks as 2^(−precision/2) (`asin` near 1) seem to lose half the precision at
    ///   each attempt, and four times that would never be passed before the digit limit.
    /// Precisions of digits are ``NumericContext/precision(displayDigits:)``'s, guard digits
    /// included; none above what the digit limit allows.
    package static func highestPrecision(toRound x: Value, decimals places: Int, in context: NumericContext) -> Int {
        guard x.rational == nil, let real = try? x.real(in: context) else { return 0 }
        let maximumBits = context.limits.maximumBits
        func precision(ofBits bits: Int) -> Int {
            // log10(2) ≈ 0.30103: the decimal digits of a number of `bits` bits.
            NumericContext.precision(displayDigits: min(max(bits, 0), maximumBits) * 30_103 / 100_000 + 1 + max(places, 0))
        }
        let lostBits = real.widthExponent.map { min($0, maximumBits) + real.precision } ?? 0
        return max(4 * precision(ofBits: real.magnitudeExponent), 2 * precision(ofBits: lostBits))
    }

    /// The fractional part `x − trunc(x)`, with the sign of `x`.
    package static func fractionalPart(_ x: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        try subtract(x, try rounded(x, .truncate, in: context), in: context)
    }

    /// −1, 0 or 1.
    package static func signum(_ x: Value) throws(ArithmeticFailure) -> Value {
        .exact(Rational(try x.sign()))
    }

    /// A rational rounded to an integer.
    private static func round(_ value: Rational, _ rounding: Rounding) -> Rational {
        switch rounding {
        case .floor: return value.floor
        case .ceiling: return value.floor == value ? value : value.floor + .one
        case .truncate: return value.isNegative ? round(value.negated, .floor).negated : value.floor
        case .halfAwayFromZero:
            let half = Rational(numerator: 1, denominator: 2)
            return value.isNegative ? (value.negated + half).floor.negated : (value + half).floor
        case .halfEven: return value.roundedHalfEven
        }
    }
}
