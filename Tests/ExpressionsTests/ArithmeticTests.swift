import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeMoney
@testable import CountOnMeExpressions
import CountOnMeTestSupport

/// Exact arithmetic, every operator and precedence level, in algebraic mode. Expected values are
/// mathematical facts checked by hand (or by Python's Fraction), never the engine's output.
@Suite struct ArithmeticTests {
    @Test(arguments: [
        // The four operations, exactly.
        ("0.1 + 0.2", "0.3"), ("3.03 − 1.03", "2"), ("3.03 - 1.03", "2"), ("1 ÷ 3 × 3", "1"),
        ("123456789 × 987654321", "121932631112635269"), ("6 * 7", "42"), ("6 · 7", "42"), ("7 / 2", "3.5"),
        ("1/3", "0.3333333333333333"), ("2/3", "0.6666666666666667"), ("-2/3", "-0.6666666666666667"),
        ("1/8", "0.125"), ("0.1 × 0.1", "0.01"), ("1 - 1", "0"), ("0 × -5", "0"), ("-0", "0"),
        ("99999999999999999999 + 1", "100000000000000000000"),
        ("1.5e-7 × 2", "3E-7"), ("1.5e-6 × 2", "0.000003"), ("2E21", "2000000000000000000000"), ("1.5E+3", "1500"), (".5 + .25", "0.75"),
        // Modulo: floored, sign of the divisor.
        ("7 mod 3", "1"), ("-7 mod 3", "2"), ("7 mod -3", "-2"), ("1 mod 0.1", "0"), ("5.5 mod 2", "1.5"),
        // Powers: right-associative, exact, signed exponents.
        ("2^100", "1267650600228229401496703205376"), ("2 ** 10", "1024"), ("2^3^2", "512"), ("(2^3)^2", "64"),
        ("2^-2", "0.25"), ("-2^2", "-4"), ("(-2)^2", "4"), ("(-2)^3", "-8"), ("0^0", "1"), ("(1/2)^-3", "8"),
        ("8^(1/3)", "2"), ("(-8)^(1/3)", "-2"), ("4^(3/2)", "8"), ("(9/4)^0.5", "1.5"), ("16^-0.5", "0.25"),
        ("(-1)^(2^70)", "1"), ("(-1)^(2^70+1)", "-1"), ("1^(10^30)", "1"), ("0^(10^30)", "0"),
        // Postfix operators bind tightest.
        ("3!", "6"), ("0!", "1"), ("20!", "2432902008176640000"), ("3!!", "3"), ("3! !", "720"), ("(3!)!", "720"), ("-3!", "-6"), ("2^3!", "64"),
        ("50%", "0.5"), ("2 × 10%", "0.2"), ("10% × 2", "0.2"),
        // Precedence and grouping.
        ("1 + 2 × 3", "7"), ("(1 + 2) × 3", "9"), ("2 × (3 + 4)", "14"), ("10 - 4 - 3", "3"), ("2 ÷ 4 ÷ 2", "0.25"),
        ("1 + 2 mod 2", "1"), ("-3^2 + 1", "-8"), ("--2", "2"), ("+2", "2"), ("-(-(3))", "3"), ("2 - -2", "4"),
        // Implicit multiplication has the precedence of ×.
        ("2(3+4)", "14"), ("(1+2)(3+4)", "21"), ("2√9", "6"), ("6/2(1+2)", "9"), ("2^2(3)", "12"),
        // Square root prefix.
        ("√16", "4"), ("√(9/4)", "1.5"), ("√√16", "2"), ("-√4", "-2"),
    ])
    func exactResults(input: String, expected: String) {
        #expect(calculate(input) == expected, "\(input)")
    }

    @Test(arguments: [
        ("200 + 10%", "220"), ("200 - 10%", "180"), ("200 − 25%", "150"), ("50 + (2+3)%", "52.5"),
        ("100 + 10 + 10%", "121"), ("10% + 5", "5.1"), ("200 + 10% × 2", "200.2"), ("0 + 50%", "0"),
        ("-200 + 10%", "-220"), ("50 + (10%)", "55"), ("2 × 3 + 50%", "9"),
    ])
    func percentFollowsCalculators(input: String, expected: String) {
        #expect(calculate(input) == expected, "\(input)")
    }

    @Test(arguments: [
        ("1 + 2 × 3", "9"), ("10 - 4 × 2", "12"), ("2 + 3 ^ 2", "25"), ("2 ^ 3 ^ 2", "64"), ("12 ÷ 4 + 2 × 3", "15"),
        ("3 + 3 × 4 ÷ 2", "12"), ("1 + (2 × 3)", "7"), ("-2^2", "4"), ("200 + 10%", "220"), ("100 - 10% × 2", "180"),
        ("2 + 3!", "8"), ("2π ÷ π + 1", "3"), ("7 mod 4 × 2", "6"), ("1 + √9 × 2", "8"), ("2 × sqrt(9) + 1", "7"),
    ])
    func immediateModeIsLeftToRight(input: String, expected: String) {
        #expect(calculate(input, settings(mode: .immediate)) == expected, "\(input)")
    }

    @Test func answerCarriesTheLastResultAndSurvivesFailures() throws {
        let calculator = try Calculator()
        #expect(try calculator.evaluate("ans").formatted == "0")
        #expect(try calculator.evaluate("6 × 7").formatted == "42")
        #expect(try calculator.evaluate("ans + 1").formatted == "43")
        #expect(throws: CalculationError.self) { try calculator.evaluate("ans / 0") }
        #expect(try calculator.evaluate("ANS").formatted == "43")
        #expect(try calculator.evaluate("2ans").formatted == "86")
    }
}
