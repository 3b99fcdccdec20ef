import Testing
import CountOnMe
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
}
