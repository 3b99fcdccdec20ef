import CountOnMeExpressions
import CountOnMeLocalization
import CountOnMeNumbers

/// A number pasted from elsewhere (a spreadsheet, a web page) into the calculation.
extension KeypadSession {
    /// Pastes `text`, a number written in the session's locale (`1 234,5` in French; `١٢٣` in
    /// Arabic; in Italian `1.234` is 1234 and `0.011` is 0.011, since `.` cannot group there): it
    /// becomes the operand being edited, as `MR` brings the memory, written the locale's way, and
    /// the next digit starts a new number. Spaces around it are ignored; an optional sign may lead.
    /// Text that is no number of the locale raises an alert and changes nothing.
    @discardableResult
    public func paste(_ text: String) -> KeypadAlert? {
        let locale = calculator.locale
        let display: String
        let value: Rational
        do throws(CalculationError) {
            value = try locale.value(ofLocalizedNumber: text, limits: calculator.settings.limits)
            // A value read from digits terminates: its plain form is exact.
            let plain = (value.exactDecimal(maximumSignificantDigits: Int.max) ?? .zero).positionalString
            display = try locale.format(plainNumber: plain, limits: calculator.settings.limits)
        } catch {
            return raise(error)
        }
        var next = state
        insertValue(display: display, input: "(" + value.description + ")", into: &next)
        commit(next)
        return nil
    }
}
