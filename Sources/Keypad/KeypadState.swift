import CountOnMeExpressions
import CountOnMeLocalization
import CountOnMeNumbers

/// The state of a keypad session: a value type, so a key press can work on a copy and be
/// committed only when it raises no alert.
struct KeypadState {
    /// A number being typed: its sign and digits as typed (ASCII), and after `EXP` its power of ten.
    struct TypedNumber: Equatable {
        var negative = false
        var integer = "0"
        /// `nil` until the decimal separator is typed.
        var fraction: String?
        /// The digits of the power of ten, `nil` until `EXP` is pressed.
        var exponent: String?
        /// Whether the power of ten is negative (`±` after `EXP`).
        var exponentNegative = false

        /// The exact value as locale-independent input (`1234`, `(-12345/10)`, `((15/10)*10^(-3))`).
        var input: String {
            let digits = integer + (fraction ?? "")
            let numerator = (negative ? "-" : "") + digits
            let significand: String
            if let fraction, !fraction.isEmpty {
                significand = "(" + numerator + "/1" + String(repeating: "0", count: fraction.count) + ")"
            } else {
                significand = negative ? "(\(numerator))" : numerator
            }
            guard let exponent else { return significand }
            let power = (exponentNegative ? "-" : "") + (exponent.isEmpty ? "0" : exponent)
            return "(" + significand + "*10^(" + power + "))"
        }
    }

    /// The operand being edited: a typed number, or a value (a result, a recalled memory, or a
    /// typed number transformed by √, x², 1/x, %, ±).
    enum Operand: Equatable {
        case typed(TypedNumber)
        case value(display: String, input: String)
    }

    /// A finished piece of the expression.
    struct Piece: Equatable {
        enum Kind { case operand, binaryOperator, open, close }
        let kind: Kind
        let display: String
        let input: String
    }

    /// The finished pieces, left to right.
    var pieces: [Piece] = []
    /// The operand being edited, if any.
    var current: Operand?
    /// The last `=`'s result (display and exact input), shown until something is typed.
    var result: (display: String, input: String)?
    /// Whether the display shows a result just computed (so a digit starts a new calculation).
    var showsResult = false
    /// The expression that produced the shown result, for the display.
    var resultExpression = ""
    /// The last operation, for repeating `=`: the operator piece and its right operand.
    var lastOperation: (operator: Piece, operand: Piece)?
    /// The memory register (display and exact input).
    var memory: (display: String, input: String)?
    /// The history tape.
    var history: [KeypadHistoryEntry] = []

    var openParentheses: Int { pieces.filter { $0.kind == .open }.count - pieces.filter { $0.kind == .close }.count }
}
