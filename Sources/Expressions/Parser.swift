import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// Builds a ``SyntaxTree`` from tokens, with calculator conventions.
///
/// Algebraic precedence, high to low: postfix `!` `%`; `^` (right-associative, its exponent may
/// carry a sign: `2^-2`); unary sign and `√`; `×` `÷` `mod` and implicit multiplication; `+` `−`;
/// then, as in Python and C, the shifts `<<` `>>`, `and`, `xor`, `or`.
/// In immediate mode every binary operator has the same precedence and groups left to right.
/// `a + b%` and `a − b%` (the right operand is directly a percentage) become the calculator's
/// percent forms. Nesting deeper than `maximumNesting` is refused, so recursion stays bounded.
struct Parser {
    private let tokens: [Token]
    /// The text the tokens were read from (their ranges are UTF-8 offsets in it), so messages can
    /// quote a token as typed.
    private let input: String
    private let mode: EvaluationMode
    private let maximumNesting: Int
    /// The variables defined, by name: a name among them is read as the variable.
    private let variables: [String: Quantity]
    private var position = 0
    private var depth = 0
    private var tree = SyntaxTree()

    /// A parser over `tokens` (which end with `.end`), read from `input`.
    init(tokens: [Token], input: String, mode: EvaluationMode, maximumNesting: Int, variables: [String: Quantity] = [:]) {
        self.tokens = tokens
        self.input = input
        self.mode = mode
        self.maximumNesting = maximumNesting
        self.variables = variables
        tree.reserveCapacity(tokens.count)
    }

    /// How many levels of nesting are parsed on the caller's own stack; deeper input is parsed on
    /// a stack of its own (``LargeStack``), so every nesting ``CalculatorSettings/maximumNesting``
    /// accepts works on a 256 KiB thread. (Measured in a release build: about 2.3 KiB of stack a
    /// level of parentheses, 5 KiB a level of function calls.)
    static let levelsOnCallersStack = 12
    /// The stack given to a level of nesting on the parser's own stack: a debug build's frames
    /// are several times a release build's.
    static let stackPerLevel = 24 * 1024

    /// ``parse(_:input:mode:maximumNesting:variables:)`` on a stack sized for the input's nesting:
    /// the caller's for shallow input, a thread of its own for deep input.
    static func parseOnSufficientStack(_ tokens: [Token], input: String, mode: EvaluationMode, maximumNesting: Int,
                                       variables: [String: Quantity] = [:]) throws(CalculationError) -> Statement {
        let parse = { () throws(CalculationError) -> Statement in
            try Parser.parse(tokens, input: input, mode: mode, maximumNesting: maximumNesting, variables: variables)
        }
        let deepest = deepestNesting(of: tokens)
        guard deepest > levelsOnCallersStack else { return try parse() }
        // A function's call counts twice (its name and its parenthesis): its frames are the deepest.
        let levels = min(deepest, 2 * (maximumNesting + 1))
        return try LargeStack.run(bytes: 256 * 1024 + levels * stackPerLevel, parse)
    }

