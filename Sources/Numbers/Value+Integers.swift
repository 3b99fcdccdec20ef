import GMPBridge

/// Functions of integers (GMP): greatest common divisor, least common multiple, combinations and
/// arrangements. Arguments must be integers; results past the size bound are refused before GMP
/// computes them.
extension Value {
    /// `gcd(a; b; …)` (non-negative; `gcd(0; 0) = 0`) or, with `leastCommonMultiple`, `lcm`.
    package static func divisorOrMultiple(_ values: [Value], leastCommonMultiple: Bool, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let result = BigIntegerStorage()
        for (index, value) in values.enumerated() {
            let integer = try integerStorage(value)
            if index == 0 {
                gb_mpz_abs(result.pointer, integer.pointer)
            } else if leastCommonMultiple {
                // The arguments are within the size bound, so their lcm (at most their product)
                // is cheap to compute; its own size is checked at each step.
                gb_mpz_lcm(result.pointer, result.pointer, integer.pointer)
                _ = try context.check(Rational(integer: result))
            } else {
                gb_mpz_gcd(result.pointer, result.pointer, integer.pointer)
            }
        }
        return .exact(try context.check(Rational(integer: result)))
    }

    /// `ncr(n; k)`, the ways to choose `k` of `n` (0 when `k > n`), or with `ordered`, `npr(n; k)`
    /// = n!/(n−k)!, the ways to arrange them. Both must be non-negative integers. A result past the
    /// size bound is computed within rigorous bounds from the factorials.
    package static func combinations(_ n: Value, _ k: Value, ordered: Bool, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        guard case .exact(let total) = n, total.isInteger, !total.isNegative,
              case .exact(let chosen) = k, chosen.isInteger, !chosen.isNegative else { throw .domain }
        if chosen > total { return .zero }
        guard let count = chosen.intValue, let size = total.intValue else { throw .tooLarge }
        // A lower bound on the result's size refuses what is certainly too large before GMP
        // works on it: npr ≥ (n−k+1)^k, ncr = C(n, j) ≥ (n/j)^j with j = min(k, n−k).
        let factors = ordered ? count : min(count, size - count)
        let base = ordered ? size - count + 1 : (factors == 0 ? 1 : size / factors)
        let floorLog2 = base <= 1 ? 0 : Int.bitWidth - base.leadingZeroBitCount - 1
        let (bits, overflow) = factors.multipliedReportingOverflow(by: floorLog2)
        let approximate = { () throws(ArithmeticFailure) -> Value in
            // Past the size bound: n!/(n−k)! and n!/(k!·(n−k)!) from the factorials' bounds.
            let arrangements = try divide(try factorial(n, in: context), try factorial(.exact(total - chosen), in: context), in: context)
            return ordered ? arrangements : try divide(arrangements, try factorial(k, in: context), in: context)
        }
        if overflow || bits > context.limits.maximumBits { return try approximate() }
        return try exactOrApproximate({ () throws(ArithmeticFailure) in
            let result = BigIntegerStorage(size)
            if ordered {
                // n!/(n−k)! = C(n, k)·k!
                let factorial = BigIntegerStorage()
                gb_mpz_bin_ui(result.pointer, result.pointer, UInt(count))
                gb_mpz_fac_ui(factorial.pointer, UInt(count))
                gb_mpz_mul(result.pointer, result.pointer, factorial.pointer)
            } else {
                gb_mpz_bin_ui(result.pointer, result.pointer, UInt(min(count, size - count)))
            }
            return .exact(try context.check(Rational(integer: result)))
        }, else: approximate)
    }

    /// The GMP integer of an exact integer value; a domain error for anything else.
    static func integerStorage(_ value: Value) throws(ArithmeticFailure) -> BigIntegerStorage {
        guard case .exact(let rational) = value, rational.isInteger else { throw .domain }
        return rational.parts.numerator
    }
}
