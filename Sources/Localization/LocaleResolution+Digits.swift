import ICUBridge

/// Which digits a locale's numbers can be written in: those of Unicode's decimal digit sets only,
/// since every number written must read back.
extension LocaleResolution {
    /// Why numbers in the locale `name` cannot be written with `digits`, or `nil` when they can.
    /// Native digits are refused where the locale's are Chinese numerals (`zh`, `yue`: 〇一二…,
    /// CLDR's `hanidec`), which are no digits to Unicode, so a number written in them would not
    /// read back (``MessageKey/nativeDigitsUnavailable``; ICU wrote them, and the calculator
    /// failed as if memory had run out). A name whose own digits cannot be written is no locale
    /// (``isKnown(_:)``). ``MessageKey/outOfMemory`` when ICU fails to look. No problem for a
    /// `nil` name, the C locale, whose digits are 0–9.
    public static func problem(with name: String?, digits: DigitStyle) -> Message? {
        guard let name, let identifier = icuIdentifier(for: name) else { return nil }
        guard let keyword = digits.numbersKeyword else { return nil }   // the name's own: see isKnown
        guard let withDigits = Self.identifier(identifier, withNumbers: keyword) else { return Message(.outOfMemory) }
        switch hasReadableDigits(withDigits) {
        case true?: return nil
        case false?: return Message(digits == .native ? .nativeDigitsUnavailable : .unknownLocale, [.text(name)])
        case nil: return Message(.outOfMemory)
        }
    }

    /// Whether the numbering system ICU writes `identifier` in (an ICU id, with its `numbers`
    /// keyword if any) has digits the calculator writes and reads back: ten of Unicode's decimal
    /// digits, 0 to 9 of one script, in order. `false` for an algorithmic system (`roman`,
    /// `jpan`), a name ICU knows no system by (`@numbers=xyz`) and Chinese numerals; `nil` when
    /// memory ran out.
    static func hasReadableDigits(_ identifier: String) -> Bool? {
        var failure: Int32 = 0
        guard let digits = ICUText.read(failure: &failure, { icub_numbering_digits(identifier, $0, $1) }) else {
            return failure == -1 ? nil : false
        }
        let scalars = Array(digits.unicodeScalars)
        guard scalars.count == 10 else { return false }
        for index in 0..<10 {
            guard let digit = scalars[index].decimalDigit, digit.value == index, digit.zero == scalars[0].value else { return false }
        }
        return true
    }
}
