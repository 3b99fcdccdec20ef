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
        default: return try x.mapReal(in: context) { _ = mpfi_log($0, $1) }
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
        if case .exact(let b) = base, b == Rational(10) {
            return try x.mapReal(in: context) { _ = mpfi_log10($0, $1) }
        }
        if case .exact(let b) = base, b == Rational(2) {
            return try x.mapReal(in: context) { _ = mpfi_log2($0, $1) }
        }
        // ln(base) near zero (a base near 1) is undecided until the precision tells.
        return try divide(try ln(x, in: context), try ln(base, in: context), in: context)
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
