import Testing
import CountOnMe
@testable import CountOnMeLocalization
@testable import CountOnMeExpressions
import CountOnMeTestSupport

/// Variables (issue 15, item 3): `name = expression` and `name := expression` define or change a
/// variable; the value is the line's result (and `ans`); a failed line changes nothing; names
/// are never a word the calculator reads in any of its languages.
@Suite struct VariableTests {
    /// Each line's plain result, or `!` and the error's name, one calculator running the lines in
    /// order. Values worked out by hand (exact fractions: 3 × 1/3 = 1).
    @Test(arguments: [
        (["x = 5", "x² + 1"], ["5", "26"]),
        (["x := 1/3", "3x", "x * 3 - 1"], ["0.3333333333333333", "1", "0"]),
        (["a = 2", "b = a^10", "b - a"], ["2", "1024", "1022"]),
        (["x = 5", "x = x + 1", "x"], ["5", "6", "6"]),
        (["X = 1", "x = 2", "X + x"], ["1", "2", "3"]),
        (["\u{FF58} = 4", "x"], ["4", "4"]),                       // full-width ｘ is x
        (["x=5", "2x", "x(x + 1)"], ["5", "10", "30"]),
        (["x = 5", "ans", "ans + x"], ["5", "5", "10"]),
        (["x = 2", "x = 1/0", "x", "ans"], ["2", "!divisionByZero", "2", "2"]),
        (["x = 2", "x = y", "x"], ["2", "!unknownIdentifier", "2"]),
        (["VAT = 0.2", "100 × (1 + VAT)"], ["0.2", "120"]),          // three capitals, yet a variable
        (["x_1 = 3", "x_1 * 2", "_y = 1", "_y"], ["3", "6", "1", "1"]),
        (["cafe\u{301} = 2", "caf\u{E9} + 1"], ["2", "3"]),          // canonically equivalent names
        (["τ = 2π", "τ / π"], ["6.283185307179586", "2"]),
        (["r = 2", "√(r^2 + 5)"], ["2", "3"]),
        (["n = 5", "n!", "sin(0) + n mod 3"], ["5", "120", "2"]),
        (["x"], ["!unknownIdentifier"]),
        (["ABC"], ["!unknownCurrency"]),
        (["2 = 3"], ["!syntax"]),
        (["x = "], ["!missingOperand"]),
        (["y = 1", "x = y = 3", "x"], ["1", "!syntax", "!unknownIdentifier"]),
        (["x = 1", "1 + x = 3"], ["1", "!syntax"]),
        (["= 3"], ["!missingOperand"]),
        (["a = 2", "in = 1", "to = 1"], ["2", "!syntax", "!syntax"]),      // `a` converts in Spanish only
        (["x == 3"], ["!missingOperand"]),
    ])
    func linesInOrder(lines: [String], expected: [String]) {
        let calculator = Calculator(locale: .posix)
        let results = lines.map { (line: String) -> String in
            do throws(CalculationError) { return try calculator.evaluate(line).plainString } catch { return "!" + error.code.name }
        }
        #expect(results == expected, "\(lines)")
    }

    /// Names the calculator already reads, in any language and any case, are refused where they
    /// are written, and nothing is defined.
    @Test(arguments: [
        "sin", "Sin", "SQRT", "pi", "PI", "π", "e", "E", "ans", "mod", "in", "to", "eur", "Usd",
        "sen", "tg", "ctg", "lg", "ggt", "kgV", "mcd", "mdc", "ggd", "arcsin", "senh",   // other languages' function names
    ])
    func reservedNamesAreRefused(name: String) throws {
        let calculator = Calculator(locale: .posix)
        do {
            _ = try calculator.evaluate("\(name) = 1")
            Issue.record("\(name) = 1 should fail")
        } catch {
            #expect(error.code == .syntax, "\(name)")
            #expect(error.message.key == .reservedVariableName, "\(name): \(error.message.key)")
            #expect(error.range == SourceRange(start: 0, end: name.utf8.count), "\(name)")
        }
        #expect(calculator.variableNames.isEmpty)
    }

