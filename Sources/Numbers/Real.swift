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

    /// The value itself when it is a bounded interval of numbers within `limits`. NaN bounds mean
    /// an operand outside the function's domain; an infinite bound, a pole the interval reaches
    /// (which more precision may move away from: ``ArithmeticFailure/undecided``).
    func checked(_ limits: NumericLimits) throws(ArithmeticFailure) -> Real {
        let lower = gb_mpfi_left(pointer), upper = gb_mpfi_right(pointer)
        if gb_mpfr_nan_p(lower) != 0 || gb_mpfr_nan_p(upper) != 0 { throw .domain }
        // Beyond the bound in magnitude (an infinite bound counts as beyond): entirely above it
        // (both bounds on one side, past it) is too large; entirely within 2^-bound of zero is too
        // small (never a silent 0, and never a bound whose exact value would take GMP all the
        // memory there is); reaching out of range on one side only is a pole the bounds straddle,
        // which more precision may move away from.
        func beyond(_ bound: mpfr_srcptr?) -> Bool {
            gb_mpfr_inf_p(bound) != 0 || gb_mpfr_zero_p(bound) == 0 && Int(gb_mpfr_get_exp(bound)) > limits.maximumBits
        }
        func tiny(_ bound: mpfr_srcptr?) -> Bool {
            gb_mpfr_zero_p(bound) != 0 || gb_mpfr_inf_p(bound) == 0 && Int(gb_mpfr_get_exp(bound)) < -limits.maximumBits
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
    /// `precision`, so a huge exact argument (`sin(10^22)`) is reduced exactly by MPFR.
    static func from(_ value: Rational, precision: Int, limits: NumericLimits) throws(ArithmeticFailure) -> Real {
        let needed = max(precision, value.isInteger ? value.bitLength + 2 : precision)
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

    /// The exact value of the lower bound (a binary fraction).
    var lowerBound: Rational { Rational.make { mpfr_get_q($0, gb_mpfi_left(pointer)) } }
    /// The exact value of the upper bound.
    var upperBound: Rational { Rational.make { mpfr_get_q($0, gb_mpfi_right(pointer)) } }

    /// The midpoint of the bounds, exactly (for a value that must be one number: a `double`, the
    /// input a keypad result is fed back as).
    var midpoint: Rational {
        let sum = lowerBound + upperBound
        return (try? sum.divided(by: Rational(2))) ?? sum   // 2 is never zero
    }
}
