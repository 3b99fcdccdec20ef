import Foundation
import Testing

/// The `countonme` binary, run as a person or a script would.
@Suite struct CommandLineTests {
    /// The CLI built beside the test bundle: this target depends on the executable, so the copy
    /// tested is always the one just built (never a stale one from elsewhere).
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("countonme")

    struct Outcome {
        let status: Int32
        let output: String
        let error: String
    }

    static func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { a, _ in a }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let standardInput = Pipe()
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
        try standardInput.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       output: String(decoding: outputData, as: UTF8.self),
                       error: String(decoding: errorData, as: UTF8.self))
    }

    @Test(arguments: [
        (["2 × (3 + 4)"], "14\n"), (["0.1 + 0.2"], "0.3\n"), (["3.03 − 1.03"], "2\n"),
        (["123456789 × 987654321"], "121932631112635269\n"), (["1 + 2 × 3"], "7\n"),
        (["--mode", "immediate", "1 + 2 × 3"], "9\n"), (["--angle", "deg", "sin(30)"], "0.5\n"),
        (["2^0.5"], "1.414213562373095\n"), (["--", "-2^2"], "-4\n"), (["2", "×", "3"], "6\n"),
        (["--digits", "5", "1/3"], "0.33333\n"), (["--angle", "degrees", "tan(45)"], "1\n"),
    ])
    func printsTheResult(arguments: [String], expected: String) throws {
        let outcome = try Self.run(arguments)
        #expect(outcome.status == 0)
        #expect(outcome.output == expected)
        #expect(outcome.error.isEmpty)
    }

    @Test func divisionByZeroExitsOneAndPointsAtTheDivision() throws {
        let outcome = try Self.run(["1/0"])
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty)
        let lines = outcome.error.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first?.lowercased().contains("division by zero") == true)
        #expect(lines[1] == "  1/0")
        #expect(lines[2] == "   ^~")
    }

    @Test func complexOptionAndTheImaginaryUnit() throws {
        #expect(try Self.run(["--complex", "√−4 × i"]).output == "-2\n")
        #expect(try Self.run(["e^(iπ)"]).output == "-1\n")
        #expect(try Self.run(["--complex", "sqrt(-9)"]).output == "3i\n")
        let refused = try Self.run(["sqrt(-9)"])
        #expect(refused.status == 1 && refused.output.isEmpty)
        #expect(try Self.run(["--locale", "fr_FR", "(2,5 + 3i) × 2"]).output == "5 + 6i\n")
        #expect(try Self.run(["--angle", "deg", "sin 30 + cos⁻¹ 0 + log₂ 8 + ⌊−3.5⌋ + ½"]).output == "90\n")
    }

    @Test func caretCountsCharactersNotBytes() throws {
        let outcome = try Self.run(["2 × π ÷ 0"])
        #expect(outcome.status == 1)
        let lines = outcome.error.split(separator: "\n").map(String.init)
        #expect(lines.last == "        ^~~")
    }

    @Test(arguments: [["--digits", "0", "1"], ["--mode", "sideways", "1"], ["--angle", "grad", "1"], ["--bogus", "1"], ["--grouping", "x", "1"]])
    func badUsageExitsTwo(arguments: [String]) throws {
        let outcome = try Self.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(!outcome.error.isEmpty)
    }

    // Localization (issue 3).

    @Test(arguments: [
        ("fr_FR.UTF-8", "1 234,5 × 2", "2\u{202F}469\n"), ("de_DE.UTF-8", "1.234,5 × 2", "2.469\n"),
        ("en_IN.UTF-8", "1234567 × 10", "1,23,45,670\n"), ("ar_EG.UTF-8", "١٢٣ + ٤", "١٢٧\n"), ("C", "1234.5 × 2", "2469\n"),
    ])
    func followsLANG(lang: String, expression: String, expected: String) throws {
        let outcome = try Self.run([expression], environment: ["LANG": lang])
        #expect(outcome.status == 0)
        #expect(outcome.output == expected)
    }

    @Test func messagesComeInTheUsersLanguageWithNoDataPath() throws {
        // Only LANG is set: the messages are compiled into the binary.
        let french = try Self.run(["1/0"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(french.status == 1)
        #expect(french.error.contains("division par zéro"))
        // With LANG=fr, asking for German gets German, not the process's default language.
        let german = try Self.run(["--locale", "de_DE", "1/0"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(german.error.contains("Division durch null") || german.error.contains("durch Null"))
        let precedence = try Self.run(["1/0"], environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": "es_ES.UTF-8"])
        #expect(precedence.error.contains("cero"))
    }

    @Test func localeOptionOverridesTheEnvironment() throws {
        let outcome = try Self.run(["--locale", "de_DE", "1.234,5 × 2"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(outcome.output == "2.469\n")
        let numeric = try Self.run(["1,5 × 2"], environment: ["LANG": "en_US.UTF-8", "LC_NUMERIC": "de_DE.UTF-8"])
        #expect(numeric.output == "3\n")
    }

    @Test func formatAndParse() throws {
        let format = try Self.run(["format"], environment: ["LANG": "de_CH.UTF-8"], input: "1234567.891\nabc\n-0.5\n")
        #expect(format.output == "1\u{2019}234\u{2019}567.891\n\n-0.5\n")   // one line per line read
        #expect(format.error.hasPrefix("countonme: Zeile 2: "), "\(format.error)")   // de_CH: the German command table
        #expect(format.status == 1)
        let parse = try Self.run(["--locale", "fr_FR", "parse", "1 234 567,891"])
        #expect(parse.output == "1234567.891\n")
        #expect(parse.status == 0)
        let arguments = try Self.run(["parse", "--locale", "en_IN", "12,34,567", "1,234"])
        #expect(arguments.output == "1234567\n1234\n")
    }

    // The complete command (issue 5).

    @Test func batchStreamsLinesCarriesAnsAndReportsFailuresByLine() throws {
        let outcome = try Self.run([], input: "1+1\nans×3\n2/0\n10%\n")
        #expect(outcome.output == "2\n6\n\n0.1\n")
        #expect(outcome.error.hasPrefix("countonme: line 3: "))   // one prefix style in every batch mode
        #expect(outcome.error.contains("Division by zero"))
        #expect(outcome.status == 1)
        let comments = try Self.run([], input: "# a comment\n\n  # indented\n2 × 3\n\r\nans + 1\r\n")
        #expect(comments.output == "\n\n\n6\n\n7\n")
        #expect(comments.status == 0)
        #expect(comments.error.isEmpty)
        let unterminated = try Self.run([], input: "40 + 2")
        #expect(unterminated.output == "42\n")
    }

    @Test func batchFollowsTheLocale() throws {
        let outcome = try Self.run([], environment: ["LANG": "de_DE.UTF-8"], input: "1.234,5 × 2\n1/0\n")
        #expect(outcome.output == "2.469\n\n")
        #expect(outcome.error.hasPrefix("countonme: Zeile 2: ") && outcome.error.contains("Division durch null"), "\(outcome.error)")
    }

    @Test func jsonFieldByField() throws {
        let outcome = try Self.run(["--json", "sqrt(2)"])
        #expect(outcome.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect(object["input"] as? String == "sqrt(2)")
        #expect(object["value"] as? String == "1.414213562373095")
        #expect(object["formatted"] as? String == "1.414213562373095")
        #expect(object["exact"] as? Bool == false)

        let french = try Self.run(["--json", "--locale", "fr_FR", "1 234,5 × 2"])
        let result = try #require(JSONSerialization.jsonObject(with: Data(french.output.utf8)) as? [String: Any])
        #expect(result["value"] as? String == "2469")
        #expect(result["formatted"] as? String == "2\u{202F}469")
        #expect(result["exact"] as? Bool == true)

        let batch = try Self.run(["--json"], input: "1/4\n@quoted\n")
        let lines = batch.output.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(lines.count == 2)
        #expect(lines.first??["value"] as? String == "0.25")
        let error = try #require(lines.last??["error"] as? [String: Any])
        #expect(lines.last??["input"] as? String == "@quoted")
        #expect(error["code"] as? Int == 1)
        #expect(error["name"] as? String == "syntax")
        #expect((error["message"] as? String)?.isEmpty == false)
        #expect(error["start"] as? Int == 0 && error["end"] as? Int == 1)
        #expect(batch.status == 1)
        #expect(batch.error.isEmpty)
    }

    @Test func caretUnderMultiByteInput() throws {
        let outcome = try Self.run(["--locale", "fr_FR", "1 234,5 × × 2"])
        #expect(outcome.status == 1)
        let lines = outcome.error.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[1] == "  1 234,5 × × 2")
        #expect(lines[2] == "          ^")
    }

    @Test func versionHelpAndCompletions() throws {
        let version = try Self.run(["--version"])
        #expect(version.output == "0.1.0\n")
        let help = try Self.run(["--help"])
        for option in ["--locale", "--digits", "--mode", "--angle", "--grouping", "--notation", "--native-digits", "--latin-digits", "--json", "--version", "Exit status"] {
            #expect(help.output.contains(option), "\(option)")
        }
        let completion = try Self.run(["--generate-completion-script", "bash"])
        #expect(completion.status == 0 && completion.output.contains("countonme"))
    }

    // The keypad (issue 6).

    @Test func keypadKeySequences() throws {
        let algebraic = try Self.run(["keypad", "--keys", "3 + 3 × 4 ÷ 2 ="])
        #expect(algebraic.output.split(separator: "\n").last == "3 + 3 × 4 ÷ 2 = 9")
        #expect(algebraic.status == 0)
        let immediate = try Self.run(["keypad", "--mode", "immediate", "--keys", "3 + 3 × 4 ÷ 2 ="])
        #expect(immediate.output.split(separator: "\n").last == "3 + 3 × 4 ÷ 2 = 12")
        let french = try Self.run(["keypad", "--keys", "1 2 3 4 . 5"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(french.output.split(separator: "\n").last == "1\u{202F}234,5")
        let alert = try Self.run(["keypad", "--keys", ". ."], environment: ["LANG": "fr_FR.UTF-8"])
        let lines = alert.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "0," && lines[2] == "0,")
        #expect(lines[1].hasPrefix("! ") && lines[1].contains("séparateur décimal"))
        #expect(alert.status == 1)
    }

    /// An option's number may be written in the digits of any one script, as the help writes the
    /// ranges in the locale's digits (`(١–١٠٠٠٠)` in Arabic): `--digits ٢٠` is 20. Mixed scripts,
    /// grouping, an empty value or one past Int are refused as bad usage (status 2).
    @Test(arguments: [
        (["--digits", "٢٠"], "ar_EG", "٠٫٣٣٣٣٣٣٣٣٣٣٣٣٣٣٣٣٣٣٣٣", 0), (["--digits", "۵"], "fa_IR", "۰٫۳۳۳۳۳", 0),
        (["--digits", "५"], "hi_IN", "0.33333", 0), (["--digits", "৫"], "bn_BD", "০.৩৩৩৩৩", 0),
        (["--digits", "５"], "ja_JP", "0.33333", 0), (["--digits", "+5"], "C", "0.33333", 0),
        (["--max-nesting", "٣", "--digits", "5"], "ar_EG", "٠٫٣٣٣٣٣", 0),
        (["--digits", "٢0"], "C", "", 2), (["--digits", "1,0"], "C", "", 2), (["--digits", ""], "C", "", 2),
        (["--digits", "99999999999999999999"], "C", "", 2), (["--digits", "٥x"], "C", "", 2),
    ] as [([String], String, String, Int32)])
    func optionNumbersInTheDigitsOfAnyScript(options: [String], locale: String, expected: String, status: Int32) throws {
        let outcome = try Self.run(options + ["1/3"], environment: ["LANG": locale + ".UTF-8"])
        #expect(outcome.status == status, "\(options): \(outcome.error)")
        if status == 0 { #expect(outcome.output == expected + "\n") }
    }

    /// The keypad's help says its own digit limit, which --max-digits (default 100,000) goes past;
    /// a --max-digits above it is accepted and the keypad holds its results to 10,000 digits.
    @Test func keypadHelpSaysItsDigitLimit() throws {
        let help = try Self.run(["keypad", "--help"])
        let flat = CommandLanguageTests.flattened(help.output)
        #expect(flat.contains("Each number on the keypad (typed, in the memory or a result) has at most 10000 digits, or --max-digits when that is lower"), "\(flat)")
        let german = CommandLanguageTests.flattened(try Self.run(["keypad", "--help"], environment: ["LANG": "de_DE.UTF-8"]).output)
        #expect(german.contains("höchstens 10000 Stellen"), "\(german)")
        // 9^23000 has 21,948 digits (Python: len(str(9**23000))): past the keypad’s limit, rounded.
        let keys = try Self.run(["keypad", "--max-digits", "50000", "--keys", "9 ^ 2 3 0 0 0 ="])
        #expect(keys.status == 0)
        #expect(keys.output.split(separator: "\n").last == "9 ^ 23000 = 3.781961508848935E21947")
    }

    // Money (issue 9).

    static let sampleRates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/ecb-sample.xml").standardized.path

    @Test func moneyFromTheCommandLine() throws {
        let plain = try Self.run(["--rates", Self.sampleRates, "100 EUR in USD"])
        #expect(plain.output == "USD 107.05\n")
        #expect(plain.status == 0)
        #expect(plain.error.contains("2024-06-28"))   // the old-rates warning, on standard error
        let french = try Self.run(["--rates", Self.sampleRates, "100 EUR in USD"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(french.output == "107,05\u{00A0}$US\n")
        let json = try Self.run(["--json", "--rates", Self.sampleRates, "100 USD to EUR"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["value"] as? String == "93.41429238673517")
        #expect(object["formatted"] as? String == "EUR 93.41")
        #expect(object["currency"] as? String == "EUR")
        let none = try Self.run(["100 EUR in USD"], environment: ["HOME": "/nonexistent"])
        #expect(none.status == 1)
        #expect(none.error.contains("rates update"))
        let broken = try Self.run(["--rates", "/nonexistent.xml", "1 + 1"])
        #expect(broken.status == 2)
    }
}
