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
    /// ``ArithmeticFailure/undecided`` (compute again at a higher precision).
    package func decimal(digits: Int, in context: NumericContext) throws(ArithmeticFailure) -> (number: DecimalNumber, isExact: Bool) {
        switch self {
        case .exact(let value):
            if let exact = value.exactDecimal(maximumSignificantDigits: max(100, digits)) { return (exact, true) }
            return (value.rounded(significantDigits: digits), false)
        case .piMultiple, .eMultiple, .surd, .approximate:
            let real = try real(in: context)
            if real.containsZero { throw .undecided }
            let lower = real.lowerBound.rounded(significantDigits: digits)
            let upper = real.upperBound.rounded(significantDigits: digits)
            guard lower == upper else { throw .undecided }
            return (lower, false)
        }
    }

    /// The best digits the bounds give when they cannot decide (at the highest precision tried):
    /// the midpoint rounded, or zero when zero lies within them.
    package func closestDecimal(digits: Int, in context: NumericContext) throws(ArithmeticFailure) -> DecimalNumber {
        let real = try real(in: context)
        return real.containsZero ? .zero : real.midpoint.rounded(significantDigits: digits)
    }
}
