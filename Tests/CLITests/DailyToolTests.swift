import Foundation
import Testing

/// The command as a daily tool, next to bc and qalc (issue 20): batch output lined up with its
/// input, plain numbers for scripts, arguments that start with a minus sign, and the terminal
/// keypad refusing to run without a terminal.
@Suite struct DailyToolTests {
    typealias Outcome = CommandLineTests.Outcome
    static func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws -> Outcome {
        try CommandLineTests.run(arguments, environment: environment, input: input)
    }

    // MARK: One output line per input line, in every batch mode.

    /// Each mode with its input and the lines expected out (`""` where the line is blank, a
    /// comment, or fails), and the numbers of the lines that fail.
    @Test(arguments: [
        (["evaluate"], "1+1\n\nx\n# note\nans × 2\n   \n1/0\n7", ["2", "", "", "", "4", "", "", "7"], [3, 7]),
        (["format"], "1\n\nx\n2\n", ["1", "", "", "2"], [3]),
        (["format", "--locale", "fr_FR"], "1234.5\n# c\n-0.25\nabc\n\n", ["1\u{202F}234,5", "", "-0,25", "", ""], [4]),
        (["parse", "--locale", "de_DE"], "1.234,5\n\n1,2,3\n\t\n-7\n", ["1234.5", "", "", "", "-7"], [3]),
        (["--locale", "hi_IN"], "१२,३४५ + 1\n\nfoo\n", ["12,346", "", ""], [3]),
    ])
    func everyBatchModeWritesOneLinePerInputLine(arguments: [String], input: String, expected: [String], failing: [Int]) throws {
        let outcome = try Self.run(arguments, input: input)
        #expect(outcome.output == expected.map { $0 + "\n" }.joined(), "\(outcome.output)")
        let errors = outcome.error.split(separator: "\n").filter { $0.hasPrefix("countonme: ") }
        // `countonme: line 3: …` in the language of the messages: the number is what counts.
        #expect(errors.map { Int($0.split(separator: ":")[1].filter(\.isASCII).filter(\.isNumber)) } == failing, "\(outcome.error)")
        #expect(outcome.status == (failing.isEmpty ? 0 : 1))
    }

    @Test func theDoneWhenFigure() throws {
        // `printf '1\n\nx\n2\n' | countonme format | wc -l` is 4.
        let outcome = try Self.run(["format"], input: "1\n\nx\n2\n")
        #expect(outcome.output.split(separator: "\n", omittingEmptySubsequences: false).count - 1 == 4)
    }

    @Test func everyJSONObjectCarriesItsLineNumber() throws {
        let outcome = try Self.run(["--json"], input: "1/4\n\n# note\n2 +\nans × 2\n")
        let objects = outcome.output.split(separator: "\n").map {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
        }
        #expect(objects.count == 5)
        #expect(objects.map { $0["line"] as? Int } == [1, 2, 3, 4, 5])
        #expect(objects.map { $0["input"] as? String } == ["1/4", "", "# note", "2 +", "ans × 2"])
        #expect(objects.map { $0["value"] as? String } == ["0.25", nil, nil, nil, "0.5"])
        #expect(objects.map { $0["error"] != nil } == [false, false, false, true, false])
        let oneShot = try Self.run(["--json", "2 × 3"])
        #expect(oneShot.output.hasPrefix("{\"line\":1,\"input\":\"2 × 3\""))
    }

    // MARK: --plain for the next program in a pipe.

    @Test(arguments: [
        ("en_US.UTF-8", "1000*2", "2000"), ("fr_FR.UTF-8", "1234.5 × 2", "2469"), ("de_DE.UTF-8", "-1/4", "-0.25"),
        ("ar_EG.UTF-8", "2 × 1000", "2000"), ("hi_IN.UTF-8", "10^7", "10000000"), ("en_IN.UTF-8", "2^70", "1180591620717411303424"),
    ])
    /// Plain both ways, as `LC_NUMERIC=C`: the input is read plain too.
    func plainWritesNumbersForOtherPrograms(lang: String, expression: String, expected: String) throws {
        let plain = try Self.run(["--plain", expression], environment: ["LANG": lang])
        #expect(plain.output == expected + "\n", "\(plain.error)")
    }

