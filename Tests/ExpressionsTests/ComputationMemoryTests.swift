import Foundation
import Testing
import CountOnMe
@testable import CountOnMeExpressions
@testable import CountOnMeNumbers
import CountOnMeTestSupport

/// A calculator's memory of the costly values it computed in a keypad's text: each step of a
/// keypad-like sequence computes its own function, never the ones below it again, and every
/// digit shown stays the true value's.
@Suite struct ComputationMemoryTests {
    /// One step of `Fixtures/remembered-functions.tsv`.
    struct Step {
        let sequence: Int, digits: Int, degrees: Bool, expression: String, expected: String
    }

    static func steps() throws -> [Step] {
        let text = try String(contentsOfFile: fixturePath("remembered-functions.tsv"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, let sequence = Int(fields[0]), let digits = Int(fields[1]) else { return nil }
            return Step(sequence: sequence, digits: digits, degrees: fields[2] == "deg", expression: fields[3], expected: fields[4])
        }
    }

    /// Each sequence evaluated in order by one calculator, as a keypad evaluates its text at each
    /// key, against mpmath at 1,500 digits (`Tests/Reference/generate_remembered_functions.py`).
    /// The work is counted in costly values computed: a sequence of n steps of depth 1 to n
    /// without the memory computes some n²/2 of them at each precision attempt; with it, each
    /// step computes its own function at each of its attempts, and the whole chain again only
    /// when it needs a precision no step before it reached (a few times a sequence at most).
    @Test func eachStepComputesItsOwnFunctionAndEveryDigitIsRight() throws {
        let steps = try Self.steps()
        #expect(steps.count >= 600)
        var mismatches: [String] = []
        /// Per sequence: its calculator, its steps so far, the values it computed, and the
        /// values its steps hold (step k holds k functions).
        var sequences: [Int: (calculator: Calculator, steps: Int, computed: Int, held: Int)] = [:]
        for (position, step) in steps.enumerated() {
            var sequence = try sequences[step.sequence]
                ?? (Calculator(settings: settings(angle: step.degrees ? .degrees : .radians, digits: step.digits)), 0, 0, 0)
            let before = sequence.calculator.computationMemory.kept
            let got: String
            do {
                got = try sequence.calculator.evaluate(plainInput: step.expression).formatted
            } catch {
                got = "!" + error.code.name
            }
            if got != step.expected { mismatches.append("line \(position + 3): expected \(step.expected), got \(got)") }
            sequence.steps += 1
            sequence.computed += sequence.calculator.computationMemory.kept - before
            sequence.held += sequence.steps
            sequences[step.sequence] = sequence
        }
        #expect(mismatches.isEmpty, Comment(rawValue: "\(mismatches.count) mismatches:\n" + mismatches.prefix(20).joined(separator: "\n")))
        for (index, sequence) in sequences.sorted(by: { $0.key < $1.key }) {
            // 40 steps hold 820 functions: evaluated without the memory, at least 820 values are
            // computed (one attempt a step); with it, about one a step and attempt (40–80), plus
            // a chain computed again at a new precision now and then. Each step takes at least
            // its argument from the memory, and looks up only what it needs: about one value a
            // step and attempt, not one for each function below.
            let memory = sequence.calculator.computationMemory
            #expect(sequence.computed * 4 < sequence.held, "sequence \(index): \(sequence.computed) values computed, \(sequence.held) held")
            #expect(memory.recalled >= sequence.steps - 1 && memory.recalled * 4 < sequence.held,
                    "sequence \(index): \(memory.recalled) values recalled in \(sequence.steps) steps")
        }
    }

    /// Settings change the values (an angle unit, a limit): the memory forgets them then.
    @Test func aChangeOfSettingsForgetsTheValues() throws {
        let calculator = try Calculator(settings: settings(angle: .radians, digits: 12))
        #expect(try calculator.evaluate(plainInput: "sin(1)").formatted == "0.841470984808")
        try calculator.update(settings(angle: .degrees, digits: 12))
        #expect(try calculator.evaluate(plainInput: "sin(1)").formatted == "0.0174524064373")
    }

