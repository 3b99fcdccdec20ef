import GMPBridge

/// An irrational number known within rigorous bounds: an interval of two MPFR floats (MPFI) that
/// contains the true value, computed at a working precision.
///
/// Every operation on intervals gives an interval that contains the true result, so what the
/// bounds decide is certain: the sign when zero is outside, the digits shown when both bounds
/// round to the same ones. When they do not, the caller raises the precision and computes again
/// (Ziv's strategy): see ``ArithmeticFailure/undecided``. Immutable once created, like ``Rational``.
package final class Real: @unchecked Sendable {
    /// The MPFI interval.
    let pointer: UnsafeMutablePointer<__mpfi_struct>

    /// Uninitialized-value storage at `precision` bits; only the factory functions below use it.
    private init(precision: Int) {
        pointer = .allocate(capacity: 1)
        mpfi_init2(pointer, mpfr_prec_t(precision))
    }

    deinit {
        mpfi_clear(pointer)
        pointer.deallocate()
    }

    /// MPFR's widest exponent range on the calling thread, so no value underflows to 0 or
    /// overflows to infinity on the way: ``checked(_:)`` decides what is too small or too large.
    package static func useFullExponentRange() {
        gb_mpfr_use_full_exponent_range()
    }

    /// A value computed by `body` into fresh storage of `precision` bits, checked.
    static func compute(precision: Int, limits: NumericLimits, _ body: (UnsafeMutablePointer<__mpfi_struct>) -> Void) throws(ArithmeticFailure) -> Real {
        try unchecked(precision: precision, body).checked(limits)
    }

    /// A value computed by `body` into fresh storage of `precision` bits, not yet checked.
    static func unchecked(precision: Int, _ body: (UnsafeMutablePointer<__mpfi_struct>) -> Void) -> Real {
        let result = Real(precision: precision)
        body(result.pointer)
        return result
    }

    /// The largest binary exponent an approximate value may have, either way (`2^±2^60`, about
    /// `10^±3.5×10^17`): inside MPFR's full range (`2^±(2^62−1)`), with room so that no single
    /// operation leaves it without its bounds saying so. An approximate value is not limited by
    /// ``NumericLimits/maximumDigits``: `100000!` is about `2.8×10^456573`, shown in scientific
    /// notation; only its exact form would need too many digits.
    static let exponentLimit = 1 << 60

    /// The value itself when it is a bounded interval of numbers within the exponent range. NaN
    /// bounds mean an operand outside the function's domain; an infinite bound, a pole the
    /// interval reaches (which more precision may move away from: ``ArithmeticFailure/undecided``).
    /// (`limits` bounds exact values only; it is kept for the callers' symmetry.)
    func checked(_ limits: NumericLimits) throws(ArithmeticFailure) -> Real {
        let lower = gb_mpfi_left(pointer), upper = gb_mpfi_right(pointer)
        if gb_mpfr_nan_p(lower) != 0 || gb_mpfr_nan_p(upper) != 0 { throw .domain }
        // Beyond the exponent range in magnitude (an infinite bound counts as beyond): entirely
        // above it (both bounds on one side, past it) is too large; entirely within 2^-range of
        // zero is too small (never a silent 0); reaching out of range on one side only is a pole
        // the bounds straddle, which more precision may move away from.
        func beyond(_ bound: mpfr_srcptr?) -> Bool {
            gb_mpfr_inf_p(bound) != 0 || gb_mpfr_zero_p(bound) == 0 && Int(gb_mpfr_get_exp(bound)) > Self.exponentLimit
        }
        func tiny(_ bound: mpfr_srcptr?) -> Bool {
            gb_mpfr_zero_p(bound) != 0 || gb_mpfr_inf_p(bound) == 0 && Int(gb_mpfr_get_exp(bound)) < -Self.exponentLimit
        }
        let lowerBeyond = beyond(lower), upperBeyond = beyond(upper)
        if lowerBeyond && upperBeyond && gb_mpfr_sgn(lower) == gb_mpfr_sgn(upper) { throw .tooLarge }
        if lowerBeyond || upperBeyond { throw .undecided }
        if tiny(lower) && tiny(upper) && !isZero { throw .tooSmall }
        if (tiny(lower) && gb_mpfr_zero_p(lower) == 0) || (tiny(upper) && gb_mpfr_zero_p(upper) == 0) {
            // One bound within 2^-bound of zero, the other not: the value may be either; more
            // precision decides.
            throw .undecided
        }
        return self
    }

    /// `value` within an interval at `precision` bits. Integers keep all their bits beyond
    /// `precision`, and a large fraction `precision` bits after its point, so a huge exact
    /// argument (`sin(10^22)`, `sin(2^100000 + 0.5)`) is reduced exactly by MPFR.
    static func from(_ value: Rational, precision: Int, limits: NumericLimits) throws(ArithmeticFailure) -> Real {
        let needed: Int
        if value.isInteger {
            needed = max(precision, value.bitLength + 2)
        } else {
            let (numerator, denominator) = value.parts
            let integerBits = gb_mpz_sizeinbase(numerator.pointer, 2) - gb_mpz_sizeinbase(denominator.pointer, 2) + 1
            needed = precision + max(0, integerBits)
        }
        return try exactCopy(of: value, precision: needed).checked(limits)
    }

    /// `value` within an interval at `precision` bits, unchecked (for conversions whose size is
    /// already bounded).
    static func exactCopy(of value: Rational, precision: Int) -> Real {
        value.withMPQ { rational in unchecked(precision: precision) { _ = mpfi_set_q($0, rational) } }
    }

    /// π at `precision` bits.
    static func pi(precision: Int, limits: NumericLimits) throws(ArithmeticFailure) -> Real {
        try compute(precision: precision, limits: limits) { _ = mpfi_const_pi($0) }
    }

    /// The precision of the interval's bounds, in bits.
    var precision: Int { Int(gb_mpfr_get_prec(gb_mpfi_left(pointer))) }

    /// Whether `other` has the same precision and equal bounds (the same interval).
    func hasSameBounds(as other: Real) -> Bool {
        precision == other.precision
            && mpfr_equal_p(gb_mpfi_left(pointer), gb_mpfi_left(other.pointer)) != 0
            && mpfr_equal_p(gb_mpfi_right(pointer), gb_mpfi_right(other.pointer)) != 0
    }

    /// The value with its sign flipped (exact).
    var negated: Real {
        Real.unchecked(precision: precision) { _ = mpfi_neg($0, pointer) }
    }

    /// Whether zero lies within the bounds.
    var containsZero: Bool { mpfi_has_zero(pointer) != 0 }

    /// Whether the interval is the single point zero (an exact zero, as when a bound is exact).
    var isZero: Bool {
        gb_mpfr_zero_p(gb_mpfi_left(pointer)) != 0 && gb_mpfr_zero_p(gb_mpfi_right(pointer)) != 0
    }

    /// -1, 0 or 1 as the bounds decide it; ``ArithmeticFailure/undecided`` when zero lies
    /// strictly within them.
    func sign() throws(ArithmeticFailure) -> Int {
        if isZero { return 0 }
        if containsZero { throw .undecided }
        return Int(gb_mpfr_sgn(gb_mpfi_left(pointer)))
    }

    /// Whether the whole interval lies above (`1`), below (`-1`) `bound`, or `0` when `bound` lies
    /// within it.
    func compare(to bound: Rational) -> Int {
        bound.withMPQ { q in
            if mpfr_cmp_q(gb_mpfi_left(pointer), q) > 0 { return 1 }
            if mpfr_cmp_q(gb_mpfi_right(pointer), q) < 0 { return -1 }
            return 0
        }
    }

    /// How the lower bound compares with `value`: -1, 0 or 1, exactly, whatever the bound's size
    /// (unlike ``lowerBound``, nothing is made exact).
    func compareLowerBound(to value: Rational) -> Int {
        value.withMPQ { Int(mpfr_cmp_q(gb_mpfi_left(pointer), $0).signum()) }
    }

    /// How the upper bound compares with `value` (see ``compareLowerBound(to:)``).
    func compareUpperBound(to value: Rational) -> Int {
        value.withMPQ { Int(mpfr_cmp_q(gb_mpfi_right(pointer), $0).signum()) }
    }

    /// Whether an integer lies within the bounds: the upper bound rounded down (exact at the
    /// bound's own precision, which its integer part never exceeds) reaches the lower bound.
    var containsInteger: Bool {
        let upper = gb_mpfi_right(pointer)
        let floor = UnsafeMutablePointer<__mpfr_struct>.allocate(capacity: 1)
        mpfr_init2(floor, gb_mpfr_get_prec(upper))
        defer { mpfr_clear(floor); floor.deallocate() }
        _ = mpfr_rint(floor, upper, MPFR_RNDD)
        return mpfr_cmp(floor, gb_mpfi_left(pointer)) >= 0
    }

    /// The binary exponent of the bound farther from zero (0 for the interval [0, 0]): the value
    /// is below 2^exponent in magnitude.
    var magnitudeExponent: Int {
        let lower = gb_mpfi_left(pointer), upper = gb_mpfi_right(pointer)
        func exponent(_ bound: mpfr_srcptr?) -> Int { gb_mpfr_zero_p(bound) != 0 ? Int.min : Int(gb_mpfr_get_exp(bound)) }
        let largest = max(exponent(lower), exponent(upper))
        return largest == Int.min ? 0 : largest
    }

    /// The binary exponent of the interval's width (upper bound minus lower, rounded up): the
    /// width is below 2^exponent. `nil` for a single point; `Int.max` for bounds that are not
    /// both numbers.
    var widthExponent: Int? {
        let width = UnsafeMutablePointer<__mpfr_struct>.allocate(capacity: 1)
        mpfr_init2(width, mpfr_prec_t(precision))
        defer { mpfr_clear(width); width.deallocate() }
        _ = mpfi_diam_abs(width, pointer)
        if gb_mpfr_nan_p(width) != 0 || gb_mpfr_inf_p(width) != 0 { return Int.max }
        return gb_mpfr_zero_p(width) != 0 ? nil : Int(gb_mpfr_get_exp(width))
    }

    /// Throws when a bound's exact value (``lowerBound``, ``upperBound``, ``midpoint``) would need
    /// more bits than `limits` allow: ``ArithmeticFailure/tooLarge`` above 2^maximumBits,
    /// ``ArithmeticFailure/tooSmall`` for a non-zero bound below 2^−maximumBits. Approximate values
    /// range far wider than exact ones; this keeps GMP from being asked for a rational that size.
    func requireRationalBounds(within limits: NumericLimits) throws(ArithmeticFailure) {
        for bound in [gb_mpfi_left(pointer), gb_mpfi_right(pointer)] where gb_mpfr_zero_p(bound) == 0 {
            let exponent = Int(gb_mpfr_get_exp(bound))
            if exponent > limits.maximumBits { throw .tooLarge }
            if exponent < -limits.maximumBits { throw .tooSmall }
        }
    }

    /// How many binary orders of magnitude lie between the bound nearer zero and the one farther
    /// from it: 0 for a narrow interval, 10^17 for [1, 2^(10^17)]; `nil` when a bound is zero
    /// (or not a number: ``checked(_:)`` refuses those).
    private var exponentSpread: Int? {
        let lower = gb_mpfi_left(pointer), upper = gb_mpfi_right(pointer)
        func isNonZeroNumber(_ bound: mpfr_srcptr?) -> Bool {
            gb_mpfr_zero_p(bound) == 0 && gb_mpfr_inf_p(bound) == 0 && gb_mpfr_nan_p(bound) == 0
        }
        guard isNonZeroNumber(lower), isNonZeroNumber(upper) else { return nil }
        // Exponents of numbers lie within MPFR's range, ±(2^62 − 1): the difference fits.
        let exponents = (Int(gb_mpfr_get_exp(lower)), Int(gb_mpfr_get_exp(upper)))
        return max(exponents.0, exponents.1) - min(exponents.0, exponents.1)
    }

    /// The interval [number, number], exactly (at the number's own precision).
    private static func point(_ number: mpfr_srcptr?) -> Real {
        Real.unchecked(precision: Int(gb_mpfr_get_prec(number))) { gb_mpfi_interv_fr($0, number, number) }
    }

    /// The exact value of the lower bound (a binary fraction). Callers bound its size first
    /// (``requireRationalBounds(within:)``) unless the value is known to be of ordinary size.
    var lowerBound: Rational { Rational.make { mpfr_get_q($0, gb_mpfi_left(pointer)) } }
    /// The exact value of the upper bound (see ``lowerBound``).
    var upperBound: Rational { Rational.make { mpfr_get_q($0, gb_mpfi_right(pointer)) } }

    /// Both bounds rounded to `count` significant digits, half away from zero, at any exponent:
    /// an ordinary value's bounds directly, a huge or tiny one's after dividing by a power of ten
    /// (bounded with directed rounding, so the scaled interval still contains the value), so no
    /// bound becomes a rational of more than a few hundred digits. With `midpoint`, the middle of
    /// the bounds instead (both results the same).
    func roundedBounds(significantDigits count: Int, midpoint: Bool = false) -> (lower: DecimalNumber, upper: DecimalNumber) {
        let ordinary = max(4_096, (count + 40) * 4)
        if let spread = exponentSpread, spread > ordinary {
            // Bounds of very different sizes (a wide interval at a low precision, [1, 2^(10^17)]):
            // no one power of ten brings both near 1, and the exact value of the smaller one
            // relative to the larger would ask GMP for an integer of more bits than it can hold
            // (it aborts). Each bound, or the midpoint, is rounded on its own.
            if midpoint {
                let middle = withMidpoint { Real.point($0) }
                return middle.roundedBounds(significantDigits: count, midpoint: true)
            }
            return (Real.point(gb_mpfi_left(pointer)).roundedBounds(significantDigits: count).lower,
                    Real.point(gb_mpfi_right(pointer)).roundedBounds(significantDigits: count).upper)
        }
        let exponent = magnitudeExponent
        guard exponent.magnitude > ordinary else {
            if midpoint { let middle = self.midpoint.rounded(significantDigits: count); return (middle, middle) }
            return (lowerBound.rounded(significantDigits: count), upperBound.rounded(significantDigits: count))
        }
        // value = scaled × 10^shift with |scaled| about 10^(count + 20): shift ≈ log10(2)·exponent − count − 20.
        let shift = Int((Double(exponent) * 0.301_029_995_663_981_2).rounded(.down)) - count - 20
        let extraBits = Int.bitWidth - shift.magnitude.leadingZeroBitCount + 64
        let scaled = Real.unchecked(precision: precision + extraBits) { result in
            let power = UnsafeMutablePointer<__mpfi_struct>.allocate(capacity: 1)
            mpfi_init2(power, mpfr_prec_t(precision + extraBits))
            defer { mpfi_clear(power); power.deallocate() }
            // 10^|shift| between its two directed roundings: a rigorous interval.
            let low = UnsafeMutablePointer<__mpfr_struct>.allocate(capacity: 1), high = UnsafeMutablePointer<__mpfr_struct>.allocate(capacity: 1)
            mpfr_init2(low, mpfr_prec_t(precision + extraBits)); mpfr_init2(high, mpfr_prec_t(precision + extraBits))
            defer { mpfr_clear(low); mpfr_clear(high); low.deallocate(); high.deallocate() }
            mpfr_ui_pow_ui(low, 10, UInt(shift.magnitude), MPFR_RNDD)
            mpfr_ui_pow_ui(high, 10, UInt(shift.magnitude), MPFR_RNDU)
            gb_mpfi_interv_fr(power, low, high)
            if shift > 0 { _ = mpfi_div(result, pointer, power) } else { _ = mpfi_mul(result, pointer, power) }
        }
        func shifted(_ number: DecimalNumber) -> DecimalNumber {
            DecimalNumber(isNegative: number.isNegative, digits: number.digits, exponent: number.exponent + shift)
        }
        let bounds = scaled.roundedBounds(significantDigits: count, midpoint: midpoint)
        return (shifted(bounds.lower), shifted(bounds.upper))
    }

    /// The middle of the bounds as `mantissa × 2^exponent` (the mantissa an integer in decimal),
    /// whatever the exponent: no rational of the value's size is made.
    var midpointMantissaAndExponent: (mantissa: String, exponent: Int) {
        withMidpoint { middle in
            let mantissa = BigIntegerStorage()
            let exponent = mpfr_get_z_2exp(mantissa.pointer, middle)
            return (BigIntegerText.decimalString(mantissa.pointer), Int(exponent))
        }
    }

    /// The `double` nearest the middle of the bounds (±infinity past the `double` range).
    var midpointDouble: Double {
        withMidpoint { mpfr_get_d($0, MPFR_RNDN) }
    }

    /// Calls `body` with the middle of the bounds as an MPFR number of the bounds' precision plus one.
    private func withMidpoint<Result>(_ body: (UnsafeMutablePointer<__mpfr_struct>) -> Result) -> Result {
        let middle = UnsafeMutablePointer<__mpfr_struct>.allocate(capacity: 1)
        mpfr_init2(middle, mpfr_prec_t(precision + 1))
        defer { mpfr_clear(middle); middle.deallocate() }
        _ = mpfi_mid(middle, pointer)
        return body(middle)
    }

    /// The midpoint of the bounds, exactly (for a value that must be one number: a `double`, the
    /// input a keypad result is fed back as).
    var midpoint: Rational {
        let sum = lowerBound + upperBound
        return (try? sum.divided(by: Rational(2))) ?? sum   // 2 is never zero
    }
}