    /// A locale's own words (conversion words, currency symbols made of letters) are reserved
    /// where the locale reads them so.
    @Test(arguments: [("es_ES", "a", true), ("es_ES", "en", true), ("fr_FR", "vers", true), ("de_DE", "nach", true),
                      ("ru_RU", "в", true), ("sv_SE", "kr", false)])
    func aLocalesWordsAreReservedThere(locale: String, name: String, freeInC: Bool) throws {
        let calculator = Calculator(locale: CalculatorLocale(identifier: locale)!)
        do {
            _ = try calculator.evaluate("\(name) = 1")
            Issue.record("\(locale): \(name) = 1 should fail")
        } catch {
            #expect(error.message.key == .reservedVariableName, "\(locale): \(name)")
        }
        // Elsewhere the word is free (`kr` is not: in C it is one of several currencies' symbol).
        if freeInC { #expect(try Calculator(locale: .posix).evaluate("\(name) = 1").plainString == "1") }
    }

    @Test func anUnknownNameSuggestsAVariable() throws {
        let calculator = Calculator(locale: .posix)
        _ = try calculator.evaluate("rate = 5")
        _ = try calculator.evaluate("X = 1")
        for (typed, suggestion) in [("rat", "rate"), ("RATE", "rate"), ("x", "X")] {
            do {
                _ = try calculator.evaluate(typed)
                Issue.record("\(typed) should fail")
            } catch {
                #expect(error.message == Message(.unknownIdentifierSuggestion, [.text(typed), .text(suggestion)]), "\(typed)")
            }
        }
    }

    @Test func anAmountKeepsItsCurrency() throws {
        let calculator = Calculator(locale: CalculatorLocale(identifier: "fr_FR")!)
        _ = try calculator.evaluate("prix = 12,50 €")
        let doubled = try calculator.evaluate("prix × 2")
        #expect(doubled.currency == "EUR")
        #expect(doubled.plainString == "25")
        #expect(try calculator.variable("prix").formatted == "12,50\u{A0}€")
    }

    /// In a locale's syntax, and with the session's continuation from `ans`.
    @Test func inTheLocalesSyntax() throws {
        let calculator = Calculator(locale: CalculatorLocale(identifier: "de_DE")!)
        #expect(try calculator.evaluate("x = 1.234,5").formatted == "1.234,5")
        #expect(try calculator.evaluate("× 2", committing: true, continuingFromAnswer: true).formatted == "2.469")
        #expect(try calculator.evaluate("x").formatted == "1.234,5")
    }

    @Test func theSwiftInterface() throws {
        let calculator = Calculator(locale: .posix)
        _ = try calculator.evaluate("42")
        #expect(try calculator.setVariable("x", to: "1/3").plainString == "0.3333333333333333")
        #expect(try calculator.evaluate("3x").plainString == "1")             // exact
        #expect(try calculator.evaluate("ans", committing: false).plainString == "1")
        try calculator.setVariable("y", to: "ans + x")                          // may use ans and variables
        #expect(try calculator.variable("y").plainString == "1.333333333333333")
        #expect(calculator.variableNames == ["x", "y"])
        // Failures change nothing.
        for (name, expression, code) in [("2x", "1", ErrorCode.invalidArgument), ("a b", "1", .invalidArgument), ("", "1", .invalidArgument),
                                         ("sin", "1", .invalidArgument), (" x", "1", .invalidArgument), ("x", "1/0", .divisionByZero),
                                         ("x", "", .emptyInput)] {
            #expect(throws: CalculationError.self) { try calculator.setVariable(name, to: expression) }
            do { try calculator.setVariable(name, to: expression) } catch { #expect(error.code == code, "\(name) = \(expression)") }
        }
        #expect(try calculator.variable("x").plainString == "0.3333333333333333")
        #expect(throws: CalculationError.self) { try calculator.removeVariables(["x", "nope"]) }
        #expect(calculator.variableNames == ["x", "y"])
        do { _ = try calculator.variable("nope") } catch { #expect(error.code == .unknownIdentifier && error.message.key == .noSuchVariable) }
        try calculator.removeVariables(["y"])
        #expect(calculator.variableNames == ["x"])
        calculator.removeAllVariables()
        #expect(calculator.variableNames.isEmpty)
        #expect(try calculator.evaluate("ans", committing: false).plainString == "1")
    }

    /// A name is read the same way by every call: set as `ｘ` (full-width, which an assignment
    /// reads as `x`), it is read, used and removed as `ｘ` or `x` (found by fuzz_context: setting
    /// `ｘ` defined `x`, which `variable("ｘ")` and `removeVariables(["ｘ"])` then did not find).
    @Test(arguments: [("ｘ", "x"), ("ｒａｔｅ", "rate"), ("x", "ｘ")])
    func everyCallReadsANameAlike(set: String, other: String) throws {
        let calculator = Calculator(locale: .posix)
        try calculator.setVariable(set, to: "4")
        #expect(try calculator.variable(set).formatted == "4")
        #expect(try calculator.variable(other).formatted == "4")
        #expect(try calculator.evaluate(set + " + 1").formatted == "5")
        try calculator.removeVariables([set])
        #expect(calculator.variableNames.isEmpty)
        try calculator.setVariable(other, to: "5")
        try calculator.removeVariables([set])
        #expect(calculator.variableNames.isEmpty)
        // An unknown name is reported as it was given.
        do { _ = try calculator.variable(set) } catch { #expect(error.code == .unknownIdentifier && error.message.arguments == [.text(set)]) }
    }

    /// An evaluation not committed assigns nothing until it is.
    @Test func anAssignmentTakesEffectWhenCommitted() throws {
        let calculator = Calculator(locale: .posix)
        let calculation = try calculator.evaluate("x = 7", committing: false)
        #expect(calculation.variable == "x")
        #expect(calculator.variableNames.isEmpty)
        calculator.commit(calculation)
        #expect(try calculator.evaluate("x").plainString == "7")
    }

    /// The languages the reserved words come from are the bundles compiled in.
    @Test func theMessagesLanguages() {
        #expect(ICUMessages.languages?.sorted() == messageLanguages.sorted())
    }
}
