import GMPBridge

/// The factorial `x!`: exact for non-negative integers, Γ(x + 1) otherwise.
extension Value {
    /// `x!`. Negative integers are a domain error; a result past the size bound is refused before
    /// GMP computes it.
    package static func factorial(_ x: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        guard case .exact(let n) = x, n.isInteger else {
            // Γ(x + 1): MPFR returns NaN at the poles (negative integers), a domain error.
            let shifted = try add(x, .one, in: context)
            return try shifted.mapReal(in: context) { mpfr_gamma($0, $1, MPFR_RNDN) }
        }
        if n.isNegative { throw .domain }
        guard let count = n.intValue else { throw .tooLarge }
        if count < 2 { return .one }
        // n! > (n/e)^n, so it needs more than n·(⌊log2 n⌋ − log2 e) bits.
        let floorLog2 = Int.bitWidth - count.leadingZeroBitCount - 1
        let (lowerBound, overflow) = count.multipliedReportingOverflow(by: floorLog2 - 2)
        if overflow || lowerBound > context.limits.maximumBits { throw .tooLarge }
        let result = BigIntegerStorage()
        gb_mpz_fac_ui(result.pointer, UInt(count))
        return .exact(try context.check(Rational(integer: result)))
    }
}
