import ICUBridge

/// How many columns text takes on a terminal, from Unicode's character properties (ICU's East
/// Asian Width): two for wide characters (`１２３`, `漢字`, `한글`), none for combining marks and
/// format characters (accents typed apart, bidi marks), one for the rest. A tab moves to the next
/// multiple of eight. What a caret under an error and a right-aligned display are measured with.
public enum TerminalColumns {
    /// The distance between tab stops.
    public static let tabWidth = 8

    /// The columns of `scalar` when it starts at `column` (tabs depend on where they start).
    public static func width(of scalar: Unicode.Scalar, at column: Int) -> Int {
        if scalar == "\t" { return tabWidth - column % tabWidth }
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F ? 0 : 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        // Hangul jamo vowels and final consonants join the syllable before them.
        if (0x1160...0x11FF).contains(scalar.value) { return 0 }
        return icub_character_is_wide(Int32(bitPattern: scalar.value)) != 0 ? 2 : 1
    }

    /// The columns `text` takes when it starts at `column`.
    public static func count(_ text: some StringProtocol, from column: Int = 0) -> Int {
        var end = column
        for scalar in text.unicodeScalars { end += width(of: scalar, at: end) }
        return end - column
    }

    /// `text` with each tab replaced by the spaces up to the next stop (counted from `column`), so
    /// that what is shown under it lines up whatever the terminal's tab stops.
    public static func expandingTabs(_ text: String, from column: Int = 0) -> String {
        guard text.unicodeScalars.contains("\t") else { return text }
        var result = ""
        var at = column
        for scalar in text.unicodeScalars {
            let width = width(of: scalar, at: at)
            if scalar == "\t" { result += String(repeating: " ", count: width) } else { result.unicodeScalars.append(scalar) }
            at += width
        }
        return result
    }
}
