import CountOnMeExpressions
import CountOnMeLocalization
import Testing

/// The complex setting: functions with no real value give their complex one when it is on (or
/// when the expression writes `i`), a domain error when it is off; complex results in the
/// locale's format. Expected values from mpmath 1.3.0 (principal branches, `mpc` arguments),
/// written as the calculator writes them; `Tests/Fixtures/notation.tsv` has the functions of
/// complex arguments.
@Suite struct ComplexTests {
    static func result(_ input: String, complex: Bool, locale: String = "C") -> String {
        var settings = CalculatorSettings()
        settings.complex = complex
        do {
            let calculator = try Calculator(settings: settings, locale: CalculatorLocale(identifier: locale)!)
            return try calculator.evaluate(input).formatted
        } catch {
            return "!" + error.code.name
        }
    }

    @Test(arguments: [
        ("sqrt(-4)", "2i"),
        ("√−4 × i", "-2"),
        ("(-4)^0.5", "2i"),
        ("ln(-1)", "3.141592653589793i"),
        ("ln(-2)", "0.6931471805599453 + 3.141592653589793i"),
        ("log(-100)", "2 + 1.364376353841841i"),
        ("asin(2)", "1.570796326794897 - 1.316957896924817i"),
        ("acos(-3)", "3.141592653589793 - 1.762747174039086i"),
        ("acosh(0.5)", "1.047197551196598i"),
        ("atanh(2)", "0.5493061443340548 - 1.570796326794897i"),
        ("(-2)^(1/4)", "0.8408964152537145 + 0.8408964152537145i"),
        // A real value stays real where one exists: the odd root of a negative number.
        ("(-8)^(1/3)", "-2"),
        ("∛(-27)", "-3"),
        ("sqrt(4)", "2"),
    ])
    func withTheSettingOn(input: String, expected: String) {
        #expect(Self.result(input, complex: true) == expected, "\(input)")
    }

    @Test(arguments: ["sqrt(-4)", "ln(-1)", "asin(2)", "acosh(0.5)", "atanh(2)", "(-2)^(1/4)", "log(-100)"])
    func offTheyAreDomainErrors(input: String) {
        #expect(Self.result(input, complex: false) == "!domain", "\(input)")
        // Writing i turns complex values on for that expression alone.
        #expect(Self.result(input + " + 0i", complex: false) == Self.result(input, complex: true), "\(input)")
    }

    @Test(arguments: [
        ("fr_FR", "(2,5 + 3i) × 2", "5 + 6i"),
        // The locale's minus sign between the parts (CLDR through Babel: `-` in French, `−` in Swedish).
        ("fr_FR", "0,5 − 1,25i", "0,5 - 1,25i"),
        ("sv_SE", "0,5 − 1,25i", "0,5 − 1,25i"),
        ("de_DE", "(1 + i) / 4", "0,25 + 0,25i"),
        ("ar_EG", "٣ + ٤i", "٣ + ٤i"),
        ("hi_IN", "1000000i + 1234567", "12,34,567 + 10,00,000i"),
        ("C", "-3 - i", "-3 - i"),
        ("C", "i", "i"),
        ("C", "-i", "-i"),
        ("C", "10^25 × i", "10000000000000000000000000i"),
        ("C", "i/3 × 10^-30", "3.333333333333333E-31i"),
    ])
    func complexResultsInTheLocale(locale: String, input: String, expected: String) {
        #expect(Self.result(input, complex: false, locale: locale) == expected, "\(locale) \(input)")
    }

    /// No silent value for a complex result where only a real one can be given.
    @Test func complexResultsRefuseWhatOnlyARealHas() throws {
        let calculator = try Calculator()
        let result = try calculator.evaluate("3 + 4i")
        #expect(result.isComplex && result.plainString == "3+4i" && result.isExact)
        #expect(result.doubleValue.isNaN)
        #expect(result.exactFraction == nil)
        var base16 = CalculatorSettings()
        base16.base = .hexadecimal
        #expect(Self.result("3 + 4i", complex: false, locale: "C") == "3 + 4i")
        #expect((try? Calculator(settings: base16).evaluate("3 + 4i")) == nil)
        #expect((try? calculator.evaluate("(1 + i) EUR")) == nil)
        #expect((try? calculator.evaluate("floor(1 + i)")) == nil)
        // A part written positionally is held to the digit limit as a real result is (it once
        // asked for 43 GB: fuzz/regressions/evaluate/complex-part-positional-past-the-limit).
        var positional = CalculatorSettings()
        positional.notation = .positional
        let wide = try Calculator(settings: positional)
        for (input, code) in [("e^19999999999 + i", ErrorCode.resultTooLarge), ("e^-19999999999 + i", .resultTooSmall)] {
            do {
                _ = try wide.evaluate(input)
                Issue.record("\(input) was written positionally")
            } catch {
                #expect(error.code == code, "\(input)")
            }
        }
        #expect(try wide.evaluate("e^2 + i").formatted == "7.38905609893065 + i")
        // `ans` keeps a complex value.
        _ = try calculator.evaluate("2i")
        #expect(try calculator.evaluate("ans × ans").formatted == "-4")
    }
}
