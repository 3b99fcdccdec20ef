import Testing
@testable import CountOnMeExpressions
import CountOnMeLocalization

/// A line that starts with an operator continues from `ans` in an interactive session, as a
/// calculator does after `=` (issue 20); a leading minus sign or root starts a new calculation.
@Suite struct ContinuationTests {
    /// `ans` is 42 (then 1,5 in French); each input continued, with its expected plain result.
    @Test(arguments: [
        ("× 2", "84"), ("*2", "84"), ("/ 4", "10.5"), ("÷ 4", "10.5"), ("+3", "45"), ("+ 0.5", "42.5"), ("^2", "1764"),
        ("**2", "1764"), ("mod 5", "2"), ("MOD 5", "2"), ("%", "0.42"), ("-3", "-3"), ("−3", "-3"), ("√4", "2"), ("2", "2"),
        ("× 2 + 1", "85"), ("+ 1 × 2", "44"), ("· 3", "126"),
    ])
    func continuesFromTheAnswer(input: String, expected: String) throws {
        let calculator = Calculator(locale: .posix)
        _ = try calculator.evaluate("42")
        let calculation = try calculator.evaluate(input, committing: true, continuingFromAnswer: true)
        #expect(calculation.plainString == expected)
    }

    @Test func withoutTheFlagALeadingPlusIsASign() throws {
        let calculator = Calculator(locale: .posix)
        _ = try calculator.evaluate("42")
        #expect(try calculator.evaluate("+3", committing: false).plainString == "3")
        #expect(throws: CalculationError.self) { try calculator.evaluate("× 2", committing: false) }
    }

    @Test func inTheLocalesSyntax() throws {
        let calculator = Calculator(locale: CalculatorLocale(identifier: "fr_FR")!)
        _ = try calculator.evaluate("1,5")
        #expect(try calculator.evaluate("× 2,5", committing: true, continuingFromAnswer: true).formatted == "3,75")
    }

    /// Errors still point into what was typed (the `ans` put in front is typed nowhere).
    @Test(arguments: [("× x", 3, 4), ("+", 0, 1), ("^ (1", 2, 3)])
    func errorsPointIntoTheInput(input: String, start: Int, end: Int) throws {
        let calculator = Calculator(locale: .posix)
        _ = try calculator.evaluate("42")
        do {
            _ = try calculator.evaluate(input, committing: true, continuingFromAnswer: true)
            Issue.record("\(input) should fail")
        } catch {
            #expect(error.range == SourceRange(start: start, end: end), "\(input): \(error.range)")
        }
        // A failed line leaves ans as it was.
        #expect(try calculator.evaluate("ans", committing: false).plainString == "42")
    }
}
