import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeMoney
@testable import CountOnMeExpressions
import CountOnMeTestSupport

/// The lexer alone: what each piece of text becomes, and where it is (UTF-8 byte ranges).
@Suite struct LexerTests {
    /// The tokens of `input` in `locale`, each as a short word and its range, without `.end`.
    static func tokens(_ input: String, locale: String = "C") throws(CalculationError) -> [String] {
        let calculatorLocale = CalculatorLocale(identifier: locale)!
        let lexer = Lexer(input, syntax: calculatorLocale.numberSyntax, currencies: calculatorLocale.currencySymbols,
                          conversionWords: calculatorLocale.conversionWords, functionNames: calculatorLocale.functionNameTable,
                          maximumDigits: 100_000)
        return try lexer.tokenize().dropLast().map { token in
            let word: String
            switch token.kind {
            case .number(let value): word = value.description
            case .identifier(let name): word = "id:" + name
            case .name(_, let suggestion): word = "unknown" + (suggestion.map { ":" + $0 } ?? "")
            case .operator(let op): word = "op:" + op.plainText
            case .leftParenthesis: word = "("
            case .rightParenthesis: word = ")"
            case .argumentSeparator: word = ";"
            case .bar: word = "|"
            case .openingBracket(let bracket): word = "open:" + String(bracket.opening)
            case .closingBracket(let bracket): word = "close:" + String(bracket.closing)
            case .subscriptNumber(let value): word = "sub:" + value.description
            case .rootIndex(.number(let value)): word = "index:" + value.description
            case .rootIndex(.variable(let name)): word = "index:" + name
            case .currency(let code): word = "cur:" + code
            case .conversion: word = "to"
            case .assignment: word = "="
            case .end: word = "end"
            }
            return "\(word)@\(token.range.start)-\(token.range.end)"
        }
    }

    @Test(arguments: [
        ("2×3", ["2@0-1", "op:*@1-3", "3@3-4"]),
        ("log₂ 8", ["id:log@0-3", "sub:2@3-6", "8@7-8"]),
        ("₃√8", ["index:3@0-3", "op:√@3-6", "8@6-7"]),
        ("³√8", ["index:3@0-2", "op:√@2-5", "8@5-6"]),
        ("2³√8", ["2@0-1", "op:^@1-3", "3@1-3", "op:√@3-6", "8@6-7"]),
        ("2₃√8", ["2@0-1", "index:3@1-4", "op:√@4-7", "8@7-8"]),
        ("ⁿ√x", ["index:n@0-3", "op:√@3-6", "unknown@6-7"]),
        ("FF₁₆ 1F₁₆ 7₈", ["255@0-8", "31@9-17", "7@18-22"]),
        ("1½ ¾", ["3/2@0-3", "3/4@4-6"]),
        ("⌊x⌋⌈1⌉[2]{3}", ["open:⌊@0-3", "unknown@3-4", "close:⌋@4-7", "open:⌈@7-10", "1@10-11", "close:⌉@11-14",
                          "open:[@14-15", "2@15-16", "close:]@16-17", "open:{@17-18", "3@18-19", "close:}@19-20"]),
        ("12°30'15\"", ["12@0-2", "op:°@2-4", "30@4-6", "op:′@6-7", "15@7-9", "op:″@9-10"]),
        ("2 ** 3", ["2@0-1", "op:^@2-4", "3@5-6"]),
        ("7 MOD 3", ["7@0-1", "op:mod@2-5", "3@6-7"]),
        ("−1.5e-3", ["op:-@0-3", "3/2000@3-9"]),
        ("2e", ["2@0-1", "id:e@1-2"]),
        ("2π", ["2@0-1", "id:π@1-3"]),
        ("SQRT(2;3)", ["id:sqrt@0-4", "(@4-5", "2@5-6", ";@6-7", "3@7-8", ")@8-9"]),
        ("1,5", ["1@0-1", ";@1-2", "5@2-3"]),
        ("１２＋３", ["12@0-6", "op:+@6-9", "3@9-12"]),
        ("1\u{200B}2", ["12@0-5"]),
        ("100 EUR in USD", ["100@0-3", "cur:EUR@4-7", "to@8-10", "cur:USD@11-14"]),
        ("sni", ["unknown:sin@0-3"]),
        ("√4!", ["op:√@0-3", "4@3-4", "op:!@4-5"]),
    ])
    func tokensOfTheCLocale(input: String, expected: [String]) throws {
        #expect(try Self.tokens(input) == expected, "\(input)")
    }

