import CountOnMeExpressions
import CountOnMeLocalization
import CountOnMeNumbers

/// The number being typed: digits go on the end, the separator comes once, `EXP` starts the power
/// of ten, `C` takes the last character back, `±` changes the sign (of the power after `EXP`).
extension KeypadState.TypedNumber {
    /// How many digits have been typed.
    var length: Int { integer.utf8.count + (fraction?.utf8.count ?? 0) + (exponent?.utf8.count ?? 0) }

    /// How many digits the number has before its power of ten: the digits its value needs.
    var digitCount: Int { integer.utf8.count + (fraction?.utf8.count ?? 0) }

    /// Types a digit: after `EXP` into the power of ten, after the separator into the fraction,
    /// otherwise onto the integer part, where it replaces a lone `0`.
    mutating func type(digit: Int) {
        let text = String(digit)
        if let exponent {
            self.exponent = exponent == "0" ? text : exponent + text
        } else if let fraction {
            self.fraction = fraction + text
        } else {
            integer = integer == "0" ? text : integer + text
        }
    }

    /// Types the decimal separator; a second one is an alert.
    mutating func typeSeparator() throws(CalculationError) {
        if exponent != nil { throw KeypadSession.alert(.invalidNumber, .keypadExponentSeparator) }
        if fraction != nil { throw KeypadSession.alert(.invalidNumber, .keypadSecondSeparator) }
        fraction = ""
    }

    /// `±`: the sign of the power of ten after `EXP`, else of the number.
    mutating func toggleSign() {
        if exponent != nil { exponentNegative.toggle() } else { negative.toggle() }
    }

    /// The number with its last typed character removed, or `nil` when nothing would be left.
    func removingLast() -> KeypadState.TypedNumber? {
        var number = self
        if let exponent {
            if exponent.isEmpty {
                number.exponent = nil
                number.exponentNegative = false
            } else {
                number.exponent = String(exponent.dropLast())
            }
        } else if let fraction {
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
        guard let significand = locale.formatEntry(negative: negative, integerDigits: integer, fractionDigits: fraction) else { return nil }
        guard let exponent else { return significand }
        // ×10 in the locale's digits and the power in superscript, as the expression language
        // reads it back (1,5×10⁻³; ٢×١٠³).
        guard let ten = locale.formatEntry(negative: false, integerDigits: "10", fractionDigits: nil) else { return nil }
        return significand + Operator.multiply.symbol + ten + Superscript.text((exponentNegative ? "-" : "") + exponent)
    }
}