    /// A computation that reads a variable or `ans` is never remembered: their values change.
    @Test func valuesThatCanChangeAreNotRemembered() throws {
        let calculator = try Calculator(settings: settings(angle: .radians, digits: 12))
        try calculator.setVariable("x", to: "1")
        #expect(try calculator.evaluate(plainInput: "sin(x)").formatted == "0.841470984808")
        try calculator.setVariable("x", to: "2")
        #expect(try calculator.evaluate(plainInput: "sin(x)").formatted == "0.909297426826")
        _ = try calculator.evaluate("3")
        #expect(try calculator.evaluate(plainInput: "sqrt(ans)").formatted == "1.73205080757")
        _ = try calculator.evaluate("5")
        #expect(try calculator.evaluate(plainInput: "sqrt(ans)").formatted == "2.2360679775")
    }

    /// The identities of big numbers are forgotten past their capacity: a keypad whose text
    /// writes another big number at every key keeps no more than the capacity of them (8 MB in
    /// a calculator; 64 KB here, filled by a dozen 10,000-digit numbers).
    @Test func identitiesOfBigNumbersAreForgotten() throws {
        let calculator = try Calculator(settings: settings(angle: .radians, digits: 12))
        calculator.computationMemory = ComputationMemory(identityCapacity: 1 << 13)
        var largest = 0
        for key in 1...40 {
            let number = String(repeating: "7", count: 9_990) + String(key + 1_000)
            #expect(try calculator.evaluate(plainInput: "(\(number))*2").formatted.hasPrefix("155555555555"))
            largest = max(largest, calculator.computationMemory.identityWords)
        }
        // A 10,000-digit number is 33,220 bits: 1,038 words, and a shape each for the rest.
        #expect(largest > (1 << 13) - 1_100)
        #expect(largest <= (1 << 13) + 1_100)
    }

    /// Full, the memory keeps the most recently used half and takes the new value.
    @Test func theLeastRecentlyUsedHalfGoesFirst() throws {
        let memory = ComputationMemory()
        let context = NumericContext(displayDigits: 12, limits: .standard, angleUnit: .radians)
        let capacity = ComputationMemory.capacity
        let values = try (0...capacity).map { Value.approximate(try Real.from(Rational(numerator: $0, denominator: 3), precision: 64, limits: .standard)) }
        for identity in 0..<capacity { memory.remember(values[identity], of: identity, in: context) }
        #expect(memory.value(of: 0, in: context) != nil)   // the oldest, now the most recently used
        memory.remember(values[capacity], of: capacity, in: context)
        let kept = (0...capacity).filter { memory.value(of: $0, in: context) != nil }
        #expect(kept.contains(0) && kept.contains(capacity) && !kept.contains(1))
        #expect(kept.count == capacity / 2 + 1)
        // Another precision or complex values allowed: another value.
        #expect(memory.value(of: 0, in: context.withPrecision(context.precision * 2)) == nil)
        #expect(memory.value(of: 0, in: context.allowingComplex(true)) == nil)
        // An exact value is not kept (it is kept between the attempts of one evaluation).
        memory.remember(.exact(Rational(7)), of: capacity + 1, in: context)
        #expect(memory.value(of: capacity + 1, in: context) == nil)
    }

    /// Values at a high precision are bounded by their bits (16 MB), not by their count: at a
    /// million bits of working precision (2 million a real interval, 4 million a complex one),
    /// a few dozen are kept, the last one always.
    @Test func theValuesKeptAreBoundedInBits() throws {
        let memory = ComputationMemory()
        let context = NumericContext(displayDigits: 12, limits: .standard, angleUnit: .radians).withPrecision(1 << 20)
        let real = Value.approximate(try Real.from(Rational(numerator: 1, denominator: 3), precision: 64, limits: .standard))
        let complex = Value.complex(real: real, imaginary: real)
        var largest = 0
        for identity in 0..<200 {
            memory.remember(identity % 3 == 0 ? complex : real, of: identity, in: context)
            largest = max(largest, memory.valueBits)
            #expect(memory.value(of: identity, in: context) != nil)
        }
        #expect(largest <= ComputationMemory.valueCapacityBits)
        #expect(largest > ComputationMemory.valueCapacityBits - (4 << 20))
    }
}
