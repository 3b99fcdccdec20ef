import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeExpressions
import CountOnMeTestSupport

/// The quick reading of plain arithmetic (``PlainArithmetic``): its answers are those of an
/// independent reference, and where it hands over (or does not apply) the general reading gives
/// exactly what it would have given alone.
@Suite struct PlainArithmeticTests {
    /// `Fixtures/plain-arithmetic.tsv` (`Tests/Reference/generate_plain_arithmetic.py`, Python's
    /// fractions): everyday lines, 18- and 19-digit numbers, values past 64 and 128 bits, nesting
    /// around the quick reading's depth, division by zero, and immediate mode.
    @Test func everyLineMatchesTheReference() throws {
        let cases = try DifferentialTests.load("plain-arithmetic.tsv")
        #expect(cases.count >= 1200)
        #expect(cases.contains { $0.mode == .immediate } && cases.contains { $0.exactness == "-" })
        try DifferentialTests.replay(cases)
    }

    /// The quick reading answers the commonest lines itself (so the tests above exercise it), and
    /// declines what it does not read.
    @Test func answersPlainLinesAndDeclinesTheRest() {
        let answered: [(String, Rational)] = [
            ("1+2*3", Rational(7)), ("-(265.12 + 73.82) / 3", Rational(numerator: -33894, denominator: 300)),
            ("0.5*4", Rational(2)), ("10/4", Rational(numerator: 5, denominator: 2)), ("(-7)", Rational(-7)),
            ("999999999999999999*999999999999999999", Rational(999_999_999_999_999_999) * Rational(999_999_999_999_999_999)),
            // Every spelling of the four operators (Operator.spellings), and the Unicode minus as a sign.
            ("2×3", Rational(6)), ("6÷4·2", Rational(3)), ("−3", Rational(-3)), ("(−2)−(−2)", Rational(0)), ("8 − 2 ÷ 4", Rational(numerator: 15, denominator: 2)),
        ]
        for (input, value) in answered {
            #expect(PlainArithmetic.value(of: input, maximumNesting: 200) == value, "\(input)")
        }
        let declined = ["", " ", "2(3)", "2--3", "2*-3", "+3", "1 2", "07", "5.", ".5", "1.2.3", "2/0", "1/(1-1)", "2^3", "3!",
                        "1e5", "2x", "1,5", "()", "(1", "1)", "2**3", "2 × × 3", "2\u{00A0}×3", "2÷0", "√4", "2−−3", "1234567890123456789",
                        "-", "1+", "\t1"]
        for input in declined {
            #expect(PlainArithmetic.value(of: input, maximumNesting: 200) == nil, "\(input)")
        }
        // The locale's decimal separator, and only it.
        #expect(PlainArithmetic.value(of: "1234,5*2", decimalSeparator: UInt8(ascii: ","), maximumNesting: 200) == Rational(2469))
        #expect(PlainArithmetic.value(of: "-0,25/(1,5-1)", decimalSeparator: UInt8(ascii: ","), maximumNesting: 200) == Rational(numerator: -1, denominator: 2))
        for input in ["1.5", "1,5.5", "1,,5", ",5", "5,"] {
            #expect(PlainArithmetic.value(of: input, decimalSeparator: UInt8(ascii: ","), maximumNesting: 200) == nil, "\(input)")
        }
        // Grouped as the locale groups, and only so (French spaces, Indian groups of two).
        let french = CalculatorLocale(identifier: "fr_FR")!.numberSyntax.plainGrouping
        let indian = CalculatorLocale(identifier: "en_IN")!.numberSyntax.plainGrouping
        #expect(french != nil && indian != nil)
        #expect(CalculatorLocale(identifier: "de_DE")!.numberSyntax.plainGrouping == nil)   // `.` groups there
        #expect(PlainArithmetic.value(of: "1 234,5 × 2", decimalSeparator: UInt8(ascii: ","), grouping: french, maximumNesting: 200) == Rational(2469))
        #expect(PlainArithmetic.value(of: "12\u{202F}345\u{A0}678", decimalSeparator: UInt8(ascii: ","), grouping: french, maximumNesting: 200)
                == Rational(12_345_678))
        #expect(PlainArithmetic.value(of: "12,34,567.5", grouping: indian, maximumNesting: 200) == Rational(numerator: 2_469_135, denominator: 2))
        for input in ["1 23", "1234 567", "0 123", "1 234,5 6", "12 34 567", "1,5 234"] {
            #expect(PlainArithmetic.value(of: input, decimalSeparator: UInt8(ascii: ","), grouping: french, maximumNesting: 200) == nil, "\(input)")
        }
        for input in ["1,234,567", "1234,567", "123,45,678"] {
            #expect(PlainArithmetic.value(of: input, grouping: indian, maximumNesting: 200) == nil, "\(input)")
        }
        #expect(PlainArithmetic.value(of: "12,345", grouping: indian, maximumNesting: 200) == Rational(12_345))
        #expect(PlainArithmetic.value(of: "1,23,456", grouping: indian, maximumNesting: 200) == Rational(123_456))
        // Nesting stays below the calculator's limit and the quick reading's own depth.
        #expect(PlainArithmetic.value(of: "((1))", maximumNesting: 3) == nil)
        #expect(PlainArithmetic.value(of: "((1))", maximumNesting: 4) == Rational(1))
        #expect(PlainArithmetic.value(of: String(repeating: "(", count: 31) + "1" + String(repeating: ")", count: 31), maximumNesting: 200) == Rational(1))
        #expect(PlainArithmetic.value(of: String(repeating: "(", count: 32) + "1" + String(repeating: ")", count: 32), maximumNesting: 200) == nil)
        // Past 128 bits: handed over, not wrapped.
        #expect(PlainArithmetic.value(of: "999999999999999999*999999999999999999*999999999999999999", maximumNesting: 200) == nil)
    }

    /// On random strings of the quick reading's characters (and their near misses), in locales
    /// where it applies and where it does not, at several nesting limits, continuing from `ans`
    /// or not: the same text, the same exactness, the same error and range, the same `ans`.
    @Test func quickReadingNeverChangesAResult() throws {
        var random = SeededGenerator()
        let pieces = ["1", "2", "7", "0", "00", "12", "3.5", "0.25", "3,5", "0,25", "1,234", "1 234", "12 345,5", "1,234.5", "12,34,567",
                      "1\u{2019}234", "1'234", "1\u{202F}234", "1\u{A0}234", "1 23", "999999999", "123456789012345678", "1234567890123456789",
                      ".", "+", "-", "*", "/", "(", ")", " ", "  ", "e", "x", "%", "^", ",", "−", "×", "÷", "·", "**", "(-", "-(", "*-", "/0", "(−"]
        var inputs = ["1+1", "-3", "+3", "* 2", "2--3", "(1)", "((1))", "-(-(-2))", "0/0", "1/3", "2/3*3", "1.234", "1,234",
                      "1234.5*2", "0.1+0.2", "100000000000000000000/3"]
        func pick(_ choices: [String]) -> String { choices[Int(random.next() % UInt64(choices.count))] }
        // Strings of pieces in any order.
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<(1 + Int(random.next() % 12)) { text += pick(pieces) }
            inputs.append(text)
        }
        // Well-formed lines, a third of them with one piece changed, added or removed.
        let numbers = ["1", "7", "0", "12", "3.5", "0.25", "3,5", "0,001", "999999999", "123456789012345678", "4294967296", "0.001",
                       "1 234", "12 345,5", "1,234.5", "12,34,567", "1'234", "1\u{202F}234,25"]
        for _ in 0..<2_000 {
            var parts: [String] = random.next() % 4 == 0 ? ["-"] : []
            var open = 0
            for index in 0..<(1 + Int(random.next() % 6)) {
                if index > 0 { parts.append(pick(["+", "-", "*", "/", " + ", " * ", " × ", "÷", "−", "·"])) }
                if random.next() % 4 == 0 {
                    parts.append(pick(["(", "(-"]))
                    open += 1
                }
                parts.append(pick(numbers))
                if open > 0, random.next() % 2 == 0 {
                    parts.append(")")
                    open -= 1
                }
            }
            parts += Array(repeating: ")", count: open)
            switch random.next() % 9 {
            case 0: parts[Int(random.next() % UInt64(parts.count))] = pick(pieces)
            case 1: parts.insert(pick(pieces), at: Int(random.next() % UInt64(parts.count + 1)))
            case 2 where parts.count > 1: parts.remove(at: Int(random.next() % UInt64(parts.count)))
            default: break
            }
            inputs.append(parts.joined())
        }
        var quick = 0
        let frenchGrouping = CalculatorLocale(identifier: "fr_FR")!.numberSyntax.plainGrouping
        let englishGrouping = CalculatorLocale(identifier: "en_US")!.numberSyntax.plainGrouping
        for input in inputs where PlainArithmetic.value(of: input, grouping: englishGrouping, maximumNesting: 200) != nil
            || PlainArithmetic.value(of: input, decimalSeparator: UInt8(ascii: ","), grouping: frenchGrouping, maximumNesting: 200) != nil {
            quick += 1
        }
        // The comparison means something only if the quick reading answers a good part of them.
        #expect(quick > inputs.count / 8, "only \(quick) of \(inputs.count) read quickly")

        var mismatches: [String] = []
        // Where the quick reading applies and where it does not, at several nesting limits; and
        // settings that change how a result is written (the quick reading hands its value to the
        // same presentation): few digits, scientific notation, fractions, words, hexadecimal.
        var configurations: [(String, CalculatorSettings)] = []
        for locale in ["C", "en_US", "en_IN", "de_DE", "fr_FR", "de_CH", "ar_EG"] {
            for nesting in locale == "C" ? [1, 2, 3, 200] : [200] {
                var options = settings()
                options.maximumNesting = nesting
                configurations.append((locale, options))
            }
        }
        for change in 0..<5 {
            var options = settings()
            switch change {
            case 0: options.digits = 5
            case 1: options.notation = .scientific
            case 2: options.form = .fraction
            case 3: options.form = .words
            default: options.base = .hexadecimal
            }
            configurations.append(("fr_FR", options))
        }
        for (locale, options) in configurations {
            let fast = try Calculator(settings: options, locale: CalculatorLocale(identifier: locale)!)
            let general = try Calculator(settings: options, locale: CalculatorLocale(identifier: locale)!)
            general.usesQuickReading = false
            for (index, input) in inputs.enumerated() {
                let continuing = index % 2 == 0
                let a = Self.outcome(fast, input, continuing), b = Self.outcome(general, input, continuing)
                if a != b { mismatches.append("\(locale) \(options) \(input): \(a) vs \(b)") }
            }
        }
        #expect(mismatches.isEmpty, Comment(rawValue: mismatches.prefix(20).joined(separator: "\n")))
    }

    /// What a user can see of one evaluation: the text, exactness and exact value, or the error
    /// (code, range, message); then `ans` as the next line reads it.
    static func outcome(_ calculator: Calculator, _ input: String, _ continuing: Bool) -> String {
        let result: String
        do {
            let calculation = try calculator.evaluate(input, committing: true, continuingFromAnswer: continuing)
            result = "\(calculation.formatted) \(calculation.isExact) \(calculation.exactInput)"
        } catch {
            result = "!\(error.code.name) \(error.range.start)-\(error.range.end) \(calculator.message(for: error))"
        }
        let answer = (try? calculator.evaluate("ans", committing: false).exactInput) ?? "?"
        return result + " ans=" + answer
    }
}