    /// A bound on how many levels of nesting the parser is ever inside at once while it reads
    /// `tokens`. Every level begins with a parenthesis, a bar, `^`, a root, a function's name, or
    /// a sign or currency where an operand begins (the `-` of `1-1-1` begins none).
    /// The parser reads a closing parenthesis or bracket only when every level opened since
    /// the matching one has ended (otherwise it fails there), so such a closing takes them away.
    /// A function's name goes with its call's parenthesis. A long flat calculation of groups,
    /// `(√2) + (√3) + …` as the keypad writes one, is then as shallow as one group, where a count
    /// of every opening would send it to a thread of its own at every evaluation.
    static func deepestNesting(of tokens: [Token]) -> Int {
        var open = 0, deepest = 0, operandBefore = false
        // The count of open levels before each group still open; before a function's name for a call.
        var beforeGroups: [Int] = []
        var beforeFunctionName: Int?
        // After a function's name, until its operand: its exponent (`sin²`, `cos⁻¹`: `^`, a sign,
        // a number), which the parser reads with the name, leaves the operand still to come.
        var functionAwaitsOperand = false
        for token in tokens {
            var isFunctionName = false
            if case .identifier(let name) = token.kind { isFunctionName = BuiltinFunction(name: name) != nil }
            let openBefore = open
            switch token.kind {
            case .leftParenthesis, .openingBracket:
                beforeGroups.append(beforeFunctionName ?? open)
                open += 1
            case .rightParenthesis, .closingBracket:
                if let before = beforeGroups.popLast() { open = before }
            case .bar, .operator(.power), .rootIndex: open += 1
            case .identifier where isFunctionName: open += 1   // `sin sin 1`, `sin(`
            case .operator(let op) where op.isPrefix && !operandBefore: open += 1
            case .operator(let op) where op.isRoot: open += 1   // `2√3`: a product whose factor is a root
            case .currency where !operandBefore: open += 1   // `€€€…100`
            default: break
            }
            beforeFunctionName = isFunctionName ? openBefore : nil
            deepest = max(deepest, open)
            switch token.kind {
            case .identifier where isFunctionName: operandBefore = false   // `sin -1`
            case .number where functionAwaitsOperand: operandBefore = false   // `sin²€€€…1`
            case .number, .identifier, .name, .rightParenthesis, .closingBracket: operandBefore = true
            case .operator(let op): operandBefore = op.binary == nil && !op.isPrefix   // after `!`, `%`, `°`
            case .currency: break   // after an amount (`100 €`) it ends one; before one (`€100`) it awaits one
            default: operandBefore = false
            }
            switch token.kind {
            case .identifier where isFunctionName: functionAwaitsOperand = true
            case .operator(.power), .operator(.add), .operator(.subtract): break
            default: functionAwaitsOperand = false
            }
        }
        return deepest
    }

    /// Parses the whole input: an expression, or an assignment (`x = 5`, `x := 5`) of one to a
    /// variable (named by ``VariableName``'s rule). A trailing `=`, as people type on a keypad,
    /// ends the input: `(50+50)+10%=` is `(50+50)+10%`, `x = 5 =` assigns 5; but a lone name and
    /// `=` (`x =`) stays an assignment that lacks its value.
    static func parse(_ tokens: [Token], input: String, mode: EvaluationMode, maximumNesting: Int,
                      variables: [String: Quantity] = [:]) throws(CalculationError) -> Statement {
        var tokens = tokens
        if tokens.count > 3, case .assignment = tokens[tokens.count - 2].kind {
            let equals = tokens[tokens.count - 2].range
            if equals.end - equals.start == 1 { tokens.remove(at: tokens.count - 2) }
        }
        var parser = Parser(tokens: tokens, input: input, mode: mode, maximumNesting: maximumNesting, variables: variables)
        let target = try parser.parseTarget()
        return Statement(target: target, expression: try parser.parseAll())
    }

    // MARK: Token access

    private var current: Token { tokens[position] }

