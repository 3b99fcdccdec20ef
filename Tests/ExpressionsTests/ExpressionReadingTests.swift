import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeMoney
@testable import CountOnMeExpressions
import CountOnMeTestSupport

/// How an expression is read as a whole, and how messages quote it: the mixed-convention misreads
/// users report against other calculators (qalc's "ignore dots in numbers", galculator,
/// deepin-calculator), the function names of each language, and the text quoted by messages.
@Suite struct ExpressionReadingTests {
    /// What an expression gives: a value (plain, locale-independent) or an ambiguous number.
    enum Outcome: Equatable, CustomStringConvertible {
        case value(String)
        case ambiguous(String)
        case error(ErrorCode)

        var description: String {
            switch self {
            case .value(let value): "= \(value)"
            case .ambiguous(let number): "ambiguous \(number)"
            case .error(let code): "! \(code.name)"
            }
        }
    }

    static func outcome(_ input: String, locale: String) -> Outcome {
        let calculator = Calculator(locale: CalculatorLocale(identifier: locale)!)
        do {
            return .value(try calculator.evaluate(input).plainString)
        } catch {
            guard error.code == .ambiguousNumber else { return .error(error.code) }
            let typed = String(decoding: input.utf8.dropFirst(error.range.start).prefix(error.range.end - error.range.start), as: UTF8.self)
            return .ambiguous(typed)
        }
    }

    /// The misreads found on main, each now refused, and their controls: one habit in the
    /// expression keeps the locale's reading, or the plain one where the locale has none.
    /// Values by hand (the readings of each number are written beside them).
    @Test(arguments: [
        // German: `.` groups thousands, `,` is the decimal separator.
        ("de_DE", "25.3 × 1.234", Outcome.ambiguous("1.234")),     // 25.3 only with a point; 1.234 is 1234 or 1.234
        ("de_DE", "1.234 + 0.5", .ambiguous("1.234")),
        ("de_DE", "1.000 × 0.25", .ambiguous("1.000")),
        ("de_DE", "0.5 × 1.000 × 1.234", .ambiguous("1.000")),     // the first ambiguous one is named
        ("de_DE", "1.234 + 1,5", .value("1235.5")),                  // both in the locale's habit
        ("de_DE", "1.234", .value("1234")),                          // alone: the locale's reading stands
        ("de_DE", "25.3 × 2.2", .value("55.66")),                    // no number has a locale reading
        ("de_DE", "1.234.567 + 0.5", .value("1234567.5")),           // 1.234.567 has no decimal-point reading
        ("de_DE", "1.000,5 + 0.5", .value("1001")),
        ("de_DE", "0,5 + 0.5", .value("1")),
        ("de_DE", "1.234e3", .value("1234000")),
        ("de_DE", "1.234e3 + 0.5", .ambiguous("1.234e3")),
        // Italian, Dutch, Brazilian Portuguese, Spanish, Indonesian, Turkish, Danish: the same habits.
        ("it_IT", "0.011 + 1.000", .ambiguous("1.000")),
        ("it_IT", "0.011", .value("0.011")),
        ("it_IT", "1.000 + 1", .value("1001")),
        ("nl_NL", "3.5 + 1.000", .ambiguous("1.000")),
        ("nl_NL", "3,5 + 1.000", .value("1003.5")),
        ("pt_BR", "1.234 * 0.5", .ambiguous("1.234")),
        ("pt_BR", "1.234 * 0,5", .value("617")),
        ("es_ES", "2.5 × 1.000", .ambiguous("1.000")),
        ("es_ES", "2,5 × 1.000", .value("2500")),
        ("id_ID", "2.5 × 1.000", .ambiguous("1.000")),
        ("id_ID", "1.000 × 2", .value("2000")),
        ("tr_TR", "1.500 - 0.5", .ambiguous("1.500")),
        ("tr_TR", "1.500 - 0,5", .value("1499.5")),
        ("da_DK", "0.25 + 2.000", .ambiguous("2.000")),
        ("da_DK", "0,25 + 2.000", .value("2000.25")),
        // English: `.` is the decimal separator, so the two conventions never read `.` differently;
        // a comma-decimal number is refused, never read.
        ("en_US", "1,000 × 0.5", .value("500")),
        ("en_US", "1.5 + 1,000", .value("1001.5")),
        ("en_US", "0,5 + 1,000", .error(.invalidNumber)),
        // French groups with spaces: `.` is only ever a decimal point there.
        ("fr_FR", "1.234 + 0.5", .value("1.734")),
        ("C", "1.234 + 0.5", .value("1.734")),
    ])
    func mixedConventionsAreNeverMisread(locale: String, input: String, expected: Outcome) {
        #expect(Self.outcome(input, locale: locale) == expected, "\(locale): \(input)")
    }

