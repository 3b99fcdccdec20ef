import CountOnMeExpressions
import CountOnMeLocalization
import CountOnMeNumbers

/// A number pasted from elsewhere (a spreadsheet, a web page) into the calculation.
extension KeypadSession {
    /// Pastes `text`, a number written in the session's locale (`1 234,5` in French; `١٢٣` in
    /// Arabic; in Italian `1.234` is 1234 and `0.011` is 0.011, since `.` cannot group there): it
    /// becomes the operand being edited, as `MR` brings the memory, written the locale's way, and
    /// the next digit starts a new number. Spaces around it are ignored; an optional sign may lead.
    /// Text that is no number of the locale, or a number with more digits than the session holds,
    /// raises an alert and changes nothing.
    @discardableResult
    public func paste(_ text: String) -> KeypadAlert? {
        let value: KeypadValue
        do throws(CalculationError) {
            let number: Rational
            do {
                number = try calculator.locale.value(ofLocalizedNumber: text, limits: calculator.settings.limits)
            } catch where error.code == .resultTooLarge {
                throw numberTooLong
            }
            let input = "(" + number.description + ")"
            value = KeypadValue(input: input, writing: .allDigits, display: try allDigits(of: number))
        } catch {
            return raise(error)
        }
        var next = state
        insertValue(.value(value), into: &next)
        commit(next)
        return nil
    }

    /// Every digit of `number`, a terminating decimal, in the session's locale.
    func allDigits(of number: Rational) throws(CalculationError) -> String {
        // A value read from digits terminates: its plain form is exact.
        let plain = (number.exactDecimal(maximumSignificantDigits: Int.max) ?? .zero).positionalString
        return try calculator.locale.format(plainNumber: plain, limits: calculator.settings.limits)
    }
}
