import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeMoney
@testable import CountOnMeExpressions
import CountOnMeTestSupport

/// Size and shape bounds: refused quickly, before GMP is asked for the memory.
@Suite struct LimitTests {
    @Test(arguments: ["9^9^9^9", "1000000!", "10^10^10", "2^(2^64)", "(10^60000)^2", "10^99999 × 10^5",
                      "1e100001", "1e-100001", "exp(10^6)", "(2^64)!", "99999!", "0.5^400000"])
    func tooLargeIsRefused(_ input: String) {
        #expect(calculate(input) == "!resultTooLarge", "\(input)")
    }

    /// An irrational result that is not zero but too small to write is refused as such, never
    /// shown as 0 (an exact one, `1e-100001`, needs too many digits: too large, above).
    @Test(arguments: ["exp(-10^6)", "exp(-1e9)", "sin(1)^10000000", "exp(-200000)^3"])
    func tooSmallIsRefused(_ input: String) {
        #expect(calculate(input) == "!resultTooSmall", "\(input)")
    }

    @Test(arguments: [("10^99999", 100_000), ("25000!", 99_094), ("2^300000", 90_309)])
    func largeButAllowedResultsAreWrittenInFull(_ input: String, digits: Int) {
        let result = calculate(input)
        #expect(result.utf8.count == digits, "\(input)")
        #expect(result.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    }

    @Test func theDigitBoundIsSettable() {
        var small = CalculatorSettings()
        small.limits = NumericLimits(maximumDigits: 100)
        #expect(calculate("10^99", small) == "1" + String(repeating: "0", count: 99))
        #expect(calculate("10^101", small) == "!resultTooLarge")
        #expect(calculate("75!", small) == "!resultTooLarge")
    }

    @Test func inputLengthIsBounded() {
        let long = String(repeating: "1+", count: 60_000) + "1"
        #expect(calculate(long) == "!inputTooLong")
        var generous = CalculatorSettings()
        generous.maximumInputLength = 200_000
        #expect(calculate(long, generous) == "60001")
    }

    /// A generated input, described by how it was made rather than printed in full.
    struct Generated: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let text: String
    }

    @Test(arguments: [
        Generated(testDescription: "100,000 nested parentheses",
                  text: String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)),
        Generated(testDescription: "50,000 minus signs", text: String(repeating: "-", count: 50_000) + "1"),
        Generated(testDescription: "30,000 square roots", text: String(repeating: "√", count: 30_000) + "1"),
        Generated(testDescription: "a tower of 40,000 powers", text: String(repeating: "2^", count: 40_000) + "1"),
        Generated(testDescription: "20,000 nested sin calls",
                  text: String(repeating: "sin(", count: 20_000) + "1" + String(repeating: ")", count: 20_000)),
    ])
    func deepNestingIsRefusedWithoutOverflowingTheStack(_ input: Generated) {
        var settings = CalculatorSettings()
        settings.maximumInputLength = 1_000_000
        #expect(calculate(input.text, settings) == "!nestingTooDeep")
    }

    @Test func nestingUpToTheLimitWorks() {
        let depth = CalculatorSettings().maximumNesting
        let input = String(repeating: "(", count: depth) + "7" + String(repeating: ")", count: depth)
        #expect(calculate(input) == "7")
    }

    @Test func longFlatChainsEvaluateWithoutRecursion() {
        var settings = CalculatorSettings()
        settings.maximumInputLength = 10_000_000
        let input = String(repeating: "1+", count: 500_000) + "1"
        #expect(calculate(input, settings) == "500001")
    }
}
