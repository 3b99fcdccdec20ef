import CountOnMeNumbers

/// The number syntax of the `C`/`POSIX` locale: `.` as decimal separator, no grouping, and an
/// optional exponent (`1.5e-7`, `2E21`; `2e` alone is `2·e`). Digits are ASCII, or of any other
/// script Unicode lists as decimal (`١٢٣`, `۱۲۳`, `१२३`), one script to a number — as every ICU
/// locale reads them too; a number that mixes scripts (`1٢`) is invalid, never misread.
struct PlainNumberSyntax: NumberSyntax {
    private static func isDigit(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        index < scalars.count && scalars[index].decimalDigit != nil
    }

    func beginsNumber(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        Self.isDigit(scalars, index) || (scalars[index] == "." && Self.isDigit(scalars, index + 1))
    }

    func readNumber(_ scalars: [Unicode.Scalar], at index: Int, maximumDigits: Int) -> (end: Int, value: NumberReadOutcome) {
        var end = index
        var points = 0
        var script: UInt32?, mixed = false
        // The value of up to 18 significant digits, and how many follow the point: most numbers
        // are read from these alone, without the general reader.
        var small: Int64 = 0, significant = 0, fractionLength = 0
        // Digits and points; a second point makes the number invalid rather than ending it, so
        // `1.2.3` and `1..5` are reported as one malformed number, never read as `1.2 × .3`.
        while end < scalars.count {
            let scalar = scalars[end]
            if scalar == "." {
                points += 1
            } else if let (digit, zero) = scalar.decimalDigit {
                if let script, script != zero { mixed = true }
                script = zero
                if points > 0 { fractionLength += 1 }
                if significant > 0 || digit != 0 {
                    significant += 1
                    if significant <= 18 { small = small &* 10 &+ Int64(digit) }
                }
            } else {
                break
            }
            end += 1
        }
        let mantissaEnd = end
        var exponent: Int?
        if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
            (end, exponent) = Self.exponents.scan(scalars, at: end) { $0.decimalDigit?.value }
        }
        if points > 1 || mixed { return (end, .failure(.invalid(example: nil))) }
        if exponent == nil, significant <= 18, fractionLength <= 18, maximumDigits >= 36 {
            // At most 18 digits and 18 decimals: a 64-bit fraction, within any digit limit.
            let number = PlainDecimal(small: Int(small), significantCount: significant, fractionLength: fractionLength)
            return (end, .success(NumberReading(number: number, convention: .either)))
        }
        do throws(Rational.PlainDecimalFailure) {
            let number: PlainDecimal
            if script == nil || script == 0x30 {
                // ASCII: the parser reads the characters as bytes, without a copy.
                let bytes = scalars[index..<mantissaEnd].lazy.map { UInt8(truncatingIfNeeded: $0.value) }
                number = try PlainDecimal.read(mantissa: bytes, exponent: exponent ?? 0, maximumDigits: maximumDigits)
            } else {
                // Another script's digits, written as ASCII ones for the parser.
                let ascii = scalars[index..<mantissaEnd].map { scalar -> UInt8 in
                    scalar.decimalDigit.map { UInt8(ascii: "0") + UInt8($0.value) } ?? UInt8(ascii: ".")
                }
                number = try PlainDecimal.read(mantissa: ascii, exponent: exponent ?? 0, maximumDigits: maximumDigits)
            }
            // The C locale has one convention: nothing to be ambiguous about.
            return (end, .success(NumberReading(number: number, convention: .either)))
        } catch {
            return (end, .failure(error == .tooLarge ? .tooLarge : .invalid(example: nil)))
        }
    }

    private static let exponents = ExponentScanner(symbols: [["e"], ["E"]])

    var commaSeparatesArguments: Bool { true }

    var plainDecimalSeparator: UInt8? { UInt8(ascii: ".") }

    var plainGrouping: (separators: [[UInt8]], rule: DigitGrouping)? { nil }

    var digitSymbols: [String] { (0...9).map(String.init) }

    var decimalSeparatorSymbol: String { "." }
}