    @Test func plainKeepsTheLanguageOfMessagesAndReadsPlainInput() throws {
        let french = try Self.run(["--plain", "1/0"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(french.error.contains("division par zéro"), "\(french.error)")
        let batch = try Self.run(["--plain"], environment: ["LANG": "de_DE.UTF-8"], input: "1.5 × 2\n1000 × 1000\n")
        #expect(batch.output == "3\n1000000\n")
        let format = try Self.run(["format", "--plain", "--locale", "fr_FR"], input: "1234.5\n")
        #expect(format.output == "1234.5\n")
        let help = try Self.run(["--help"])
        #expect(help.output.contains("--plain"))
    }

    // MARK: Arguments that start with a minus sign.

    @Test(arguments: [
        (["-5+3"], "-2"), (["5", "-3"], "2"), (["-2^2"], "-4"), (["-.5", "×", "2"], "-1"), (["-(2)", "*", "3"], "-6"),
        (["-pi"], "-3.141592653589793"), (["--5"], "5"), (["--digits", "3", "-2/3"], "-0.667"),
        (["-2/3", "--digits", "3"], "-0.667"), (["--", "-2^2"], "-4"), (["-√4"], "-2"),
        (["format", "-1234.5", "--locale", "de_DE"], "-1.234,5"), (["parse", "--locale", "fr_FR", "-1 234,5"], "-1234.5"),
    ])
    func anArgumentThatIsNoOptionIsTheExpression(arguments: [String], expected: String) throws {
        let outcome = try Self.run(arguments)
        #expect(outcome.output == expected + "\n", "\(arguments): \(outcome.error)")
        #expect(outcome.status == 0)
    }

    @Test(arguments: [["--dgits", "3", "-1"], ["-1", "--bogus"], ["--digits", "-3", "1"]])
    func optionsStayOptions(arguments: [String]) throws {
        let outcome = try Self.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(!outcome.error.contains("\u{E000}"))   // the mark never shows
    }

    @Test func dashHIsStillHelp() throws {
        let outcome = try Self.run(["-h"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("USAGE:"))
    }

    // MARK: The terminal keypad needs a terminal.

    @Test(arguments: [("", "C.UTF-8", "needs a terminal"), ("1+1\n", "fr_FR.UTF-8", "a besoin d’un terminal")])
    func keypadWithoutATerminalExitsTwo(input: String, lang: String, expected: String) throws {
        let outcome = try Self.run(["keypad"], environment: ["LANG": lang, "TERM": "xterm"], input: input)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.contains(expected), "\(outcome.error)")
    }

    // MARK: Locales that are no locale.

    /// An environment locale nothing answers to is the C locale, as the C library takes it (not
    /// ICU's root with its grouping); a locale ICU knows through a parent is that language.
    @Test(arguments: [
        (["LANG": "garbage"], "1000000"), (["LANG": "xx_YY.UTF-8"], "1000000"), (["LC_ALL": "garbage", "LANG": "fr_FR.UTF-8"], "1000000"),
        (["LANG": "fr_XX.UTF-8"], "1\u{202F}000\u{202F}000"), (["LANG": "de_DE@euro"], "1.000.000"), (["LANG": "C.UTF-8"], "1000000"),
        (["LANG": "fr_F/R.UTF-8"], "1000000"), (["LANG": "fr_FR@x y"], "1000000"), (["LANG": "und"], "1000000"),
        // ICU's bundles that are no locale were read as root, which groups: 1,000,000.
        (["LANG": "units"], "1000000"), (["LC_ALL": "pool.UTF-8"], "1000000"),
    ])
    func anUnknownEnvironmentLocaleIsC(environment: [String: String], expected: String) throws {
        let outcome = try Self.run(["1000 × 1000"], environment: environment)
        #expect(outcome.output == expected + "\n", "\(environment): \(outcome.error)")
    }

    /// The legacy Norwegian names answer in Norwegian (ICU 72's `ures_openDirect` never returned
    /// on `no_NO` and `no_NO_NY`, and the locale check hung the command on them); Babel's CLDR
    /// data writes 2 469 with a no-break space.
    @Test(arguments: [(["LANG": "no_NO.UTF-8"], []), (["LC_ALL": "no_NO_NY"], []), (["LANG": "C.UTF-8"], ["--locale", "no_NO"]),
                      (["LANG": "C.UTF-8"], ["--locale", "no-no-no"])])
    func legacyNorwegianLocalesAnswer(environment: [String: String], options: [String]) throws {
        let outcome = try Self.run(options + ["1 234,5 × 2"], environment: environment)
        #expect(outcome.output == "2\u{A0}469\n", "\(environment) \(options): \(outcome.error)")
    }

    @Test(arguments: [("garbage", "C.UTF-8", "“garbage” is no locale known here"), ("xx_YY", "de_DE.UTF-8", "„xx_YY“"),
                      ("fr_F/R", "C.UTF-8", "“fr_F/R” is no locale known here"), (".UTF-8", "C.UTF-8", "“.UTF-8” is no locale known here"),
                      ("und", "fr_FR.UTF-8", "«\u{202F}und\u{202F}» n’est pas une locale connue"),
                      ("plurals", "C.UTF-8", "“plurals” is no locale known here")])
    func anUnknownLocaleOptionIsBadUsage(name: String, lang: String, expected: String) throws {
        let outcome = try Self.run(["--locale", name, "1+1"], environment: ["LANG": lang])
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.contains(expected), "\(outcome.error)")
    }

    /// The digits an option asks for win over those the locale name gives: written after them,
    /// ICU read the name's, and `--native-digits` wrote Latin digits.
    @Test(arguments: [(["--locale", "ar_SA@numbers=latn", "--native-digits"], "٢٬٤٦٨"),
                      (["--locale", "hi_IN@numbers=latn", "--native-digits"], "२,४६८"),
                      (["--locale", "ar_SA@numbers=arab", "--latin-digits"], "2,468")])
    func theDigitsOptionWinsOverTheLocaleName(options: [String], expected: String) throws {
        let outcome = try Self.run(options + ["1234 × 2"], environment: ["LANG": "C.UTF-8"])
        #expect(outcome.output == expected + "\n", "\(options): \(outcome.error)")
    }

    /// A locale name too long for ICU's formatters once the digits keyword is set on it (157
    /// bytes or more) is no locale: `--latin-digits` on one of 145 bytes said "not enough
    /// memory" (exit 1).
    @Test func aLocaleNameTooLongForICUIsBadUsage() throws {
        let name = "ar_SA_" + Array(repeating: "XXXXXXXX", count: 15).joined(separator: "_") + "_XXXX"   // 145 bytes
        let outcome = try Self.run(["--locale", name, "--latin-digits", "1+1"], environment: ["LANG": "C.UTF-8"])
        #expect(outcome.status == 2)
        #expect(outcome.error.contains("is no locale known here"), "\(outcome.error)")
    }

    /// Native digits that are no decimal digits to Unicode (zh's Chinese numerals) are refused as
    /// bad usage, in the language of the messages, whether the locale comes from `--locale` or
    /// the environment: ICU wrote them and the command said "not enough memory" (exit 1). A
    /// locale name whose own digits are none the calculator writes is no locale.
    @Test(arguments: [(["--native-digits"], ["LANG": "en_US.UTF-8", "LC_NUMERIC": "zh_TW.UTF-8"],
                       "The calculator cannot write numbers in the native digits of “zh_TW.UTF-8”"),
                      (["--locale", "yue", "--native-digits"], ["LANG": "C.UTF-8"], "「yue」"),
                      (["--locale", "en@numbers=roman"], ["LANG": "C.UTF-8"], "“en@numbers=roman” is no locale known here")])
    func digitsThatCannotBeWrittenAreBadUsage(options: [String], environment: [String: String], expected: String) throws {
        let outcome = try Self.run(options + ["1+1"], environment: environment)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.contains(expected), "\(outcome.error)")
    }

