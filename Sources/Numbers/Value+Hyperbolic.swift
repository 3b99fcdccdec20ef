import GMPBridge

/// The hyperbolic functions and their inverses (MPFI), exact at the points where the value is
/// rational: `sinh(0) = tanh(0) = asinh(0) = atanh(0) = 0`, `cosh(0) = 1`, `acosh(1) = 0`.
extension Value {
    /// A hyperbolic function or its inverse.
    package enum Hyperbolic { case sinh, cosh, tanh, asinh, acosh, atanh }

    /// The function at `x`: `acosh` needs `x ≥ 1`, `atanh` needs `−1 < x < 1`.
    package static func hyperbolic(_ function: Hyperbolic, _ x: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if x.isComplex { return try complexHyperbolic(function, x, in: context) }
        if context.allowsComplex, function == .acosh, try compare(x, .one, in: context) < 0 {
            return try complexHyperbolic(function, x, in: context)
        }
        if context.allowsComplex, function == .atanh, try compare(try x.absolute(), .one, in: context) >= 0 {
            return try complexHyperbolic(function, x, in: context)
        }
        if case .exact(let value) = x {
            switch function {
            case .sinh, .tanh, .asinh, .atanh: if value.isZero { return .zero }
            case .cosh: if value.isZero { return .one }
            case .acosh: if value == .one { return .zero }
            }
        }
        switch function {
        case .acosh:
            if try compare(x, .one, in: context) < 0 { throw .domain }
        case .atanh:
            let magnitude = try x.absolute()
            if try compare(magnitude, .one, in: context) >= 0 { throw .domain }
        default:
            break
        }
        return try x.mapReal(in: context) { result, operand in
            switch function {
            case .sinh: _ = mpfi_sinh(result, operand)
            case .cosh: _ = mpfi_cosh(result, operand)
            case .tanh: _ = mpfi_tanh(result, operand)
            case .asinh: _ = mpfi_asinh(result, operand)
            case .acosh: _ = mpfi_acosh(result, operand)
            case .atanh: _ = mpfi_atanh(result, operand)
            }
        }
    }

    /// −1, 0 or 1 as `a` is less than, equal to or greater than `b`; undecided when their bounds
    /// overlap (equal irrational values are never told apart).
    package static func compare(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Int {
        if case .exact(let x) = a, case .exact(let y) = b { return x == y ? 0 : (x < y ? -1 : 1) }
        return try subtract(a, b, in: context).sign()
    }
}
