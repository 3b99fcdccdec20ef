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

    /// A finished piece of the expression: its meaning, and its display in the session's locale
    /// (written once, and again when the locale or the digits change).
    ///
    /// A struct of a plain role and optional parts rather than an enum with payloads: such an
    /// enum keeps its case in spare bits beside a one-byte payload (an operator), which valgrind
    /// reports as a branch on uninitialized memory each time the case is read.
    struct Piece: Equatable {
        enum Role { case operand, binaryOperator, open, close }
        let role: Role
        /// The operand of an operand piece.
        let operand: KeypadOperand?
        /// The operator of an operator piece.
        let binaryOperator: Operator?
        var display: String

        private init(role: Role, operand: KeypadOperand? = nil, binaryOperator: Operator? = nil, display: String) {
            self.role = role
            self.operand = operand
            self.binaryOperator = binaryOperator
            self.display = display
        }

        /// An operand, shown as `display`.
        static func operand(_ operand: KeypadOperand, display: String) -> Piece {
            Piece(role: .operand, operand: operand, display: display)
        }

        /// An operator, shown as the operator table writes it.
        static func binary(_ op: Operator) -> Piece {
            Piece(role: .binaryOperator, binaryOperator: op, display: op.symbol)
        }

        /// `(` and `)`, the same in every locale.
        static let open = Piece(role: .open, display: "(")
        static let close = Piece(role: .close, display: ")")

        /// The piece as input every locale reads the same way.
        var input: String {
            switch role {
            case .operand: operand?.input ?? ""
            case .binaryOperator: binaryOperator?.plainText ?? ""
            case .open: "("
            case .close: ")"
            }
        }

        /// Whether a new operand after this piece would be multiplied by it (`2 (`, `) 3`).
        var endsOperand: Bool { role == .operand || role == .close }
    }

    /// The finished pieces, left to right.
    var pieces: [Piece] = []
    /// The operand being edited, if any.
    var current: KeypadOperand?
    /// The last `=`'s result, shown until something is typed.
    var result: KeypadValue?
    /// Whether the display shows a result just computed (so a digit starts a new calculation).
    var showsResult = false
    /// The pieces that produced the shown result, for the display.
    var resultPieces: [Piece] = []
    /// The last operation, for repeating `=`: the operator and its right operand's pieces.
    var lastOperation: (operator: Piece, operand: [Piece])?
    /// The memory register.
    var memory: KeypadValue?
    /// The history tape.
    var history: [KeypadHistoryEntry] = []
    /// The angle unit of the function keys to come (`DRG` switches it).
    var angleUnit: AngleUnit = .radians

    var openParentheses: Int { pieces.filter { $0.role == .open }.count - pieces.filter { $0.role == .close }.count }

    /// Whether the finished pieces end with something a new operand would multiply (`2(`, `)3`).
    var endsWithOperand: Bool { pieces.last?.endsOperand ?? false }
}
