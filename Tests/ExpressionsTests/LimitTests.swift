import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeMoney
@testable import CountOnMeExpressions
import CountOnMeTestSupport

/// Size and shape bounds: refused quickly, before GMP is asked for the memory.
@Suite struct LimitTests {
    /// Past the exponent range of approximate values (2^±2^60), or an exact form that is needed
    /// (a literal, a shift, lcm): refused. `2^(2^64)` is about 10^(5.6E18).
    @Test(arguments: ["9^9^9^9", "10^10^20", "2^(2^64)", "exp(10^19)", "(2^64)!", "(10^18)!", "1e100001", "1e-100001",
                      "1 << 400000", "(100000!)!"])
    func tooLargeIsRefused(_ input: String) {
        #expect(calculate(input) == "!resultTooLarge", "\(input)")
    }

    /// An irrational result that is not zero but too small even for the exponent range is refused
    /// as such, never shown as 0.
    @Test(arguments: ["exp(-10^19)", "exp(-1e20)", "0.5^(10^19)", "exp(-10^18)^3"])
    func tooSmallIsRefused(_ input: String) {
        #expect(calculate(input) == "!resultTooSmall", "\(input)")
    }

    /// Exact when it fits, correctly rounded when it does not (issue 15, item 7): a result whose
    /// exact form passes the digit limit is computed within rigorous bounds and shown rounded,
    /// marked inexact (the digits are checked against mpmath in functions.tsv).
    @Test(arguments: [("1000000!", "8.26393168833124E5565708"), ("10^10^10", "1E10000000000"), ("(10^60000)^2", "1E120000"),
                      ("99999!", "2.824229407960348E456568"), ("0.5^400000", "1.004001606035427E-120412"),
                      ("exp(-1e9)", "1.249534271921013E-434294482")])
    func pastTheDigitLimitIsApproximated(_ input: String, expected: String) throws {
        let calculation = try Calculator().evaluate(input)
        #expect(calculation.formatted == expected, "\(input)")
        #expect(!calculation.isExact)
        // Written positionally it would need more digits than the limit: refused, never cut.
        var positional = CalculatorSettings()
        positional.notation = .positional
        #expect(calculate(input, positional).hasPrefix("!resultToo"), "\(input)")
    }

