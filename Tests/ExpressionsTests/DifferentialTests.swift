import Foundation
import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeMoney
@testable import CountOnMeExpressions
import CountOnMeTestSupport

/// Replays `Fixtures/differential.tsv`: expressions whose expected answers come from an independent
/// Python reference (`Tests/Reference/generate_differential.py`: `fractions.Fraction` for exact
/// results, mpmath at 70 and 110 digits for irrational ones), never from this engine.
@Suite struct DifferentialTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let line: Int
        let mode: EvaluationMode
        let angle: AngleUnit
        let expression: String
        let expected: String
        /// `exact`, `approx` or `-` (an error).
        let exactness: String
        var testDescription: String { "line \(line): \(expression)" }
    }

    static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/\(name)")
    }

    static func load(_ name: String = "differential.tsv") throws -> [Case] {
        let text = try String(contentsOf: fixture(name), encoding: .utf8)
        var cases: [Case] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, let mode = EvaluationMode(rawValue: fields[0]) else {
                throw CocoaError(.fileReadCorruptFile)
            }
            cases.append(Case(line: index + 1, mode: mode, angle: fields[1] == "deg" ? .degrees : .radians,
                              expression: fields[2], expected: fields[3], exactness: fields[4]))
        }
        return cases
    }

    @Test func everyExpressionMatchesTheReference() throws {
        let cases = try Self.load()
        // The replay cannot pass by replaying nothing: the table is large and has every category.
        #expect(cases.count >= 2000)
        #expect(cases.contains { $0.mode == .immediate } && cases.contains { $0.angle == .degrees })
        #expect(cases.contains { $0.exactness == "approx" } && cases.contains { $0.exactness == "-" })
        try Self.replay(cases)
    }

    /// The scientific functions (`Tests/Reference/generate_functions.py`: Fraction, math.gcd,
    /// math.comb, math.perm, mpmath), in both angle units, with their domains.
    @Test func everyFunctionMatchesTheReference() throws {
        let cases = try Self.load("functions.tsv")
        #expect(cases.count >= 1500)
        for name in ["floor(", "round(", "gcd(", "ncr(", "npr(", "min(", "sinh(", "atanh(", "acot(", "atan2(", "hypot(", "sec("] {
            #expect(cases.contains { $0.expression.hasPrefix(name) }, "\(name)")
        }
        #expect(cases.contains { $0.exactness == "approx" } && cases.contains { $0.exactness == "-" } && cases.contains { $0.angle == .degrees })
        try Self.replay(cases)
    }

    /// The notations of other calculators (`Tests/Reference/generate_notation.py`: Fraction,
    /// Python's Unicode database for the vulgar fractions, mpmath): functions without
    /// parentheses, `sin²`, `cos⁻¹`, subscript bases and root indexes, `⌊⌋ ⌈⌉ [] {}`, `½`,
    /// `12°30′15″`, in both angle units.
    @Test func everyNotationMatchesTheReference() throws {
        let cases = try Self.load("notation.tsv")
        #expect(cases.count >= 1500)
        for form in ["sin 30", "⁻¹", "²", "log₂", "₁₆", "₃√", "⌊", "⌈", "[", "{", "½", "°", "′", "'"] {
            #expect(cases.contains { $0.expression.contains(form) }, "\(form)")
        }
        #expect(cases.contains { $0.exactness == "approx" } && cases.contains { $0.exactness == "-" } && cases.contains { $0.angle == .degrees })
        try Self.replay(cases)
    }

    static func replay(_ cases: [Case]) throws {
        var mismatches: [String] = []
        for test in cases {
            let calculator = try Calculator(settings: settings(mode: test.mode, angle: test.angle))
            let actual: String
            var reportedExact = false
            do {
                let result = try calculator.evaluate(test.expression)
                actual = result.formatted
                reportedExact = result.isExact
            } catch {
                actual = "!" + error.code.name
            }
            if actual != test.expected {
                mismatches.append("line \(test.line) [\(test.mode) \(test.angle)] \(test.expression): expected \(test.expected), got \(actual)")
            }
            // An irrational result can never be reported exact (a rational one may be rounded, like 1/3).
            if test.exactness == "approx" && reportedExact {
                mismatches.append("line \(test.line) \(test.expression): irrational result reported exact")
            }
        }
        #expect(mismatches.isEmpty, Comment(rawValue: "\(mismatches.count) mismatches:\n" + mismatches.prefix(40).joined(separator: "\n")))
    }
}
