import GMPBridge

/// The four operations, modulo and percent on values, keeping results exact wherever they are.
extension Value {
    /// `−a`.
    package func negated() -> Value {
        switch self {
        case .exact(let value): return .exact(value.negated)
        case .piMultiple(let q): return .piMultiple(q.negated)
        case .eMultiple(let q): return .eMultiple(q.negated)
        case .surd(let q, let n): return .surd(q.negated, n)
        case .approximate(let real): return .approximate(real.negated)
        case .complex(let real, let imaginary): return .complex(real: real.negated(), imaginary: imaginary.negated())
        }
    }

    /// `|a|`.
    package func absolute() throws(ArithmeticFailure) -> Value {
        if case .approximate(let real) = self, real.containsZero {
            return .approximate(Real.unchecked(precision: real.precision) { _ = mpfi_abs($0, real.pointer) })
        }
        return try sign() < 0 ? negated() : self
    }

    /// `a + b`.
    package static func add(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if a.isComplex || b.isComplex { return try complexSum(a, b, in: context) }
        return try exactOrApproximate({ () throws(ArithmeticFailure) in try exactSum(a, b, in: context) }) { () throws(ArithmeticFailure) in
            try combineReal(a, b, in: context) { _ = mpfi_add($0, $1, $2) }
        }
    }

    /// `a + b` kept exact where the kinds allow.
    private static func exactSum(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        switch (a, b) {
        case (.exact(let x), .exact(let y)): return .exact(try context.check(x + y))
        case (.piMultiple(let x), .piMultiple(let y)): return .multipleOfPi(try context.check(x + y))
        case (.eMultiple(let x), .eMultiple(let y)): return .multipleOfE(try context.check(x + y))
        case (.surd(let x, let n), .surd(let y, let m)) where n == m: return .multipleOfRoot(try context.check(x + y), n)
        case (.exact(let x), _) where x.isZero: return b
        case (_, .exact(let y)) where y.isZero: return a
        default: return try combineReal(a, b, in: context) { _ = mpfi_add($0, $1, $2) }
        }
    }

    /// `a − b`.
    package static func subtract(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        try add(a, b.negated(), in: context)
    }

    /// `a × b`. Zero times anything is exactly zero.
    package static func multiply(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if a.isComplex || b.isComplex { return try complexProduct(a, b, in: context) }
        return try exactOrApproximate({ () throws(ArithmeticFailure) in try exactProduct(a, b, in: context) }) { () throws(ArithmeticFailure) in
            try combineReal(a, b, in: context) { _ = mpfi_mul($0, $1, $2) }
        }
    }

    /// `a × b` kept exact where the kinds allow.
    private static func exactProduct(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        switch (a, b) {
        case (.exact(let x), .exact(let y)): return .exact(try context.check(x * y))
        case (.exact(let x), _) where x.isZero, (_, .exact(let x)) where x.isZero: return .zero
        case (.exact(let x), .piMultiple(let q)), (.piMultiple(let q), .exact(let x)):
            return .multipleOfPi(try context.check(x * q))
        case (.exact(let x), .eMultiple(let q)), (.eMultiple(let q), .exact(let x)):
            return .multipleOfE(try context.check(x * q))
        case (.exact(let x), .surd(let q, let n)), (.surd(let q, let n), .exact(let x)):
            return .multipleOfRoot(try context.check(x * q), n)
        case (.surd(let x, let n), .surd(let y, let m)):
            if let product = try multiplyRoots(x, n, y, m, in: context) { return product }
            return try combineReal(a, b, in: context) { _ = mpfi_mul($0, $1, $2) }
        default: return try combineReal(a, b, in: context) { _ = mpfi_mul($0, $1, $2) }
        }
    }

    /// `a ÷ b`; fails when `b` is zero.
    package static func divide(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if a.isComplex || b.isComplex { return try complexQuotient(a, b, in: context) }
        if try b.sign() == 0 { throw .divisionByZero }
        return try exactOrApproximate({ () throws(ArithmeticFailure) in try exactQuotient(a, b, in: context) }) { () throws(ArithmeticFailure) in
            try combineReal(a, b, in: context) { _ = mpfi_div($0, $1, $2) }
        }
    }

    /// `a ÷ b` (`b` not zero) kept exact where the kinds allow.
    private static func exactQuotient(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        switch (a, b) {
        case (.exact(let x), .exact(let y)): return .exact(try context.check(try x.divided(by: y)))
        case (.exact(let x), _) where x.isZero: return .zero
        case (.piMultiple(let q), .exact(let y)): return .multipleOfPi(try context.check(try q.divided(by: y)))
        case (.piMultiple(let p), .piMultiple(let q)): return .exact(try context.check(try p.divided(by: q)))
        case (.eMultiple(let q), .exact(let y)): return .multipleOfE(try context.check(try q.divided(by: y)))
        case (.eMultiple(let p), .eMultiple(let q)): return .exact(try context.check(try p.divided(by: q)))
        case (.surd(let q, let n), .exact(let y)): return .multipleOfRoot(try context.check(try q.divided(by: y)), n)
        case (_, .surd(let q, let n)):
            // a / (q√n) = a · √n / (q·n).
            let inverse = Value.multipleOfRoot(try context.check(try Rational.one.divided(by: q * Rational(n))), n)
            return try multiply(a, inverse, in: context)
        default: return try combineReal(a, b, in: context) { _ = mpfi_div($0, $1, $2) }
        }
    }

    /// Floored modulo, `a − b·⌊a/b⌋`: the result has the sign of `b` (as in Python); fails when `b` is zero.
    package static func modulo(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if try b.sign() == 0 { throw .divisionByZero }
        switch (a, b) {
        case (.exact(let x), .exact(let y)): return .exact(try context.check(try x.modulo(y)))
        case (.piMultiple(let p), .piMultiple(let q)): return .multipleOfPi(try context.check(try p.modulo(q)))
        case (.eMultiple(let p), .eMultiple(let q)): return .multipleOfE(try context.check(try p.modulo(q)))
        default:
            // ⌊a/b⌋ from the bounds of a/b: certain only when both bounds have the same floor.
            guard case .approximate(let quotient) = try combineReal(a, b, in: context, { _ = mpfi_div($0, $1, $2) }) else {
                throw .undecided
            }
            try quotient.requireRationalBounds(within: context.limits)
            let floor = quotient.lowerBound.floor
            guard quotient.upperBound.floor == floor else { throw .undecided }
            return try subtract(a, try multiply(b, .exact(floor), in: context), in: context)
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
