import Testing
@testable import CountOnMeNumbers
import CountOnMeTestSupport

/// The machine-arithmetic fast paths for small rationals agree with GMP on random values.
@Suite struct FastPathTests {
    /// A deterministic generator (xorshift), so failures reproduce.
    struct Generator {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        mutating func int(bits: Int) -> Int64 { Int64(bitPattern: next() >> UInt64(64 - bits)) - (1 << (bits - 1)) }
    }

    @Test func roundingAgreesWithGMP() {
        var random = Generator()
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

    @Test func arithmeticAgreesAcrossTheOverflowBoundary() throws {
        var random = Generator()
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