    @Test(arguments: [
        ("fr_FR", "1 234,5 × 2", ["2469/2@0-7", "op:*@8-10", "2@11-12"]),
        ("de_DE", "1.234 + 1,5", ["1234@0-5", "op:+@6-7", "3/2@8-11"]),
        ("de_DE", "25.3", ["253/10@0-4"]),
        ("ar_EG", "١٢٣ + ٤", ["123@0-6", "op:+@7-8", "4@9-11"]),
        ("pl_PL", "tg(1)", ["id:tan@0-2", "(@2-3", "1@3-4", ")@4-5"]),
        ("en_US", "root(8, 3)", ["id:root@0-4", "(@4-5", "8@5-6", ";@6-7", "3@8-9", ")@9-10"]),
        ("C", "x := 2", ["unknown@0-1", "=@2-4", "2@5-6"]),
        ("C", "VAT=x", ["unknown@0-3", "=@3-4", "unknown@4-5"]),
    ])
    func tokensOfALocale(locale: String, input: String, expected: [String]) throws {
        #expect(try Self.tokens(input, locale: locale) == expected, "\(locale): \(input)")
    }

    @Test(arguments: [
        ("2 # 3", ErrorCode.syntax, 2, 3), ("1.2.3", .invalidNumber, 0, 5), ("1 : 2", .syntax, 2, 3),
        ("1e999999999999", .resultTooLarge, 0, 14),
    ])
    func refusals(input: String, code: ErrorCode, start: Int, end: Int) {
        do throws(CalculationError) {
            _ = try Self.tokens(input)
            Issue.record("\(input) was read")
        } catch {
            #expect(error.code == code)
            #expect(error.range == SourceRange(start: start, end: end))
        }
    }

    /// How each character is read, against Unicode's data over the first two planes: an ignorable
    /// one as nothing, a full-width form as its ASCII twin, any other as itself — whether the
    /// answer came from the property lookup or from the ranges known to hold no ignorable one
    /// (`Lexer.ignorableFree`, each of which is checked whole).
    @Test func charactersAreReadAsUnicodeSays() {
        var mismatches: [String] = []
        var ignorable = 0
        for value in UInt32(0)..<0x2_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let isIgnorable = scalar.properties.isDefaultIgnorableCodePoint
            if isIgnorable { ignorable += 1 }
            let expected: Unicode.Scalar? = isIgnorable ? nil
                : (0xFF01...0xFF5E).contains(value) ? Unicode.Scalar(value - 0xFEE0) : scalar
            if Lexer.readable(scalar) != expected { mismatches.append(String(value, radix: 16)) }
            if isIgnorable, Lexer.ignorableFree.contains(where: { $0.contains(value) }) { mismatches.append("range holds " + String(value, radix: 16)) }
        }
        #expect(mismatches.isEmpty, "U+\(mismatches.prefix(10).joined(separator: " U+"))")
        // Unicode 15 has 78 such characters in these planes (the rest in U+E0000–U+E0FFF): the
        // check saw them.
        #expect(ignorable > 50)
        #expect(Lexer.readable(Unicode.Scalar(0x202F)!) == Unicode.Scalar(0x202F)!)
        #expect(Lexer.readable(Unicode.Scalar(0x200F)!) == nil)
    }
}
