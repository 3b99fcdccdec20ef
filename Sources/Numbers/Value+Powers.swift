import GMPBridge

/// Powers and roots: exact whenever the result is rational (`2^100`, `8^(1/3)`, `sqrt(9/4)`),
/// size-checked before computing (`9^9^9^9` is refused at once).
extension Value {
    /// `base ^ exponent`.
    package static func power(_ base: Value, _ exponent: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if base.isComplex || exponent.isComplex { return try complexPower(base, exponent, in: context) }
        do {
            return try realPower(base, exponent, in: context)
        } catch .domain where context.allowsComplex {
            // No real value (`(−4)^(1/2)`, `(−8)^π`): the principal complex one.
            return try complexPower(base, exponent, in: context)
        }
    }

    /// `base ^ exponent` of real values.
    private static func realPower(_ base: Value, _ exponent: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        guard case .exact(let e) = exponent else {
            // Irrational exponent: defined for positive bases only.
            switch try base.sign() {
            case 0: if try exponent.sign() > 0 { return .zero } else { throw .divisionByZero }
            case ..<0: throw .domain
            default: return try exponential(base, times: exponent, in: context)
            }
        }
        if e.isZero { return .one }
        if e.isInteger { return try integerPower(base, e, in: context) }
        return try rationalPower(base, e, in: context)
    }

    /// `base ^ exponent` for a positive base: `exp(exponent · ln base)`, within rigorous bounds.
    private static func exponential(_ base: Value, times exponent: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let logarithm = try realLogarithm(base, base: .e, in: context)
        let product = try multiply(logarithm, exponent, in: context)
        return try product.mapReal(in: context) { _ = mpfi_exp($0, $1) }
    }

    /// `base ^ n` for an integer `n`.
    private static func integerPower(_ base: Value, _ n: Rational, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        guard let exponent = n.intValue else {
            // An exponent past Int: 0, 1 and −1 keep their exact powers; others are
            // exp(n · ln|base|), with the sign of (−1)^n (1.0000000000000000001^(10^20) is about
            // e^10; 2^(10^20) is past the exponent range and refused there).
            if case .exact(let b) = base {
                if b.isZero { if n.isNegative { throw .divisionByZero } else { return .zero } }
                if b == .one { return .one }
                if b == Rational(-1) { return n.numeratorIsOdd ? .exact(b) : .one }
            }
            let sign = try base.sign()
            if sign == 0 { throw n.isNegative ? .divisionByZero : .undecided }
            let magnitude = try exponential(try base.absolute(), times: .exact(n), in: context)
            return sign < 0 && n.numeratorIsOdd ? magnitude.negated() : magnitude
        }
        switch base {
        case .exact(let b):
            return try exactOrApproximate({ () throws(ArithmeticFailure) in
                .exact(try context.check(try b.power(exponent, maximumBits: context.limits.maximumBits)))
            }, else: { () throws(ArithmeticFailure) in
                try approximatePower(.approximate(try Real.from(b, precision: context.precision, limits: context.limits)), exponent, in: context)
            })
        case .surd(let q, let radicand) where exponent >= 0:
            return try exactOrApproximate({ () throws(ArithmeticFailure) in try rootPower(q, radicand, exponent, in: context) },
                                          else: { () throws(ArithmeticFailure) in try approximatePower(.approximate(try base.real(in: context)), exponent, in: context) })
        case .piMultiple, .eMultiple, .surd, .approximate:
            return try approximatePower(base, exponent, in: context)
        case .complex:
            return try complexIntegerPower(base, exponent, in: context)
        }
    }

    /// `base ^ exponent` by squaring and multiplying on intervals (squaring keeps an interval around
    /// zero non-negative); a negative exponent through the reciprocal.
    private static func approximatePower(_ base: Value, _ exponent: Int, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if exponent < 0 {
            guard exponent != Int.min else { throw .tooLarge }
            return try divide(.one, try approximatePower(base, -exponent, in: context), in: context)
        }
        var result = Value.one
        var square = base
        var remaining = exponent
        while remaining > 0 {
            if remaining & 1 == 1 { result = try multiply(result, square, in: context) }
            remaining >>= 1
            if remaining > 0 { square = try square.mapReal(in: context) { _ = mpfi_sqr($0, $1) } }
        }
        return result
    }

    /// `base ^ (p/q)` for a non-integer rational exponent: exact when the q-th root is rational;
    /// negative bases have real roots only for odd q.
    private static func rationalPower(_ base: Value, _ e: Rational, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let sign = try base.sign()
        if sign == 0 {
            if e.isNegative { throw .divisionByZero }
            return .zero
        }
        let (p, q) = e.parts
        let qIsOdd = gb_mpz_odd_p(q.pointer) != 0
        if sign < 0 && !qIsOdd { throw .domain }
        let pIsOdd = gb_mpz_odd_p(p.pointer) != 0
        // (−x)^(p/q) = (−1)^p · x^(p/q) for odd q.
        let magnitude = sign < 0 ? base.negated() : base
        let negate = sign < 0 && pIsOdd

        if case .exact(let b) = magnitude, gb_mpz_fits_slong_p(q.pointer) != 0,
           let root = b.exactRoot(gb_mpz_get_si(q.pointer)) {
            let result = try integerPower(.exact(root), Rational(integer: p), in: context)
            return negate ? result.negated() : result
        }
        let result: Value
        if q.isTwo, case .exact(let b) = magnitude, let root = squareRoot(of: b) {
            result = try integerPower(root, Rational(integer: p), in: context)
        } else if q.isTwo {
            let root = try magnitude.mapReal(in: context) { _ = mpfi_sqrt($0, $1) }
            result = try integerPower(root, Rational(integer: p), in: context)
        } else if q.isThree {
            let root = try magnitude.mapReal(in: context) { _ = mpfi_cbrt($0, $1) }
            result = try integerPower(root, Rational(integer: p), in: context)
        } else {
            result = try exponential(magnitude, times: .exact(e), in: context)
        }
        return negate ? result.negated() : result
    }

    /// The `n`-th root of `x` (`x^(1/n)`); `n` must not be zero.
    package static func root(_ x: Value, degree n: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if try n.sign() == 0 { throw .domain }
        return try power(x, try divide(.one, n, in: context), in: context)
    }
}

private extension BigIntegerStorage {
    var isTwo: Bool { gb_mpz_cmp_si(pointer, 2) == 0 }
    var isThree: Bool { gb_mpz_cmp_si(pointer, 3) == 0 }
}