    @Test func anAmbiguousNumberIsNamedWithBothReadings() throws {
        let calculator = Calculator(locale: CalculatorLocale(identifier: "de_DE")!)
        let before = try calculator.evaluate("6 × 7")
        #expect(throws: CalculationError.self) { try calculator.evaluate("25.3 × 1.234") }
        do {
            _ = try calculator.evaluate("25.3 × 1.234")
        } catch {
            #expect(error.code == .ambiguousNumber)
            #expect(error.range == SourceRange(start: 8, end: 13))   // × is two bytes
            // The number as typed, the locale's reading ungrouped, the decimal point's reading
            // with the locale's separator: each is also how to type that reading.
            #expect(error.message == Message(.ambiguousNumber, [.text("1.234"), .text("1234"), .text("1,234")]))
        }
        // Nothing lost: `ans` is still the last result.
        #expect(try calculator.evaluate("ans").plainString == before.plainString)
    }

    @Test(arguments: [
        ("ar_EG", "1.234"),   // `٬` groups there: `.` is never the grouping separator
    ])
    func noAmbiguityWhereDotIsNotGrouping(locale: String, input: String) {
        #expect(Self.outcome(input + " + 0.5", locale: locale) == .value("1.734"))
    }

    /// Function names in the user's language, from the bundles (the Polish scientific calculator
    /// this project grew from writes `tg` and `ctg`).
    @Test(arguments: [
        ("pl_PL", "tg(45) + ctg(45)", "2"), ("pl_PL", "arctg(1) + atg(1)", "90"), ("ru_RU", "tg(45) × ctg(45)", "1"),
        ("ru_RU", "lg(1000)", "3"), ("ru_RU", "arctg(1)", "45"), ("es_ES", "sen(30)", "0.5"), ("es_ES", "arcsen(0.5)", "30"),
        ("pt_BR", "sen(30) + tg(45)", "1.5"), ("pt_BR", "cotg(45)", "1"), ("it_IT", "sen(90)", "1"), ("it_IT", "arctg(1)", "45"),
        ("en_US", "arcsin(1) + arccos(0) + arctan(1)", "225"), ("de_DE", "ARCSIN(1)", "90"), ("fr_FR", "Arctan(1)", "45"),
    ])
    func functionNamesOfTheLanguage(locale: String, input: String, expected: String) throws {
        var settings = CalculatorSettings()
        settings.angleUnit = .degrees
        let calculator = try Calculator(settings: settings, locale: CalculatorLocale(identifier: locale)!)
        #expect(try calculator.evaluate(input).plainString == expected, "\(locale): \(input)")
    }

    @Test(arguments: [("en_US", "tg(45)"), ("en_US", "sen(30)"), ("de_DE", "lg(100)"), ("fr_FR", "ctg(1)")])
    func aliasesBelongToTheirLanguage(locale: String, input: String) {
        #expect(Self.outcome(input, locale: locale) == .error(.unknownIdentifier), "\(locale): \(input)")
    }

