#if canImport(Glibc)
import Glibc
#endif
import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
import CountOnMeTestSupport

/// The translated message bundles.
@Suite struct MessageTests {
    static let languages = messageLanguages
    static let titleKeys = ErrorCode.allCases.map(\.name)
    static let messageKeys = MessageKey.allCases.map(\.rawValue)
    /// The keys of root's `command` table (the command's own texts) and of its `functions` table.
    static let commandKeys = rootKeys(of: "command")

    /// The keys of a table of the root bundle, read from its source.
    static func rootKeys(of table: String) -> [String] {
        let path = fixturePath("../../Sources/ICUBridge/messages/root.txt")
        guard let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var keys: [String] = [], inside = false
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let line = String(cString: buffer)
            if line.hasPrefix("    \(table) {") { inside = true; continue }
            if inside && line.hasPrefix("    }") { break }
            let trimmed = line.drop { $0 == " " }
            if inside, !trimmed.hasPrefix("//"), let space = trimmed.firstIndex(of: " "), trimmed[space...].hasPrefix(" {") {
                keys.append(String(trimmed[..<space]))
            }
        }
        return keys
    }

    /// The argument numbers a pattern uses (`{0}`, `{1,plural,…}` → [0, 1]).
    static func arguments(_ pattern: String) -> Set<Int> {
        var result: Set<Int> = []
        let characters = Array(pattern)
        for (index, character) in characters.enumerated() where character == "{" {
            var digits = ""
            var next = index + 1
            while next < characters.count, let digit = characters[next].wholeNumberValue, characters[next].isASCII {
                digits.append(String(digit))
                next += 1
            }
            if !digits.isEmpty, next < characters.count, characters[next] == "}" || characters[next] == "," {
                result.insert(Int(digits)!)
            }
        }
        return result
    }

    @Test func rootHasEveryKey() {
        for key in Self.messageKeys { #expect(ICUMessages.pattern(locale: "root", table: "messages", key: key) != nil, "\(key)") }
        for key in Self.titleKeys { #expect(ICUMessages.pattern(locale: "root", table: "titles", key: key) != nil, "\(key)") }
    }

    @Test(arguments: engineTranslatedLanguages.map { ($0, ["messages", "titles"]) } + commandTranslatedLanguages.map { ($0, ["command"]) })
    func everyKeyIsTranslatedWithItsPlaceholders(_ language: String, tables: [String]) throws {
        #expect(Self.commandKeys.count > 50)
        let all = [("messages", Self.messageKeys), ("titles", Self.titleKeys), ("command", Self.commandKeys)]
        for (table, keys) in all where tables.contains(table) {
            for key in keys {
                let english = try #require(ICUMessages.pattern(locale: "root", table: table, key: key))
                let translated = try #require(ICUMessages.pattern(locale: language, table: table, key: key), "\(language) lacks \(table)/\(key)")
                #expect(translated != english, "\(language) \(table)/\(key) is the English text")
                #expect(Self.arguments(translated) == Self.arguments(english), "\(language) \(table)/\(key): placeholders differ")
                // An ASCII apostrophe before a brace or # quotes it in MessageFormat (one elsewhere is literal).
                for quoted in ["'{", "'}", "'#"] {
                    #expect(!translated.contains(quoted), "\(language) \(table)/\(key): ASCII apostrophe quotes text in MessageFormat")
                }
            }
        }
    }

    /// Sample arguments of the types the root pattern of `key` expects: numbers where it formats
    /// `{n,number…}` or `{n,plural…}`, text elsewhere.
    static func sampleArguments(for key: MessageKey) -> [MessageArgument] {
        let pattern = ICUMessages.pattern(locale: "root", table: "messages", key: key.rawValue) ?? ""
        return (0..<3).map { index in
            pattern.contains("{\(index),number") || pattern.contains("{\(index),plural") ? .integer(100_000) : .text("sqrt")
        }
    }

    @Test(arguments: languages + ["root"])
    func everyMessageFormatsWithArguments(_ language: String) {
        let messages = ICUMessages(locale: language)
        for key in MessageKey.allCases {
            let text = messages.text(for: Message(key, Self.sampleArguments(for: key)))
            #expect(!text.isEmpty && !text.contains("{") && text != key.rawValue, "\(language) \(key): \(text)")
        }
        for code in ErrorCode.allCases {
            #expect(!messages.title(for: code).isEmpty && messages.title(for: code) != code.name, "\(language) \(code)")
        }
    }

    /// The bundle a locale's messages come from, as ICU's language matching (CLDR's) picks it:
    /// the regional forms (Traditional Chinese in Taiwan, Hong Kong and Macau; European Portuguese
    /// in Portugal and Africa), Norwegian Nynorsk and "no" read Bokmål, Serbian's two scripts stay
    /// apart, and a language with no bundle reads English — never a bundle of another script.
    @Test(arguments: [
        ("fr_CA", "fr"), ("fr_FR", "fr"), ("de_AT", "de"), ("pt_BR", "pt"), ("pt_PT", "pt_PT"), ("pt_AO", "pt_PT"),
        ("pt_MZ", "pt_PT"), ("zh_CN", "zh"), ("zh_Hans_CN", "zh"), ("zh_SG", "zh"), ("zh_TW", "zh_Hant"), ("zh_HK", "zh_Hant"),
        ("zh_MO", "zh_Hant"), ("zh_Hant", "zh_Hant"), ("nn_NO", "nb"), ("no_NO", "nb"), ("nb_NO", "nb"), ("sr_RS", "sr"),
        ("sr_Latn_RS", "sr_Latn"), ("sr_RS@latin", "sr_Latn"), ("sr_ME", "sr_Latn"), ("ar_EG", "ar"), ("he_IL", "he"),
        ("iw_IL", "he"), ("in_ID", "id"), ("ms_MY", "ms"), ("ca_ES", "ca"), ("eu_ES", "eu"), ("gl_ES", "gl"),
        ("hi_IN", "hi"), ("ur_PK", "ur"), ("fa_IR", "fa"), ("cs_CZ", "cs"), ("tr_TR", "tr"), ("uk_UA", "uk"),
        ("xx_YY", "root"), ("en_US", "root"), ("en_GB", "root"), ("sw_KE", "root"), ("C", "root"),
    ])
    func messagesFollowICUsLanguageMatching(locale: String, expected: String) throws {
        let chosen = try #require(CalculatorLocale(numbers: nil, messages: locale))
        #expect(chosen.messagesIdentifier == expected, "\(locale)")
    }

    /// A bundle of one script never shows text of the language's other script: a key missing
    /// there falls back to English, not to zh (Simplified) or sr (Cyrillic).
    @Test func aScriptsBundleFallsBackToRootOnly() {
        #expect(ICUMessages(locale: "zh_Hant").text(table: "messages", key: "noSuchKeyAnywhere", []) == "noSuchKeyAnywhere")
        #expect(ICUMessages(locale: "zh_Hans_CN").text(for: Message(.divisionByZero)) == ICUMessages(locale: "zh").text(for: Message(.divisionByZero)))
        #expect(ICUMessages(locale: "zh_Hant_TW").text(for: Message(.divisionByZero)) == ICUMessages(locale: "zh_Hant").text(for: Message(.divisionByZero)))
    }

    /// Each language is its own translation: no two bundles share more than a tenth of their
    /// texts, and every text differs from English (``everyKeyIsTranslatedWithItsPlaceholders``).
    /// Three pairs are one language's standards, which write many short sentences the same way,
    /// and may share up to half: European and Brazilian Portuguese, Croatian and Serbian in Latin
    /// script, Indonesian and Malay.
    static let closeStandards: Set<[String]> = [["pt", "pt_PT"], ["hr", "sr_Latn"], ["id", "ms"]]
    @Test func noLanguageIsACopyOfAnother() throws {
        #expect(Self.languages.count == 46)
        let keys = Self.messageKeys.map { ("messages", $0) } + Self.titleKeys.map { ("titles", $0) } + Self.commandKeys.map { ("command", $0) }
        var texts: [String: [String]] = [:]
        for language in Self.languages {
            texts[language] = keys.map { ICUMessages.pattern(locale: language, table: $0.0, key: $0.1) ?? "" }
        }
        for (index, first) in Self.languages.enumerated() {
            for second in Self.languages[(index + 1)...] {
                let same = zip(try #require(texts[first]), try #require(texts[second])).filter { $0 == $1 && !$0.isEmpty }.count
                let most = Self.closeStandards.contains([first, second].sorted()) ? keys.count / 2 : keys.count / 10
                #expect(same <= most, "\(first) and \(second) share \(same) of \(keys.count) texts")
            }
        }
    }

    /// French typography, one rule for the whole bundle: a no-break space U+00A0 before `:` and a
    /// narrow one U+202F before `;`, `?`, `!` (the Imprimerie nationale's), U+202F inside « » too
    /// (the narrow-space practice, Swiss typography's), never a space a line may break at, nor
    /// none (`n!` is the factorial, `https://` and ICU's `::group-off` are not prose; the keypad's
    /// key list names the `!` key). A count and what it counts stay on one line: `#` in a plural
    /// branch is followed by U+00A0 (`5 chiffres`).
    @Test func frenchPunctuationKeepsItsSpaces() {
        let keys = Self.messageKeys.map { ("messages", $0) } + Self.titleKeys.map { ("titles", $0) }
            + Self.commandKeys.filter { $0 != "keypadHint" }.map { ("command", $0) }
            + Self.rootKeys(of: "punctuation").map { ("punctuation", $0) }
        var checked = 0
        for (table, key) in keys {
            guard let pattern = ICUMessages.pattern(locale: "fr", table: table, key: key) else { continue }
            let text = Array(pattern.replacingOccurrences(of: "://", with: "").replacingOccurrences(of: "::", with: ""))
            for (index, character) in text.enumerated() {
                let before: Character? = index > 0 ? text[index - 1] : nil
                switch character {
                case ":", ";", "?", "!", "»":
                    let space: Character = character == ":" ? "\u{A0}" : "\u{202F}"
                    if character == "!", before == "n" { continue }
                    #expect(before == space, "\(table).\(key): \(String(text[max(0, index - 20)...index]))")
                    checked += 1
                case "«":
                    #expect(index + 1 < text.count && text[index + 1] == "\u{202F}", "\(table).\(key): \(pattern)")
                    checked += 1
                case "#" where before == "{":
                    #expect(index + 1 < text.count && text[index + 1] == "\u{A0}", "\(table).\(key): \(pattern)")
                    checked += 1
                default: continue
                }
            }
        }
        #expect(checked > 150)
    }

    @Test func numbersAndPluralsFollowTheLanguage() {
        #expect(ICUMessages(locale: "fr").text(for: Message(.resultTooLarge, [.integer(100_000)])).contains("100\u{202F}000"))
        #expect(ICUMessages(locale: "root").text(for: Message(.wrongArgumentCount, [.text("sin"), .integer(1)])) == "sin takes 1 argument.")
        #expect(ICUMessages(locale: "root").text(for: Message(.wrongArgumentCount, [.text("root"), .integer(2)])) == "root takes 2 arguments.")
        let russian = ICUMessages(locale: "ru")
        #expect(russian.text(for: Message(.wrongArgumentCount, [.text("f"), .integer(2)]))
            != russian.text(for: Message(.wrongArgumentCount, [.text("f"), .integer(5)])))
    }

    @Test func calculatorsSpeakTheirLanguage() throws {
        let calculator = Calculator(locale: CalculatorLocale(numbers: "C", messages: "de_DE.UTF-8")!)
        do {
            _ = try calculator.evaluate("1/0")
            Issue.record("1/0 succeeded")
        } catch {
            #expect(calculator.message(for: error) == ICUMessages(locale: "de").text(for: Message(.divisionByZero)))
            #expect(calculator.title(for: error) == ICUMessages(locale: "de").title(for: .divisionByZero))
        }
        // Numbers stay plain in that calculator.
        #expect(try calculator.evaluate("1234.5 × 2").formatted == "2469")
    }
}
