import GMPBridge

/// An exact rational number, always in lowest terms with a positive denominator.
///
/// Values whose numerator and denominator fit in 64 bits — nearly everything people type — are
/// held inline and computed with overflow-checked machine arithmetic: no allocation, no GMP.
/// Larger ones live in a GMP `mpq_t` in immutable, shared heap storage. Operations return new
/// values, so a `Rational` has value semantics and copies are free; results move back to the
/// inline form whenever they fit.
public struct Rational: Sendable {
    /// The GMP value of a large rational. Never mutated after the initializer that made it returns.
    final class Storage: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<__mpq_struct>

        init() {
            pointer = .allocate(capacity: 1)
            gb_mpq_init(pointer)
        }

        deinit {
            gb_mpq_clear(pointer)
            pointer.deallocate()
        }
    }

    /// Inline while both parts fit in 64 bits (`denominator > 0`, coprime), GMP otherwise.
    enum Representation {
        case small(numerator: Int64, denominator: Int64)
        case big(Storage)
    }

    let representation: Representation

    private init(_ representation: Representation) {
        self.representation = representation
    }

    /// `numerator / denominator` from parts already in lowest terms with a positive denominator.
    static func reduced(_ numerator: Int64, _ denominator: Int64) -> Rational {
        Rational(.small(numerator: numerator, denominator: denominator))
    }

    /// Builds a value by letting `body` write a canonical rational into fresh GMP storage; the
    /// result is kept inline when it fits.
    @inline(__always)
    static func make(_ body: (UnsafeMutablePointer<__mpq_struct>) -> Void) -> Rational {
        let storage = Storage()
        body(storage.pointer)
        let numerator = gb_mpq_numref_const(storage.pointer), denominator = gb_mpq_denref_const(storage.pointer)
        if gb_mpz_fits_slong_p(numerator) != 0, gb_mpz_fits_slong_p(denominator) != 0 {
            return reduced(Int64(gb_mpz_get_si(numerator)), Int64(gb_mpz_get_si(denominator)))
        }
        return Rational(.big(storage))
    }

    /// `numerator / denominator` from 128-bit parts already in lowest terms with a positive
    /// denominator (the quick arithmetic's result): inline when both fit in 64 bits.
    package init(lowestTerms numerator: Int128, _ denominator: Int128) {
        if let small = Int64(exactly: numerator), let smallDenominator = Int64(exactly: denominator) {
            self = Rational.reduced(small, smallDenominator)
            return
        }
        // Each part set from its 64-bit halves (GMP takes no 128-bit integer); the high half in
        // two steps, since `set_si` takes at most 63 bits.
        func set(_ target: UnsafeMutablePointer<__mpz_struct>, _ value: UInt128) {
            let high = UInt64(truncatingIfNeeded: value >> 64)
            gb_mpz_set_si(target, Int(high >> 1))
            gb_mpz_mul_2exp(target, target, 1)
            gb_mpz_add_ui(target, target, UInt(high & 1))
            gb_mpz_mul_2exp(target, target, 64)
            gb_mpz_add_ui(target, target, UInt(UInt64(truncatingIfNeeded: value)))
        }
        self = Rational.make { result in
            set(gb_mpq_numref(result), numerator.magnitude)
            set(gb_mpq_denref(result), denominator.magnitude)
            if numerator < 0 { gb_mpq_neg(result, result) }
        }
    }

    /// The integer `value`.
    public init(_ value: Int) {
        representation = .small(numerator: Int64(value), denominator: 1)
    }

    /// The fraction `numerator / denominator`, reduced. `denominator` must not be zero.
    package init(numerator: Int, denominator: UInt) {
        guard denominator != 0, let wide = Int64(exactly: denominator) else {
            self = Rational.make { gb_mpq_set_si($0, numerator, denominator == 0 ? 1 : denominator); gb_mpq_canonicalize($0) }
            return
        }
        self = Rational.fraction(Int64(numerator), wide)
    }

    /// The integer held by `integer`.
    init(integer: BigIntegerStorage) {
        self = Rational.make { gb_mpq_set_z($0, integer.pointer) }
    }

    /// Zero.
    public static let zero = Rational(0)
    /// One.
    public static let one = Rational(1)

    /// Calls `body` with this value as a GMP rational (a temporary one for an inline value).
    func withMPQ<Result>(_ body: (UnsafePointer<__mpq_struct>) -> Result) -> Result {
        switch representation {
        case .big(let storage):
            return withExtendedLifetime(storage) { body(storage.pointer) }
        case .small(let numerator, let denominator):
            let temporary = Storage()
            gb_mpq_set_si(temporary.pointer, Int(numerator), UInt(denominator))
            return withExtendedLifetime(temporary) { body(temporary.pointer) }
        }
    }

    /// Copies of the numerator and the denominator as GMP integers.
    var parts: (numerator: BigIntegerStorage, denominator: BigIntegerStorage) {
        let numerator = BigIntegerStorage(), denominator = BigIntegerStorage()
        withMPQ { value in
            gb_mpz_set(numerator.pointer, gb_mpq_numref_const(value))
            gb_mpz_set(denominator.pointer, gb_mpq_denref_const(value))
        }
        return (numerator, denominator)
    }

    // MARK: Properties

    /// -1, 0 or 1.
    public var sign: Int {
        switch representation {
        case .small(let numerator, _): numerator.signum() == 0 ? 0 : (numerator < 0 ? -1 : 1)
        case .big(let storage): Int(gb_mpq_sgn(storage.pointer))
        }
    }

    /// Whether the value is zero.
    public var isZero: Bool { sign == 0 }
    /// Whether the value is negative.
    public var isNegative: Bool { sign < 0 }

    /// Whether the value is held inline (numerator and denominator fit in 64 bits): arithmetic on
    /// such values needs no allocation and no GMP.
    package var isInline: Bool {
        if case .small = representation { return true }
        return false
    }

    /// Whether the denominator is 1.
    public var isInteger: Bool {
        switch representation {
        case .small(_, let denominator): denominator == 1
        case .big(let storage): gb_mpz_cmp_si(gb_mpq_denref_const(storage.pointer), 1) == 0
        }
    }

    /// The value as an `Int` when it is an integer that fits, else `nil`.
    public var intValue: Int? {
        if case .small(let numerator, 1) = representation { return Int(numerator) }
        return nil
    }

    /// Whether the numerator is odd.
    var numeratorIsOdd: Bool {
        switch representation {
        case .small(let numerator, _): numerator & 1 != 0
        case .big(let storage): gb_mpz_odd_p(gb_mpq_numref_const(storage.pointer)) != 0
        }
    }

    /// The number of bits of the larger of numerator and denominator (the size bound's measure).
    package var bitLength: Int {
        let bits = partBitLengths
        return max(1, bits.numerator, bits.denominator)
    }

    /// The number of bits of the denominator once every prime it shares with `m` (positive) is
    /// divided out: `3/40` with `m = 6` leaves 5, 3 bits. Each round divides out every power of
    /// what is still shared, so the rounds are few (`2^10·3^3` with `m = 6`: 6³, then 2⁷).
    func denominatorBitLength(withoutPrimesOf m: Int) -> Int {
        let rest = BigIntegerStorage(), shared = BigIntegerStorage(), factor = BigIntegerStorage(m)
        withMPQ { gb_mpz_set(rest.pointer, gb_mpq_denref_const($0)) }
        gb_mpz_gcd(shared.pointer, rest.pointer, factor.pointer)
        while gb_mpz_cmp_si(shared.pointer, 1) > 0 {
            _ = gb_mpz_remove(rest.pointer, rest.pointer, shared.pointer)
            gb_mpz_gcd(shared.pointer, rest.pointer, shared.pointer)
        }
        return gb_mpz_sizeinbase(rest.pointer, 2)
    }

    /// The number of bits of the numerator's magnitude (0 for zero) and of the denominator.
    var partBitLengths: (numerator: Int, denominator: Int) {
        switch representation {
        case .small(let numerator, let denominator):
            return (Int64.bitWidth - numerator.magnitude.leadingZeroBitCount, Int64.bitWidth - denominator.magnitude.leadingZeroBitCount)
        case .big(let storage):
            let numerator = gb_mpz_cmp_si(gb_mpq_numref_const(storage.pointer), 0) == 0 ? 0 : gb_mpz_sizeinbase(gb_mpq_numref_const(storage.pointer), 2)
            return (numerator, gb_mpz_sizeinbase(gb_mpq_denref_const(storage.pointer), 2))
        }
    }

    // MARK: Arithmetic (size checks belong to the caller: see NumericContext.check)

    /// The greatest common divisor (1 when both are zero), by binary steps (Stein's algorithm):
    /// shifts and subtractions, no division, whose latency dominated Euclid's loop.
    package static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        if a == 0 || b == 0 { return max(a | b, 1) }
        var (a, b) = (a, b)
        let shift = (a | b).trailingZeroBitCount
        a >>= a.trailingZeroBitCount
        repeat {
            b >>= b.trailingZeroBitCount
            if a > b { swap(&a, &b) }
            b -= a
        } while b != 0
        return a << shift
    }

    /// `numerator / denominator` reduced, for 64-bit parts (`denominator > 0`).
    private static func fraction(_ numerator: Int64, _ denominator: Int64) -> Rational {
        let divisor = Int64(gcd(numerator.magnitude, denominator.magnitude))
        return reduced(numerator / divisor, denominator / divisor)
    }

    /// The value with its sign flipped.
    public var negated: Rational {
        if case .small(let numerator, let denominator) = representation, numerator != .min {
            return Rational.reduced(-numerator, denominator)
        }
        return withMPQ { value in Rational.make { gb_mpq_neg($0, value) } }
    }

    /// The absolute value.
    public var magnitude: Rational { isNegative ? negated : self }

    /// The sum.
    public static func + (a: Rational, b: Rational) -> Rational {
        if case .small(let an, let ad) = a.representation, case .small(let bn, let bd) = b.representation {
            if ad == 1 && bd == 1 {
                let (sum, overflow) = an.addingReportingOverflow(bn)
                if !overflow { return reduced(sum, 1) }
            } else {
                let (x, o1) = an.multipliedReportingOverflow(by: bd), (y, o2) = bn.multipliedReportingOverflow(by: ad)
                let (n, o3) = x.addingReportingOverflow(y), (d, o4) = ad.multipliedReportingOverflow(by: bd)
                if !(o1 || o2 || o3 || o4) { return fraction(n, d) }
            }
        }
        return a.withMPQ { x in b.withMPQ { y in make { gb_mpq_add($0, x, y) } } }
    }

    /// The difference.
    public static func - (a: Rational, b: Rational) -> Rational {
        if case .small(let bn, _) = b.representation, bn != .min { return a + b.negated }
        return a.withMPQ { x in b.withMPQ { y in make { gb_mpq_sub($0, x, y) } } }
    }

    /// The product.
    public static func * (a: Rational, b: Rational) -> Rational {
        if case .small(let an, let ad) = a.representation, case .small(let bn, let bd) = b.representation {
            // Cross-reduce first so the products stay small.
            let g1 = Int64(gcd(an.magnitude, bd.magnitude)), g2 = Int64(gcd(bn.magnitude, ad.magnitude))
            let (n, o1) = (an / g1).multipliedReportingOverflow(by: bn / g2)
            let (d, o2) = (ad / g2).multipliedReportingOverflow(by: bd / g1)
            if !(o1 || o2) { return reduced(n, d) }
        }
        return a.withMPQ { x in b.withMPQ { y in make { gb_mpq_mul($0, x, y) } } }
    }

    /// The quotient; fails on a zero divisor.
    package func divided(by divisor: Rational) throws(ArithmeticFailure) -> Rational {
        if divisor.isZero { throw .divisionByZero }
        if case .small(let n, let d) = divisor.representation, n != .min {
            return self * Rational.reduced(n < 0 ? -d : d, Int64(n.magnitude))
        }
        return withMPQ { x in divisor.withMPQ { y in Rational.make { gb_mpq_div($0, x, y) } } }
    }

    /// The largest integer not greater than the value.
    var floor: Rational {
        if isInteger { return self }
        if case .small(let numerator, let denominator) = representation {
            let quotient = numerator / denominator
            return Rational.reduced(numerator < 0 ? quotient - 1 : quotient, 1)
        }
        let (numerator, denominator) = parts
        let quotient = BigIntegerStorage(), remainder = BigIntegerStorage()
        gb_mpz_fdiv_qr(quotient.pointer, remainder.pointer, numerator.pointer, denominator.pointer)
        return Rational(integer: quotient)
    }

    /// Floored modulo: `self − divisor·⌊self/divisor⌋`, with the sign of the divisor.
    func modulo(_ divisor: Rational) throws(ArithmeticFailure) -> Rational {
        let quotient = try divided(by: divisor).floor
        return self - divisor * quotient
    }

    /// `self` raised to an integer power, refused before it is computed when the result would
    /// exceed `maximumBits`.
    func power(_ exponent: Int, maximumBits: Int) throws(ArithmeticFailure) -> Rational {
        if exponent == 0 { return .one }
        if isZero {
            if exponent < 0 { throw .divisionByZero }
            return .zero
        }
        let magnitudeExponent = exponent.magnitude
        // |numerator|, denominator ≥ 2^(bits−1), so the result needs at least that many bits times the exponent.
        let (lowerBound, overflow) = (bitLength - 1).multipliedReportingOverflow(by: Int(clamping: magnitudeExponent))
        if overflow || lowerBound > maximumBits { throw .tooLarge }
        guard let power = UInt(exactly: magnitudeExponent) else { throw .tooLarge }
        let (numerator, denominator) = parts
        let result = Rational.make { result in
            gb_mpz_pow_ui(gb_mpq_numref(result), numerator.pointer, power)
            gb_mpz_pow_ui(gb_mpq_denref(result), denominator.pointer, power)
        }
        return exponent < 0 ? try Rational.one.divided(by: result) : result
    }

    /// The exact real `n`-th root when it is rational, else `nil`; for negative values only odd roots exist.
    /// `n` must be at least 1.
    func exactRoot(_ n: Int) -> Rational? {
        if n == 1 || isZero { return self }
        guard n > 1, let order = UInt(exactly: n) else { return nil }
        if isNegative {
            guard n % 2 == 1 else { return nil }
            return magnitude.exactRoot(n)?.negated
        }
        let (numerator, denominator) = parts
        let rootNumerator = BigIntegerStorage(), rootDenominator = BigIntegerStorage()
        guard gb_mpz_root(rootNumerator.pointer, numerator.pointer, order) != 0,
              gb_mpz_root(rootDenominator.pointer, denominator.pointer, order) != 0 else { return nil }
        return Rational.make { result in
            gb_mpz_set(gb_mpq_numref(result), rootNumerator.pointer)
            gb_mpz_set(gb_mpq_denref(result), rootDenominator.pointer)
        }
    }
}

