import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeMoney
@testable import CountOnMeExpressions
import CountOnMeTestSupport

/// Every error kind, with the byte range it points at.
@Suite struct ErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let input: String
        let code: ErrorCode
        let start: Int
        let end: Int
        var testDescription: String { "\(input) → \(code.name)" }
    }

    @Test(arguments: [
        Case(input: "1/0", code: .divisionByZero, start: 1, end: 3),
        Case(input: "5 mod 0", code: .divisionByZero, start: 2, end: 7),
        Case(input: "1 + 2/(3-3)", code: .divisionByZero, start: 5, end: 11),
        Case(input: "0^-1", code: .divisionByZero, start: 1, end: 4),
        Case(input: "π/0", code: .divisionByZero, start: 2, end: 4),
        Case(input: "sqrt(-1)", code: .domain, start: 0, end: 8),
        Case(input: "√-4", code: .domain, start: 0, end: 5),
        Case(input: "ln(0)", code: .domain, start: 0, end: 5),
        Case(input: "log(-1)", code: .domain, start: 0, end: 7),
        Case(input: "log(8; 1)", code: .domain, start: 0, end: 9),
        Case(input: "asin(2)", code: .domain, start: 0, end: 7),
        Case(input: "acos(-1.5)", code: .domain, start: 0, end: 10),
        Case(input: "tan(π/2)", code: .domain, start: 0, end: 9),
        Case(input: "cot(0)", code: .domain, start: 0, end: 6),
        Case(input: "(-3)!", code: .domain, start: 0, end: 5),
        Case(input: "(-8)^(1/2)", code: .domain, start: 0, end: 10),
        Case(input: "(-2)^π", code: .domain, start: 0, end: 7),
        Case(input: "root(-16; 4)", code: .domain, start: 0, end: 12),
        Case(input: "root(2; 0)", code: .domain, start: 0, end: 10),
        Case(input: "1 +", code: .missingOperand, start: 2, end: 3),
        Case(input: "×3", code: .missingOperand, start: 0, end: 2),
        Case(input: "2 × × 3", code: .missingOperand, start: 2, end: 4),
        Case(input: "()", code: .missingOperand, start: 0, end: 2),
        Case(input: "sin()", code: .missingOperand, start: 3, end: 5),
        Case(input: "root(8;)", code: .missingOperand, start: 6, end: 7),
        Case(input: "mod 3", code: .missingOperand, start: 0, end: 3),
        Case(input: "2 3", code: .missingOperator, start: 2, end: 3),
        Case(input: "(2)3", code: .missingOperator, start: 3, end: 4),
        Case(input: "(1 + 2", code: .unbalancedParenthesis, start: 0, end: 1),
        Case(input: "1 + 2)", code: .unbalancedParenthesis, start: 5, end: 6),
        Case(input: "sin(1", code: .unbalancedParenthesis, start: 3, end: 4),
        Case(input: "1.2.3", code: .invalidNumber, start: 0, end: 5),
        Case(input: "2 + 1..5", code: .invalidNumber, start: 4, end: 8),
        Case(input: "foo", code: .unknownIdentifier, start: 0, end: 3),
        Case(input: "2x", code: .unknownIdentifier, start: 1, end: 2),
        Case(input: "sin(1; 2)", code: .wrongArgumentCount, start: 0, end: 9),
        Case(input: "root(8)", code: .wrongArgumentCount, start: 0, end: 7),
        Case(input: "log(1; 2; 3)", code: .wrongArgumentCount, start: 0, end: 12),
        Case(input: "gcd 30", code: .syntax, start: 0, end: 3),
        Case(input: "2 # 3", code: .syntax, start: 2, end: 3),
        Case(input: "1 + 2 ; 3", code: .syntax, start: 6, end: 7),
        Case(input: "9^9^9^9", code: .resultTooLarge, start: 0, end: 7),
        Case(input: "", code: .emptyInput, start: 0, end: 0),
        Case(input: "  \t ", code: .emptyInput, start: 4, end: 4),
    ])
    func errorKindAndRange(_ test: Case) throws {
        let error = try #require(failure(test.input))
        #expect(error.code == test.code)
        #expect(error.range == SourceRange(start: test.start, end: test.end))
    }

    @Test func rangesAreUTF8ByteOffsets() throws {
        // "×" and "π" are two bytes each: the division "/0" is bytes 7 and 8.
        let error = try #require(failure("2 × π/0"))
        #expect(error.code == .divisionByZero)
        #expect(error.range == SourceRange(start: 7, end: 9))
    }

    /// Names are distinct (JSON and C use them) and each has a title of its own in the bundles
    /// (a missing one would show the name itself).
    @Test func everyCodeHasADistinctNameAndATitle() {
        let names = ErrorCode.allCases.map(\.name)
        #expect(Set(names).count == names.count)
        for code in ErrorCode.allCases {
            let title = CalculatorLocale.posix.messages.title(for: code)
            #expect(title != code.name, "\(code.name) has no title")
            #expect(ICUMessages.pattern(locale: "root", table: "titles", key: code.name) == title)
        }
    }

    @Test func codesAreStableAndAppendOnly() {
        // The C enum depends on these numbers: they may only be appended to.
        let expected: [(ErrorCode, Int32)] = [
            (.syntax, 1), (.missingOperand, 2), (.missingOperator, 3), (.unbalancedParenthesis, 4),
            (.invalidNumber, 5), (.unknownIdentifier, 6), (.wrongArgumentCount, 7), (.divisionByZero, 8),
            (.domain, 9), (.resultTooLarge, 10), (.inputTooLong, 11), (.nestingTooDeep, 12),
            (.emptyInput, 13), (.invalidArgument, 14), (.outOfMemory, 15), (.unknownCurrency, 16),
            (.ambiguousCurrency, 17), (.noExchangeRate, 18), (.invalidMoneyOperation, 19), (.invalidRatesFile, 20), (.ambiguousNumber, 21),
            (.resultTooSmall, 22), (.undecidable, 23), (.cannotSpellOut, 24), (.cannotWriteInBase, 25), (.interrupted, 26), (.notExact, 27), (.cannotReadFile, 28),
        ]
        #expect(expected.count == ErrorCode.allCases.count)
        for (code, value) in expected { #expect(code.rawValue == value, "\(code)") }
    }

    /// Each range is checked once, by the settings, with a message of its own (no silent clamp).
    @Test(arguments: [
        (settings(digits: 0), Message(.digitsOutOfRange, [.integer(1), .integer(10_000)])),
        (settings(digits: 10_001), Message(.digitsOutOfRange, [.integer(1), .integer(10_000)])),
        ({ var s = CalculatorSettings(); s.maximumNesting = 1_001; return s }(), Message(.nestingOutOfRange, [.integer(1), .integer(1_000)])),
        ({ var s = CalculatorSettings(); s.maximumInputLength = 0; return s }(), Message(.inputLengthNotPositive)),
        ({ var s = CalculatorSettings(); s.limits = NumericLimits(maximumDigits: 99); return s }(),
         Message(.digitLimitOutOfRange, [.integer(100), .integer(10_000_000)])),
        ({ var s = CalculatorSettings(); s.limits = NumericLimits(maximumDigits: 10_000_001); return s }(),
         Message(.digitLimitOutOfRange, [.integer(100), .integer(10_000_000)])),
    ])
    func invalidSettingsAreRefused(settings: CalculatorSettings, message: Message) {
        do {
            _ = try Calculator(settings: settings)
            Issue.record("accepted \(settings)")
        } catch {
            #expect(error.code == .invalidArgument)
            #expect(error.message == message)
        }
    }

    @Test func settingsAtTheirLimitsAreAccepted() throws {
        var limits = CalculatorSettings()
        limits.digits = 10_000
        limits.maximumNesting = 1_000
        limits.maximumInputLength = 1
        limits.limits = NumericLimits(maximumDigits: 100)
        _ = try Calculator(settings: limits)
        limits.limits = NumericLimits(maximumDigits: 10_000_000)
        _ = try Calculator(settings: limits)
    }

    @Test func aFailedUpdateKeepsTheSettings() throws {
        let calculator = try Calculator(settings: settings(digits: 5))
        #expect(throws: CalculationError.self) { try calculator.update(settings(digits: -1)) }
        #expect(calculator.settings.digits == 5)
        #expect(try calculator.evaluate("1/3").formatted == "0.33333")
    }
}
