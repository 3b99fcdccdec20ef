import CountOnMe

/// The object behind a `countonme_calculation *`: one evaluation's result with every form of
/// it, independent of the context it came from (it may outlive it) and never changed after it
/// is made, so that any thread may read it.
final class CalculationHandle: OpaqueHandle {
    let calculation: Calculation
    /// What to tell the reader along with the result, in the context's language when the
    /// calculation was made; "" when nothing.
    let warning: String

    init(_ calculation: Calculation, calculator: Calculator) {
        self.calculation = calculation
        warning = calculation.warning.map { calculator.locale.messages.text(for: $0) } ?? ""
    }
}
