import CountOnMeExpressions
import CountOnMeLocalization
import CountOnMeNumbers

/// A key of the calculator keypad. The raw values are the C API's `COUNTONME_KEY_*`: append only.
public enum KeypadKey: Int32, Sendable, CaseIterable {
    case digit0 = 0, digit1, digit2, digit3, digit4, digit5, digit6, digit7, digit8, digit9
    /// The decimal separator (`.` or `,` as the locale writes it).
    case decimalSeparator = 10
    case add, subtract, multiply, divide
    /// `=`: evaluates; pressed again, repeats the last operation.
    case equals
    /// `AC`: clears the calculation (memory and history stay).
    case allClear
    /// `C`: removes the last digit or the last operator.
    case clear
    /// `CE`: clears the entry being typed.
    case clearEntry
    /// `±`: the sign of the entry.
    case toggleSign
    /// `%`: the entry as a percentage (`a + b%` is `a + a·b/100`).
    case percent
    /// `K`: starts a new calculation from the last result.
    case keep
    case openParenthesis, closeParenthesis
    /// `√`, `x²`, `xʸ`, `1/x`.
    case squareRoot, square, power, reciprocal
    /// `MC`, `MR`, `M+`, `M−`.
    case memoryClear, memoryRecall, memoryAdd, memorySubtract

    /// The digit a digit key types, if it is one.
    var digit: Int? { rawValue <= 9 ? Int(rawValue) : nil }

    /// The infix operator an operator key types, if it is one.
    var infixOperator: Operator? {
        switch self {
        case .add: .add
        case .subtract: .subtract
        case .multiply: .multiply
        case .divide: .divide
        case .power: .power
        default: nil
        }
    }

    /// The label on the key (`7`, `×`, `AC`, `x²`, `M−`); the decimal separator's label depends on
    /// the locale and is shown as `.` here.
    public var label: String {
        if let digit { return String(digit) }
        if let infixOperator, self != .power { return infixOperator.symbol }
        switch self {
        case .decimalSeparator: return "."
        case .equals: return "="
        case .allClear: return "AC"
        case .clear: return "C"
        case .clearEntry: return "CE"
        case .toggleSign: return "±"
        case .percent: return Operator.percent.symbol
        case .keep: return "K"
        case .openParenthesis: return "("
        case .closeParenthesis: return ")"
        case .squareRoot: return Operator.squareRoot.symbol
        case .square: return "x²"
        case .power: return "xʸ"
        case .reciprocal: return "1/x"
        case .memoryClear: return "MC"
        case .memoryRecall: return "MR"
        case .memoryAdd: return "M+"
        case .memorySubtract: return "M−"
        case .digit0, .digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9,
             .add, .subtract, .multiply, .divide:
            return ""   // answered above
        }
    }

    /// The key a label names: its label, or the ASCII spelling people type (`*`, `/`, `-`, `^`,
    /// `,`, `+/-`, `sqrt`, `x^2`, `x^y`, `M-`). Case-insensitive for the letter keys.
    public init?(label: String) {
        let aliases: [String: KeypadKey] = [
            ",": .decimalSeparator, "+/-": .toggleSign, "sqrt": .squareRoot, "x^2": .square, "x^y": .power, "m-": .memorySubtract,
        ]
        let lowered = label.lowercased()
        // Every spelling of an operator in the expression language names its key (`-`, `*`, `·`, `^`).
        let typed = KeypadKey.allCases.first { key in key.infixOperator?.spellings.contains(lowered) == true }
        if let key = aliases[lowered] ?? typed ?? KeypadKey.allCases.first(where: { $0.label.lowercased() == lowered }) {
            self = key
        } else {
            return nil
        }
    }
}
