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

    /// Positional numbers are written from templates ICU wrote once (``ICULocaleData/planned(_:into:)``
    /// up to 63 integer digits, the long-number template past that), never by ICU's formatter
    /// number by number: the same text as ICU's own whole, for numbers of up to 34 significant
    /// digits (what ICU's formatter takes) from 10^−200 to 10^200, both signs, in locales of
    /// every kind of grouping (none below 10,000 in Spanish and Polish, Indian, Swiss
    /// apostrophes), digit script and sign marks; and with no grouping asked for.
    @Test func positionalNumbersAreWrittenAsICUWritesThemWhole() throws {
        var random = SeededGenerator()
        var mismatches: [String] = []
        var cases = 0
        let exponents = [-200, -129, -65, -64, -63, -20, -7, -2, -1, 0, 1, 2, 3, 4, 5, 6, 9, 12, 33, 62, 63, 64, 65, 66, 97, 128, 199, 200]
        for (identifier, grouping) in [("fr_FR", Grouping.automatic), ("de_CH", .automatic), ("en_IN", .automatic), ("ar_EG", .automatic),
                                       ("fa_IR", .automatic), ("hi_IN@numbers=deva", .automatic), ("es_ES", .automatic),
                                       ("pl_PL", .automatic), ("he_IL", .automatic), ("my_MM", .automatic), ("en_US", .off), ("fr_FR", .min2), ("de_DE", .on),
                                       ("C", .automatic)] {
            let data = try #require(ICULocaleData(identifier: identifier, grouping: grouping, digits: .localeDefault))
            for exponent in exponents {
                for _ in 0..<3 {
                    let count = 1 + Int(random.next() % (random.next() % 2 == 0 ? 4 : 34))
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
        #expect(cases == 14 * 28 * 3)
        #expect(mismatches.isEmpty, Comment(rawValue: mismatches.prefix(6).joined(separator: "\n")))
    }
}
