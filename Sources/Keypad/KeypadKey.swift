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
    /// `sin`, `cos`, `tan`, `cot`, `asin`, `acos`, `atan`, `ln`, `log`: the function of the entry,
    /// computed at once in the session's angle unit, as on a pocket calculator (`3 0 sin` shows
    /// 0.5 in degrees).
    case sine, cosine, tangent, cotangent, arcsine, arccosine, arctangent, naturalLogarithm, logarithm
    /// `x³`.
    case cube
    /// `π` and `e`.
    case pi, euler
    /// `EXP`: the power of ten of the number being typed (`1 . 5 EXP 3` is 1.5×10³; `±` then
    /// changes the exponent's sign).
    case exponent
    /// `n!`.
    case factorial
    /// `mod`: the floored remainder, an operator between two operands.
    case modulo
    /// `DRG`: switches the angle unit between degrees and radians.
    case angleUnit

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
        case .modulo: .modulo
        default: nil
        }
    }

    /// The function a function key applies to the entry (its name in the expression language).
    var functionName: String? {
        switch self {
        case .sine: "sin"
        case .cosine: "cos"
        case .tangent: "tan"
        case .cotangent: "cot"
        case .arcsine: "asin"
        case .arccosine: "acos"
        case .arctangent: "atan"
        case .naturalLogarithm: "ln"
        case .logarithm: "log"
        default: nil
        }
    }

    /// The label on the key (`7`, `×`, `AC`, `x²`, `M−`); the decimal separator's label depends on
    /// the locale and is shown as `.` here.
    public var label: String {
        if let digit { return String(digit) }
        if let infixOperator, self != .power { return infixOperator.symbol }
        if let functionName { return functionName }
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
        case .cube: return "x³"
        case .pi: return Constant.pi.symbol
        case .euler: return Constant.e.symbol
        case .exponent: return "EXP"
        case .factorial: return "n!"
        case .angleUnit: return "DRG"
        case .sine, .cosine, .tangent, .cotangent, .arcsine, .arccosine, .arctangent, .naturalLogarithm, .logarithm, .modulo,
             .digit0, .digit1, .digit2, .digit3, .digit4, .digit5, .digit6, .digit7, .digit8, .digit9,
             .add, .subtract, .multiply, .divide:
            return ""   // answered above
        }
    }

    /// Whether the locale writes this key's label its own way (the digits and the decimal
    /// separator: ``KeypadSession/label(for:)``).
    public var isLocalized: Bool {
        self == .decimalSeparator || (rawValue >= KeypadKey.digit0.rawValue && rawValue <= KeypadKey.digit9.rawValue)
    }

    /// The key a label names: its label, or the ASCII spelling people type (`*`, `/`, `-`, `^`,
    /// `+/-`, `sqrt`, `x^2`, `x^y`, `M-`, `x^3`, `pi`, `!`, `deg`, `rad`). Case-insensitive for the
    /// letter keys. Not `,`: where it groups digits (en_US) it must not type a decimal point; a
    /// session also takes its locale's own separator and digits (``KeypadSession/press(label:)``).
    public init?(label: String) {
        let aliases: [String: KeypadKey] = [
            "+/-": .toggleSign, "sqrt": .squareRoot, "x^2": .square, "x^y": .power, "m-": .memorySubtract,
            "x^3": .cube, "pi": .pi, "!": .factorial, "deg": .angleUnit, "rad": .angleUnit,
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
