import GMPBridge

/// The factorial `x!`: exact for non-negative integers, Γ(x + 1) otherwise.
extension Value {
    /// `x!`. Negative integers are a domain error; a result past the size bound is computed as
    /// Γ(n + 1) within rigorous bounds (`100000!` ≈ 2.824229407960348E456573) rather than by GMP.
    package static func factorial(_ x: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        guard case .exact(let n) = x, n.isInteger else {
            return .approximate(try gamma(try add(x, .one, in: context).real(in: context), in: context))
        }
        if n.isNegative { throw .domain }
        guard let count = n.intValue else { throw .tooLarge }
        if count < 2 { return .one }
        // n! > (n/e)^n, so it needs more than n·(⌊log2 n⌋ − log2 e) bits.
        let floorLog2 = Int.bitWidth - count.leadingZeroBitCount - 1
        let (lowerBound, overflow) = count.multipliedReportingOverflow(by: floorLog2 - 2)
        let approximate = { () throws(ArithmeticFailure) -> Value in
            .approximate(try gamma(try Real.from(n + .one, precision: context.precision, limits: context.limits), in: context))
        }
        if overflow || lowerBound > context.limits.maximumBits { return try approximate() }
        return try exactOrApproximate({ () throws(ArithmeticFailure) in
            let result = BigIntegerStorage()
            gb_mpz_fac_ui(result.pointer, UInt(count))
            return .exact(try context.check(Rational(integer: result)))
        }, else: approximate)
    }

    /// `n!! = n·(n−2)·(n−4)·…` down to 1 or 2, for integers `n ≥ −1` (`0!! = (−1)!! = 1`); other
    /// values are a domain error. Past the size bound (`n!!` > (n/e)^(n/2)), computed within
    /// rigorous bounds from Γ: `2^k·k!` for `n = 2k`, `(2k)!/(2^k·k!)` for `n = 2k − 1`.
    package static func doubleFactorial(_ x: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        guard case .exact(let n) = x, n.isInteger, !(n < Rational(-1)) else { throw .domain }
        guard let count = n.intValue else { throw .tooLarge }
        if count < 2 { return .one }
        let floorLog2 = Int.bitWidth - count.leadingZeroBitCount - 1
        let (lowerBound, overflow) = (count / 2).multipliedReportingOverflow(by: floorLog2 - 2)
        let approximate = { () throws(ArithmeticFailure) -> Value in
            let half = (count + 1) / 2   // k: n = 2k or n = 2k − 1
            let kFactorial = try factorial(.exact(Rational(half)), in: context)
            let twoToK = try power(.exact(Rational(2)), .exact(Rational(half)), in: context)
            let evenProduct = try multiply(twoToK, kFactorial, in: context)   // (2k)!! = 2^k·k!
            if count % 2 == 0 { return evenProduct }
            return try divide(try factorial(.exact(Rational(2 * half)), in: context), evenProduct, in: context)
        }
        if overflow || lowerBound > context.limits.maximumBits { return try approximate() }
        return try exactOrApproximate({ () throws(ArithmeticFailure) in
            let result = BigIntegerStorage()
            gb_mpz_2fac_ui(result.pointer, UInt(count))
            return .exact(try context.check(Rational(integer: result)))
        }, else: approximate)
    }

    /// Where Γ is least on the positive axis (x₀ ≈ 1.4616321449683623) and a value just below that
    /// least value (Γ(x₀) ≈ 0.88560319441088870): Γ decreases before x₀ and increases after it.
    private static let gammaMinimumPoint = Rational(numerator: 14_616_321_449_683_623, denominator: 10_000_000_000_000_000)
    private static let gammaMinimumBelow = Rational(numerator: 885_603_194_410_888, denominator: 1_000_000_000_000_000)

