import GMPBridge

/// The value of an expression or sub-expression during evaluation.
///
/// Values stay exact for as long as they can: a rational, or a rational multiple of π (so that
/// `sin(π) = 0` and `cos(π/3) = 0.5` come out exactly). Only an irrational result becomes an
/// approximate MPFR value at the working precision.
package enum Value: Sendable {
    /// An exact rational number.
    case exact(Rational)
    /// `q·π` for a non-zero rational `q`.
    case piMultiple(Rational)
    /// An irrational value, correctly rounded at the working precision.
    case approximate(Real)

    /// Zero.
    package static let zero = Value.exact(.zero)
    /// One.
    package static let one = Value.exact(.one)

    /// `q·π`, collapsing to exact zero when `q` is zero.
    static func multipleOfPi(_ q: Rational) -> Value {
        q.isZero ? .zero : .piMultiple(q)
    }

    /// The exact rational, when the value is one.
    package var rational: Rational? {
        if case .exact(let value) = self { return value }
        return nil
    }

    /// -1, 0 or 1.
    var sign: Int {
        switch self {
        case .exact(let value): return value.sign
        case .piMultiple(let q): return q.sign
        case .approximate(let real): return real.sign
        }
    }

    /// The value as an MPFR float at the context's precision (exact ones rounded).
    func real(in context: NumericContext) throws(ArithmeticFailure) -> Real {
        switch self {
        case .exact(let value):
            return try Real.from(value, precision: context.precision, limits: context.limits)
        case .piMultiple(let q):
            let pi = try Real.pi(precision: context.precision, limits: context.limits)
            let factor = try Real.from(q, precision: context.precision, limits: context.limits)
            return try Real.compute(precision: context.precision, limits: context.limits) {
                mpfr_mul($0, pi.pointer, factor.pointer, MPFR_RNDN)
            }
        case .approximate(let real):
            return real
        }
    }

    /// Applies an MPFR operation to the value (converted to a float) and wraps the checked result.
    func mapReal(
        in context: NumericContext,
        _ body: (UnsafeMutablePointer<__mpfr_struct>, UnsafePointer<__mpfr_struct>) -> Void
    ) throws(ArithmeticFailure) -> Value {
        let operand = try real(in: context)
        return .approximate(try Real.compute(precision: context.precision, limits: context.limits) {
            body($0, operand.pointer)
        })
    }

    /// Applies a two-operand MPFR operation to the values converted to floats.
    static func combineReal(
        _ a: Value, _ b: Value, in context: NumericContext,
        _ body: (UnsafeMutablePointer<__mpfr_struct>, UnsafePointer<__mpfr_struct>, UnsafePointer<__mpfr_struct>) -> Void
    ) throws(ArithmeticFailure) -> Value {
        let left = try a.real(in: context), right = try b.real(in: context)
        return .approximate(try Real.compute(precision: context.precision, limits: context.limits) {
            body($0, left.pointer, right.pointer)
        })
    }

    /// The decimal digits to show, and whether they are exact: exact when the value is an integer
    /// or a decimal that terminates within `max(100, digits)` significant digits, else rounded to
    /// `digits` significant digits, half away from zero.
    package func decimal(digits: Int, in context: NumericContext) throws(ArithmeticFailure) -> (number: DecimalNumber, isExact: Bool) {
        switch self {
        case .exact(let value):
            if let exact = value.exactDecimal(maximumSignificantDigits: max(100, digits)) { return (exact, true) }
            return (value.rounded(significantDigits: digits), false)
        case .piMultiple, .approximate:
            return (try real(in: context).exactValue.rounded(significantDigits: digits), false)
        }
    }
}
