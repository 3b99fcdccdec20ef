import CountOnMeExpressions
import CountOnMeLocalization
import CountOnMeNumbers

/// The number being typed: digits go on the end, the separator comes once, `C` takes the last
/// character back, `±` changes the sign.
extension KeypadState.TypedNumber {
    /// How many digits have been typed.
    var length: Int { integer.utf8.count + (fraction?.utf8.count ?? 0) }

    /// Types a digit: after the separator into the fraction, otherwise onto the integer part,
    /// where it replaces a lone `0`.
    mutating func type(digit: Int) {
        let text = String(digit)
        if let fraction {
            self.fraction = fraction + text
        } else {
            integer = integer == "0" ? text : integer + text
        }
    }

    /// Types the decimal separator; a second one is an alert.
    mutating func typeSeparator() throws(CalculationError) {
        if fraction != nil { throw KeypadSession.alert(.invalidNumber, .keypadSecondSeparator) }
        fraction = ""
    }

    /// The number with its last typed character removed, or `nil` when nothing would be left.
    func removingLast() -> KeypadState.TypedNumber? {
        var number = self
        if let fraction {
            number.fraction = fraction.isEmpty ? nil : String(fraction.dropLast())
        } else if integer.utf8.count > 1 {
            number.integer.removeLast()
        } else {
            return nil
        }
        return number
    }

    /// The number as the locale shows it while it is typed (`1 234,` in French); `nil` only when
    /// ICU fails.
    func display(in locale: CalculatorLocale) -> String? {
        locale.formatEntry(negative: negative, integerDigits: integer, fractionDigits: fraction)
    }
}

extension KeypadState.Operand {
    /// What the display shows of the operand. A typed number's display was checked when it was
    /// typed (``KeypadSession/press(_:)`` alerts when ICU cannot write it), so the exact input
    /// never stands in for it in practice.
    func display(in locale: CalculatorLocale) -> String {
        switch self {
        case .typed(let number): number.display(in: locale) ?? number.input
        case .value(let display, _): display
        }
    }

    /// The operand as text every locale's parser reads the same way.
    var input: String {
        switch self {
        case .typed(let number): number.input
        case .value(_, let input): input
        }
    }
}
