import ICUBridge
import CountOnMeNumbers

/// Numbers in words, with ICU's rule-based spell-out (`2469` → `deux mille quatre cent
/// soixante-neuf` in French): for reading a result aloud, for accessibility and cheques.
///
/// ICU spells exactly only within limits: its rules go through a `double` (so at most 15
/// significant digits survive), end around 10¹⁸ in most languages (it then writes digits), and
/// some languages' fraction rules write digits or never finish past a few fraction digits
/// (Polish). So a number is spelled only within ``maximumDigits`` digits, ``maximumFractionDigits``
/// of them after the decimal point, and only when ICU's text has no digit in it; otherwise
/// there is no spelling, never digits passed off as words. A language without spell-out rules
/// falls back as ICU does (to its parent, then English).
package enum SpellOut {
    /// The most digits, before and after the decimal point together, a spelled number may have.
    package static let maximumDigits = 15
    /// The most digits after the decimal point a spelled number may have.
    package static let maximumFractionDigits = 6

    /// `number` in words in `language` (an ICU locale id; `root` is spelled in English), or `nil`
    /// when it is past the limits or ICU cannot spell it.
    package static func words(_ number: DecimalNumber, language: String) -> String? {
        let integerDigits = max(number.exponent + 1, 1)
        let fractionDigits = max(number.digits.count - (number.exponent + 1), 0)
        guard fractionDigits <= maximumFractionDigits, integerDigits + fractionDigits <= maximumDigits else { return nil }
        let locale = language == "root" ? "en" : language
        guard let text = ICUText.read({ out, capacity in
            var status: Int32 = 0
            return icub_spell_out(locale, number.positionalString, out, capacity, &status)
        }) else { return nil }
        // Past its rules ICU writes the number in digits (grouped): that is no spelling.
        if text.isEmpty || text.unicodeScalars.contains(where: { $0.decimalDigit != nil }) { return nil }
        return text
    }
}
