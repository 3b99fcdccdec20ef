import GMPBridge

/// Powers and roots: exact whenever the result is rational (`2^100`, `8^(1/3)`, `sqrt(9/4)`),
/// size-checked before computing (`9^9^9^9` is refused at once).
extension Value {
    /// `base ^ exponent`.
    package static func power(_ base: Value, _ exponent: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        guard case .exact(let e) = exponent else {
            // Irrational exponent: defined for positive bases only.
            switch base.sign {
            case 0: if exponent.sign > 0 { return .zero } else { throw .divisionByZero }
            case ..<0: throw .domain
            default: return try combineReal(base, exponent, in: context) { mpfr_pow($0, $1, $2, MPFR_RNDN) }
            }
        }
        if e.isZero { return .one }
        if e.isInteger { return try integerPower(base, e, in: context) }
        return try rationalPower(base, e, in: context)
    }

    /// `base ^ n` for an integer `n`.
    private static func integerPower(_ base: Value, _ n: Rational, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        guard let exponent = n.intValue else {
            // An exponent past Int: only 0, 1 and −1 have a result of bounded size.
            guard case .exact(let b) = base else { throw .tooLarge }
            if b.isZero { if n.isNegative { throw .divisionByZero } else { return .zero } }
            if b == .one { return .one }
            if b == Rational(-1) { return n.numeratorIsOdd ? .exact(b) : .one }
            throw .tooLarge
        }
        switch base {
        case .exact(let b):
            return .exact(try context.check(try b.power(exponent, maximumBits: context.limits.maximumBits)))
        case .piMultiple, .approximate:
            return try base.mapReal(in: context) { mpfr_pow_si($0, $1, exponent, MPFR_RNDN) }
        }
    }

    /// `base ^ (p/q)` for a non-integer rational exponent: exact when the q-th root is rational;
    /// negative bases have real roots only for odd q.
    private static func rationalPower(_ base: Value, _ e: Rational, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if base.sign == 0 {
            if e.isNegative { throw .divisionByZero }
            return .zero
        }
        let (p, q) = e.parts
        let qIsOdd = gb_mpz_odd_p(q.pointer) != 0
        if base.sign < 0 && !qIsOdd { throw .domain }
        let pIsOdd = gb_mpz_odd_p(p.pointer) != 0
        // (−x)^(p/q) = (−1)^p · x^(p/q) for odd q.
        let magnitude = base.absolute()
        let negate = base.sign < 0 && pIsOdd

        if case .exact(let b) = magnitude, gb_mpz_fits_slong_p(q.pointer) != 0,
           let root = b.exactRoot(gb_mpz_get_si(q.pointer)) {
            let result = try integerPower(.exact(root), Rational(integer: p), in: context)
            return negate ? result.negated() : result
        }
        let result: Value
        if gb_mpz_fits_slong_p(q.pointer) != 0, gb_mpz_fits_slong_p(p.pointer) != 0 {
            // The q-th root is correctly rounded; 1/q itself would not be exact in binary.
            let order = UInt(gb_mpz_get_si(q.pointer)), power = gb_mpz_get_si(p.pointer)
            let root = try magnitude.mapReal(in: context) { mpfr_rootn_ui($0, $1, order, MPFR_RNDN) }
            result = power == 1 ? root : try root.mapReal(in: context) { mpfr_pow_si($0, $1, power, MPFR_RNDN) }
        } else {
            result = try combineReal(magnitude, .exact(e), in: context) { mpfr_pow($0, $1, $2, MPFR_RNDN) }
        }
        return negate ? result.negated() : result
    }

    /// The `n`-th root of `x` (`x^(1/n)`); `n` must not be zero.
    package static func root(_ x: Value, degree n: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if n.sign == 0 { throw .domain }
        return try power(x, try divide(.one, n, in: context), in: context)
    }
}
