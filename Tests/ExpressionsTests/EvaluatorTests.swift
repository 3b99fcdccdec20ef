import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeMoney
@testable import CountOnMeExpressions
import CountOnMeTestSupport

/// The evaluator alone, on trees the parser built: values stay exact, `ans` is what it is given,
/// money follows its rules, and a failure points at the node that failed.
@Suite struct EvaluatorTests {
    static func evaluate(_ input: String, answer: Quantity = Quantity(.zero), rates: ExchangeRates? = nil,
                         angle: AngleUnit = .radians) throws(CalculationError) -> Quantity {
        let locale = CalculatorLocale.posix
        let tokens = try Lexer(input, syntax: locale.numberSyntax, currencies: locale.currencySymbols,
                               conversionWords: locale.conversionWords, maximumDigits: 100_000).tokenize()
        let tree = try Parser.parse(tokens, input: input, mode: .algebraic, maximumNesting: 200).expression
        let context = NumericContext(displayDigits: 16, limits: .standard, angleUnit: angle)
        return try Evaluator(context: context, answer: answer, rates: rates, input: input).evaluate(tree)
    }

    @Test(arguments: [
        ("1/3 + 1/6", "1/2"), ("0.1 + 0.2", "3/10"), ("2^-2", "1/4"), ("7 mod -3", "-2"), ("5!", "120"),
        ("200 + 10%", "220"), ("sqrt(16)", "4"), ("8^(1/3)", "2"), ("cos(pi/3)", "1/2"), ("ans × 2", "84"),
    ])
    func exactValues(input: String, expected: String) throws {
        let value = try Self.evaluate(input, answer: Quantity(.exact(Rational(42)))).value
        #expect(value.rational?.description == expected, "\(input)")
    }

    @Test func anIrrationalValueIsApproximate() throws {
        let value = try Self.evaluate("sqrt(2)").value
        #expect(value.rational == nil)
        #expect(try value.decimal(digits: 16, in: NumericContext(displayDigits: 16, limits: .standard, angleUnit: .radians)).number.positionalString
                == "1.414213562373095")
    }

    @Test func answerKeepsItsCurrency() throws {
        let result = try Self.evaluate("ans × 2", answer: Quantity(.exact(Rational(5)), currency: "EUR"))
        #expect(result.currency == "EUR")
        #expect(result.value.rational == Rational(10))
    }

    @Test func theSampleRatesAreThere() {
        #expect(sampleRates.contains("USD"))
    }

    @Test(arguments: [
        ("100 EUR + 7", "EUR", "107"), ("100 EUR / 4", "EUR", "25"), ("100 EUR / 50 EUR", nil, "2"),
        ("100 EUR in USD", "USD", "107.05"), ("100 EUR + 107.05 USD", "EUR", "200"),
    ] as [(String, String?, String)])
    func moneyRules(input: String, currency: String?, expected: String) throws {
        let rates = try ECBRatesParser.parse(sampleRates)
        let result = try Self.evaluate(input, rates: rates)
        #expect(result.currency == currency, "\(input)")
        let expectedValue = try Rational.parsePlainDecimal(expected, maximumDigits: 100)
        #expect(result.value.rational == expectedValue, "\(input)")
    }

    @Test(arguments: [
        ("1 + 1/0", ErrorCode.divisionByZero, 5, 7), ("sqrt(-4) + 1", .domain, 0, 8), ("2 EUR × 3 EUR", .invalidMoneyOperation, 0, 14),
        ("sqrt(4 EUR)", .invalidMoneyOperation, 0, 11), ("1 EUR in USD", .noExchangeRate, 6, 12),
    ])
    func failuresPointAtTheirNode(input: String, code: ErrorCode, start: Int, end: Int) {
        do throws(CalculationError) {
            _ = try Self.evaluate(input)
            Issue.record("\(input) succeeded")
        } catch {
            #expect(error.code == code, "\(input)")
            #expect(error.range == SourceRange(start: start, end: end), "\(input)")
        }
    }
}
