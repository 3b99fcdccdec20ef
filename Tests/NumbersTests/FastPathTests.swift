import Testing
@testable import CountOnMeNumbers
import CountOnMeTestSupport

/// The machine-arithmetic fast paths for small rationals agree with GMP on random values.
@Suite struct FastPathTests {
    @Test func roundingAgreesWithGMP() {
        var random = SeededGenerator()
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let bits = 2 + Int(random.next() % 62)
            let numerator = random.int(bits: bits)
            let denominator = UInt(max(1, random.int(bits: 2 + Int(random.next() % 62)).magnitude))
            let value = Rational(numerator: Int(numerator), denominator: denominator)
            for count in [1, 2, 5, 16, 17, 30, 40] {
                let fast = value.rounded(significantDigits: count), reference = value.roundedWithGMP(significantDigits: count)
                if fast != reference { mismatches.append("\(value) at \(count): \(fast) vs \(reference)") }
            }
            if value.exactDecimal(maximumSignificantDigits: 100) != value.exactDecimalWithGMP(maximumSignificantDigits: 100) {
                mismatches.append("\(value) exact")
            }
        }
        // Ties and extremes.
        for (n, d) in [(5, 10), (-5, 10), (15, 100), (25, 1000), (Int(Int64.max), 3), (Int(Int64.min) + 1, 7), (1, 3), (2, 3), (999_999_999_999_999_999, 1)] {
            let value = Rational(numerator: n, denominator: UInt(d))
            for count in 1...20 where value.rounded(significantDigits: count) != value.roundedWithGMP(significantDigits: count) {
                mismatches.append("\(value) at \(count)")
            }
        }
        #expect(mismatches.isEmpty, Comment(rawValue: mismatches.prefix(10).joined(separator: "\n")))
    }

    /// Values past 64 bits, read into 128-bit words (``Rational/machineParts``), round and expand
    /// as GMP does; past 128 bits (or a denominator past 124) they go to GMP themselves.
    @Test func wideValuesAgreeWithGMP() throws {
        var random = SeededGenerator()
        var mismatches: [String] = []
        var wide = 0
        for index in 0..<20_000 {
            // Products and quotients of inline values: up to about 150 bits each part.
            let a = Rational(numerator: Int(random.int(bits: 2 + Int(random.next() % 62))), denominator: UInt(1 + random.next() % (1 << 62)))
            let b = Rational(numerator: Int(random.int(bits: 2 + Int(random.next() % 62))), denominator: UInt(1 + random.next() % (1 << 62)))
            var value = index % 3 == 0 ? a * b : a + b
            // Every fourth one terminates: a denominator of 2s and 5s only.
            if index % 4 == 0 {
                let twos = Int(random.next() % 70), fives = Int(random.next() % 30)
                value = Rational(numerator: Int(random.int(bits: 63)), denominator: 1) * Rational(numerator: 1, denominator: UInt(1) << UInt(min(twos, 62)))
                for _ in 0..<fives { value = try value.divided(by: Rational(5)) }
                value = value * Rational(Int(random.int(bits: 40)))
            }
            if value.machineParts != nil && !value.isInline { wide += 1 }
            for count in [1, 2, 5, 16, 17, 30, 40] where value.rounded(significantDigits: count) != value.roundedWithGMP(significantDigits: count) {
                mismatches.append("\(value) at \(count): \(value.rounded(significantDigits: count)) vs \(value.roundedWithGMP(significantDigits: count))")
            }
            for limit in [16, 100] where value.exactDecimal(maximumSignificantDigits: limit) != value.exactDecimalWithGMP(maximumSignificantDigits: limit) {
                mismatches.append("\(value) exact within \(limit)")
            }
        }
        // The comparison covers the wide path, not only the inline one.
        #expect(wide > 5_000, "only \(wide) wide values")
        // Edges: 2^127 − 1 over 1 and over 3, a denominator of exactly 124 and 125 bits, all nines.
        let edges = [Rational(lowestTerms: Int128.max, 1), Rational(lowestTerms: Int128.max, 3), Rational(lowestTerms: -Int128.max, 7),
                     Rational(lowestTerms: 1, (1 << 123) + 1), Rational(lowestTerms: 1, (1 << 124) + 1), Rational(lowestTerms: 7, (1 << 124) - 1),
                     Rational(lowestTerms: Int128(99_999_999_999_999_999) * 1_000_000_000_000_000_000 + 999_999_999_999_999_999, 10)]
        for value in edges {
            for count in 1...40 where value.rounded(significantDigits: count) != value.roundedWithGMP(significantDigits: count) {
                mismatches.append("\(value) at \(count)")
            }
            if value.exactDecimal(maximumSignificantDigits: 100) != value.exactDecimalWithGMP(maximumSignificantDigits: 100) {
                mismatches.append("\(value) exact")
            }
        }
        #expect(mismatches.isEmpty, Comment(rawValue: mismatches.prefix(10).joined(separator: "\n")))
    }

    @Test func arithmeticAgreesAcrossTheOverflowBoundary() throws {
        var random = SeededGenerator()
        for _ in 0..<5_000 {
            let a = Rational(numerator: Int(random.int(bits: 63)), denominator: UInt(1 + random.next() % (1 << 40)))
            let b = Rational(numerator: Int(random.int(bits: 63)), denominator: UInt(1 + random.next() % (1 << 40)))
            // (a + b) − b == a and (a × b) ÷ b == a, whether or not the intermediate overflowed 64 bits.
            #expect((a + b) - b == a)
            if !b.isZero { #expect(try (a * b).divided(by: b) == a) }
            #expect((a < b) == ((a - b).sign < 0))
        }
    }
}
