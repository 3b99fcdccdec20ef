import GMPBridge

extension Rational {
    /// The exact decimal expansion when it terminates within `maximumSignificantDigits`
    /// significant digits; integers always qualify. `nil` for any other value.
    func exactDecimal(maximumSignificantDigits: Int) -> DecimalNumber? {
        if isZero { return .zero }
        if isInteger {
            let digits = Array(BigIntegerText.decimalString(numerator).utf8.drop { $0 == UInt8(ascii: "-") })
            return DecimalNumber(isNegative: isNegative, digits: digits, exponent: digits.count - 1)
        }
        // The expansion terminates when the denominator is 2^twos × 5^fives.
        let rest = BigIntegerStorage(), two = BigIntegerStorage(2), five = BigIntegerStorage(5)
        let twos = Int(gb_mpz_remove(rest.pointer, denominator, two.pointer))
        let fives = Int(gb_mpz_remove(rest.pointer, rest.pointer, five.pointer))
        guard gb_mpz_cmp_si(rest.pointer, 1) == 0 else { return nil }
        // value = N × 10^−scale with N = |numerator| × 2^(scale−twos) × 5^(scale−fives), an integer
        // with no trailing zero, of at least scale × log10(2) digits.
        let scale = max(twos, fives)
        if scale * 3 / 10 > maximumSignificantDigits { return nil }
        let significand = BigIntegerStorage(), factor = BigIntegerStorage()
        gb_mpz_abs(significand.pointer, numerator)
        gb_mpz_ui_pow_ui(factor.pointer, 2, UInt(scale - twos))
        gb_mpz_mul(significand.pointer, significand.pointer, factor.pointer)
        gb_mpz_ui_pow_ui(factor.pointer, 5, UInt(scale - fives))
        gb_mpz_mul(significand.pointer, significand.pointer, factor.pointer)
        let digits = Array(BigIntegerText.decimalString(significand.pointer).utf8)
        guard digits.count <= maximumSignificantDigits else { return nil }
        return DecimalNumber(isNegative: isNegative, digits: digits, exponent: digits.count - 1 - scale)
    }

    /// The value rounded to `significantDigits` significant digits, half away from zero.
    func rounded(significantDigits: Int) -> DecimalNumber {
        if isZero { return .zero }
        let count = max(1, significantDigits)
        let absoluteNumerator = BigIntegerStorage()
        gb_mpz_abs(absoluteNumerator.pointer, numerator)
        // sizeinbase may overstate each size by one, so the first guess is off by at most one.
        var exponent = gb_mpz_sizeinbase(absoluteNumerator.pointer, 10) - gb_mpz_sizeinbase(denominator, 10)
        let lowest = BigIntegerStorage(), highest = BigIntegerStorage()
        gb_mpz_ui_pow_ui(lowest.pointer, 10, UInt(count - 1))
        gb_mpz_ui_pow_ui(highest.pointer, 10, UInt(count))
        let quotient = BigIntegerStorage(), remainder = BigIntegerStorage()
        let scaledNumerator = BigIntegerStorage(), scaledDenominator = BigIntegerStorage()
        let power = BigIntegerStorage()
        for _ in 0..<4 {
            // quotient = ⌊|value| × 10^(count−1−exponent)⌋, which has `count` digits once exponent is right.
            let shift = count - 1 - exponent
            gb_mpz_ui_pow_ui(power.pointer, 10, UInt(shift.magnitude))
            if shift >= 0 {
                gb_mpz_mul(scaledNumerator.pointer, absoluteNumerator.pointer, power.pointer)
                gb_mpz_set(scaledDenominator.pointer, denominator)
            } else {
                gb_mpz_set(scaledNumerator.pointer, absoluteNumerator.pointer)
                gb_mpz_mul(scaledDenominator.pointer, denominator, power.pointer)
            }
            gb_mpz_fdiv_qr(quotient.pointer, remainder.pointer, scaledNumerator.pointer, scaledDenominator.pointer)
            if gb_mpz_cmp(quotient.pointer, highest.pointer) >= 0 {
                exponent += 1
            } else if gb_mpz_cmp(quotient.pointer, lowest.pointer) < 0 {
                exponent -= 1
            } else {
                break
            }
        }
        // Half away from zero: round up when the remainder is at least half the divisor.
        gb_mpz_add(remainder.pointer, remainder.pointer, remainder.pointer)
        if gb_mpz_cmp(remainder.pointer, scaledDenominator.pointer) >= 0 {
            gb_mpz_add_ui(quotient.pointer, quotient.pointer, 1)
            if gb_mpz_cmp(quotient.pointer, highest.pointer) >= 0 {
                gb_mpz_set(quotient.pointer, lowest.pointer)
                exponent += 1
            }
        }
        let digits = Array(BigIntegerText.decimalString(quotient.pointer).utf8)
        return DecimalNumber(isNegative: isNegative, digits: digits, exponent: exponent)
    }
}
