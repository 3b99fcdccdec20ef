import Testing
import CountOnMe
@testable import CountOnMeLocalization
@testable import CountOnMeExpressions
import CountOnMeTestSupport

/// The `words` result form (issue 15, item 4): exact results spelled out in the language of the
/// messages with ICU's spell-out, within limits where ICU is exact; anything else is an error,
/// never digits passed off as words.
@Suite struct WordsFormTests {
    static func words(_ input: String, locale: String) -> String {
        var settings = CalculatorSettings()
        settings.form = .words
        do {
            let calculator = try Calculator(settings: settings, locale: CalculatorLocale(identifier: locale)!)
            // German's spell-out puts soft hyphens (U+00AD) between the parts of a compound.
            return String(try calculator.evaluate(input).formatted.unicodeScalars.filter { $0 != "\u{AD}" })
        } catch {
            return "!" + error.code.name
        }
    }

    /// Strings checked by hand against each language's rules for writing numbers (French 1990
    /// hyphens, German compounds, Spanish "veintiuno", Polish plurals, Japanese 万).
    @Test(arguments: [
        ("fr_FR", "1 234,5 × 2", "deux mille quatre cent soixante-neuf"),
        ("fr_FR", "80", "quatre-vingts"), ("fr_FR", "81", "quatre-vingt-un"), ("fr_FR", "71", "soixante-et-onze"),
        ("fr_FR", "-21", "moins vingt-et-un"), ("fr_FR", "2469,5", "deux mille quatre cent soixante-neuf virgule cinq"),
        ("de_DE", "2469", "zweitausendvierhundertneunundsechzig"), ("de_DE", "0,25", "null Komma zwei fünf"),
        ("en_US", "2469.5", "two thousand four hundred sixty-nine point five"), ("en_US", "-7", "minus seven"),
        ("C", "1000000", "one million"), ("C", "0", "zero"), ("C", "2^49", "five hundred sixty-two trillion nine hundred forty-nine billion nine hundred fifty-three million four hundred twenty-one thousand three hundred twelve"),
        ("es_ES", "21", "veintiuno"), ("es_ES", "2469", "dos mil cuatrocientos sesenta y nueve"),
        ("pl_PL", "2469", "dwa tysiące czterysta sześćdziesiąt dziewięć"), ("pl_PL", "5000", "pięć tysięcy"),
        ("ja_JP", "2^20", "百四万八千五百七十六"),
        ("hi_IN", "2469", "दो हज़ार चार सौ उनहत्तर"),
    ])
    func spelledOut(locale: String, input: String, expected: String) {
        #expect(Self.words(input, locale: locale) == expected, "\(locale): \(input)")
    }

    /// Past the limits, inexact, or past the language's rules: an error, never digits.
    @Test(arguments: [
        ("C", "1/3"), ("C", "pi"), ("C", "sqrt(2)"), ("C", "10^15"), ("C", "0.1234567"), ("C", "10^18"),
        ("pl_PL", "123456789,123456"),   // ICU writes this one's fraction in digits
        ("fr_FR", "1e-7"),
    ])
    func refused(locale: String, input: String) {
        #expect(Self.words(input, locale: locale) == "!cannotSpellOut", "\(locale): \(input)")
    }

    /// The largest numbers within the limits, in every language of the messages: words only
    /// (no digit), whatever ICU's rules for that language.
    @Test(arguments: messageLanguages)
    func withinTheLimitsEveryLanguageSpells(language: String) {
        for input in ["999999999999999", "-123456789.123456", "0.000001", "100000000000000"] {
            let text = Self.words(input, locale: language)
            // Either words or the refusal (Polish past its fraction rules), never a digit (Han numerals
            // such as 一 are words, not digits).
            #expect(text == "!cannotSpellOut" || !text.unicodeScalars.contains { $0.properties.numericType == .decimal }, "\(language): \(input) → \(text)")
        }
    }

    /// Amounts of money stay written as money in every form.
    @Test func moneyStaysMoney() {
        #expect(Self.words("12,5 €", locale: "fr_FR") == "12,50\u{A0}€")
    }

    /// A smoke test against ICU's own spell-out of the same integer.
    @Test func agreesWithICU() {
        let decimal = DecimalNumber(isNegative: false, digits: Array("2469".utf8), exponent: 3)
        #expect(SpellOut.words(decimal, language: "fr") == Self.words("2469", locale: "fr_FR"))
    }
}
