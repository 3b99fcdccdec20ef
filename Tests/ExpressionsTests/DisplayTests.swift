import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeMoney
@testable import CountOnMeExpressions
import CountOnMeTestSupport

/// The display rules of DESIGN.md in the C locale.
@Suite struct DisplayTests {
    @Test(arguments: [
        // Exact integers in full, whatever their size.
        ("10^25", "10000000000000000000000000"), ("-10^21", "-1000000000000000000000"),
        // Exact terminating decimals up to 100 significant digits.
        ("1/1024", "0.0009765625"), ("2^-20", "9.5367431640625E-7"), ("2^-16", "0.0000152587890625"), ("1.5e-9", "1.5E-9"), ("10^-30", "1E-30"),
        ("123456789.123456789", "123456789.123456789"), ("1e-6", "0.000001"), ("1e-7", "1E-7"),
        ("10^20 + 0.5", "100000000000000000000.5"), ("10^21 + 0.5", "1.0000000000000000000005E21"),
        ("2^-100", "7.888609052210118054117285652827862296732064351090230047702789306640625E-31"),
        // Rounded to 16 digits, half away from zero, trailing zeros dropped.
        ("1/3 × 10^25", "3.333333333333333E24"), ("2^-400", "3.872591914849318E-121"), ("1/3 × 10^-8", "3.333333333333333E-9"),
        ("5/9", "0.5555555555555556"), ("-5/9", "-0.5555555555555556"), ("0.99999999999999999", "0.99999999999999999"), ("0.99999999999999999 + 10^-200", "1"),
        ("1 - 10^-150", "1"), ("-1 + 10^-150", "-1"), ("10^-150 + 1/3 - 1/3", "1E-150"),
        ("0.3 - 0.1 × 3", "0"), ("-0 × 5", "0"), ("(1/3 - 1/3) × -1", "0"), ("-(0)", "0"),
    ])
    func automaticNotation(input: String, expected: String) {
        #expect(calculate(input) == expected, "\(input)")
    }

    @Test(arguments: [
        ("1234.5", Notation.scientific, "1.2345E3"), ("1234.5", .engineering, "1.2345E3"), ("12345", .engineering, "12.345E3"),
        ("0.00015", .engineering, "150E-6"), ("0.0015", .engineering, "1.5E-3"), ("1e-7", .positional, "0.0000001"),
        ("1", .scientific, "1E0"), ("0", .scientific, "0"), ("-2.5e30", .positional, "-2500000000000000000000000000000"),
        ("10^25", .scientific, "1E25"),
    ])
    func explicitNotations(input: String, notation: Notation, expected: String) {
        #expect(calculate(input, settings(notation: notation)) == expected, "\(input) \(notation)")
    }

    @Test func exactnessIsReported() throws {
        let calculator = try Calculator()
        #expect(try calculator.evaluate("0.1 + 0.2").isExact)
        #expect(try calculator.evaluate("2^100").isExact)
        #expect(try !calculator.evaluate("1/3").isExact)
        #expect(try !calculator.evaluate("sqrt(2)").isExact)
        #expect(try calculator.evaluate("sqrt(2.25)").isExact)
        #expect(try calculator.evaluate("sin(π)").isExact)
        #expect(try calculator.evaluate("-1.25").plainString == "-1.25")
    }

    /// The exact value as a fraction in lowest terms (Python's `fractions.Fraction` of each), or
    /// none for an approximation; the decimal digits shown do not matter (`1/3`).
    @Test(arguments: [
        ("0.1 + 0.2", "3/10"), ("7/12", "7/12"), ("-7/2", "-7/2"), ("0.75 - 1", "-1/4"), ("1/3", "1/3"),
        ("2^100", "1267650600228229401496703205376"), ("sqrt(2.25)", "3/2"), ("10 EUR / 3", "10/3"),
        ("6/4 × 2", "3"), ("sqrt(2)", nil), ("pi", nil), ("ln(2)", nil),
    ] as [(String, String?)])
    func exactFractions(input: String, expected: String?) throws {
        let calculation = try Calculator().evaluate(input)
        #expect(calculation.exactFraction == expected, "\(input)")
        #expect(calculation.hasExactValue == (expected != nil), "\(input)")
    }

    /// Digits that are exact imply an exact value: a calculation never says its digits are the
    /// value while having no fraction for it.
    @Test(arguments: ["sin(π)", "sqrt(2.25)", "cos(0)", "ln(1)", "exp(0)", "2^0.5 × 2^0.5", "sin(30°)"])
    func exactDigitsHaveAnExactValue(input: String) throws {
        let calculation = try Calculator().evaluate(input)
        if calculation.isExact { #expect(calculation.hasExactValue, "\(input)") }
    }

    @Test(arguments: [
        ("12.5", "12.5"), ("-0.0125", "-0.0125"), ("1e21", "1000000000000000000000"), ("+7", "7"), ("0.000", "0"),
        ("00012.50", "12.5"), (".5", "0.5"), ("5.", "5"), ("1.5E-3", "0.0015"), ("-0", "0"),
    ])
    func plainDecimalStringsRoundTrip(text: String, expected: String) throws {
        let value = try Rational.parsePlainDecimal(text, maximumDigits: 1000)
        let decimal = try #require(value.exactDecimal(maximumSignificantDigits: 100))
        #expect(decimal.positionalString == expected)
    }

    @Test(arguments: ["", "-", ".", "1e", "1e+", "1.2.3", "1,5", "abc", "1e5x", "--1", "1 2"])
    func malformedPlainDecimalsAreRefused(_ text: String) {
        #expect(throws: Rational.PlainDecimalFailure.malformed) { try Rational.parsePlainDecimal(text, maximumDigits: 1000) }
    }

    @Test(arguments: [
        (19, 2, 1, "1", 1), (-19, 2, 1, "1", 1), (1, 4, 1, "3", -1), (5, 2, 1, "3", 0), (999, 1000, 2, "1", 0),
        (12345, 1000, 4, "1235", 1), (-12345, 1000, 4, "1235", 1), (1, 3, 3, "333", -1), (2, 3, 3, "667", -1),
        (99_995, 1, 4, "1", 5), (1, 8, 2, "13", -1), (-1, 8, 2, "13", -1),
    ])
    func roundingIsHalfAwayFromZero(numerator: Int, denominator: UInt, digits: Int, expectedDigits: String, exponent: Int) {
        // Ties (19/2, 1/4, 5/2, 1/8) go away from zero, unlike the half-even rounding of ICU's default.
        let value = Rational(numerator: numerator, denominator: denominator)
        let rounded = value.rounded(significantDigits: digits)
        #expect(String(decoding: rounded.digits, as: UTF8.self) == expectedDigits)
        #expect(rounded.exponent == exponent)
        #expect(rounded.isNegative == (numerator < 0))
    }
}
