import CountOnMeExpressions
import CountOnMeLocalization
import CountOnMeNumbers

/// The memory register (`MC`, `MR`, `M+`, `M−`) and values brought back into the calculation
/// (the memory, a history entry).
extension KeypadSession {
    /// The memory's value as the display writes it (`1 234,5` in French), `nil` when it is empty.
    public var memoryDisplay: String? { state.memory?.display }

    /// `MR`: the memory (0 when empty) becomes the operand being edited.
    func recallMemory(_ s: inout KeypadState) {
        insertValue(.value(s.memory ?? Self.zero(calculator.locale)), into: &s)
    }

    /// Makes an operand the one being edited (after a result, a new calculation starts with it).
    func insertValue(_ operand: KeypadOperand, into s: inout KeypadState) {
        leaveResult(&s, continuing: false)
        beginOperand(&s)
        s.current = operand
    }

    /// `M+` / `M−`: the entry (or the shown result, or 0) added to or taken from the memory, exactly.
    func updateMemory(_ s: inout KeypadState, subtracting: Bool) throws(CalculationError) {
        let operand: String
        if let current = s.current { operand = current.input }
        else if s.showsResult, let result = s.result { operand = result.input }
        else { operand = "0" }
        // The memory's input grows as a flat chain, `0 + (a) - (b) + (c)`.
        let memory = "(" + (s.memory?.input ?? "0") + ")"
        s.memory = try value(of: Self.flattenedChain(memory + (subtracting ? " - (" : " + (") + operand + ")"))
        // The next digit starts a new number rather than extending the one added (a number with
        // a key applied, `6²`, is no longer one that digits extend).
        if s.current?.typedNumber != nil { s.current?.isFinished = true }
    }
}
