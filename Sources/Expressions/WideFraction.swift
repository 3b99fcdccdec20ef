import CountOnMeNumbers

/// An exact fraction of two 128-bit integers, not kept in lowest terms: the accumulator of the
/// quick reading of plain arithmetic (``PlainArithmetic``), where most lines never need a common
/// divisor until the end. Every operation is exact or refuses: it returns `nil` when a part
/// would not fit even after reducing the operands (the line is then read the general way).
/// ``rational`` gives the value in lowest terms.
struct WideFraction {
    /// The numerator, with the sign.
    private var numerator: Int128
    /// The denominator, always positive.
    private var denominator: Int128

    private init(_ numerator: Int128, _ denominator: Int128) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// `numerator / denominator`; `denominator` must be positive.
    init(numerator: Int64, denominator: Int64) {
        self.init(Int128(numerator), Int128(denominator))
    }

    /// The value with its sign flipped (always fits: the numerator is never `Int128.min`).
    var negated: WideFraction { WideFraction(-numerator, denominator) }

    /// The sum, `nil` when it does not fit even with both operands in lowest terms.
    func adding(_ other: WideFraction) -> WideFraction? {
        Self.sum(self, other) ?? Self.sum(reduced, other.reduced)
    }

    /// The difference, `nil` when it does not fit.
    func subtracting(_ other: WideFraction) -> WideFraction? {
        adding(other.negated)
    }

    /// The product, `nil` when it does not fit even with both operands in lowest terms.
    func multiplied(by other: WideFraction) -> WideFraction? {
        Self.product(self, other) ?? Self.product(reduced, other.reduced)
    }

    /// The quotient, `nil` when `divisor` is zero or it does not fit.
    func divided(by divisor: WideFraction) -> WideFraction? {
        guard divisor.numerator != 0 else { return nil }
        let positive = divisor.numerator > 0
        let reciprocal = WideFraction(positive ? divisor.denominator : -divisor.denominator,
                                      positive ? divisor.numerator : -divisor.numerator)
        return multiplied(by: reciprocal)
    }

    /// The value in lowest terms: inline when both parts fit in 64 bits, in GMP otherwise.
    var rational: Rational {
        let lowest = reduced
        return Rational(lowestTerms: lowest.numerator, lowest.denominator)
    }

    // MARK: Helpers

    /// A fraction from two parts computed with overflow flags; `nil` when either overflowed (or
    /// the numerator is `Int128.min`, whose negation would not fit).
    private static func checked(_ numerator: (Int128, Bool), _ denominator: (Int128, Bool)) -> WideFraction? {
        guard !numerator.1, !denominator.1, numerator.0 != .min else { return nil }
        return WideFraction(numerator.0, denominator.0)
    }

    /// `a + b` as they are, `nil` on overflow.
    @inline(__always)
    private static func sum(_ a: WideFraction, _ b: WideFraction) -> WideFraction? {
        if a.denominator == b.denominator {
            return checked(a.numerator.addingReportingOverflow(b.numerator), (a.denominator, false))
        }
        let (x, o1) = multiply(a.numerator, b.denominator), (y, o2) = multiply(b.numerator, a.denominator)
        guard !(o1 || o2) else { return nil }
        return checked(x.addingReportingOverflow(y), multiply(a.denominator, b.denominator))
    }

    /// `a × b` as they are, `nil` on overflow.
    @inline(__always)
    private static func product(_ a: WideFraction, _ b: WideFraction) -> WideFraction? {
        checked(multiply(a.numerator, b.numerator), multiply(a.denominator, b.denominator))
    }

    /// `a × b` and whether it overflowed; two factors that fit in 64 bits (the usual case) are
    /// multiplied in machine words, without the general 128-bit overflow check.
    @inline(__always)
    private static func multiply(_ a: Int128, _ b: Int128) -> (Int128, Bool) {
        if let x = Int64(exactly: a), let y = Int64(exactly: b) {
            // |x × y| ≤ 2^126: always fits.
            return (Int128(x) &* Int128(y), false)
        }
        return a.multipliedReportingOverflow(by: b)
    }

    /// The same value in lowest terms.
    private var reduced: WideFraction {
        if denominator == 1 { return self }
        let divisor = Int128(Self.gcd(numerator.magnitude, UInt128(denominator)))
        return divisor == 1 ? self : WideFraction(numerator / divisor, denominator / divisor)
    }

    /// The greatest common divisor (1 when both are zero): binary steps while a part needs more
    /// than 64 bits, then Euclid's in machine words.
    static func gcd(_ a: UInt128, _ b: UInt128) -> UInt128 {
        if a == 0 || b == 0 { return max(a | b, 1) }
        var (a, b) = (a, b)
        let shift = (a | b).trailingZeroBitCount
        a >>= a.trailingZeroBitCount
        while true {
            b >>= b.trailingZeroBitCount
            if let small = UInt64(exactly: a), let other = UInt64(exactly: b) {
                return UInt128(Rational.gcd(small, other)) << shift
            }
            if a > b { swap(&a, &b) }
            b -= a
            if b == 0 { return a << shift }
        }
    }
}
