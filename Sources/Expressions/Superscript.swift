/// Powers written in superscript (`2³`, `10⁻³`): the one table of the superscript digits and
/// signs, which the lexer reads and the keypad writes (`1,5×10⁻³`).
package enum Superscript {
    /// The superscript digits, `⁰` to `⁹`.
    private static let digits: [Unicode.Scalar] = ["\u{2070}", "\u{00B9}", "\u{00B2}", "\u{00B3}", "\u{2074}", "\u{2075}",
                                                   "\u{2076}", "\u{2077}", "\u{2078}", "\u{2079}"]
    /// The superscript minus and plus signs.
    static let minus: Unicode.Scalar = "\u{207B}", plus: Unicode.Scalar = "\u{207A}"

    /// The digit a superscript stands for (`²` → 2), if it is one.
    static func value(_ scalar: Unicode.Scalar) -> Int? {
        digits.firstIndex(of: scalar)
    }

    /// Whether a character begins a superscript power: a superscript digit or sign.
    static func beginsPower(_ scalar: Unicode.Scalar) -> Bool {
        value(scalar) != nil || scalar == minus || scalar == plus
    }

    /// ASCII digits (`-3`, `12`) written in superscript (`⁻³`, `¹²`); other characters dropped.
    package static func text(_ ascii: String) -> String {
        var text = ""
        for scalar in ascii.unicodeScalars {
            if scalar == "-" { text.unicodeScalars.append(minus) }
            if let digit = Int(String(scalar)), digits.indices.contains(digit) { text.unicodeScalars.append(digits[digit]) }
        }
        return text
    }
}
