/// The English messages: the root language every other falls back to.
struct EnglishMessages: MessageCatalog {
    private static func argument(_ arguments: [MessageArgument], _ index: Int) -> String {
        guard index < arguments.count else { return "" }
        switch arguments[index] {
        case .text(let text): return text
        case .integer(let value): return String(value)
        }
    }

    private static func count(_ arguments: [MessageArgument], _ index: Int) -> Int {
        guard index < arguments.count, case .integer(let value) = arguments[index] else { return 0 }
        return value
    }

    func text(for message: Message) -> String {
        let a = message.arguments
        let first = Self.argument(a, 0)
        switch message.key {
        case .unexpectedCharacter: return "The character “\(first)” cannot be used here."
        case .unexpectedToken: return "“\(first)” is not expected here."
        case .functionNeedsParentheses: return "Put the argument of \(first) in parentheses, as in \(first)(2)."
        case .missingOperandAfter: return first.isEmpty ? "A number is missing at the end." : "A number is missing after “\(first)”."
        case .missingOperandBefore: return "A number is missing before “\(first)”."
        case .emptyParentheses: return "There is nothing between the parentheses."
        case .missingOperator: return "An operator is missing before \(first)."
        case .unclosedParenthesis: return "This parenthesis is never closed."
        case .unopenedParenthesis: return "This parenthesis closes nothing."
        case .invalidNumber: return "“\(first)” is not a valid number."
        case .unknownIdentifier: return "“\(first)” is not a known function or constant."
        case .wrongArgumentCount:
            let n = Self.count(a, 1)
            return "\(first) takes \(n) \(n == 1 ? "argument" : "arguments")."
        case .wrongArgumentCountRange:
            return "\(first) takes \(Self.argument(a, 1)) to \(Self.argument(a, 2)) arguments."
        case .divisionByZero: return "Division by zero is undefined."
        case .domain: return first.isEmpty ? "The result is not a real number." : "\(first) is not defined for this value."
        case .resultTooLarge: return "The result would need more than \(Self.argument(a, 0)) digits."
        case .inputTooLong: return "The input is longer than \(Self.argument(a, 0)) bytes."
        case .nestingTooDeep: return "The expression is nested more than \(Self.argument(a, 0)) levels deep."
        case .emptyInput: return "There is nothing to calculate."
        case .invalidArgument: return "Invalid argument: \(first)."
        }
    }

    func title(for code: ErrorCode) -> String {
        switch code {
        case .syntax: "Syntax error"
        case .missingOperand: "Missing number"
        case .missingOperator: "Missing operator"
        case .unbalancedParenthesis: "Unbalanced parentheses"
        case .invalidNumber: "Invalid number"
        case .unknownIdentifier: "Unknown name"
        case .wrongArgumentCount: "Wrong number of arguments"
        case .divisionByZero: "Division by zero"
        case .domain: "Undefined result"
        case .resultTooLarge: "Result too large"
        case .inputTooLong: "Input too long"
        case .nestingTooDeep: "Nested too deeply"
        case .emptyInput: "Nothing to calculate"
        case .invalidArgument: "Invalid argument"
        }
    }
}
