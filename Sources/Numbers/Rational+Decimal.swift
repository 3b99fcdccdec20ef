import GMPBridge

extension Rational {
    /// The exact decimal expansion when it terminates within `maximumSignificantDigits`
    /// significant digits; integers always qualify. `nil` for any other value.
    package func exactDecimal(maximumSignificantDigits: Int) -> DecimalNumber? {
        if isZero { return .zero }
        if let parts = machineParts {
            switch Rational.machineExactDecimal(parts, maximumSignificantDigits) {
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
            let digits = BigIntegerText.decimalDigits(numerator.pointer)
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
        let digits = BigIntegerText.decimalDigits(significand.pointer)
        guard digits.count <= maximumSignificantDigits else { return nil }
        return DecimalNumber(isNegative: isNegative, digits: digits, exponent: digits.count - 1 - scale)
    }

    /// The sign and the magnitudes of the parts, in machine words: for every inline value, and for
    /// larger ones whose numerator fits in 128 bits and denominator in 124 (so that the long
    /// division below can take a digit at a time at least); `nil` otherwise (GMP then computes).
    var machineParts: MachineParts? {
        switch representation {
        case .small(let numerator, let denominator):
            return MachineParts(isNegative: numerator < 0, numerator: UInt128(numerator.magnitude), denominator: UInt128(denominator))
        case .big(let storage):
            guard let numerator = gb_mpq_numref_const(storage.pointer), let denominator = gb_mpq_denref_const(storage.pointer),
                  MemoryLayout<mp_limb_t>.size == 8,
                  gb_mpz_sizeinbase(numerator, 2) <= 128, gb_mpz_sizeinbase(denominator, 2) <= 124 else { return nil }
            func magnitude(_ integer: UnsafePointer<__mpz_struct>) -> UInt128 {
                // Limbs are 64 bits on the platforms built for (x86-64, AArch64).
                var value: UInt128 = 0
                for index in stride(from: gb_mpz_size(integer) - 1, through: 0, by: -1) {
                    value = value << 64 | UInt128(gb_mpz_getlimbn(integer, index))
                }
                return value
            }
            return MachineParts(isNegative: gb_mpq_sgn(storage.pointer) < 0, numerator: magnitude(numerator), denominator: magnitude(denominator))
        }
    }

    /// A rational's sign and magnitudes in machine words (``machineParts``).
    struct MachineParts {
        let isNegative: Bool
        let numerator: UInt128
        let denominator: UInt128
    }

    /// What machine arithmetic can say about a value's exact expansion.
    private enum SmallExpansion {
        case decimal(DecimalNumber)
        /// The expansion does not terminate, or not within the allowed digits.
        case nonTerminating
        /// The scaled significand does not fit in 128 bits: GMP must finish.
        case needsGMP
    }

    /// `exactDecimal` in machine arithmetic.
    private static func machineExactDecimal(_ parts: MachineParts, _ maximumSignificantDigits: Int) -> SmallExpansion {
        let twos = parts.denominator.trailingZeroBitCount
        var rest = parts.denominator >> twos
        var fives = 0
        // In a machine word when the rest fits one (divisions of 128 bits are library calls).
        if var word = UInt64(exactly: rest) {
            while word % 5 == 0 {
                word /= 5
                fives += 1
            }
            rest = UInt128(word)
        } else {
            while rest % 5 == 0 {
                rest /= 5
                fives += 1
            }
        }
        guard rest == 1 else { return .nonTerminating }
        let scale = max(twos, fives)
        // Multiplied up to 10^scale by 2s or by 5s, never both: one count already is the scale.
        var significand = parts.numerator
        let factor: UInt128 = twos < scale ? 2 : 5
        for _ in 0..<(scale - min(twos, fives)) {
            let (product, overflow) = significand.multipliedReportingOverflow(by: factor)
            if overflow { return .needsGMP }
            significand = product
        }
        let width = decimalWidth(significand)
        guard width <= max(maximumSignificantDigits, scale == 0 ? Int.max : 0) else { return .nonTerminating }
        let digits = DecimalNumber.digits(capacity: width) { buffer in
            writeDigits(significand, width: width, into: buffer, at: 0)
            return width
        }
        return .decimal(DecimalNumber(isNegative: parts.isNegative, digits: digits, exponent: width - 1 - scale))
    }

    /// 10^19, the largest power of ten in 64 bits.
    private static let tenToThe19: UInt64 = 10_000_000_000_000_000_000

    /// How many decimal digits `value` has (1 for zero).
    private static func decimalWidth(_ value: UInt128) -> Int {
        var value = value, width = 1
        while value >= UInt128(tenToThe19) {
            value /= UInt128(tenToThe19)
            width += 19
        }
        var word = UInt64(value)
        while word >= 10 {
            word /= 10
            width += 1
        }
        return width
    }

    /// Writes `value` in exactly `width` ASCII digits (leading zeros included) at `start`:
    /// by 19 digits through 64-bit words, so each digit costs a multiplication, not a division.
    private static func writeDigits(_ value: UInt128, width: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        var value = value, index = start + width
        while index > start {
            var word: UInt64
            if let small = UInt64(exactly: value), small < tenToThe19 {
                (word, value) = (small, 0)
            } else {
                let (high, low) = value.quotientAndRemainder(dividingBy: UInt128(tenToThe19))
                (word, value) = (UInt64(low), high)
            }
            for _ in 0..<min(19, index - start) {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(word % 10)
                word /= 10
            }
        }
    }

    /// `rounded` in machine arithmetic: long division taking as many digits at a time as the
    /// divisor leaves room for in 128 bits (18 or more for a 64-bit one), written straight into
    /// the digits' storage.
    private static func machineRounded(_ parts: MachineParts, _ count: Int) -> DecimalNumber {
        let divisor = parts.denominator
        let (integer, firstRemainder) = parts.numerator.quotientAndRemainder(dividingBy: divisor)
        var remainder = firstRemainder
        // remainder < divisor < 2^bits, so remainder × 10^step < 2^128 when 10^step ≤ 2^(128 − bits):
        // step = ⌊(128 − bits) × log10 2⌋, with log10 2 rounded down; at least 1 (bits ≤ 124).
        let bits = UInt128.bitWidth - divisor.leadingZeroBitCount
        let step = max(1, min(19, (UInt128.bitWidth - bits) * 30_102 / 100_000))
        var smallPower: UInt64 = 1
        for _ in 0..<step { smallPower &*= 10 }   // at most 10^19: fits
        let power = UInt128(smallPower)
        var exponent = 0
        let digits = DecimalNumber.digits(capacity: count + 60) { buffer in
            var end = 0
            // The next `step` digits of remainder / divisor.
            func nextDigits(_ remainder: inout UInt128) -> UInt128 {
                let (quotient, rest) = (remainder * power).quotientAndRemainder(dividingBy: divisor)
                remainder = rest
                return quotient
            }
            if integer > 0 {
                let width = decimalWidth(integer)
                writeDigits(integer, width: width, into: buffer, at: 0)
                end = width
                exponent = width - 1
            } else {
                // Leading zeros of the fraction only move the exponent.
                exponent = -1
                var next = nextDigits(&remainder)
                while next == 0 {
                    exponent -= step
                    next = nextDigits(&remainder)
                }
                let width = decimalWidth(next)
                exponent -= step - width
                writeDigits(next, width: width, into: buffer, at: 0)
                end = width
            }
            while end < count + 1 {
                writeDigits(nextDigits(&remainder), width: step, into: buffer, at: end)
                end += step
            }
            // Half away from zero: the rest is at least half exactly when the next digit is 5 or
            // more, whatever follows it.
            let roundUp = buffer[count] >= UInt8(ascii: "5")
            end = count
            if roundUp {
                var index = count - 1
                while index >= 0, buffer[index] == UInt8(ascii: "9") {
                    buffer[index] = UInt8(ascii: "0")
                    index -= 1
                }
                if index >= 0 {
                    buffer[index] += 1
                } else {
                    // All nines: 10…0, one place up.
                    buffer[0] = UInt8(ascii: "1")
                    exponent += 1
                }
            }
            while end > 1, buffer[end - 1] == UInt8(ascii: "0") { end -= 1 }
            return end
        }
        return DecimalNumber(isNegative: parts.isNegative, digits: digits, exponent: exponent)
    }

    /// The value rounded to `significantDigits` significant digits, half away from zero.
    package func rounded(significantDigits: Int) -> DecimalNumber {
        if isZero { return .zero }
        let count = max(1, significantDigits)
        if count <= 40, let parts = machineParts {
            return Rational.machineRounded(parts, count)
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
        let digits = BigIntegerText.decimalDigits(quotient.pointer)
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
        let rounded = (self * unit).roundedHalfEven
        return (try? rounded.divided(by: unit)) ?? rounded   // `unit` is at least 1: never a division by zero
    }

    /// The nearest integer, ties to the even one (`2.5` → `2`, `3.5` → `4`, `−2.5` → `−2`).
    package var roundedHalfEven: Rational {
        let below = floor, fraction = self - below
        let half = Rational(numerator: 1, denominator: 2)
        return half < fraction || (fraction == half && below.numeratorIsOdd) ? below + .one : below
    }
}

extension DecimalNumber {
    /// The number rounded to `places` decimals, ties to the even neighbour, as
    /// ``Rational/roundedHalfEven(decimalPlaces:)`` rounds an exact value: exact at any length
    /// (`0.015` → `0.02`, `0.025` → `0.02`, `999.995` → `1000`). For digits of an inexact value
    /// computed past the places, which a formatter would cut rather than round past 34 digits.
    package func roundedHalfEven(decimalPlaces places: Int) -> DecimalNumber {
        // The count of digits kept: those from the first to the last decimal place.
        let kept = exponent + 1 + places
        guard kept < digits.count else { return self }
        guard kept >= 0 else { return .zero }   // below a tenth of the last place
        let zero = UInt8(ascii: "0"), five = UInt8(ascii: "5")
        let first = digits[kept]
        // Digits never end in `0`: any digit after the first dropped makes it more than a tie.
        let tie = first == five && kept + 1 == digits.count
        let lastKeptIsOdd = kept > 0 && (digits[kept - 1] - zero) % 2 == 1
        let up = first > five || (first == five && (!tie || lastKeptIsOdd))
        var result = Array(digits[..<kept])
        guard up else { return DecimalNumber(isNegative: isNegative, digits: result, exponent: exponent) }
        // Add one in the last place kept, carrying through nines.
        var index = kept - 1
        while index >= 0 && result[index] == UInt8(ascii: "9") {
            result[index] = zero
            index -= 1
        }
        if index >= 0 {
            result[index] += 1
            return DecimalNumber(isNegative: isNegative, digits: result, exponent: exponent)
        }
        // All nines (or nothing kept): one unit of the next place up.
        return DecimalNumber(isNegative: isNegative, digits: [UInt8(ascii: "1")] + result, exponent: exponent + 1)
    }
}
