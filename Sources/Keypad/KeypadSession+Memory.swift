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

    /// `input` as the left side of one more ` + (x)`: as it is when it is a chain of terms that
    /// another term extends without changing them (an unsigned integer or a parenthesized term
    /// first, then ` + (…)` or ` - (…)`: what `M+` and `M−` write, and every exact value's input),
    /// else in parentheses (a memory restored from a saved state may be any expression).
    static func extensibleSum(_ input: String) -> String {
        let bytes = Array(input.utf8)
        var index = 0
        /// A balanced parenthesized group at `index`, stepped over.
        func group() -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return false }
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "(") { depth += 1 }
                if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
                index += 1
                if depth == 0 { return true }
            }
            return false
        }
        let digits = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        if digits > 0 { index = digits } else if !group() { return "(" + input + ")" }
        while index < bytes.count {
            guard index + 3 < bytes.count, bytes[index] == UInt8(ascii: " "), bytes[index + 2] == UInt8(ascii: " "),
                  bytes[index + 1] == UInt8(ascii: "+") || bytes[index + 1] == UInt8(ascii: "-") else { return "(" + input + ")" }
            index += 3
            if !group() { return "(" + input + ")" }
        }
        return input
    }

    /// `M+` / `M−`: the entry (or the shown result, or 0) added to or taken from the memory, exactly.
    func updateMemory(_ s: inout KeypadState, subtracting: Bool) throws(CalculationError) {
        let operand: String
        if let current = s.current { operand = current.input }
        else if s.showsResult, let result = s.result { operand = result.input }
        else { operand = "0" }
        // The memory's input grows as a flat chain, `0 + (a) - (b) + (c)`: nested at each key
        // (`((m) + (x))`), the 100th M+ of an irrational value passed the nesting limit.
        let memory = s.memory.map { Self.extensibleSum($0.input) } ?? "0"
        s.memory = try value(of: memory + (subtracting ? " - (" : " + (") + operand + ")")
        // The next digit starts a new number rather than extending the one added (a number with
        // a key applied, `6²`, is no longer one that digits extend).
        if s.current?.typedNumber != nil { s.current?.isFinished = true }
    }
}
