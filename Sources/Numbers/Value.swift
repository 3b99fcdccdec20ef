import GMPBridge

/// The value of an expression or sub-expression during evaluation.
///
/// Values stay exact for as long as they can: a rational, or a rational multiple of π or of e (so
/// that `sin(π) = 0`, `cos(π/3) = 0.5` and `e − e = 0` come out exactly). Only an irrational
/// result becomes an approximate value: an interval known to contain it (``Real``).
package enum Value: Sendable {
    /// An exact rational number.
    case exact(Rational)
    /// `q·π` for a non-zero rational `q`.
    case piMultiple(Rational)
    /// `q·e` for a non-zero rational `q`.
    case eMultiple(Rational)
    /// `q·√n` for a non-zero rational `q` and a square-free integer `n > 1`.
    case surd(Rational, Int)
    /// An irrational value within rigorous bounds, at the working precision.
    case approximate(Real)
    /// `a + bi`, a complex number whose imaginary part `b` is not exactly zero; each part is a
    /// real value, exact or within bounds (``complex(_:_:)`` makes one).
    indirect case complex(real: Value, imaginary: Value)

    /// Zero.
    package static let zero = Value.exact(.zero)
    /// One.
    package static let one = Value.exact(.one)

    /// `q·π`, collapsing to exact zero when `q` is zero.
    static func multipleOfPi(_ q: Rational) -> Value {
        q.isZero ? .zero : .piMultiple(q)
    }

    /// `q·e`, collapsing to exact zero when `q` is zero.
    static func multipleOfE(_ q: Rational) -> Value {
        q.isZero ? .zero : .eMultiple(q)
    }

    /// Exact when it fits, correctly rounded when it does not: the value `exact` gives or, when
    /// that would pass the size bound (``ArithmeticFailure/tooLarge``: `1.0001^30000` is a fraction
    /// of 120,000 digits, `100000!` an integer of 456,574), the value `approximate` computes within
    /// rigorous bounds — an ordinary number (about 20.08, about 2.8E456573) shown rounded and
    /// marked inexact.
    static func exactOrApproximate(_ exact: () throws(ArithmeticFailure) -> Value,
                                   else approximate: () throws(ArithmeticFailure) -> Value) throws(ArithmeticFailure) -> Value {
        do {
            return try exact()
        } catch .tooLarge {
            return try approximate()
        }
    }

    /// Whether the value, or a part of it, is known only within bounds (``approximate(_:)``):
    /// what arithmetic on it must decide at a precision, rather than exactly.
    package var isWithinBounds: Bool {
        switch self {
        case .exact, .piMultiple, .eMultiple, .surd: false
        case .approximate: true
        case .complex(let real, let imaginary): real.isWithinBounds || imaginary.isWithinBounds
        }
    }

    /// The exact rational, when the value is one.
    package var rational: Rational? {
        if case .exact(let value) = self { return value }
        return nil
    }

    /// -1, 0 or 1; ``ArithmeticFailure/undecided`` for an approximate value whose bounds contain zero.
    func sign() throws(ArithmeticFailure) -> Int {
        switch self {
        case .exact(let value): return value.sign
        case .piMultiple(let q), .eMultiple(let q), .surd(let q, _): return q.sign
        case .approximate(let real): return try real.sign()
        case .complex: throw .domain
        }
    }

    /// The value as an interval at the context's precision (exact ones enclosed).
    func real(in context: NumericContext) throws(ArithmeticFailure) -> Real {
        switch self {
        case .exact(let value):
            return try Real.from(value, precision: context.precision, limits: context.limits)
        case .piMultiple(let q):
            let factor = try Real.from(q, precision: context.precision, limits: context.limits)
            return try Real.compute(precision: context.precision, limits: context.limits) {
                _ = mpfi_const_pi($0)
                _ = mpfi_mul($0, $0, factor.pointer)
            }
        case .eMultiple(let q):
            let factor = try Real.from(q, precision: context.precision, limits: context.limits)
            return try Real.compute(precision: context.precision, limits: context.limits) {
                _ = mpfi_set_ui($0, 1)
                _ = mpfi_exp($0, $0)
                _ = mpfi_mul($0, $0, factor.pointer)
            }
        case .surd(let q, let n):
            let factor = try Real.from(q, precision: context.precision, limits: context.limits)
            return try Real.compute(precision: context.precision, limits: context.limits) {
                _ = mpfi_set_si($0, n)
                _ = mpfi_sqrt($0, $0)
                _ = mpfi_mul($0, $0, factor.pointer)
            }
        case .approximate(let real):
            return real
        case .complex:
            // No real function of a complex value: the callers that take complex operands
            // handle them before they reach here.
            throw .domain
        }
    }

    /// Applies an MPFI operation to the value (as an interval) and wraps the checked result.
    func mapReal(
        in context: NumericContext,
        _ body: (UnsafeMutablePointer<__mpfi_struct>, UnsafePointer<__mpfi_struct>) -> Void
    ) throws(ArithmeticFailure) -> Value {
        let operand = try real(in: context)
        return .approximate(try Real.compute(precision: context.precision, limits: context.limits) {
            body($0, operand.pointer)
        })
    }

    /// Applies a two-operand MPFI operation to the values as intervals.
    static func combineReal(
        _ a: Value, _ b: Value, in context: NumericContext,
        _ body: (UnsafeMutablePointer<__mpfi_struct>, UnsafePointer<__mpfi_struct>, UnsafePointer<__mpfi_struct>) -> Void
    ) throws(ArithmeticFailure) -> Value {
        let left = try a.real(in: context), right = try b.real(in: context)
        return .approximate(try Real.compute(precision: context.precision, limits: context.limits) {
            body($0, left.pointer, right.pointer)
        })
    }

    /// The decimal digits to show, and whether they are exact: exact when the value is an integer
    /// or a decimal that terminates within `max(100, digits)` significant digits, else rounded to
    /// `digits` significant digits, half away from zero — for an irrational value, only when both
    /// of its bounds round to the same digits, so every digit shown is certain; otherwise
    /// ``ArithmeticFailure/undecided`` (compute again at a higher precision). With `roundingExact`
    /// (an explicit scientific notation), an exact value of more than `digits` significant digits
    /// is rounded too (`2^1000` → 1.0715E301 at 5 digits).
    package func decimal(digits: Int, in context: NumericContext, roundingExact: Bool = false) throws(ArithmeticFailure) -> (number: DecimalNumber, isExact: Bool) {
        switch self {
        case .exact(let value):
            if let exact = value.exactDecimal(maximumSignificantDigits: max(100, digits)),
               !roundingExact || exact.digits.count <= digits {
                return (exact, true)
            }
            return (value.rounded(significantDigits: digits), false)
        case .piMultiple, .eMultiple, .surd, .approximate, .complex:
            let real = try real(in: context)
            if real.containsZero { throw .undecided }
            let bounds = real.roundedBounds(significantDigits: digits)
            guard bounds.lower == bounds.upper else { throw .undecided }
            return (bounds.lower, false)
        }
    }

    /// The best digits the bounds give when they cannot decide (at the highest precision tried):
    /// the midpoint rounded, or zero when they lie within 2^−(precision/2) of it; bounds that
    /// straddle zero more widely are ``ArithmeticFailure/undecided`` still.
    package func closestDecimal(digits: Int, in context: NumericContext) throws(ArithmeticFailure) -> DecimalNumber {
        let real = try real(in: context)
        guard real.containsZero else { return real.roundedBounds(significantDigits: digits, midpoint: true).lower }
        // Zero only when the bounds are within a hair of it (exp(ln 2) − 2); bounds as wide as
        // the value itself say nothing about it.
        guard real.magnitudeExponent < -(real.precision / 2) else { throw .undecided }
        return .zero
    }
}
