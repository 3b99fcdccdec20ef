import CountOnMeNumbers

/// The number syntax of the `C`/`POSIX` locale: ASCII digits, `.` as decimal separator, no
/// grouping, and an optional exponent (`1.5e-7`, `2E21`; `2e` alone is `2·e`).
struct PlainNumberSyntax: NumberSyntax {
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    private static func isDigit(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        index < scalars.count && isDigit(scalars[index])
    }

    func beginsNumber(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        Self.isDigit(scalars, index) || (scalars[index] == "." && Self.isDigit(scalars, index + 1))
    }

    func readNumber(_ scalars: [Unicode.Scalar], at index: Int, maximumDigits: Int) -> (end: Int, value: Result<NumberReading, NumberReadFailure>) {
        var end = index
        var points = 0
        // Digits and points; a second point makes the number invalid rather than ending it, so
        // `1.2.3` and `1..5` are reported as one malformed number, never read as `1.2 × .3`.
        while end < scalars.count, Self.isDigit(scalars[end]) || scalars[end] == "." {
            if scalars[end] == "." { points += 1 }
            end += 1
        }
        let mantissaEnd = end
        let (exponentEnd, exponent) = Self.exponents.scan(scalars, at: end) { Self.isDigit($0) ? Int($0.value) - 0x30 : nil }
        end = exponentEnd
        if points > 1 { return (end, .failure(.invalid(example: nil))) }
        // Everything scanned is ASCII: the parser reads the characters as bytes, without a copy.
        let bytes = scalars[index..<mantissaEnd].lazy.map { UInt8(truncatingIfNeeded: $0.value) }
        do {
            // The C locale has one convention: nothing to be ambiguous about.
            let value = try Rational.parsePlainDecimal(mantissa: bytes, exponent: exponent ?? 0, maximumDigits: maximumDigits)
            return (end, .success(NumberReading(value: value, convention: .either)))
        } catch {
            return (end, .failure(error == .tooLarge ? .tooLarge : .invalid(example: nil)))
        }
    }

    private static let exponents = ExponentScanner(symbols: [["e"], ["E"]])

    var commaSeparatesArguments: Bool { true }

    var digitSymbols: [String] { (0...9).map(String.init) }

    var decimalSeparatorSymbol: String { "." }
}
