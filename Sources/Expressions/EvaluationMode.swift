import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// How binary operators group.
public enum EvaluationMode: String, Sendable, CaseIterable {
    /// Precedence as in mathematics: `1 + 2 × 3 = 7`.
    case algebraic
    /// Left to right as typed, like a pocket calculator: `1 + 2 × 3 = 9`. Parentheses, signs,
    /// postfix operators, functions and implicit products (`2π`) still bind to their operand.
    case immediate
}