    // MARK: Errors point at the right column and quote what was typed.

    /// The caret line under each input, counted in terminal columns (wide characters two,
    /// combining accents none, tabs to their stop).
    @Test(arguments: [
        ("ja_JP.UTF-8", "１２３ ＋ foo", "  １２３ ＋ foo", "            ^~~"),
        ("C.UTF-8", "漢字 + 1", "  漢字 + 1", "  ^~~~"),
        ("C.UTF-8", "1 +\tfoo", "  1 +     foo", "          ^~~"),
        ("C.UTF-8", "é1 + 3\u{0301} + 1", "  é1 + 3\u{0301} + 1", "       ^"),   // the accent, on its base 3
        ("ko_KR.UTF-8", "한글 + 2", "  한글 + 2", "  ^~~~"),
    ])
    func theCaretCountsTerminalColumns(lang: String, input: String, shown: String, caret: String) throws {
        let outcome = try Self.run([input], environment: ["LANG": lang])
        let lines = outcome.error.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count >= 3)
        #expect(lines.dropFirst().first == shown)
        #expect(lines.dropFirst(2).first == caret, "\(outcome.error)")
    }

    @Test(arguments: [("5 // 2", "“//”", "    ^~"), ("0x1G + 1", "“0x1G”", "  ^~~~"), ("2 */ 3", "“*/”", "    ^~")])
    func messagesNameWhatWasTyped(input: String, quoted: String, caret: String) throws {
        let outcome = try Self.run([input])
        #expect(outcome.status == 1)
        #expect(outcome.error.contains(quoted), "\(outcome.error)")
        #expect(outcome.error.contains("\n" + caret + "\n"), "\(outcome.error)")
    }

    // MARK: Help that tells the truth.

    /// Each command offers the options it uses and no other (ArgumentParser's option names at the
    /// start of a help line).
    @Test(arguments: [
        (["keypad"], ["--keys", "--digits", "--angle", "--locale"], ["--json", "--rates", "--full"]),
        (["rates"], ["--rates", "--locale"], ["--digits", "--json", "--angle", "--keys"]),
        (["format"], ["--locale", "--plain"], ["--digits", "--json", "--rates", "--angle"]),
        (["evaluate"], ["--json", "--rates", "--digits", "--angle", "--locale", "--plain"], ["--keys"]),
        ([], ["--json", "--rates", "--digits", "--angle", "--locale", "--plain", "--version"], ["--keys"]),
    ])
    func eachCommandOffersTheOptionsItUses(command: [String], offered: [String], absent: [String]) throws {
        let help = try Self.run(command + ["--help"]).output
        let names = help.split(separator: "\n").filter { $0.hasPrefix("  --") }.map { $0.dropFirst(2).prefix { $0 != " " } }
        for option in offered { #expect(names.contains { $0.hasPrefix(option) }, "\(command) offers \(option)") }
        for option in absent { #expect(!names.contains { $0.hasPrefix(option) }, "\(command) does not offer \(option)") }
        // Each once (the root's screen is made of two of ArgumentParser's, which both had `--version`).
        #expect(Set(names).count == names.count, "\(command): an option listed twice in \(names)")
    }

    @Test(arguments: [["keypad", "--json", "--keys", "1"], ["rates", "--digits", "3"], ["format", "--angle", "deg", "1"]])
    func anOptionACommandDoesNotUseIsBadUsage(arguments: [String]) throws {
        let outcome = try Self.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
    }

    @Test func theTopLevelHelpNamesTheExpressionAndEveryValueHasItsMeaning() throws {
        let help = try Self.run(["--help"]).output
        #expect(help.contains("USAGE: countonme [<options>] [<expression> ...]"))
        #expect(help.components(separatedBy: "USAGE:").count == 2)   // one usage block
        #expect(help.contains("(values: rad, deg; default: rad)"))
        // No value listed with an empty description (`rad - `).
        #expect(!help.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasSuffix(" -") })
        #expect(try Self.run(["--angle", "degrees", "sin(30)"]).output == "0.5\n")
    }

    // MARK: A terminal whose locale is not UTF-8.

    /// Runs the command and returns its raw standard output and error (not decoded as UTF-8).
    static func runBytes(_ arguments: [String], lang: String) throws -> (output: [UInt8], error: [UInt8]) {
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": lang]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (Array(outputData), Array(errorData))
    }

    /// Output in the locale's character set: French grouping with Latin-1's no-break space (0xA0,
    /// never the UTF-8 bytes of U+202F), messages in KOI8-R, a note when a character is missing.
    @Test func outputIsInTheLocalesCharacterSet() throws {
        let french = try Self.runBytes(["2^20 + 0,5"], lang: "fr_FR.ISO-8859-1")
        #expect(french.output == Array("1".utf8) + [0xA0] + Array("048".utf8) + [0xA0] + Array("576,5\n".utf8))
        let quoted = try Self.runBytes(["2 ×"], lang: "fr_FR.ISO-8859-1")
        #expect(quoted.error.starts(with: Array("countonme: Il manque un nombre apr".utf8) + [0xE8] + Array("s ".utf8) + [0xAB, 0xA0, 0xD7, 0xA0, 0xBB]),
                "\(quoted.error)")
        // KOI8-R: "Деление" is 0xE4 0xC5 0xCC 0xC5 0xCE 0xC9 0xC5 there.
        let russian = try Self.runBytes(["1/0"], lang: "ru_RU.KOI8-R")
        #expect(russian.error.starts(with: Array("countonme: ".utf8) + [0xE4, 0xC5, 0xCC, 0xC5, 0xCE, 0xC9, 0xC5]), "\(russian.error)")
        // √ is not in Latin-1: a "?" and one note saying so.
        let missing = try Self.runBytes(["√(-1)"], lang: "en_US.ISO-8859-1")
        let note = String(decoding: missing.error, as: UTF8.self)
        #expect(note.components(separatedBy: "cannot be written in ISO-8859-1").count == 2, "\(note)")
        #expect(missing.error.allSatisfy { $0 < 0x80 || $0 >= 0xA0 })   // no UTF-8 multi-byte sequences
        // A character set ICU does not know: UTF-8, and said.
        let unknown = try Self.runBytes(["1000 + 1"], lang: "en_US.NO-SUCH-SET")
        #expect(unknown.output == Array("1,001\n".utf8))
        #expect(String(decoding: unknown.error, as: UTF8.self).contains("NO-SUCH-SET of your locale is unknown here"))
    }

    // MARK: Result forms (issue 15).

    /// Exact non-integers as fractions or mixed numbers in the locale's digits (expected values:
    /// Python's Fraction, written by hand in each locale's digits); inexact results and money stay decimal.
    @Test(arguments: [
        ("C.UTF-8", "fraction", "1/3 + 1/4", "7/12"), ("C.UTF-8", "fraction", "-3.5", "-7/2"), ("C.UTF-8", "fraction", "6/3", "2"),
        ("C.UTF-8", "mixed", "-7/2", "-3\u{00A0}1/2"), ("C.UTF-8", "mixed", "-1/2", "-1/2"), ("C.UTF-8", "mixed", "22/7", "3\u{00A0}1/7"),
        ("C.UTF-8", "fraction", "sqrt(2)", "1.414213562373095"), ("C.UTF-8", "decimal", "1/4", "0.25"),
        ("fr_FR.UTF-8", "fraction", "1234/7", "1\u{202F}234/7"), ("ar_EG.UTF-8", "mixed", "7/2", "٣\u{00A0}١/٢"),
        ("hi_IN.UTF-8", "fraction", "100001/3", "1,00,001/3"),
        // The issue's figure, and words in the messages' language (checked by hand).
        ("fr_FR.UTF-8", "words", "1 234,5 × 2", "deux mille quatre cent soixante-neuf"),
        ("C.UTF-8", "words", "-2469.5", "minus two thousand four hundred sixty-nine point five"),
        ("es_ES.UTF-8", "words", "20 + 1", "veintiuno"),
    ])
    func resultForms(lang: String, form: String, expression: String, expected: String) throws {
        let outcome = try Self.run(["--form", form, expression], environment: ["LANG": lang])
        #expect(outcome.output == expected + "\n", "\(outcome.error)")
    }

    /// What cannot be spelled out is an error with its translated message, never digits.
    @Test func wordsRefuseWhatCannotBeSpelled() throws {
        let outcome = try Self.run(["--json", "--form", "words", "1/3"])
        #expect(outcome.status == 1)
        #expect(outcome.output.contains(#""name":"cannotSpellOut""#), "\(outcome.output)")
        let french = try Self.run(["--form", "words", "pi"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(french.output.isEmpty)
        #expect(french.error.contains("ne peut pas s’écrire en toutes lettres"), "\(french.error)")
    }

    @Test func anUnknownFormIsBadUsage() throws {
        #expect(try Self.run(["--form", "roman", "1/2"]).status == 2)
    }

    // MARK: Bases (issue 15, item 5).

    /// The issue's figures, literals in a French and an Arabic locale, every base's prefix.
    @Test(arguments: [
        (["--base", "16", "0xFF + 0b1"], "C.UTF-8", "0x100"), (["0xF0 xor 0xFF"], "C.UTF-8", "15"),
        (["--base", "2", "--", "-5"], "C.UTF-8", "-0b101"), (["--base", "8", "0o17 + 1"], "C.UTF-8", "0o20"),
        (["0x1F + 1,5"], "fr_FR.UTF-8", "32,5"), (["--base", "16", "٢٥٥"], "ar_EG.UTF-8", "0xFF"),
        (["--base", "10", "0b1 << 10"], "C.UTF-8", "1024"),
    ])
    func bases(arguments: [String], lang: String, expected: String) throws {
        let outcome = try Self.run(arguments, environment: ["LANG": lang])
        #expect(outcome.output == expected + "\n", "\(outcome.error)")
    }

    /// What is no integer in base 16 is a translated error naming the result; a base that is not
    /// 2, 8, 10 or 16 is bad usage.
    @Test func basesRefuseWhatIsNoInteger() throws {
        let json = try Self.run(["--json", "--base", "16", "1/2"])
        #expect(json.status == 1)
        #expect(json.output.contains(#""name":"cannotWriteInBase""#), "\(json.output)")
        let french = try Self.run(["--base", "16", "1/4"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(french.error.contains("s’écrire en base 16\u{202F}; ce résultat vaut 0,25."), "\(french.error)")
        #expect(try Self.run(["--base", "3", "1"]).status == 2)
        #expect(try Self.run(["--base", "hex", "1"]).status == 2)
    }
}
