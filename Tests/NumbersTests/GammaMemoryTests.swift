import Testing
@testable import CountOnMeNumbers

/// A calculator's Γ memory gives back a value only for the same bounds at the same precision,
/// keeps the most recently used ones, and never changes a result.
@Suite struct GammaMemoryTests {
    static let limits = NumericLimits.standard

    /// `value` as an interval at `precision` bits.
    static func real(_ value: Rational, _ precision: Int) throws -> Real {
        try Real.from(value, precision: precision, limits: limits)
    }

    @Test func aValueIsGivenBackOnlyForTheSameBoundsAtTheSamePrecision() throws {
        let memory = GammaMemory()
        let x = try Self.real(Rational(numerator: 3, denominator: 2), 2_048)
        let value = try Self.real(Rational(7), 2_048)
        memory.remember(value, of: x, precision: 2_048)
        #expect(memory.value(of: try Self.real(Rational(numerator: 3, denominator: 2), 2_048), precision: 2_048) === value)
        // Another working precision, another precision of the bounds, other bounds: nothing.
        #expect(memory.value(of: x, precision: 4_096) == nil)
        #expect(memory.value(of: try Self.real(Rational(numerator: 3, denominator: 2), 2_049), precision: 2_048) == nil)
        let neighbour = Rational(numerator: 3, denominator: 2) + Rational(numerator: 1, denominator: 1 << 62)
        #expect(memory.value(of: try Self.real(neighbour, 2_048), precision: 2_048) == nil)
        // 1/3 is no binary fraction: its interval has two bounds. The point at its lower bound
        // (the same lower bound, another upper one) is another interval.
        let third = try Self.real(Rational(numerator: 1, denominator: 3), 2_048)
        let point = try Self.real(third.lowerBound, 2_048)
        #expect(third.lowerBound != third.upperBound)
        memory.remember(value, of: third, precision: 2_048)
        #expect(memory.value(of: point, precision: 2_048) == nil)
        #expect(memory.value(of: try Self.real(Rational(numerator: 1, denominator: 3), 2_048), precision: 2_048) === value)
    }

    @Test func cheapPrecisionsAreNotKept() throws {
        let memory = GammaMemory()
        let below = GammaMemory.smallestPrecision - 1
        let x = try Self.real(Rational(numerator: 3, denominator: 2), below)
        memory.remember(try Self.real(Rational(7), below), of: x, precision: below)
        #expect(memory.value(of: x, precision: below) == nil)
    }

    @Test func theLeastRecentlyUsedValueGoesFirst() throws {
        let memory = GammaMemory()
        let precision = GammaMemory.smallestPrecision
        let arguments = try (0...GammaMemory.capacity).map { try Self.real(Rational($0) + Rational(numerator: 1, denominator: 2), precision) }
        let values = try (0...GammaMemory.capacity).map { try Self.real(Rational($0), precision) }
        for index in 0..<GammaMemory.capacity { memory.remember(values[index], of: arguments[index], precision: precision) }
        // Using the oldest makes the second oldest the least recently used: the next one pushes it out.
        #expect(memory.value(of: arguments[0], precision: precision) === values[0])
        memory.remember(values[GammaMemory.capacity], of: arguments[GammaMemory.capacity], precision: precision)
        #expect(memory.value(of: arguments[1], precision: precision) == nil)
        for index in [0] + Array(2...GammaMemory.capacity) {
            #expect(memory.value(of: arguments[index], precision: precision) === values[index], "\(index)")
        }
    }

    /// Γ through a context with a memory is the same interval as without, at a high precision
    /// (from memory the second time) and at a low one (never kept), directly and by reflection.
    @Test func aRememberedValueIsTheComputedOne() throws {
        let memory = GammaMemory()
        for digits in [20, 1_000] {
            let plain = NumericContext(displayDigits: digits, limits: Self.limits, angleUnit: .radians)
            let remembering = NumericContext(displayDigits: digits, limits: Self.limits, angleUnit: .radians, gammaMemory: memory)
            for argument in [Rational(numerator: 1, denominator: 2), Rational(numerator: -3, denominator: 2), Rational(numerator: 1, denominator: 3)] {
                let expected = try Value.factorial(.exact(argument), in: plain).real(in: plain)
                for _ in 0..<2 {
                    let value = try Value.factorial(.exact(argument), in: remembering).real(in: remembering)
                    #expect(value.hasSameBounds(as: expected), "\(argument) at \(digits) digits")
                }
            }
        }
    }
}
