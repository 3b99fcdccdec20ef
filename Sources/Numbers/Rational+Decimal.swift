import GMPBridge

extension Rational {
    /// The exact decimal expansion when it terminates within `maximumSignificantDigits`
    /// significant digits; integers always qualify. `nil` for any other value.
    package func exactDecimal(maximumSignificantDigits: Int) -> DecimalNumber? {
        if isZero { return .zero }
        if case .small(let numerator, let denominator) = representation {
            switch Rational.smallExactDecimal(numerator, denominator, maximumSignificantDigits) {
            case .decimal(let decimal): return decimal
            case .nonTerminating: return nil
            case .needsGMP: break
            }
        }
        return exactDecimalWithGMP(maximumSignificantDigits: maximumSignificantDigits)
    }

    /// ``exactDecimal(maximumSignificantDigits:)`` through GMP, for any size.
    func exactDecimalWithGMP(maximumSignificantDigits: Int) -> DecimalNumber? {
        if isZero { return .zero }
        let (numerator, denominator) = parts
        if isInteger {
            let digits = Array(BigIntegerText.decimalString(numerator.pointer).utf8.drop { $0 == UInt8(ascii: "-") })
            return DecimalNumber(isNegative: isNegative, digits: digits, exponent: digits.count - 1)
        }
        // The expansion terminates when the denominator is 2^twos × 5^fives.
        let rest = BigIntegerStorage(), two = BigIntegerStorage(2), five = BigIntegerStorage(5)
        let twos = Int(gb_mpz_remove(rest.pointer, denominator.pointer, two.pointer))
        let fives = Int(gb_mpz_remove(rest.pointer, rest.pointer, five.pointer))
        guard gb_mpz_cmp_si(rest.pointer, 1) == 0 else { return nil }
        // value = N × 10^−scale with N = |numerator| × 2^(scale−twos) × 5^(scale−fives), an integer
        // with no trailing zero, of at least scale × log10(2) digits.
        let scale = max(twos, fives)
        if scale * 3 / 10 > maximumSignificantDigits { return nil }
        let significand = BigIntegerStorage(), factor = BigIntegerStorage()
        gb_mpz_abs(significand.pointer, numerator.pointer)
        gb_mpz_ui_pow_ui(factor.pointer, 2, UInt(scale - twos))
        gb_mpz_mul(significand.pointer, significand.pointer, factor.pointer)
        gb_mpz_ui_pow_ui(factor.pointer, 5, UInt(scale - fives))
        gb_mpz_mul(significand.pointer, significand.pointer, factor.pointer)
        let digits = Array(BigIntegerText.decimalString(significand.pointer).utf8)
        guard digits.count <= maximumSignificantDigits else { return nil }
        return DecimalNumber(isNegative: isNegative, digits: digits, exponent: digits.count - 1 - scale)
    }

    /// What machine arithmetic can say about an inline value's exact expansion.
    private enum SmallExpansion {
        case decimal(DecimalNumber)
        /// The expansion does not terminate, or not within the allowed digits.
        case nonTerminating
        /// The scaled significand does not fit in 64 bits: GMP must finish.
        case needsGMP
    }

    /// `exactDecimal` in machine arithmetic for an inline value.
    private static func smallExactDecimal(_ numerator: Int64, _ denominator: Int64, _ maximumSignificantDigits: Int) -> SmallExpansion {
        var rest = denominator, twos = 0, fives = 0
        while rest % 2 == 0 { rest /= 2; twos += 1 }
        while rest % 5 == 0 { rest /= 5; fives += 1 }
        guard rest == 1 else { return .nonTerminating }
        let scale = max(twos, fives)
        var significand = numerator.magnitude
        for (factor, count) in [(UInt64(2), scale - twos), (UInt64(5), scale - fives)] {
            for _ in 0..<count {
                let (product, overflow) = significand.multipliedReportingOverflow(by: factor)
                if overflow { return .needsGMP }
                significand = product
            }
        }
        let digits = Array(String(significand).utf8)
        guard digits.count <= max(maximumSignificantDigits, scale == 0 ? Int.max : 0) else { return .nonTerminating }
        return .decimal(DecimalNumber(isNegative: numerator < 0, digits: digits, exponent: digits.count - 1 - scale))
    }

