import GMPBridge

/// Square roots kept exact: `q·√n` with a square-free integer `n` (`√8 = 2√2`), so that `√2·√2`,
/// `√2² − 2` and `√8/√2` come out exactly (2, 0 and 2) instead of within bounds.
extension Value {
    /// The largest radicand kept as a symbol (products of two must still fit a machine word).
    static let largestRadicand: UInt64 = 1 << 31

    /// `(q, n)` for a value `q·√n` (`n` 1 for a rational `q`); `nil` for any other kind.
    var rootCoefficient: (q: Rational, n: Int)? {
        switch self {
        case .exact(let q): (q, 1)
        case .surd(let q, let n): (q, n)
        default: nil
        }
    }

    /// `q·√n`, collapsing to a rational when `n` is 1 and to zero when `q` is.
    static func multipleOfRoot(_ q: Rational, _ n: Int) -> Value {
        if q.isZero { return .zero }
        return n == 1 ? .exact(q) : .surd(q, n)
    }

    /// √r for a positive rational `r` whose root is not rational, as `q·√n` when `r`'s numerator
    /// times its denominator is small enough to take apart (`nil` otherwise: it is then computed
    /// within bounds).
    static func squareRoot(of r: Rational) -> Value? {
        guard !r.isNegative, !r.isZero else { return nil }
        let (numerator, denominator) = r.parts
        guard gb_mpz_fits_slong_p(numerator.pointer) != 0, gb_mpz_fits_slong_p(denominator.pointer) != 0 else { return nil }
        let a = UInt64(gb_mpz_get_si(numerator.pointer)), b = UInt64(gb_mpz_get_si(denominator.pointer))
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        guard !overflow, product <= largestRadicand else { return nil }
        // √(a/b) = √(ab)/b, and ab = s²·n with n square-free.
        let (square, free) = squareFreeParts(product)
        guard free > 1, let s = Int(exactly: square), let bInt = Int(exactly: b), let n = Int(exactly: free) else { return nil }
        return .surd(Rational(numerator: s, denominator: UInt(bInt)), n)
    }

    /// `m = s²·n` with `n` square-free, by trial division (`m` below 2³¹: primes up to its cube
    /// root, then the cofactor is 1, a prime, a product of two primes, or a square).
    private static func squareFreeParts(_ m: UInt64) -> (s: UInt64, n: UInt64) {
        var rest = m, s: UInt64 = 1, n: UInt64 = 1
        var p: UInt64 = 2
        while p * p * p <= rest {
            var count = 0
            while rest % p == 0 { rest /= p; count += 1 }
            for _ in 0..<(count / 2) { s *= p }
            if count % 2 == 1 { n *= p }
            p += p == 2 ? 1 : 2
        }
        let root = UInt64(Double(rest).squareRoot().rounded())
        if rest > 1, root * root == rest { s *= root } else { n *= rest }
        return (s, n)
    }

    /// `q₁√n₁ · q₂√n₂`: with g = gcd(n₁, n₂), √(n₁n₂) = g·√((n₁/g)(n₂/g)), still square-free.
    static func multiplyRoots(_ q1: Rational, _ n1: Int, _ q2: Rational, _ n2: Int,
                              in context: NumericContext) throws(ArithmeticFailure) -> Value? {
        let g = Int(Rational.gcd(UInt64(n1), UInt64(n2)))
        let (radicand, overflow) = (n1 / g).multipliedReportingOverflow(by: n2 / g)
        guard !overflow, UInt64(radicand) <= largestRadicand else { return nil }
        return multipleOfRoot(try context.check(q1 * q2 * Rational(g)), radicand)
    }

    /// `(q√n)^k` for an integer `k ≥ 0`: `q^k·n^(k/2)`, times `√n` when `k` is odd.
    static func rootPower(_ q: Rational, _ n: Int, _ k: Int, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let coefficient = try q.power(k, maximumBits: context.limits.maximumBits)
        let radicandPower = try Rational(n).power(k / 2, maximumBits: context.limits.maximumBits)
        return multipleOfRoot(try context.check(coefficient * radicandPower), k % 2 == 1 ? n : 1)
    }
}