    /// No alias of any language shadows a function, a constant or a keyword, and every key of a
    /// `functions` table is a function. The table read at once holds what each key's own look-up
    /// gives (`icub_message_pattern`), lower-cased.
    @Test func aliasesNeverShadowAnotherName() throws {
        let reserved = try #require(BuiltinFunction.reservedNames).union(BuiltinFunction.names)
        #expect(reserved.isSuperset(of: ["pi", "e", "ans", "mod", "sin", "in", "to"]))
        var aliasCount = 0
        for language in messageLanguages + ["root"] {
            let table = try #require(ICUMessages.entries(of: "functions", locale: language))
            for (name, aliases) in table {
                #expect(BuiltinFunction.names.contains(name), "\(language): \(name) is no function")
                #expect(aliases.isDisjoint(with: reserved), "\(language): \(name) → \(aliases)")
            }
            for name in BuiltinFunction.names {
                let own = ICUMessages.pattern(locale: language, table: "functions", key: name)
                let words = own.map { Set($0.split(separator: "|").map { $0.lowercased() }) }
                #expect(table[name] == words, "\(language): \(name)")
                aliasCount += words?.count ?? 0
            }
        }
        #expect(aliasCount > 100)
    }

    @Test(arguments: [
        ("sni", "sin"), ("sqr", "sqrt"), ("cso", "cos"), ("lgo", "log"), ("pii", "pi"), ("atna", "atan"),
        ("sqroot", "sqrt"), ("foo", nil), ("x", nil), ("banana", nil),
    ] as [(String, String?)])
    func anUnknownNameSuggestsTheNearest(name: String, suggestion: String?) throws {
        let error = try #require(failure(name + "(1)"))
        #expect(error.code == .unknownIdentifier)
        if let suggestion {
            #expect(error.message == Message(.unknownIdentifierSuggestion, [.text(name), .text(suggestion)]))
        } else {
            #expect(error.message == Message(.unknownIdentifier, [.text(name)]))
        }
    }

    @Test func theLanguagesNamesAreListed() throws {
        #expect(try CalculatorLocale(identifier: "pl_PL")!.functionNames().contains("ctg"))
        #expect(try CalculatorLocale(identifier: "ru_RU")!.functionNames().contains("lg"))
        #expect(try !CalculatorLocale(identifier: "en_US")!.functionNames().contains("tg"))
        #expect(try CalculatorLocale(identifier: "en_US")!.functionNames().contains("arcsin"))
    }

    @Test func suggestionsIncludeTheLanguagesNames() {
        let calculator = Calculator(locale: CalculatorLocale(identifier: "pl_PL")!)
        do {
            _ = try calculator.evaluate("arctgg(1)")
            Issue.record("arctgg succeeded")
        } catch {
            #expect(error.message == Message(.unknownIdentifierSuggestion, [.text("arctgg"), .text("arctg")]))
        }
    }

    /// Messages quote the input as typed, byte for byte, where the range points.
    @Test(arguments: [
        ("1,5", Message(.unexpectedToken, [.text(",")])),
        ("SQRT(-1)", Message(.domain, [.text("SQRT")])),
        ("2 ** 0.5 ** 0 + 0 ** -1", Message(.divisionByZero)),
        ("Foo(2)", Message(.unknownIdentifier, [.text("Foo")])),
        ("SIN(1;2)", Message(.wrongArgumentCount, [.text("SIN"), .integer(1)])),
        ("LOG(1;2;3)", Message(.wrongArgumentCountRange, [.text("LOG"), .integer(1), .integer(2)])),
        ("1 2", Message(.missingOperator, [.text("2")])),
        ("(1 2.50)", Message(.missingOperator, [.text("2.50")])),
        ("(-1) ** 0.5", Message(.domain, [.text("**")])),
        ("2 **", Message(.missingOperandAfter, [.text("**")])),
        ("√", Message(.missingOperandAfter, [.text("√")])),
        ("2 ·", Message(.missingOperandAfter, [.text("·")])),
    ])
    func messagesQuoteWhatWasTyped(input: String, expected: Message) throws {
        let error = try #require(failure(input))
        #expect(error.message == expected, "\(input)")
    }
}

