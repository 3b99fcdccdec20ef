import GMPBridge

/// The four operations, modulo and percent on values, keeping results exact wherever they are.
extension Value {
    /// `−a`.
    package func negated() -> Value {
        switch self {
        case .exact(let value): return .exact(value.negated)
        case .piMultiple(let q): return .piMultiple(q.negated)
        case .approximate(let real): return .approximate(real.negated)
        }
    }

    /// `|a|`.
    package func absolute() -> Value {
        sign < 0 ? negated() : self
    }

    /// `a + b`.
    package static func add(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        switch (a, b) {
        case (.exact(let x), .exact(let y)): return .exact(try context.check(x + y))
        case (.piMultiple(let x), .piMultiple(let y)): return .multipleOfPi(try context.check(x + y))
        case (.exact(let x), _) where x.isZero: return b
        case (_, .exact(let y)) where y.isZero: return a
        default: return try combineReal(a, b, in: context) { mpfr_add($0, $1, $2, MPFR_RNDN) }
        }
    }

    /// `a − b`.
    package static func subtract(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        try add(a, b.negated(), in: context)
    }

    /// `a × b`. Zero times anything is exactly zero.
    package static func multiply(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        switch (a, b) {
        case (.exact(let x), .exact(let y)): return .exact(try context.check(x * y))
        case (.exact(let x), _) where x.isZero, (_, .exact(let x)) where x.isZero: return .zero
        case (.exact(let x), .piMultiple(let q)), (.piMultiple(let q), .exact(let x)):
            return .multipleOfPi(try context.check(x * q))
        default: return try combineReal(a, b, in: context) { mpfr_mul($0, $1, $2, MPFR_RNDN) }
        }
    }

    /// `a ÷ b`; fails when `b` is zero.
    package static func divide(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if b.sign == 0 { throw .divisionByZero }
        switch (a, b) {
        case (.exact(let x), .exact(let y)): return .exact(try context.check(try x.divided(by: y)))
        case (.exact(let x), _) where x.isZero: return .zero
        case (.piMultiple(let q), .exact(let y)): return .multipleOfPi(try context.check(try q.divided(by: y)))
        case (.piMultiple(let p), .piMultiple(let q)): return .exact(try context.check(try p.divided(by: q)))
        default: return try combineReal(a, b, in: context) { mpfr_div($0, $1, $2, MPFR_RNDN) }
        }
    }

    /// Floored modulo, `a − b·⌊a/b⌋`: the result has the sign of `b` (as in Python); fails when `b` is zero.
    package static func modulo(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if b.sign == 0 { throw .divisionByZero }
        switch (a, b) {
        case (.exact(let x), .exact(let y)): return .exact(try context.check(try x.modulo(y)))
        case (.piMultiple(let p), .piMultiple(let q)): return .multipleOfPi(try context.check(try p.modulo(q)))
        default:
            let divisorSign = b.sign
            let remainder = try combineReal(a, b, in: context) { mpfr_fmod($0, $1, $2, MPFR_RNDN) }
            // fmod truncates; move a remainder of the other sign into the divisor's range.
            if remainder.sign != 0 && remainder.sign != divisorSign {
                return try add(remainder, b, in: context)
            }
            return remainder
        }
    }

    /// `x%`: `x / 100`.
    package func percent(in context: NumericContext) throws(ArithmeticFailure) -> Value {
        try Value.divide(self, .exact(Rational(100)), in: context)
    }

    /// The calculator's `a + b%` (or `a − b%` with `subtracting`): `a ± a·b/100`.
    package static func addPercent(
        _ a: Value, _ b: Value, subtracting: Bool, in context: NumericContext
    ) throws(ArithmeticFailure) -> Value {
        let share = try multiply(a, try b.percent(in: context), in: context)
        return subtracting ? try subtract(a, share, in: context) : try add(a, share, in: context)
    }
}
