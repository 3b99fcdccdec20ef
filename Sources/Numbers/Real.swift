import GMPBridge

/// An approximate real number: an MPFR float at a given precision, correctly rounded.
///
/// Used only where a result is irrational (roots of non-powers, logarithms, trigonometry, π).
/// Immutable once created, like ``Rational``.
package final class Real: @unchecked Sendable {
    /// The MPFR value.
    let pointer: UnsafeMutablePointer<__mpfr_struct>

    /// Uninitialized-value storage at `precision` bits; only the factory functions below use it.
    private init(precision: Int) {
        pointer = .allocate(capacity: 1)
        mpfr_init2(pointer, mpfr_prec_t(precision))
    }

    deinit {
        mpfr_clear(pointer)
        pointer.deallocate()
    }

    /// A value computed by `body` into fresh storage of `precision` bits, checked: NaN is a domain
    /// error, an infinity or a magnitude beyond `limits` is too large.
    static func compute(
        precision: Int, limits: NumericLimits,
        _ body: (UnsafeMutablePointer<__mpfr_struct>) -> Void
    ) throws(ArithmeticFailure) -> Real {
        try unchecked(precision: precision, body).checked(limits)
    }

    /// A value computed by `body` into fresh storage of `precision` bits, not yet checked.
    static func unchecked(precision: Int, _ body: (UnsafeMutablePointer<__mpfr_struct>) -> Void) -> Real {
        let result = Real(precision: precision)
        body(result.pointer)
        return result
    }

    /// The value itself when it is a finite number within `limits`.
    func checked(_ limits: NumericLimits) throws(ArithmeticFailure) -> Real {
        if gb_mpfr_nan_p(pointer) != 0 { throw .domain }
        if gb_mpfr_inf_p(pointer) != 0 { throw .tooLarge }
        if gb_mpfr_zero_p(pointer) == 0 {
            // A binary exponent beyond the bound in either direction needs too many digits to write.
            let exponent = Int(gb_mpfr_get_exp(pointer))
            if exponent.magnitude > UInt(limits.maximumBits) { throw .tooLarge }
        }
        return self
    }

    /// `value` rounded to `precision` bits. Integers keep all their bits beyond `precision`, so a
    /// huge exact argument (`sin(10^22)`) is reduced correctly by MPFR.
    static func from(_ value: Rational, precision: Int, limits: NumericLimits) throws(ArithmeticFailure) -> Real {
        let needed = max(precision, value.isInteger ? value.bitLength + 2 : precision)
        return try exactCopy(of: value, precision: needed).checked(limits)
    }

    /// `value` rounded to `precision` bits, unchecked (for conversions whose size is already bounded).
    static func exactCopy(of value: Rational, precision: Int) -> Real {
        value.withMPQ { rational in unchecked(precision: precision) { mpfr_set_q($0, rational, MPFR_RNDN) } }
    }

    /// π at `precision` bits.
    static func pi(precision: Int, limits: NumericLimits) throws(ArithmeticFailure) -> Real {
        try compute(precision: precision, limits: limits) { mpfr_const_pi($0, MPFR_RNDN) }
    }

    /// The value with its sign flipped (exact, at the same precision).
    var negated: Real {
        let result = Real(precision: Int(gb_mpfr_get_prec(pointer)))
        mpfr_neg(result.pointer, pointer, MPFR_RNDN)
        return result
    }

    /// -1, 0 or 1.
    var sign: Int { Int(gb_mpfr_sgn(pointer)) }

    /// The exact value of this binary float, as a rational (its size is bounded by ``compute``).
    var exactValue: Rational {
        Rational.make { mpfr_get_q($0, pointer) }
    }
}
