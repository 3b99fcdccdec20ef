import CountOnMe

/// The object behind a `countonme_calculation *`: one evaluation's result with every form of
/// it, independent of the context it came from (it may outlive it) and never changed after it
/// is made, so that any thread may read it.
final class CalculationHandle: OpaqueHandle {
    let calculation: Calculation
    /// What to tell the reader along with the result, in the context's language when the
    /// calculation was made; "" when nothing.
    let warning: String

    /// `nil` when the warning cannot be formatted (ICU ran out of memory).
    init?(_ calculation: Calculation, calculator: Calculator) {
        self.calculation = calculation
        if let message = calculation.warning {
            guard let text = calculator.locale.messages.formatted(message) else { return nil }
            warning = text
        } else {
            warning = ""
        }
    }
}