    private mutating func advance() -> Token {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    private func error(_ code: ErrorCode, _ key: MessageKey, at range: SourceRange, _ arguments: [MessageArgument] = []) -> CalculationError {
        CalculationError(code: code, range: range, message: Message(key, arguments))
    }

    /// Counts one level of nesting around `body`, refusing to go past the limit.
    private mutating func nested(at range: SourceRange, _ body: (inout Parser) throws(CalculationError) -> Int) throws(CalculationError) -> Int {
        depth += 1
        if depth > maximumNesting {
            throw CalculationError.nestingTooDeep(limit: maximumNesting, at: range)
        }
        let result = try body(&self)
        depth -= 1
        return result
    }

    // MARK: Grammar

    /// The variable assigned when the line starts with a name and `=`: the two tokens are read.
    private mutating func parseTarget() throws(CalculationError) -> (name: String, range: SourceRange)? {
        guard tokens.count > 2, case .assignment = tokens[1].kind,
              let name = try VariableName.target(of: tokens[0], typed: typed(tokens[0])) else { return nil }
        let nameToken = advance()
        let equals = advance()
        try requireOperand(after: equals)
        return (name, nameToken.range)
    }

    private mutating func parseAll() throws(CalculationError) -> SyntaxTree {
        if case .end = current.kind {
            throw error(.emptyInput, .emptyInput, at: current.range)
        }
        let root = try parseExpression()
        if case .conversion = current.kind {
            let word = advance()
            guard case .currency(let code) = current.kind else {
                throw error(.missingOperand, .missingOperandAfter, at: word.range, [.text(typed(word))])
            }
            let target = advance()
            _ = tree.add(.convert(root, code), range: tree.range(of: root).union(target.range), operatorRange: word.range.union(target.range))
        }
        switch current.kind {
        case .end: return tree
        case .rightParenthesis: throw error(.unbalancedParenthesis, .unopenedParenthesis, at: current.range)
        case .closingBracket: throw error(.unbalancedParenthesis, .unopenedBracket, at: current.range, [.text(typed(current))])
        case .number: throw error(.missingOperator, .missingOperator, at: current.range, [.text(typed(current))])
        default: throw error(.syntax, .unexpectedToken, at: current.range, [.text(typed(current))])
        }
    }

    /// A token as it was typed, byte for byte (`,` where it separates arguments, `**`, `SIN`).
    private func typed(_ token: Token) -> String {
        typed(token.range)
    }

    /// The input in `range`, byte for byte.
    private func typed(_ range: SourceRange) -> String {
        let length = max(0, range.end - range.start)
        return String(decoding: input.utf8.dropFirst(range.start).prefix(length), as: UTF8.self)
    }

    /// Whether `token` was typed in superscript (`²`, `⁻¹`), not as `^`.
    private func isSuperscript(_ token: Token) -> Bool {
        typed(token).unicodeScalars.first.map(Superscript.beginsPower) ?? false
    }

    private mutating func parseExpression() throws(CalculationError) -> Int {
        mode == .algebraic ? try parseInfix(from: .bitwiseOr) : try parseImmediateChain()
    }

    /// The infix operator the current token stands for, if any.
    private var infixOperator: Operator? {
        guard case .operator(let op) = current.kind, op.binary != nil else { return nil }
        return op
    }

    /// Adds `left op right`, turning `a ± b%` into the percent forms.
    private mutating func binary(_ op: SyntaxTree.BinaryOperator, _ left: Int, _ right: Int, operatorToken: Token) -> Int {
        var op = op, right = right
        if op == .add || op == .subtract, case .percent(let share) = tree.nodes[right].kind {
            op = op == .add ? .addPercent : .subtractPercent
            right = share
        }
        let range = tree.range(of: left).union(tree.nodes[right].range).union(operatorToken.range)
        return tree.add(.binary(op, left, right), range: range,
                        operatorRange: operatorToken.range.union(tree.range(of: right)), symbolRange: operatorToken.range)
    }

    /// Throws when no operand follows `operatorToken`.
    private func requireOperand(after operatorToken: Token) throws(CalculationError) {
        switch current.kind {
        case .end, .rightParenthesis, .closingBracket, .argumentSeparator, .conversion:
            throw error(.missingOperand, .missingOperandAfter, at: operatorToken.range, [.text(typed(operatorToken))])
        case .operator(let op) where !op.isPrefix:
            if current.range.start == operatorToken.range.end {
                // Two operators written as one (`//`, `*/`): name what was typed.
                let both = operatorToken.range.union(current.range)
                throw error(.syntax, .unexpectedToken, at: both, [.text(typed(Token(kind: current.kind, range: both)))])
            }
            throw error(.missingOperand, .missingOperandAfter, at: operatorToken.range, [.text(typed(operatorToken))])
        default:
            return
        }
    }

    /// The right operand of an operator, with a clear error when there is none.
    private mutating func operand(after operatorToken: Token, _ parse: (inout Parser) throws(CalculationError) -> Int) throws(CalculationError) -> Int {
        try requireOperand(after: operatorToken)
        return try parse(&self)
    }

    /// A left-associative chain `operand (operator operand)*`, where an operator is a binary
    /// operator token for which `accepts` holds or, with `implicitProducts`, nothing at all before
    /// a token that begins a factor (`2π`, `2(3)`): the one loop behind sums, products and the
    /// immediate mode's chain.
    private mutating func parseChain(accepting accepts: (Operator) -> Bool, implicitProducts: Bool,
                                     _ parseOperand: (inout Parser) throws(CalculationError) -> Int) throws(CalculationError) -> Int {
        var left = try parseOperand(&self)
        while true {
            if let op = infixOperator, let operation = op.binary, accepts(op) {
                let token = advance()
                let right = try operand(after: token, parseOperand)
                left = binary(operation, left, right, operatorToken: token)
            } else if implicitProducts, current.beginsImplicitFactor {
                let token = Token(kind: .operator(.multiply), range: SourceRange(start: current.range.start, end: current.range.start))
                left = binary(.multiply, left, try parseOperand(&self), operatorToken: token)
            } else {
                return left
            }
        }
    }

    /// The operand after a prefix operator or `^`, one level of nesting deeper: itself signed
    /// (`2^-1`, `−−3`, `√−4`).
    private mutating func nestedSignedOperand(after token: Token) throws(CalculationError) -> Int {
        try nested(at: token.range) { (p: inout Parser) throws(CalculationError) in
            try p.operand(after: token) { (p: inout Parser) throws(CalculationError) in try p.parseSigned() }
        }
    }

    // Algebraic: infix levels (precedence climbing) → signed → power → postfix → primary.

    /// The operators of `minimum` precedence or tighter, left to right (``Operator/Precedence``,
    /// powers excepted: ``parsePower()`` reads them), with implicit products at the product
    /// level. The right operand of an operator takes only tighter ones, so `1 + 2 × 3 − 4` is
    /// `(1 + (2 × 3)) − 4`: one loop for every level, and one stack frame per level climbed.
    private mutating func parseInfix(from minimum: Operator.Precedence) throws(CalculationError) -> Int {
        var left = try parseSigned()
        while true {
            if let op = infixOperator, let operation = op.binary, let level = op.precedence, level >= minimum, level < .power {
                let token = advance()
                let right = try operand(after: token) { (p: inout Parser) throws(CalculationError) in
                    try level.tighter == .power ? p.parseSigned() : p.parseInfix(from: level.tighter)
                }
                left = binary(operation, left, right, operatorToken: token)
            } else if minimum <= .product, current.beginsImplicitFactor {
                let token = Token(kind: .operator(.multiply), range: SourceRange(start: current.range.start, end: current.range.start))
                left = binary(.multiply, left, try parseSigned(), operatorToken: token)
            } else {
                return left
            }
        }
    }

    private mutating func parseSigned() throws(CalculationError) -> Int {
        switch current.kind {
        case .rootIndex(let index):
            // `₃√8`, `ⁿ√x`: the lexer made the token only before a root sign.
            let indexToken = advance()
            let root = advance()
            let operand = try nestedSignedOperand(after: root)
            let degree: Int
            switch index {
            case .number(let value): degree = tree.add(.number(value), range: indexToken.range)
            case .variable(let name):
                guard variables[name] != nil else {
                    throw error(.unknownIdentifier, .unknownIdentifier, at: indexToken.range, [.text(typed(indexToken))])
                }
                degree = tree.add(.variable(name), range: indexToken.range)
            }
            let range = indexToken.range.union(tree.range(of: operand))
            let symbol = indexToken.range.union(root.range)
            return tree.add(.call(.root, [operand, degree]), range: range, operatorRange: symbol, symbolRange: symbol)
        case .operator(let op) where op.isPrefix:
            let token = advance()
            let operand = try nestedSignedOperand(after: token)
            let range = token.range.union(tree.range(of: operand))
            switch op {
            case .subtract: return tree.add(.negate(operand), range: range, operatorRange: token.range)
            case .squareRoot: return tree.add(.squareRoot(operand), range: range, operatorRange: token.range)
            case .cubeRoot:
                return tree.add(.call(.cbrt, [operand]), range: range, operatorRange: token.range, symbolRange: token.range)
            case .fourthRoot:
                let four = tree.add(.number(Rational(4)), range: token.range)
                return tree.add(.call(.root, [operand, four]), range: range, operatorRange: token.range, symbolRange: token.range)
            default: return operand   // unary plus
            }
        default:
            return mode == .algebraic ? try parsePower() : try parsePostfix()
        }
    }

    private mutating func parsePower() throws(CalculationError) -> Int {
        let base = try parsePostfix()
        guard case .operator(.power) = current.kind else { return base }
        let token = advance()
        return binary(.power, base, try nestedSignedOperand(after: token), operatorToken: token)
    }

    private mutating func parsePostfix() throws(CalculationError) -> Int {
        var node = try parsePrimary()
        while true {
            switch current.kind {
            case .operator(.factorial):
                let token = advance()
                node = tree.add(.factorial(node), range: tree.range(of: node).union(token.range), operatorRange: token.range)
            case .operator(.doubleFactorial):
                let token = advance()
                node = tree.add(.doubleFactorial(node), range: tree.range(of: node).union(token.range), operatorRange: token.range)
            case .operator(.degree):
                let token = advance()
                let degrees = try minutesAndSeconds(after: node, degreeSign: token)
                node = tree.add(.degrees(degrees), range: tree.range(of: node).union(tree.range(of: degrees)).union(token.range),
                                operatorRange: token.range)
            case .operator(.percent):
                let token = advance()
                node = tree.add(.percent(node), range: tree.range(of: node).union(token.range), operatorRange: token.range)
            case .currency(let code):
                let token = advance()
                node = tree.add(.money(node, code), range: tree.range(of: node).union(token.range), operatorRange: token.range)
            default:
                return node
            }
        }
    }

    // Immediate: chain → operand (implicit products) → signed → postfix → primary.

    private mutating func parseImmediateChain() throws(CalculationError) -> Int {
        try parseChain(accepting: { _ in true }, implicitProducts: false) { (p: inout Parser) throws(CalculationError) in
            try p.parseImmediateOperand()
        }
    }

    private mutating func parseImmediateOperand() throws(CalculationError) -> Int {
        try parseChain(accepting: { _ in false }, implicitProducts: true) { (p: inout Parser) throws(CalculationError) in
            try p.parseSigned()
        }
    }

    // Shared.

    private mutating func parsePrimary() throws(CalculationError) -> Int {
        let token = current
        switch token.kind {
        case .number(let value):
            _ = advance()
            return tree.add(.number(value), range: token.range)
        case .leftParenthesis:
            _ = advance()
            if case .rightParenthesis = current.kind {
                throw error(.missingOperand, .emptyParentheses, at: token.range.union(current.range))
            }
            let inner = try nested(at: token.range) { (p: inout Parser) throws(CalculationError) in try p.parseExpression() }
            let closing = current
            try expectClosing(token)
            tree.widen(inner, to: token.range.union(closing.range))
            return inner
        case .identifier(let name):
            _ = advance()
            if let constant = Constant(name: name) {
                return tree.add(.constant(constant), range: token.range)
            }
            if let function = BuiltinFunction(name: name) {
                return try parseFunction(function, nameToken: token)
            }
            throw error(.unknownIdentifier, .unknownIdentifier, at: token.range, [.text(typed(token))])
        case .name(let name, let suggestion):
            _ = advance()
            if variables[name] != nil { return tree.add(.variable(name), range: token.range) }
            if Currency.looksLikeCode(name) {
                // Three capitals look like a currency code: say so rather than "unknown name".
                throw error(.unknownCurrency, .unknownCurrency, at: token.range, [.text(name)])
            }
            if let suggestion = suggestion ?? variableSuggestion(for: name) {
                throw error(.unknownIdentifier, .unknownIdentifierSuggestion, at: token.range, [.text(typed(token)), .text(suggestion)])
            }
            throw error(.unknownIdentifier, .unknownIdentifier, at: token.range, [.text(typed(token))])
        case .currency(let code):
            // A currency before its amount: `€100`, `US$ 12.50`; one level of nesting (`€€€…100`
            // recurses as deep as it is long).
            _ = advance()
            try requireOperand(after: token)
            let amount = try nested(at: token.range) { (p: inout Parser) throws(CalculationError) in try p.parsePostfix() }
            return tree.add(.money(amount, code), range: token.range.union(tree.range(of: amount)), operatorRange: token.range)
        case .end:
            // Only reachable at the start of a sub-expression: `(` or a function with nothing after.
            throw error(.missingOperand, .missingOperandAtEnd, at: token.range)
        case .rightParenthesis:
            throw error(.unbalancedParenthesis, .unopenedParenthesis, at: token.range)
        case .openingBracket(let bracket):
            // `⌊x⌋`, `⌈x⌉`, `[x]`, `{x}`: the bracket's function of the expression inside.
            _ = advance()
            try requireOperand(after: token)
            let inner = try nested(at: token.range) { (p: inout Parser) throws(CalculationError) in try p.parseExpression() }
            let closing = current
            try expectClosing(token, bracket: bracket)
            let range = token.range.union(closing.range)
            return tree.add(.call(bracket.function, [inner]), range: range, operatorRange: range, symbolRange: token.range)
        case .closingBracket:
            throw error(.unbalancedParenthesis, .unopenedBracket, at: token.range, [.text(typed(token))])
        case .subscriptNumber:
            throw error(.syntax, .unexpectedToken, at: token.range, [.text(typed(token))])
        case .bar:
            // `|x|`: the absolute value; the expression inside ends at the closing bar.
            // (A bar right after a bar opens a nested one: `||−2| − 5|`.)
            _ = advance()
            let inner = try nested(at: token.range) { (p: inout Parser) throws(CalculationError) in try p.parseExpression() }
            guard case .bar = current.kind else {
                throw error(.unbalancedParenthesis, .unclosedBar, at: token.range)
            }
            let closing = advance()
            let range = token.range.union(closing.range)
            return tree.add(.call(.abs, [inner]), range: range, operatorRange: range, symbolRange: token.range)
        default:
            throw error(.missingOperand, .missingOperandBefore, at: token.range, [.text(typed(token))])
        }
    }

    /// The variable an unknown name is probably a slip for: the same name in another case
    /// (`X` for `x`), or one close enough by ``Lexer/nearest(to:among:)``'s rule.
    private func variableSuggestion(for name: String) -> String? {
        let lowered = name.lowercased()
        if let sameLetters = variables.keys.filter({ $0.lowercased() == lowered }).min() { return sameLetters }
        return Lexer.nearest(to: lowered, among: variables.keys.sorted())
    }

    /// Reads the parenthesis that closes `opening`, or the rounding bracket `bracket` when one is
    /// given; otherwise the error says what is wrong: it is never closed, a number follows without
    /// an operator, or something else stands there.
    private mutating func expectClosing(_ opening: Token, bracket: RoundingBracket? = nil) throws(CalculationError) {
        let closes: Bool
        switch current.kind {
        case .rightParenthesis: closes = bracket == nil
        case .closingBracket(let closing): closes = closing == bracket
        default: closes = false
        }
        guard closes else {
            if case .end = current.kind {
                throw bracket == nil ? error(.unbalancedParenthesis, .unclosedParenthesis, at: opening.range)
                    : error(.unbalancedParenthesis, .unclosedBracket, at: opening.range, [.text(typed(opening))])
            }
            if case .number = current.kind {
                throw error(.missingOperator, .missingOperator, at: current.range, [.text(typed(current))])
            }
            throw error(.syntax, .unexpectedToken, at: current.range, [.text(typed(current))])
        }
        _ = advance()
    }

    /// A function's application: `sin(30)`, or without parentheses `sin 30`, whose argument is
    /// one signed operand with its power and postfix operators (`sin 2^2` is sin 4, `sin 30!` is
    /// sin(30!), `sin −30` is sin(−30)); the function binds tighter than `×`, so `2 sin 30` and
    /// `sin 30 cos 60` are products and `cos 45 × 2` is (cos 45)×2. A product right after such an
    /// argument reads two ways and is refused (`sin 2π`: write `sin(2π)` or `sin(2)×π`). A
    /// superscript after the name raises the result to a positive power (`sin²30` is (sin 30)²)
    /// or, as `⁻¹`, names the inverse function (`cos⁻¹ 0` is acos 0); a subscript after `log`
    /// is its base (`log₂ 8`).
    private mutating func parseFunction(_ named: BuiltinFunction, nameToken: Token) throws(CalculationError) -> Int {
        var function = named
        var symbolRange = nameToken.range
        var power: (exponent: Rational, token: Token)?
        if case .operator(.power) = current.kind, isSuperscript(current) {
            let superscript = advance()
            symbolRange = symbolRange.union(superscript.range)
            var negative = false
            if case .operator(.subtract) = current.kind {
                _ = advance()
                negative = true
            }
            guard case .number(let exponent) = current.kind else {
                throw error(.syntax, .unexpectedToken, at: superscript.range, [.text(typed(superscript))])
            }
            _ = advance()
            if negative, exponent == .one, let inverse = function.inverse {
                function = inverse
            } else if !negative, exponent.isInteger, exponent.sign > 0 {
                power = (exponent, superscript)
            } else {
                throw error(.syntax, .functionSuperscript, at: symbolRange, [.text(typed(symbolRange))])
            }
        }
        var base: Int?
        if function == .log, case .subscriptNumber(let value) = current.kind {
            let subscriptToken = advance()
            symbolRange = symbolRange.union(subscriptToken.range)
            base = tree.add(.number(value), range: subscriptToken.range)
        }
        let node: Int
        if case .leftParenthesis = current.kind {
            node = try parseCall(function, nameToken: nameToken, symbolRange: symbolRange, base: base)
        } else {
            node = try parseApplication(function, nameToken: nameToken, symbolRange: symbolRange, base: base)
        }
        guard let power else { return node }
        let exponent = tree.add(.number(power.exponent), range: power.token.range)
        return binary(.power, node, exponent, operatorToken: power.token)
    }

    /// Whether `token` names a function (it then begins a factor of its own: `sin 30 cos 60`).
    private static func namesFunction(_ token: Token) -> Bool {
        if case .identifier(let name) = token.kind { return BuiltinFunction(name: name) != nil }
        return false
    }

    /// A function applied without parentheses (`sin 30`): see ``parseFunction(_:nameToken:)``.
    private mutating func parseApplication(_ function: BuiltinFunction, nameToken: Token, symbolRange: SourceRange,
                                           base: Int?) throws(CalculationError) -> Int {
        let name = Token(kind: .identifier(function.rawValue), range: symbolRange)
        guard function.arity.contains(base == nil ? 1 : 2) else {
            throw error(.syntax, .functionNeedsParentheses, at: nameToken.range, [.text(typed(nameToken))])
        }
        try requireOperand(after: name)
        let argument = try nested(at: nameToken.range) { (p: inout Parser) throws(CalculationError) in try p.parseSigned() }
        if current.beginsImplicitFactor, !Self.namesFunction(current) {
            // `sin 2π`: sin(2π) or sin(2)×π? The factor is read first, so that its own error comes first.
            let argumentRange = tree.range(of: argument)
            let factorNode = try parseSigned()
            let factor = tree.range(of: factorNode)
            let written = typed(symbolRange)
            throw error(.syntax, .functionArgumentAmbiguous, at: argumentRange.union(factor),
                        [.text(typed(symbolRange.union(factor))),
                         .text(written + "(" + typed(argumentRange.union(factor)) + ")"),
                         .text(written + "(" + typed(argumentRange) + ")" + Operator.multiply.symbol + typed(factor))])
        }
        let range = nameToken.range.union(tree.range(of: argument))
        return tree.add(.call(function, base.map { [argument, $0] } ?? [argument]), range: range, operatorRange: range,
                        symbolRange: symbolRange)
    }

    /// The degrees of an angle written with minutes and seconds of arc after them (`12°30′15″`,
    /// `12°30'15"`): `degrees` plus each number before `′` in sixtieths and before `″` in
    /// 3600ths, every one under 60 — exactly; `degrees` itself when none follow.
    private mutating func minutesAndSeconds(after degrees: Int, degreeSign: Token) throws(CalculationError) -> Int {
        var total = degrees
        for (mark, parts) in [(Operator.arcMinute, 60), (Operator.arcSecond, 3600)] {
            guard case .number(let value) = current.kind, position + 1 < tokens.count,
                  case .operator(let next) = tokens[position + 1].kind, next == mark else { continue }
            let number = advance()
            let markToken = advance()
            let angle = tree.range(of: degrees).union(markToken.range)
            guard value < Rational(60) else {
                throw error(.invalidNumber, .invalidAngle, at: angle, [.text(typed(angle)), .integer(60)])
            }
            let part = tree.add(.number(value * Rational(numerator: 1, denominator: UInt(parts))), range: number.range.union(markToken.range))
            total = tree.add(.binary(.add, total, part), range: angle, operatorRange: markToken.range, symbolRange: markToken.range)
        }
        return total
    }

    /// The arguments in parentheses of a function (with a logarithm's base given in subscript
    /// before them, `log₂(8)`).
    private mutating func parseCall(_ function: BuiltinFunction, nameToken: Token, symbolRange: SourceRange,
                                    base: Int?) throws(CalculationError) -> Int {
        let opening = advance()
        var arguments: [Int] = []
        if case .rightParenthesis = current.kind {
            throw error(.missingOperand, .emptyParentheses, at: opening.range.union(current.range))
        }
        _ = try nested(at: opening.range) { (p: inout Parser) throws(CalculationError) in
            while true {
                arguments.append(try p.parseExpression())
                guard case .argumentSeparator = p.current.kind else { return 0 }
                let separator = p.advance()
                try p.requireOperand(after: separator)
            }
        }
        let closing = current
        try expectClosing(opening)
        let range = nameToken.range.union(closing.range)
        if let base { arguments.append(base) }
        guard function.arity.contains(arguments.count) else {
            let arity = function.arity
            if arity.count == 1 {
                throw error(.wrongArgumentCount, .wrongArgumentCount, at: range, [.text(typed(nameToken)), .integer(arity.lowerBound)])
            }
            if arity.upperBound == Int.max {
                throw error(.wrongArgumentCount, .wrongArgumentCountAtLeast, at: range, [.text(typed(nameToken)), .integer(arity.lowerBound)])
            }
            throw error(.wrongArgumentCount, .wrongArgumentCountRange, at: range,
                        [.text(typed(nameToken)), .integer(arity.lowerBound), .integer(arity.upperBound)])
        }
        return tree.add(.call(function, arguments), range: range, operatorRange: range, symbolRange: symbolRange)
    }
}
