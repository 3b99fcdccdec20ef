import Testing
@testable import CountOnMeLocalization
import CountOnMeTestSupport

/// The numbers inside messages are written as the locale of the numbers writes them — the way
/// the results are — whatever the language of the text: `100’000` in Swiss German, `1,00,000` in
/// Indian English, Latin digits in Moroccan Arabic, Devanagari when asked for, `100’000` in a
/// French text when LC_NUMERIC is de_CH; the plural forms stay those of the text's language.
/// The number texts come from CLDR through Babel (`Tests/Reference/generate_message_numbers.py`
/// → `Tests/Fixtures/message-numbers.tsv`), never from the engine.
@Suite struct MessageNumberTests {
    /// Locale id → value → (grouped, plain) as CLDR writes them.
    static let written: [String: [Int: (grouped: String, plain: String)]] = {
        guard let text = try? String(contentsOfFile: fixturePath("message-numbers.tsv"), encoding: .utf8) else { return [:] }
        var table: [String: [Int: (grouped: String, plain: String)]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 4, let value = Int(fields[1]) else { continue }
            table[fields[0], default: [:]][value] = (fields[2], fields[3])
        }
        return table
    }()

    /// The messages checked, one per way a pattern writes a number: `{0,number,integer}`, the `#`
    /// of a plural (singular and plural forms), two numbers in one text, and `{0,number,::group-off}`
    /// inside a plural (a line number). Each value's text differs from every other's.
    static let messages: [(message: Message, values: [Int], plainValues: [Int])] = [
        (Message(.resultTooLarge, [.integer(100_000)]), [100_000], []),
        (Message(.nestingTooDeep, [.integer(1)]), [1], []),
        (Message(.nestingTooDeep, [.integer(100_000)]), [100_000], []),
        (Message(.digitsOutOfRange, [.integer(3), .integer(10_000)]), [3, 10_000], []),
        (Message(.invalidRatesFile, [.integer(12_345), .message(Message(.ratesFileNotECB))]), [], [12_345]),
    ]

    /// (numbers locale, its id in the fixture, messages locale, the fixture's id of the language).
    static let locales: [(numbers: String, digits: DigitStyle, numbersRow: String, messages: String, language: String)] = [
        ("de_CH", .localeDefault, "de_CH", "de_CH", "de"),
        ("en_IN", .localeDefault, "en_IN", "en_IN", "en"),
        ("ar_MA", .localeDefault, "ar_MA", "ar_MA", "ar"),
        ("ar_EG", .localeDefault, "ar_EG", "ar_EG", "ar"),
        ("fa_IR", .localeDefault, "fa_IR", "fa_IR", "fa"),
        ("hi_IN", .localeDefault, "hi_IN", "hi_IN", "hi"),
        ("hi_IN", .native, "hi_IN@numbers=deva", "hi_IN", "hi"),
        ("bn_BD", .localeDefault, "bn_BD", "bn_BD", "bn"),
        ("fr_CH", .localeDefault, "fr_CH", "fr_CH", "fr"),
        // LC_NUMERIC and LC_MESSAGES apart.
        ("de_CH", .localeDefault, "de_CH", "fr_FR", "fr"),
        ("ar_EG", .localeDefault, "ar_EG", "en_US", "en"),
        ("en_US", .localeDefault, "en_US", "de_DE", "de"),
        ("fr_FR", .localeDefault, "fr_FR", "hi_IN", "hi"),
    ]

    @Test func numbersInMessagesAreWrittenAsTheNumbersLocaleWritesThem() throws {
        var mismatches: [String] = []
        var cases = 0
        for row in Self.locales {
            let locale = try #require(CalculatorLocale(numbers: row.numbers, messages: row.messages, digits: row.digits))
            // The text in its language's own way, as the messages alone give it (the reference's
            // language rows say how that is written), with each number put as the numbers locale
            // writes it: nothing else of the text may change.
            let language = try #require(CalculatorLocale.messageCatalog(for: row.messages, numbers: nil))
            for (message, values, plainValues) in Self.messages {
                var expected = language.text(for: message)
                let replacements = values.map { (Self.written[row.language]?[$0]?.grouped, Self.written[row.numbersRow]?[$0]?.grouped) }
                    + plainValues.map { (Self.written[row.language]?[$0]?.plain, Self.written[row.numbersRow]?[$0]?.plain) }
                for case let (own?, wanted?) in replacements {
                    // A language may write 1 as a word (Arabic: مستوى واحد, "one level").
                    #expect(expected.contains(own) || values == [1], "\(row.language) \(message.key): \(own) not in \(expected)")
                    expected = expected.replacingOccurrences(of: own, with: wanted)
                }
                #expect(replacements.allSatisfy { $0.0 != nil && $0.1 != nil }, "fixture lacks \(row.numbersRow) or \(row.language)")
                let written = locale.messages.text(for: message)
                if written != expected { mismatches.append("\(row.numbers)/\(row.messages) \(message.key):\n  got      \(written)\n  expected \(expected)") }
                cases += 1
            }
        }
        #expect(cases == Self.locales.count * Self.messages.count)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    /// The C locale's numbers (and the plain `C` locale) leave numbers as the text's language
    /// writes them: no locale of numbers to follow.
    @Test func withoutALocaleOfNumbersTheLanguageWritesThem() throws {
        let french = try #require(CalculatorLocale(numbers: "C", messages: "fr_FR"))
        #expect(french.messages.text(for: Message(.resultTooLarge, [.integer(100_000)])).contains("100\u{202F}000"))
        #expect(CalculatorLocale.posix.messages.text(for: Message(.resultTooLarge, [.integer(100_000)])).contains("100,000"))
    }

    /// Every number argument of every message in every language is written in a style the
    /// numbers locale can write (none, `integer`, `::group-off`): a style ICU's bridge did not
    /// know would be refused, never written in the text's language's way.
    @Test func everyMessageOfEveryLanguageWritesItsNumbersForAnotherLocale() throws {
        let languages = try #require(ICUMessages.languages) + ["root"]
        var failures: [String] = []
        var formatted = 0
        for language in languages {
            let messages = ICUMessages(locale: language, numbersLocale: "de_CH")
            for table in ["messages", "command"] {
                let keys = try #require(ICUMessages.entries(of: table, locale: language)).keys
                for key in keys {
                    let arguments: [MessageArgument] = (0..<4).map { _ in .integer(12_345) }
                    if messages.formatted(table: table, key: key, arguments) == nil { failures.append("\(language) \(table) \(key)") }
                    formatted += 1
                }
            }
        }
        // Every key of root's two tables in every bundle (47 bundles; root's keys, not a guess).
        let rootKeys = try ["messages", "command"].reduce(0) { $0 + (try #require(ICUMessages.entries(of: $1, locale: "root"))).count }
        #expect(languages.count == 47 && rootKeys > 100, "\(rootKeys)")
        #expect(formatted >= languages.count * rootKeys, "\(formatted)")
        #expect(failures.isEmpty, "\(failures)")
    }
}