    /// `rounded` in machine arithmetic for an inline value: long division with 128-bit steps.
    private static func smallRounded(_ numerator: Int64, _ denominator: Int64, _ count: Int) -> DecimalNumber {
        let divisor = UInt64(denominator)
        var integer = numerator.magnitude / divisor, remainder = numerator.magnitude % divisor
        var digits: [UInt8] = []
        digits.reserveCapacity(count + 20)
        var exponent: Int
        if integer > 0 {
            digits = Array(String(integer).utf8)
            exponent = digits.count - 1
            integer = 0
        } else {
            // Leading zeros of the fraction only move the exponent.
            exponent = -1
            while true {
                let (high, low) = remainder.multipliedFullWidth(by: 10)
                let (digit, rest) = divisor.dividingFullWidth((high, low))
                remainder = rest
                if digit != 0 { digits.append(UInt8(ascii: "0") + UInt8(digit)); break }
                exponent -= 1
            }
        }
        while digits.count < count + 1 {
            let (high, low) = remainder.multipliedFullWidth(by: 10)
            let (digit, rest) = divisor.dividingFullWidth((high, low))
            remainder = rest
            digits.append(UInt8(ascii: "0") + UInt8(digit))
        }
        // digits holds at least count + 1 digits. Half away from zero: the rest is at least half
        // exactly when the next digit is 5 or more, whatever follows it.
        let roundUp = digits[count] >= UInt8(ascii: "5")
        digits.removeSubrange(count...)
        if roundUp {
            var index = count - 1
            while index >= 0 {
                if digits[index] == UInt8(ascii: "9") { digits[index] = UInt8(ascii: "0"); index -= 1 }
                else { digits[index] += 1; break }
            }
            if index < 0 { digits.insert(UInt8(ascii: "1"), at: 0); digits.removeLast(); exponent += 1 }
        }
        return DecimalNumber(isNegative: numerator < 0, digits: digits, exponent: exponent)
    }

    /// The value rounded to `significantDigits` significant digits, half away from zero.
    package func rounded(significantDigits: Int) -> DecimalNumber {
        if isZero { return .zero }
        let count = max(1, significantDigits)
        if case .small(let numerator, let denominator) = representation, count <= 40 {
            return Rational.smallRounded(numerator, denominator, count)
        }
        return roundedWithGMP(significantDigits: count)
    }

    /// ``rounded(significantDigits:)`` through GMP, for any size (tests compare it with the
    /// machine-arithmetic path).
    func roundedWithGMP(significantDigits count: Int) -> DecimalNumber {
        if isZero { return .zero }
        let (absoluteNumerator, denominatorStorage) = parts
        gb_mpz_abs(absoluteNumerator.pointer, absoluteNumerator.pointer)
        let denominator = denominatorStorage.pointer
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
        return withExtendedLifetime(denominatorStorage) {
            DecimalNumber(isNegative: isNegative, digits: digits, exponent: exponent)
        }
    }
}

extension Rational {
    /// The value rounded to `places` decimals (0 to 18), ties to the even neighbour, as banks round
    /// amounts to a currency's digits: exact, whatever the size of the value.
    package func roundedHalfEven(decimalPlaces places: Int) -> Rational {
        var scale = 1
        for _ in 0..<min(max(places, 0), 18) { scale *= 10 }
        let unit = Rational(scale)
        let scaled = self * unit
        var rounded = scaled.floor
        let fraction = scaled - rounded
        let half = Rational(numerator: 1, denominator: 2)
        if half < fraction || (fraction == half && rounded.numeratorIsOdd) { rounded = rounded + .one }
        return (try? rounded.divided(by: unit)) ?? rounded   // `unit` is at least 1: never a division by zero
    }
}
