/// Decimal digits of every script, as Unicode lists them: what the number readers and the long
/// number writer agree a digit is.
extension Unicode.Scalar {
    /// The value of a decimal digit of any script (`7`, `٧`, `۷`, `७`) and its family: the code
    /// point of that script's zero (U+0030, U+0660, …); `nil` for any other character. ASCII is
    /// answered inline, without a Unicode property lookup: the number readers ask it of every
    /// character of every line.
    @inline(__always)
    package var decimalDigit: (value: Int, zero: UInt32)? {
        if value >= 0x30 && value <= 0x39 { return (Int(value - 0x30), 0x30) }
        return isASCII ? nil : Self.decimalDigit(ofNonASCII: self)
    }

    /// U+0660 ARABIC-INDIC DIGIT ZERO, the first decimal digit after ASCII's.
    static let firstDigitAfterASCII: UInt32 = 0x0660
    /// From after OL CHIKI DIGIT NINE to before VAI DIGIT ZERO: no decimal digit.
    static let digitlessMiddle: Range<UInt32> = 0x1C5A..<0xA620

    /// ``decimalDigit`` for a character outside ASCII, from Unicode's properties. Out of line, so
    /// that the property lookup does not weigh on the ASCII path it is inlined into.
    @inline(never)
    private static func decimalDigit(ofNonASCII scalar: Unicode.Scalar) -> (value: Int, zero: UInt32)? {
        // No script has decimal digits between ASCII and the Arabic-Indic ones (Latin-1's `×`,
        // `÷`, no-break space), nor between Ol Chiki's and Vai's (the spaces, dashes, `−`, `√`
        // and other signs of U+2000–U+2BFF): answered without the lookup. `DigitTests` checks
        // both ranges against Unicode's data.
        if scalar.value < Self.firstDigitAfterASCII || Self.digitlessMiddle.contains(scalar.value) { return nil }
        guard scalar.properties.numericType == .decimal, let numeric = scalar.properties.numericValue,
              numeric >= 0, numeric <= 9 else { return nil }
        let digit = Int(numeric)
        return (digit, scalar.value - UInt32(digit))
    }
}