    /// Γ on an interval, rigorously (MPFI has no Γ): on the positive axis from MPFR's correctly
    /// rounded Γ at the bounds, rounded outward, with the side of the minimum deciding which bound
    /// gives which; below ½ through the reflection Γ(x) = π / (sin(πx) · Γ(1 − x)). Bounds that
    /// reach a pole (0, −1, −2, …) are undecided.
    private static func gamma(_ x: Real, in context: NumericContext) throws(ArithmeticFailure) -> Real {
        // Not at a precision whose first Γ takes seconds to minutes.
        if context.precision > NumericContext.highestGammaPrecision { throw .gammaTooPrecise }
        if let known = context.gammaMemory?.value(of: x, precision: context.precision) { return known }
        let value = try computedGamma(x, in: context)
        context.gammaMemory?.remember(value, of: x, precision: context.precision)
        return value
    }

    /// Γ on an interval, computed (``gamma(_:in:)`` without the memory).
    private static func computedGamma(_ x: Real, in context: NumericContext) throws(ArithmeticFailure) -> Real {
        // Γ(2^56) is past the exponent range; far below zero the poles crowd within any bounds.
        if x.magnitudeExponent > 56 { throw x.compare(to: .zero) > 0 ? .tooLarge : .undecided }
        // The bounds are compared and used as they are, never made exact: one may be as small as
        // 2^−(2^60), a rational GMP cannot hold.
        let half = Rational(numerator: 1, denominator: 2)
        if x.compareLowerBound(to: half) < 0 {
            guard x.compareUpperBound(to: half) < 0 else { throw .undecided }
            // The poles are the integers ≤ 0: bounds that reach one cannot decide.
            if x.containsInteger { throw .undecided }
            let oneMinus = try Value.subtract(.one, .approximate(x), in: context).real(in: context)
            let reflected = try computedGamma(oneMinus, in: context)
            let sine = try Value.multiply(.approximate(x), .piMultiple(.one), in: context).mapReal(in: context) { _ = mpfi_sin($0, $1) }
            let denominator = try Value.multiply(sine, .approximate(reflected), in: context)
            return try Value.divide(.piMultiple(.one), denominator, in: context).real(in: context)
        }
        let precision = x.precision
        func gammaAt(_ bound: mpfr_srcptr?, _ rounding: mpfr_rnd_t) -> UnsafeMutablePointer<__mpfr_struct> {
            let value = UnsafeMutablePointer<__mpfr_struct>.allocate(capacity: 1)
            mpfr_init2(value, mpfr_prec_t(precision))
            mpfr_gamma(value, bound, rounding)
            return value
        }
        let left = gb_mpfi_left(x.pointer), right = gb_mpfi_right(x.pointer)
        let lower: UnsafeMutablePointer<__mpfr_struct>, upper: UnsafeMutablePointer<__mpfr_struct>
        if x.compare(to: gammaMinimumPoint) > 0 {
            lower = gammaAt(left, MPFR_RNDD); upper = gammaAt(right, MPFR_RNDU)
        } else if x.compare(to: gammaMinimumPoint) < 0 {
            lower = gammaAt(right, MPFR_RNDD); upper = gammaAt(left, MPFR_RNDU)
        } else {
            // Around the minimum: the least value below, the larger end above.
            let left = gammaAt(left, MPFR_RNDU), right = gammaAt(right, MPFR_RNDU)
            upper = mpfr_cmp(left, right) >= 0 ? left : right
            let other = upper == left ? right : left
            mpfr_clear(other)
            other.deallocate()
            lower = UnsafeMutablePointer<__mpfr_struct>.allocate(capacity: 1)
            mpfr_init2(lower, mpfr_prec_t(precision))
            gammaMinimumBelow.withMPQ { _ = mpfr_set_q(lower, $0, MPFR_RNDD) }
        }
        defer {
            mpfr_clear(lower); lower.deallocate()
            mpfr_clear(upper); upper.deallocate()
        }
        return try Real.compute(precision: precision, limits: context.limits) { gb_mpfi_interv_fr($0, lower, upper) }
    }
}
