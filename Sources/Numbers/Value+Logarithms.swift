import GMPBridge

/// Exponential and logarithms, exact where the result is rational (`exp(0)`, `ln(1)`, `ln(e)`,
/// `log10(1000)`, `log2(1/8)`, `log(81; 3)`).
extension Value {
    /// `e^x`.
    package static func exp(_ x: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if x.isComplex { return try complexExp(x, in: context) }
        if case .exact(let value) = x {
            if value.isZero { return .one }
            if value == .one { return .eMultiple(.one) }
        }
        return try x.mapReal(in: context) { _ = mpfi_exp($0, $1) }
    }

    /// The natural logarithm; the argument must be positive.
    package static func ln(_ x: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if x.isComplex { return try complexLogarithm(x, in: context) }
        let sign = try x.sign()
        if sign < 0, context.allowsComplex { return try complexLogarithm(x, in: context) }
        if sign <= 0 { throw .domain }
        switch x {
        case .exact(let value) where value == .one: return .zero
        case .eMultiple(let q) where q == .one: return .one
        case .eMultiple(let q):
            // ln(q·e) = ln(q) + 1.
            return try add(try ln(.exact(q), in: context), .one, in: context)
        default: return try realLogarithm(x, base: .e, in: context)
        }
    }

    /// The logarithm of `x` in `base`: exact when `x` is an integer power of `base`.
    /// Both must be positive and the base must not be 1.
    package static func log(_ x: Value, base: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        // A complex logarithm: of a complex value, or of a negative one where complex values are allowed.
        var complex = x.isComplex || base.isComplex
        if !complex, context.allowsComplex {
            let xSign = try x.sign(), baseSign = try base.sign()
            complex = xSign < 0 || baseSign < 0
        }
        if complex { return try divide(try ln(x, in: context), try ln(base, in: context), in: context) }
        if try x.sign() <= 0 { throw .domain }
        if try base.sign() <= 0 { throw .domain }
        if case .exact(let b) = base, b == .one { throw .domain }
        if case .exact(let value) = x, case .exact(let b) = base, let k = exactLogarithm(value, base: b, in: context) {
            return .exact(Rational(k))
        }
        if case .exact(let b) = base, b == Rational(10) { return try realLogarithm(x, base: .ten, in: context) }
        if case .exact(let b) = base, b == Rational(2) { return try realLogarithm(x, base: .two, in: context) }
        // ln(base) near zero (a base near 1) is undecided until the precision tells.
        return try divide(try ln(x, in: context), try ln(base, in: context), in: context)
    }

    /// The bases MPFI has a logarithm for.
    enum LogarithmBase { case e, two, ten }

    /// The logarithm of a positive real `x` within rigorous bounds. Near 1 a logarithm cancels
    /// (ln(1 + ε) ≈ ε), so there it is log1p(x − 1) with x − 1 exact: for an exact `x` from
    /// rational arithmetic, so ε keeps its digits however small (`ln(1 + 10^-200000)` is
    /// 1E-200000, where `x` rounded to the precision would be 1 and its logarithm 0); for bounds in
    /// [½, 2] by Sterbenz's lemma, so MPFR never takes the logarithm of a bound like 1 − 2^−16384,
    /// which it computes at the doubled precision the cancellation needs (50 ms a call at the
    /// highest precision; log1p of −2^−16384 is one term of its series).
    static func realLogarithm(_ x: Value, base: LogarithmBase, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let half = Rational(numerator: 1, denominator: 2)
        let offset: Real
        if case .exact(let value) = x, case let exactOffset = value - .one, exactOffset.magnitude < half {
            offset = try Real.from(exactOffset, precision: context.precision, limits: context.limits)
        } else {
            let real = try x.real(in: context)
            guard real.compareLowerBound(to: half) >= 0, real.compareUpperBound(to: Rational(2)) <= 0 else {
                return .approximate(try Real.compute(precision: context.precision, limits: context.limits) {
                    switch base {
                    case .e: _ = mpfi_log($0, real.pointer)
                    case .two: _ = mpfi_log2($0, real.pointer)
                    case .ten: _ = mpfi_log10($0, real.pointer)
                    }
                })
            }
            offset = Real.unchecked(precision: real.precision) { _ = mpfi_sub_ui($0, real.pointer, 1) }
        }
        let divisor: Real? = switch base {
        case .e: nil
        case .two: Real.unchecked(precision: context.precision) { _ = mpfi_const_log2($0) }
        case .ten: Real.unchecked(precision: context.precision) { _ = mpfi_set_ui($0, 10); _ = mpfi_log($0, $0) }
        }
        return .approximate(try Real.compute(precision: context.precision, limits: context.limits) {
            _ = mpfi_log1p($0, offset.pointer)
            if let divisor { _ = mpfi_div($0, $0, divisor.pointer) }
        })
    }

    /// The integer `k` with `base^k = x` exactly, if there is one.
    private static func exactLogarithm(_ x: Rational, base: Rational, in context: NumericContext) -> Int? {
        if x == .one { return 0 }
        // Estimate k in low precision, then confirm exactly.
        let rough = NumericContext(displayDigits: 8, limits: context.limits, angleUnit: context.angleUnit)
        guard let lnX = try? ln(.exact(x), in: rough), let lnB = try? ln(.exact(base), in: rough),
              case .approximate(let ratio)? = try? divide(lnX, lnB, in: rough),
              let estimate = (ratio.midpoint + Rational(numerator: 1, denominator: 2)).floor.intValue else { return nil }
        guard estimate != 0, let power = try? base.power(estimate, maximumBits: x.bitLength + 2), power == x else { return nil }
        return estimate
    }
}