extension Rational: Equatable, Comparable {
    /// Exact equality.
    public static func == (a: Rational, b: Rational) -> Bool {
        switch (a.representation, b.representation) {
        case (.small(let an, let ad), .small(let bn, let bd)): return an == bn && ad == bd
        case (.small, .big), (.big, .small): return false   // canonical forms: a big value never fits inline
        default: return a.withMPQ { x in b.withMPQ { y in gb_mpq_equal(x, y) != 0 } }
        }
    }

    /// Exact order.
    public static func < (a: Rational, b: Rational) -> Bool {
        if case .small(let an, let ad) = a.representation, case .small(let bn, let bd) = b.representation {
            // an/ad < bn/bd ⇔ an·bd < bn·ad (denominators are positive), in 128 bits.
            let left = an.multipliedFullWidth(by: bd), right = bn.multipliedFullWidth(by: ad)
            return left.high != right.high ? left.high < right.high : left.low < right.low
        }
        return a.withMPQ { x in b.withMPQ { y in gb_mpq_cmp(x, y) < 0 } }
    }
}

extension Rational: Hashable {
    /// Hashes what equality compares, cheaply: both parts of an inline value; a big one's part
    /// sizes, sign, and lowest and highest limbs (equal values have equal parts, both being in lowest terms,
    /// and a value that fits inline is always held inline).
    public func hash(into hasher: inout Hasher) {
        switch representation {
        case .small(let numerator, let denominator):
            hasher.combine(numerator)
            hasher.combine(denominator)
        case .big(let storage):
            let bits = partBitLengths
            hasher.combine(bits.numerator)
            hasher.combine(bits.denominator)
            hasher.combine(sign)
            // The lowest and the highest limb of each part: numbers that differ only in the
            // middle are rare, and hashing every limb of a 100,000-digit number at each lookup
            // would cost more than comparing the few that collide.
            let numerator = gb_mpq_numref_const(storage.pointer), denominator = gb_mpq_denref_const(storage.pointer)
            hasher.combine(gb_mpz_getlimbn(numerator, 0))
            hasher.combine(gb_mpz_getlimbn(numerator, max(0, Int(gb_mpz_size(numerator)) - 1)))
            hasher.combine(gb_mpz_getlimbn(denominator, 0))
            hasher.combine(gb_mpz_getlimbn(denominator, max(0, Int(gb_mpz_size(denominator)) - 1)))
        }
    }
}

extension Rational {
    /// The numerator (with the sign) and the denominator, in plain decimal digits.
    package var numeratorAndDenominator: (String, String) {
        let text = description
        guard let slash = text.firstIndex(of: "/") else { return (text, "1") }
        return (String(text[..<slash]), String(text[text.index(after: slash)...]))
    }

    /// The magnitude as a whole part and a proper fraction, in plain digits: −7/2 → ("3", "1", "2").
    package var mixedParts: (whole: String, numerator: String, denominator: String) {
        let whole = magnitude.floor
        let (numerator, denominator) = (magnitude - whole).numeratorAndDenominator
        return (whole.description, numerator, denominator)
    }
}

extension Rational: CustomStringConvertible {
    /// `numerator/denominator`, or just the numerator for integers: for debugging, tests, and
    /// locale-independent input (`Calculation.exactInput`).
    public var description: String {
        if case .small(let numerator, let denominator) = representation {
            return denominator == 1 ? String(numerator) : "\(numerator)/\(denominator)"
        }
        return withMPQ { value in
            let top = BigIntegerText.decimalString(gb_mpq_numref_const(value))
            return isInteger ? top : top + "/" + BigIntegerText.decimalString(gb_mpq_denref_const(value))
        }
    }
}
