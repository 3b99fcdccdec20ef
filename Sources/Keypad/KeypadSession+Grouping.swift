import CountOnMeExpressions
import CountOnMeLocalization

/// How the session's mode groups a calculation: the session evaluates in algebraic mode and
/// writes immediate mode's left-to-right order into the input, so that every value it keeps (a
/// result, the memory) means the same after the mode changes.
extension KeypadSession {
    /// The pieces as input read in algebraic mode: as they are in algebraic mode; in immediate
    /// mode with parentheses wherever left to right differs from precedence (`3 + 3 × 4` is
    /// `(3 + 3) × 4`, `2 ^ 3 ^ 2` is `(2 ^ 3) ^ 2`), and only there, to keep nesting shallow.
    func input(of pieces: [KeypadState.Piece]) -> String {
        guard mode == .immediate else { return pieces.map(\.input).joined(separator: " ") }
        /// One level of parentheses: its input so far and the loosest operator at its top.
        struct Level {
            var text = ""
            var loosest: Operator.Precedence?
        }
        var levels = [Level()]
        for piece in pieces {
            switch piece.role {
            case .operand: levels[levels.count - 1].text += piece.input
            case .open: levels.append(Level())
            case .close:
                guard levels.count > 1 else { continue }
                let inner = levels.removeLast()
                levels[levels.count - 1].text += "(" + inner.text + ")"
            case .binaryOperator:
                guard let op = piece.binaryOperator else { continue }
                var level = levels[levels.count - 1]
                if let precedence = op.precedence {
                    // What is already there is computed first: parenthesize it when precedence
                    // would otherwise take the operand on the right first.
                    if let loosest = level.loosest, loosest < precedence || (loosest == precedence && op == .power) {
                        level.text = "(" + level.text + ")"
                        level.loosest = nil
                    }
                    level.loosest = min(level.loosest ?? precedence, precedence)
                }
                level.text += " " + op.plainText + " "
                levels[levels.count - 1] = level
            }
        }
        while levels.count > 1 {
            let inner = levels.removeLast()
            levels[levels.count - 1].text += "(" + inner.text + ")"
        }
        return levels[0].text
    }
}