/// Amounts of money at any length, rounded half-even to the currency's decimals exactly (bank
/// rounding), in the locale's currency format; the strings by hand from CLDR's French pattern
/// (`#,##0.00 ¤` with U+202F grouping and U+00A0 before the symbol).
@Suite struct LongMoneyTests {
    @Test(arguments: [
        ("10000000000000000000000000000000000000000 € + 0,5 €",
         "10 000 000 000 000 000 000 000 000 000 000 000 000 000,50 €"),
        ("12345678901234567890123456789012345,675 €", "12 345 678 901 234 567 890 123 456 789 012 345,68 €"),
        ("12345678901234567890123456789012345,665 €", "12 345 678 901 234 567 890 123 456 789 012 345,66 €"),
        ("0,005 €", "0,00 €"), ("0,015 €", "0,02 €"), ("0,025 €", "0,02 €"), ("(1 €) / 3", "0,33 €"),
        ("-0,035 €", "-0,04 €"),
    ])
    func amountsOfAnyLength(input: String, expected: String) throws {
        let calculator = Calculator(locale: CalculatorLocale(identifier: "fr_FR")!)
        let french = expected.replacingSpaces()
        #expect(try calculator.evaluate(input).formatted == french, "\(input)")
    }
}

private extension String {
    /// Spaces as French writes them in amounts: U+202F between groups, U+00A0 before the symbol.
    func replacingSpaces() -> String {
        var result = ""
        let scalars = Array(unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar == " " {
                result.unicodeScalars.append(index + 1 < scalars.count && scalars[index + 1] == "€" ? "\u{00A0}" : "\u{202F}")
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// A trailing `=`, as people type on a keypad (issue 22), ends the input; nothing else changes.
/// Values: (50+50)+10% = 110, 2 + 3 = 5, 1/4 = 0.25 (Python fractions).
@Suite struct TrailingEqualsTests {
    @Test(arguments: [
        ("(50+50)+10%=", ExpressionReadingTests.Outcome.value("110")), ("2 + 3 =", .value("5")), ("1/4  =  ", .value("0.25")),
        ("=", .error(.missingOperand)), ("5 = =", .error(.syntax)), ("7 :=", .error(.syntax)), ("= 5", .error(.missingOperand)),
    ])
    func aTrailingEqualsEndsTheInput(input: String, expected: ExpressionReadingTests.Outcome) {
        #expect(ExpressionReadingTests.outcome(input, locale: "C") == expected, "\(input)")
    }

    @Test func anAssignmentMayEndWithEquals() throws {
        let calculator = Calculator(locale: .posix)
        _ = try calculator.evaluate("x = 5 =")
        #expect(try calculator.evaluate("x + 1=").plainString == "6")
        // A name and `=` alone is an assignment without its value, as before.
        #expect(throws: CalculationError.self) { _ = try calculator.evaluate("x =") }
    }
}

/// Digits of any script are read in the C locale too, as every ICU locale reads them (issue 22):
/// one script to a number, so nothing can be misread; the result is written in ASCII there.
@Suite struct DigitsOfAnyScriptTests {
    @Test(arguments: [
        ("١٢٣ + ٤", ExpressionReadingTests.Outcome.value("127")), ("۱۲ × ۱۰", .value("120")), ("१२.५ × २", .value("25")),
        ("১০ − ৩", .value("7")), ("٢e٣", .value("2000")), ("１２＋３", .value("15")),
        ("1٢", .error(.invalidNumber)), ("١٢3", .error(.invalidNumber)), ("١٫٥", .error(.syntax)),
    ])
    func inTheCLocale(input: String, expected: ExpressionReadingTests.Outcome) {
        #expect(ExpressionReadingTests.outcome(input, locale: "C") == expected, "\(input)")
    }
}
