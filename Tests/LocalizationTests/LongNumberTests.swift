import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
import CountOnMeTestSupport

/// Numbers of 35 to 200 significant digits — past the 34 that ICU's formatter takes whole — as
/// each locale writes them (French narrow no-break spaces, Swiss apostrophes, Indian grouping,
/// Arabic-Indic and Persian digits, CLDR's exponent symbols), positional and scientific, against
/// CLDR's data through Babel (`Tests/Reference/generate_long_numbers.py` →
/// `Tests/Fixtures/long-numbers.tsv`), never against the engine; then read back to the same value.
@Suite struct LongNumberTests {
    @Test func longNumbersAreWrittenAsCLDRWritesThemAndReadBack() throws {
        let text = try String(contentsOfFile: fixturePath("long-numbers.tsv"), encoding: .utf8)
        var cases = 0
        var mismatches: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let notation = Notation(rawValue: fields[1]) else {
                mismatches.append("malformed line: \(line)")
                continue
            }
            cases += 1
            let (identifier, plain, expected) = (fields[0], fields[2], fields[3])
            let locale = CalculatorLocale(identifier: identifier)!
            do {
                let written = try locale.format(plainNumber: plain, notation: notation)
                if written != expected {
                    mismatches.append("\(identifier) \(notation): \(plain)\n  got      \(written)\n  expected \(expected)")
                }
                // What the locale writes reads back as the same number.
                let read = try locale.parse(localizedNumber: expected)
                let original = try CalculatorLocale.posix.parse(localizedNumber: plain)
                if read != original {
                    mismatches.append("\(identifier) \(notation): \(expected) reads back as \(read), not \(original)")
                }
            } catch {
                mismatches.append("\(identifier) \(notation): \(plain): \(error.code.name)")
            }
        }
        #expect(cases >= 180)
        #expect(mismatches.isEmpty, Comment(rawValue: "\(mismatches.count) of \(cases):\n" + mismatches.prefix(12).joined(separator: "\n")))
    }

    /// Numbers of few significant digits whose positional form is long (`1E99999`, `−2.5E-80`)
    /// are written from a template rather than by ICU whole (whose time grows with every zero):
    /// the same text as ICU's own, in locales of every kind of grouping, digits and sign.
    @Test func shortNumbersWithLongPositionalFormsAreWrittenAsICUWritesThemWhole() throws {
        var random = SeededGenerator()
        var mismatches: [String] = []
        var cases = 0
        for identifier in ["fr_FR", "de_CH", "en_IN", "ar_EG", "fa_IR", "hi_IN@numbers=deva", "es_ES", "pl_PL", "he_IL", "my_MM"] {
            let data = try #require(ICULocaleData(identifier: identifier, grouping: .automatic, digits: .localeDefault))
            for exponent in [-200, -129, -65, -64, -63, 63, 64, 65, 66, 97, 128, 199, 200] {
                for _ in 0..<3 {
                    let count = 1 + Int(random.next() % 4)
                    var digits = (0..<count).map { _ in UInt8(ascii: "0") + UInt8(random.next() % 10) }
                    digits[0] = UInt8(ascii: "1") + UInt8(random.next() % 9)
                    if digits.count > 1, digits[digits.count - 1] == UInt8(ascii: "0") { digits[digits.count - 1] = UInt8(ascii: "7") }
                    let number = DecimalNumber(isNegative: random.next() % 2 == 0, digits: digits, exponent: exponent)
                    cases += 1
                    let written = data.format(number, notation: .positional)
                    let whole = data.format(decimal: number.scientificString, notation: .positional)
                    if written == nil || written != whole {
                        mismatches.append("\(identifier) \(number.scientificString): \(written ?? "nil") vs ICU \(whole ?? "nil")")
                    }
                }
            }
        }
        #expect(cases == 390)
        #expect(mismatches.isEmpty, Comment(rawValue: mismatches.prefix(6).joined(separator: "\n")))
    }
}
