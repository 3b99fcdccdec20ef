import Foundation
import Testing

/// Every line the command prints is in the user's language (issue 12): its help of every command,
/// a usage error, a batch error and the rates texts, in each of the twelve languages with a bundle, hold
/// no English sentence of the `command` table (read from the root bundle, which is English), nor
/// ArgumentParser's `(values: …; default: …)`, wherever the help's wrapping put a line break.
@Suite struct CommandLanguageTests {
    /// Phrases of four or more words from each English text of the command table, placeholders
    /// and typed words (options, commands, paths) left out: what must not appear once translated.
    static let englishPhrases: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/ICUBridge/messages/root.txt").standardized
        guard let text = try? String(contentsOf: root, encoding: .utf8), let table = text.range(of: "    command {") else { return [] }
        var phrases: [String] = []
        for line in text[table.upperBound...].split(separator: "\n") {
            guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
            let value = line[line.index(after: open)..<close]
            // Runs of plain words between placeholders, options and other typed forms.
            var run: [String] = []
            func flush() {
                if run.count >= 4 { phrases.append(run.joined(separator: " ")) }
                run = []
            }
            for word in value.split(whereSeparator: { $0 == " " || $0 == "\\" }) {
                let typed = word.contains("{") || word.contains("}") || word.hasPrefix("-") || word.contains("$") || word.contains("_")
                    || word.contains("/") || word.contains("'") || word.first?.isUppercase == true && word.count > 1 && word.allSatisfy(\.isUppercase)
                    || !word.contains(where: \.isLetter) // numbers and operators of an example
                if typed { flush() } else { run.append(word.trimmingCharacters(in: .punctuationCharacters)) }
            }
            flush()
        }
        return phrases
    }()

    /// Text as a reader sees it: words joined by single spaces (help is wrapped into lines).
    static func flattened(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    static let sampleRates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/ecb-sample.xml").standardized.path

    /// Every language with a bundle, in one locale each (the CLI tests do not link the test
    /// support's `messageLanguages`; `MessageTests` holds each bundle to every command key).
    @Test(arguments: ["fr_FR", "de_DE", "es_ES", "it_IT", "pt_BR", "nl_NL", "pl_PL", "ru_RU", "ko_KR", "ja_JP", "zh_CN", "ar_EG"].map { $0 + ".UTF-8" })
    func noEnglishIsLeft(language: String) throws {
        #expect(Self.englishPhrases.count > 40)
        let environment = ["LANG": language]
        var outputs: [(String, String)] = []
        for command in [[], ["evaluate"], ["format"], ["parse"], ["keypad"], ["rates"], ["rates", "update"]] {
            let outcome = try CommandLineTests.run(command + ["--help"], environment: environment)
            #expect(outcome.status == 0)
            outputs.append(("\(command) --help", outcome.output))
        }
        let usage = try CommandLineTests.run(["--digits", "0", "1"], environment: environment)
        #expect(usage.status == 2)
        outputs.append(("usage error", usage.error))
        let unknown = try CommandLineTests.run(["--digts", "5", "1"], environment: environment)
        outputs.append(("unknown option", unknown.error))
        let batch = try CommandLineTests.run([], environment: environment, input: "1+1\n2/0\n")
        outputs.append(("batch", batch.error))
        let listing = try CommandLineTests.run(["rates", "--rates", Self.sampleRates], environment: environment)
        outputs.append(("rates", listing.output))
        for (what, text) in outputs {
            let flat = Self.flattened(text)
            for phrase in Self.englishPhrases where flat.contains(phrase) {
                Issue.record("\(language) \(what): English left: “\(phrase)”")
            }
            // ArgumentParser's own words, also where it wrapped the line after them.
            for frame in ["(default:", "; default:", "(values:"] where flat.contains(frame) {
                Issue.record("\(language) \(what): English left: “\(frame)”")
            }
        }
    }

    /// An option's default is written in the digits of the range beside it, the messages' digits
    /// (CLDR's default numbering system: Arabic-Indic in Egypt, Extended Arabic-Indic in Iran,
    /// Bengali in Bangladesh, Latin in Morocco and France), so each line reads in one script.
    @Test(arguments: [
        ("ar_EG", ["(١–١٠٠٠٠)", ": ١٦)", ": ٢٠٠)", ": ١٠٠٠٠٠)"]), ("fa_IR", ["(۱–۱۰۰۰۰)", ": ۱۶)", ": ۲۰۰)", ": ۱۰۰۰۰۰)"]),
        ("bn_BD", ["(১–১০০০০)", ": ১৬)", ": ২০০)", ": ১০০০০০)"]), ("ar_MA", ["(1–10000)", ": 16)", ": 200)", ": 100000)"]),
        ("fr_FR", ["(1–10000)", ": 16)", ": 200)", ": 100000)"]),
    ])
    func defaultsAreInTheDigitsOfTheirRanges(locale: String, expected: [String]) throws {
        let help = try CommandLineTests.run(["--help"], environment: ["LANG": locale + ".UTF-8"])
        let flat = Self.flattened(help.output)
        for text in expected { #expect(flat.contains(text), "\(locale): \(text) in \(flat)") }
        if !expected[1].contains("16") {
            for latin in [": 16)", ": 200)", ": 100000)"] { #expect(!flat.contains(latin), "\(locale): \(latin)") }
        }
    }

    /// ArgumentParser's list of an option's values takes the language's marks: French's narrow
    /// no-break space before `;` (and no-break space before `:`), Greek's ano teleia where
    /// others write `;` (which is Greek's question mark), Arabic's comma and semicolon. Both
    /// lists, also where ArgumentParser wrapped them.
    @Test(arguments: [
        ("C", "(values: auto, positional, scientific, engineering; default: auto)", "(values: 2, 8, 10, 16; default: 10)"),
        ("fr_FR", "(valeurs\u{A0}: auto, positional, scientific, engineering\u{202F}; par défaut\u{A0}: auto)",
         "(valeurs\u{A0}: 2, 8, 10, 16\u{202F}; par défaut\u{A0}: 10)"),
        ("el_GR", "(τιμές: auto, positional, scientific, engineering· προεπιλογή: auto)", "(τιμές: 2, 8, 10, 16· προεπιλογή: 10)"),
        ("ar_EG", "(القيم: auto، positional، scientific، engineering؛ الافتراضي: auto)", "(القيم: 2، 8، 10، 16؛ الافتراضي: 10)"),
        ("ja_JP", "(値: auto, positional, scientific, engineering; デフォルト: auto)", "(値: 2, 8, 10, 16; デフォルト: 10)"),
    ])
    func valueListsTakeTheLanguagesMarks(locale: String, notation: String, base: String) throws {
        let help = try CommandLineTests.run(["--help"], environment: ["LANG": locale + ".UTF-8"])
        let flat = Self.flattened(help.output)
        #expect(flat.contains(notation), "\(locale): \(flat)")
        #expect(flat.contains(base), "\(locale): \(flat)")
    }

    @Test func aUsageErrorPrintsTheUsageOnce() throws {
        for language in ["C", "de_DE.UTF-8"] {
            let outcome = try CommandLineTests.run(["--digits", "0", "1"], environment: ["LANG": language])
            #expect(outcome.status == 2)
            #expect(outcome.output.isEmpty)
            let lines = outcome.error.split(separator: "\n")
            #expect(lines.count == 3, "\(outcome.error)")
            #expect(lines.first?.hasPrefix("countonme: ") == true)
        }
    }

    /// One prefix style for failed lines in every batch mode, with the line number in the
    /// locale's digits.
    @Test(arguments: [(["evaluate"], "1+1\n2/0\n"), (["format"], "1\nx\n"), (["parse"], "1\nx\n")])
    func batchErrorsNameTheirLine(command: [String], input: String) throws {
        let plain = try CommandLineTests.run(command, environment: ["LANG": "C"], input: input)
        #expect(plain.error.hasPrefix("countonme: line 2: "), "\(plain.error)")
        let arabic = try CommandLineTests.run(command, environment: ["LANG": "ar_EG.UTF-8"], input: input)
        #expect(arabic.error.contains("٢"), "\(arabic.error)")
        #expect(!arabic.error.contains(" 2"), "\(arabic.error)")
    }
}
