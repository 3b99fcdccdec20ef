import GMPBridge

/// An exact rational number, always in lowest terms with a positive denominator.
///
/// Backed by a GMP `mpq_t` in immutable, shared heap storage: operations return new values, so a
/// `Rational` has value semantics and copies are free.
public struct Rational: Sendable {
    /// The GMP value. Never mutated after the initializer that created it returns.
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

    let storage: Storage

    /// Builds a value by letting `body` write a canonical rational into fresh storage.
    @inline(__always)
    static func make(_ body: (UnsafeMutablePointer<__mpq_struct>) -> Void) -> Rational {
        let storage = Storage()
        body(storage.pointer)
        return Rational(storage: storage)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The integer `value`.
    public init(_ value: Int) {
        storage = Storage()
        gb_mpq_set_si(storage.pointer, value, 1)
    }

    /// The fraction `numerator / denominator`, reduced. `denominator` must not be zero.
    init(numerator: Int, denominator: UInt) {
        storage = Storage()
        gb_mpq_set_si(storage.pointer, numerator, denominator == 0 ? 1 : denominator)
        gb_mpq_canonicalize(storage.pointer)
    }

    /// The integer held by `integer`.
    init(integer: BigIntegerStorage) {
        storage = Storage()
        gb_mpq_set_z(storage.pointer, integer.pointer)
    }

    /// Zero.
    public static let zero = Rational(0)
    /// One.
    public static let one = Rational(1)

    var pointer: UnsafePointer<__mpq_struct> { UnsafePointer(storage.pointer) }
    var numerator: UnsafePointer<__mpz_struct> { gb_mpq_numref_const(pointer) }
    var denominator: UnsafePointer<__mpz_struct> { gb_mpq_denref_const(pointer) }

    // MARK: Properties

    /// -1, 0 or 1.
    public var sign: Int { Int(gb_mpq_sgn(pointer)) }
    /// Whether the value is zero.
    public var isZero: Bool { sign == 0 }
    /// Whether the value is negative.
    public var isNegative: Bool { sign < 0 }
    /// Whether the denominator is 1.
    public var isInteger: Bool { gb_mpz_cmp_si(denominator, 1) == 0 }

    /// The value as an `Int` when it is an integer that fits, else `nil`.
    public var intValue: Int? {
        guard isInteger, gb_mpz_fits_slong_p(numerator) != 0 else { return nil }
        return gb_mpz_get_si(numerator)
    }

    /// The number of bits of the larger of numerator and denominator (the size bound's measure).
    var bitLength: Int {
        max(gb_mpz_sizeinbase(numerator, 2), gb_mpz_sizeinbase(denominator, 2))
    }

    // MARK: Arithmetic (size checks belong to the caller: see NumericContext.check)

    /// The value with its sign flipped.
    public var negated: Rational { Rational.make { gb_mpq_neg($0, pointer) } }
    /// The absolute value.
    public var magnitude: Rational { Rational.make { gb_mpq_abs($0, pointer) } }

    /// The sum.
    public static func + (a: Rational, b: Rational) -> Rational {
        Rational.make { gb_mpq_add($0, a.pointer, b.pointer) }
    }

    /// The difference.
    public static func - (a: Rational, b: Rational) -> Rational {
        Rational.make { gb_mpq_sub($0, a.pointer, b.pointer) }
    }

    /// The product.
    public static func * (a: Rational, b: Rational) -> Rational {
        Rational.make { gb_mpq_mul($0, a.pointer, b.pointer) }
    }

    /// The quotient; fails on a zero divisor.
    func divided(by divisor: Rational) throws(ArithmeticFailure) -> Rational {
        if divisor.isZero { throw .divisionByZero }
        return Rational.make { gb_mpq_div($0, pointer, divisor.pointer) }
    }

    /// The largest integer not greater than the value.
    var floor: Rational {
        if isInteger { return self }
        let quotient = BigIntegerStorage(), remainder = BigIntegerStorage()
        gb_mpz_fdiv_qr(quotient.pointer, remainder.pointer, numerator, denominator)
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
        let result = Rational.make { result in
            gb_mpz_pow_ui(gb_mpq_numref(result), numerator, power)
            gb_mpz_pow_ui(gb_mpq_denref(result), denominator, power)
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
        let rootNumerator = BigIntegerStorage(), rootDenominator = BigIntegerStorage()
        guard gb_mpz_root(rootNumerator.pointer, numerator, order) != 0,
              gb_mpz_root(rootDenominator.pointer, denominator, order) != 0 else { return nil }
        return Rational.make { result in
            gb_mpz_set(gb_mpq_numref(result), rootNumerator.pointer)
            gb_mpz_set(gb_mpq_denref(result), rootDenominator.pointer)
        }
    }
}

extension Rational: Equatable, Comparable {
    /// Exact equality.
    public static func == (a: Rational, b: Rational) -> Bool { gb_mpq_equal(a.pointer, b.pointer) != 0 }
    /// Exact order.
    public static func < (a: Rational, b: Rational) -> Bool { gb_mpq_cmp(a.pointer, b.pointer) < 0 }
}

extension Rational: CustomStringConvertible {
    /// `numerator/denominator`, or just the numerator for integers: for debugging and tests.
    public var description: String {
        let top = BigIntegerText.decimalString(numerator)
        return isInteger ? top : top + "/" + BigIntegerText.decimalString(denominator)
    }
}