    @Test(arguments: [("10^99999", 100_000), ("25000!", 99_094), ("2^300000", 90_309)])
    func largeButAllowedResultsAreWrittenInFull(_ input: String, digits: Int) {
        let result = calculate(input)
        #expect(result.utf8.count == digits, "\(input)")
        #expect(result.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    }

    /// An exact result feeds back (a keypad's result) as ASCII digits, parenthesized when negative
    /// or a fraction; an integer's are the digits already written for the result, a fraction's
    /// come from the value (expected texts from Python's integers and fractions).
    @Test func exactResultsFeedBackAsPlainText() throws {
        let calculator = try Calculator()
        let table: [(String, String)] = [
            ("2^64", "18446744073709551616"), ("-(2^64)", "(-18446744073709551616)"), ("0", "0"), ("-7", "(-7)"),
            ("10^40", "1" + String(repeating: "0", count: 40)), ("-3*10^25", "(-30000000000000000000000000)"),
            ("1/3", "(1/3)"), ("-2.5", "(-5/2)"), ("12345678901234567890123/1000", "(12345678901234567890123/1000)"),
            ("25!", "15511210043330985984000000"),
        ]
        for (input, expected) in table {
            let result = try calculator.evaluate(input)
            #expect(result.exactInput == expected, "\(input)")
            #expect(try calculator.evaluate(result.exactInput).exactInput == expected, "\(input) read back")
        }
        let huge = try calculator.evaluate("10^99999")
        #expect(huge.exactInput.utf8.count == 100_000 && huge.exactInput.hasPrefix("10000"))
    }

    /// Such a value feeds back (a keypad's result, `ans` text) as its binary form, which reads as
    /// the same value; as a `double` it is what IEEE 754 gives (infinity past its range).
    @Test func anApproximatedResultFeedsBackAsItself() throws {
        let calculator = try Calculator()
        let factorial = try calculator.evaluate("100000!")
        #expect(factorial.exactInput.hasPrefix("(") && factorial.exactInput.contains("*2^"), "\(factorial.exactInput.prefix(60))")
        #expect(factorial.exactInput.utf8.count < 200)
        #expect(try calculator.evaluate(factorial.exactInput).formatted == "2.824229407960348E456573")
        #expect(factorial.doubleValue == .infinity)
        let tiny = try calculator.evaluate("exp(-1e9)")
        #expect(tiny.exactInput.contains("/2^"))
        #expect(try calculator.evaluate(tiny.exactInput).formatted == "1.249534271921013E-434294482")
        #expect(tiny.doubleValue == 0)
        #expect(try calculator.evaluate("1.0001^30000").doubleValue == 20.082524519410367)   // mpmath: 20.0825245194103657…
    }

    /// An explicit scientific notation rounds exact values to the digits, marked inexact
    /// (2^1000 = 1.07150860718626732…E301); the automatic notation writes them in full.
    @Test func scientificNotationRoundsExactValuesToo() throws {
        var settings = CalculatorSettings()
        settings.notation = .scientific
        settings.digits = 5
        let power = try Calculator(settings: settings).evaluate("2^1000")
        #expect(power.formatted == "1.0715E301")
        #expect(!power.isExact)
        #expect(try Calculator(settings: settings).evaluate("1234.5").formatted == "1.2345E3")
        #expect(try Calculator(settings: settings).evaluate("123456").formatted == "1.2346E5")
        settings.notation = .engineering
        #expect(try Calculator(settings: settings).evaluate("123456").formatted == "123.46E3")
        #expect(calculate("2^1000").utf8.count == 302)
    }

    @Test func theDigitBoundIsSettable() {
        var small = CalculatorSettings()
        small.limits = NumericLimits(maximumDigits: 100)
        #expect(calculate("10^99", small) == "1" + String(repeating: "0", count: 99))
        // Past it, the exact form gives way to the rounded value (75! ≈ 2.48091408113954E109).
        #expect(calculate("10^101", small) == "1E101")
        #expect(calculate("75!", small) == "2.48091408113954E109")
        small.notation = .positional
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
        Generated(testDescription: "20,000 sin without parentheses", text: String(repeating: "sin ", count: 20_000) + "1"),
        Generated(testDescription: "20,000 squared inverse sines", text: String(repeating: "sin⁻¹ sin² ", count: 10_000) + "1"),
        Generated(testDescription: "20,000 floor brackets",
                  text: String(repeating: "⌊", count: 20_000) + "1" + String(repeating: "⌋", count: 20_000)),
        Generated(testDescription: "20,000 root indexes", text: String(repeating: "₃√", count: 20_000) + "8"),
        // Each currency sign before an amount recursed without counting a level: 30,000 of them
        // overflowed the stack (found by fuzz_evaluate).
        Generated(testDescription: "30,000 currency signs before an amount", text: String(repeating: "€", count: 30_000) + "1"),
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

    /// The largest nesting the settings accept, in every form, parses on a stack sized for it
    /// (this debug build's frames are the largest): Tests/C/stack_test.c runs the same on 128 KiB threads.
    @Test(arguments: [("sin(", ")", "0"), ("(", ")", "0"), ("-", "", "0"), ("max(1; ", ")", "1"), ("|", "|", "0"), ("€", "", "EUR 0.00")])
    func theDeepestNestingAcceptedWorks(open: String, close: String, expected: String) {
        var settings = CalculatorSettings()
        settings.maximumNesting = CalculatorSettings.nestingRange.upperBound
        let depth = settings.maximumNesting
        let input = String(repeating: open, count: depth) + "0" + String(repeating: close, count: depth)
        #expect(calculate(input, settings) == expected, "\(open)")
        #expect(calculate(open + input + close, settings) == "!nestingTooDeep", "\(open)")
    }

    @Test func longFlatChainsEvaluateWithoutRecursion() {
        var settings = CalculatorSettings()
        settings.maximumInputLength = 10_000_000
        let input = String(repeating: "1+", count: 500_000) + "1"
        #expect(calculate(input, settings) == "500001")
    }
}
