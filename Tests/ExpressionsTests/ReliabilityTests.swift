import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeMoney
@testable import CountOnMeExpressions
import CountOnMeTestSupport

/// Untrusted text is read sensibly or refused with a clear error, never misread; a failure
/// leaves everything as it was. (docs/RELIABILITY.md lists these tables.)
@Suite struct ReliabilityTests {
    @Test(arguments: [
        // Read sensibly.
        ("1\u{200B}2 + 1", "13"), ("1\u{200D}2 + 1", "13"), ("\u{FEFF}7 × 6", "42"), ("1\u{00AD}0 + 0", "10"),
        ("\u{061C}-3 + 5", "2"), ("\u{200E}\u{2212}3 + 5", "2"), ("\u{202E}1+1\u{202C}", "2"), ("\u{2066}6 × 7\u{2069}", "42"),
        ("１２＋３", "15"), ("（１＋２）×３", "9"), ("ｓｉｎ（０）", "0"), ("２＾１０", "1024"), ("\t1 +\t2\u{3000}", "3"),
        ("1\n+\r\n2", "3"),
        // Refused with an error, never misread.
        ("1\u{0000}+1", "!syntax"), ("2\u{0001} + 1", "!syntax"), ("\u{001B}[31m1", "!syntax"), ("\u{FFFD}", "!syntax"),
        ("1\u{00A0}234", "!missingOperator"), ("٣٫١٤", "!syntax"), ("１２，５", "!syntax"), ("\u{E000}", "!syntax"),
        ("1 + \u{1F600}", "!syntax"), ("\u{0301}1", "!syntax"), ("1..2", "!invalidNumber"), ("0x1F", "31"), ("0x1G", "!invalidNumber"),
    ])
    func badTextInTheCLocale(input: String, expected: String) {
        #expect(calculate(input) == expected, "\(input.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test(arguments: [("fr_FR", "1\u{202F}234,5 × 2", "2\u{202F}469"), ("ar_EG", "١٢٣\u{200F} + ٤", "١٢٧"),
                      ("fr_FR", "1\u{200B}234,5 × 2", "2\u{202F}469"), ("en_US", "１，２３４ + 0", "1,234"), ("ar_EG", "٣٫١٤ × 1", "٣٫١٤")])
    func badTextInLocales(locale: String, input: String, expected: String) {
        #expect(calculate(input, locale: locale) == expected)
    }

    @Test func controlCharactersAreNamedNotPrinted() throws {
        let error = try #require(failure("1\u{0007}"))
        #expect(error.message.arguments == [.text("U+0007")])
        #expect(error.range == SourceRange(start: 1, end: 2))
    }

    /// An input of every error kind (results in words, so `1/3` cannot be written); after each,
    /// `ans`, the variables and the settings are what they were.
    static let failures = ["2 #", "1 +", "2 3", "(1", "1.2.3", "foo", "sin(1;2)", "1/0", "sqrt(-1)", "9^9^9^9", "", "((((1))))",
                           String(repeating: "1+", count: 60_000) + "1",
                           "1 BTC", "$5", "100 EUR in USD", "sqrt(4 EUR)", "25.3 × 1.234",
                           "exp(-1e20)", "1/(exp(ln(2)) - 2)", "1/3", "x = 1/0", "x = 1/3", "sin = 2"]

    /// A fraction (or mixed number) whose part passes the digit limit is refused with the
    /// calculation's range, never one counted in the part's own digits (fuzz_calculation: 0..100003
    /// in a 91-byte input), and held to the context's limit, not the default one.
    @Test func aFractionPastTheLimitPointsAtTheCalculation() throws {
        let input = "(03/" + String(repeating: "6", count: 74) + "3/7^300\u{0B})^305"
        for form in [ResultForm.fraction, .mixed] {
            var settings = CalculatorSettings()
            settings.form = form
            let calculator = try Calculator(settings: settings)
            do {
                _ = try calculator.evaluate(input, committing: false)
                Issue.record("\(form) was written")
            } catch {
                #expect(error.code == .resultTooLarge)
                #expect(error.range == SourceRange(start: 0, end: input.utf8.count))
            }
            // With the limit raised, the same fraction is written (its numerator has 100,003 digits).
            settings.limits = NumericLimits(maximumDigits: 200_000)
            let raised = try Calculator(settings: settings)
            #expect(try raised.evaluate(input, committing: false).formatted.count > 100_003)
        }
    }

    @Test func aFailedEvaluationLosesNothing() throws {
        var settings = CalculatorSettings()
        settings.maximumNesting = 3
        settings.form = .words
        let calculator = try Calculator(settings: settings, locale: CalculatorLocale(identifier: "de_DE")!)
        #expect(try calculator.evaluate("x = 5").plainString == "5")
        #expect(try calculator.evaluate("6 × 7").plainString == "42")
        var codes: Set<ErrorCode> = []
        for input in Self.failures {
            do {
                _ = try calculator.evaluate(input)
                Issue.record("\(input.prefix(20)) succeeded")
            } catch {
                codes.insert(error.code)
            }
            #expect(calculator.settings == settings)
            #expect(calculator.locale.numbersIdentifier == "de_DE")
            #expect(try calculator.evaluate("ans", committing: false).plainString == "42")
            #expect(try calculator.variable("x").plainString == "5")
            #expect(calculator.variableNames == ["x"])
        }
        // Results in base 16 (where words do not apply) fail for what is no integer, losing nothing.
        var hexadecimal = settings
        hexadecimal.base = .hexadecimal
        try calculator.update(hexadecimal)
        do {
            _ = try calculator.evaluate("x = 1/2")
            Issue.record("1/2 in base 16 succeeded")
        } catch {
            codes.insert(error.code)
        }
        #expect(try calculator.evaluate("ans", committing: false).formatted == "0x2A")
        #expect(try calculator.variable("x").formatted == "0x5")
        // An interrupted evaluation loses nothing either.
        calculator.interruptionCheck = { true }
        do {
            _ = try calculator.evaluate("x = 1 + 2")
            Issue.record("an interrupted evaluation succeeded")
        } catch {
            codes.insert(error.code)
        }
        calculator.interruptionCheck = nil
        #expect(try calculator.evaluate("ans", committing: false).formatted == "0x2A")
        #expect(try calculator.variable("x").formatted == "0x5")
        // Every kind an expression can fail with was exercised.
        let expressionErrors = Set(ErrorCode.allCases).subtracting([.invalidArgument, .outOfMemory, .invalidRatesFile, .notExact, .cannotReadFile])
        #expect(codes == expressionErrors)
    }


    /// An interruption stops the evaluation between its steps (every node, every raise of the
    /// precision), whichever step it comes at, and the calculator is as it was; a request made
    /// while nothing runs has no effect (as sqlite3_interrupt's).
    @Test func anInterruptionStopsAtTheNextStep() throws {
        let calculator = try Calculator()
        #expect(try calculator.evaluate("6 × 7").formatted == "42")
        let input = "1 + 2 × 3 - sin(1) + sqrt(2)"
        var steps = 0
        calculator.interruptionCheck = { steps += 1; return false }
        _ = try calculator.evaluate(input, committing: false)
        let total = steps
        #expect(total >= 9)   // every node of the tree was a step
        for stop in 1...total {
            var seen = 0
            calculator.interruptionCheck = { seen += 1; return seen >= stop }
            #expect(throws: CalculationError.interrupted) { _ = try calculator.evaluate(input) }
            calculator.interruptionCheck = nil
            #expect(try calculator.evaluate("ans", committing: false).formatted == "42")
        }
        calculator.interruptionCheck = nil
        calculator.interrupt()
        #expect(try calculator.evaluate("1 + 1", committing: false).formatted == "2")
        // Reading a variable is an evaluation too: a request made while nothing ran does not stop
        // it (fuzz_context found get_variable interrupted after a request whose evaluation the C
        // layer had refused before it started).
        _ = try calculator.setVariable("x", to: "6 × 7")
        calculator.interrupt()
        #expect(try calculator.variable("x").formatted == "42")
    }
}
