import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// Computes the value of a ``SyntaxTree``.
struct Evaluator {
    /// Precision, limits and angle unit.
    let context: NumericContext
    /// The value of `ans` (an amount keeps its currency).
    let answer: Quantity

    /// The variables, by name (an amount keeps its currency).
    var variables: [String: Quantity] = [:]

    /// The exchange rates conversions use, if any are loaded.
    var rates: ExchangeRates? = nil

    /// The text the tree was read from, so messages name an operation as it was typed.
    var input = ""

    /// Checked before every node: throws ``ErrorCode/interrupted`` when the evaluation must stop.
    var checkInterruption: () throws(CalculationError) -> Void = { () throws(CalculationError) in }

    /// The calculator's memory of costly computations, with what it knows of the tree's nodes:
    /// a node whose value it has is not computed, nor are the nodes only it needs. `nil`
    /// remembers nothing.
    var memory: (memory: ComputationMemory, recognition: ComputationMemory.Recognition)? = nil

    /// The node values of one precision attempt, handed to the next one.
    struct Attempt {
        /// Each node's value, as far as the attempt went; a node that was not needed holds a
        /// placeholder: below a remembered value, below a node that takes its first equal's
        /// value, or read by no node (the parser's `b%` once `a + b%` became one operation).
        var values: [Quantity] = []
        /// Whether each node of ``values`` was computed (not a placeholder).
        var computed: [Bool] = []
    }

    /// The value of the tree's root. Nodes are evaluated in array order (children first), so the
    /// first failure reported is the leftmost innermost one. With `firstEquals`
    /// (``SyntaxTree/firstEqualComputations()``), a node that computes the same as an earlier
    /// one takes its value rather than computing it again.
    func evaluate(_ tree: SyntaxTree, firstEquals: [Int]? = nil) throws(CalculationError) -> Quantity {
        var attempt = Attempt()
        return try evaluate(tree, firstEquals: firstEquals, attempt: &attempt)
    }

    /// ``evaluate(_:firstEquals:)`` at another precision after an attempt that could not decide:
    /// `attempt` holds the node values that attempt computed (none the first time), and gets this
    /// attempt's, as far as it goes. A value not within bounds (exact, or an exact multiple of π,
    /// e or a root) is the same at every precision and is kept, not computed again: a keypad's
    /// `sin` of a root of a huge memory recomputed its exact powers at each of four precisions.
    /// With a ``memory``, its recognition gives the first equals.
    func evaluate(_ tree: SyntaxTree, firstEquals: [Int]?, attempt: inout Attempt) throws(CalculationError) -> Quantity {
        let firstEquals = memory?.recognition.firstEquals ?? firstEquals
        let (needed, known) = rememberedValues(of: tree)
        let computed = attempt.values.count
        attempt.values.reserveCapacity(tree.nodes.count)
        attempt.computed.reserveCapacity(tree.nodes.count)
        for (index, node) in tree.nodes.enumerated() {
            try checkInterruption()
            if index < computed && attempt.computed[index] && !attempt.values[index].value.isWithinBounds { continue }
            let value: Quantity
            var isComputed = true
            if let needed, !needed[index] {
                value = Quantity(.zero)
                isComputed = false
            } else if let remembered = known[index] {
                value = Quantity(remembered)
            } else if let firstEquals, firstEquals[index] != index {
                value = attempt.values[firstEquals[index]]
            } else {
                value = try quantity(of: node, in: tree, attempt.values)
                if let (memory, recognition) = memory, let identity = recognition.remembered[index], value.currency == nil {
                    memory.remember(value.value, of: identity, in: context)
                }
            }
            if index < computed {
                attempt.values[index] = value
                attempt.computed[index] = isComputed
            } else {
                attempt.values.append(value)
                attempt.computed.append(isComputed)
            }
        }
        return attempt.values[tree.nodes.count - 1]
    }

    /// With a ``memory``: which nodes are needed (the root; the children of a needed node whose
    /// value is not remembered, or its first equal when it takes that one's value), and the
    /// values remembered for needed nodes. From the root down, so that nothing below a
    /// remembered value is looked up.
    private func rememberedValues(of tree: SyntaxTree) -> (needed: [Bool]?, known: [Int: Value]) {
        guard let (memory, recognition) = memory, !tree.nodes.isEmpty else { return (nil, [:]) }
        var needed = [Bool](repeating: false, count: tree.nodes.count)
        var known: [Int: Value] = [:]
        needed[tree.nodes.count - 1] = true
        for index in tree.nodes.indices.reversed() where needed[index] {
            if let identity = recognition.remembered[index], let value = memory.value(of: identity, in: context) {
                known[index] = value
            } else if recognition.firstEquals[index] != index {
                needed[recognition.firstEquals[index]] = true
            } else {
                tree.forEachChild(of: index) { needed[$0] = true }
            }
        }
        return (needed, known)
    }

    /// A node's quantity, decided once: its arithmetic and, for money, the currency rules.
    private func quantity(of node: SyntaxTree.Node, in tree: SyntaxTree, _ values: [Quantity]) throws(CalculationError) -> Quantity {
        switch node.kind {
        case .number(let index):
            return Quantity(.exact(tree.numbers[index]))
        case .constant(.pi):
            return Quantity(.piMultiple(.one))
        case .constant(.e):
            return Quantity(try attempt(node) { () throws(ArithmeticFailure) in try Value.exp(.one, in: context) })
        case .constant(.answer):
            return answer
        case .constant(.imaginaryUnit):
            return Quantity(.imaginaryUnit)
        case .variable(let index):
            let name = tree.names[index]
            // The parser made the node only for a variable that is defined.
            guard let value = variables[name] else {
                throw CalculationError(code: .unknownIdentifier, range: node.range, message: Message(.unknownIdentifier, [.text(name)]))
            }
            return value
        case .negate(let child):
            return Quantity(values[child].value.negated(), currency: values[child].currency)
        case .percent(let child):
            let value = try attempt(node) { () throws(ArithmeticFailure) in try values[child].value.percent(in: context) }
            return Quantity(value, currency: values[child].currency)
        case .squareRoot(let child):
            let operand = try plain(values[child], for: node)
            return Quantity(try attempt(node) { () throws(ArithmeticFailure) in try Value.root(operand, degree: .exact(Rational(2)), in: context) })
        case .factorial(let child):
            let operand = try plain(values[child], for: node)
            return Quantity(try attempt(node) { () throws(ArithmeticFailure) in try Value.factorial(operand, in: context) })
        case .degrees(let child):
            let operand = try plain(values[child], for: node)
            return Quantity(try attempt(node) { () throws(ArithmeticFailure) in try Value.degrees(operand, in: context) })
        case .doubleFactorial(let child):
            let operand = try plain(values[child], for: node)
            return Quantity(try attempt(node) { () throws(ArithmeticFailure) in try Value.doubleFactorial(operand, in: context) })
        case .call(let function, let first, let count):
            var operands: [Value] = []
            for argument in tree.arguments[first..<(first + count)] { operands.append(try plain(values[argument], for: node)) }
            return Quantity(try attempt(node) { () throws(ArithmeticFailure) in try call(function, operands) })
        case .binary(.subtract, let left, let right) where values[left].value.isWithinBounds && tree.computesTheSame(left, right):
            // `x − x` is exactly zero, however x was approximated: deciding it from the bounds of
            // the difference, which always contain zero, would climb to the precision ceiling.
            return Quantity(.zero, currency: values[left].currency)
        case .binary(let op, let left, let right):
            return try binary(op, values[left], values[right], at: node)
        case .money(let child, let codeIndex):
            let code = tree.names[codeIndex]
            let amount = values[child]
            if let currency = amount.currency, currency != code {
                throw moneyError(at: node, code)   // `(5 USD) EUR`
            }
            return Quantity(amount.value, currency: code)
        case .convert(let child, let codeIndex):
            return try convert(values[child], to: tree.names[codeIndex], at: node)
        }
    }

    /// The value of an operand that may not be an amount of money (`√`, `!`, a function's argument).
    private func plain(_ operand: Quantity, for node: SyntaxTree.Node) throws(CalculationError) -> Value {
        if operand.currency != nil { throw moneyError(at: node, name(of: node)) }
        return operand.value
    }

    /// `body`'s value; its failure described at `node`.
    private func attempt(_ node: SyntaxTree.Node, _ body: () throws(ArithmeticFailure) -> Value) throws(CalculationError) -> Value {
        do {
            return try body()
        } catch {
            throw describe(error, at: node)
        }
    }

    /// The currency rules of the binary operators: a sum takes the first amount's currency (the
    /// second converted into it; a plain number is an amount of it); an amount times or divided
    /// by a number stays an amount; an amount divided by an amount is a plain ratio.
    private func binary(_ op: SyntaxTree.BinaryOperator, _ a: Quantity, _ b: Quantity, at node: SyntaxTree.Node) throws(CalculationError) -> Quantity {
        if a.currency == nil && b.currency == nil { return Quantity(try compute(op, a.value, b.value, node)) }
        switch op {
        case .add, .subtract, .addPercent, .subtractPercent:
            let currency = a.currency ?? b.currency
            let right = op == .addPercent || op == .subtractPercent ? b : try convert(b, to: currency, at: node)
            return Quantity(try compute(op, a.value, right.value, node), currency: currency)
        case .multiply:
            if a.currency != nil && b.currency != nil { throw moneyError(at: node, name(of: node)) }
            return Quantity(try compute(op, a.value, b.value, node), currency: a.currency ?? b.currency)
        case .divide:
            guard let currency = a.currency else { throw moneyError(at: node, name(of: node)) }
            if b.currency == nil { return Quantity(try compute(op, a.value, b.value, node), currency: currency) }
            return Quantity(try compute(op, a.value, try convert(b, to: currency, at: node).value, node))
        case .modulo, .power, .bitwiseAnd, .bitwiseOr, .bitwiseXor, .shiftLeft, .shiftRight:
            throw moneyError(at: node, name(of: node))
        }
    }

    /// An amount in another currency, converted exactly at the loaded rates; a plain number
    /// simply becomes an amount of `code`.
    private func convert(_ amount: Quantity, to code: String?, at node: SyntaxTree.Node) throws(CalculationError) -> Quantity {
        guard let code, let source = amount.currency, source != code else { return Quantity(amount.value, currency: code ?? amount.currency) }
        guard let rates else {
            throw CalculationError(code: .noExchangeRate, range: node.operatorRange, message: Message(.noExchangeRates))
        }
        guard let rate = rates.rate(from: source, to: code) else {
            let missing = rates.hasRate(for: source) ? code : source
            throw CalculationError(code: .noExchangeRate, range: node.operatorRange,
                                   message: Message(.noExchangeRate, [.text(missing), .text(rates.date)]))
        }
        let converted = try attempt(node) { () throws(ArithmeticFailure) in try Value.multiply(amount.value, .exact(rate), in: context) }
        return Quantity(converted, currency: code)
    }

    private func moneyError(at node: SyntaxTree.Node, _ operation: String) -> CalculationError {
        CalculationError(code: .invalidMoneyOperation, range: node.range, message: Message(.invalidMoneyOperation, [.text(operation)]))
    }

    private func compute(_ op: SyntaxTree.BinaryOperator, _ a: Value, _ b: Value, _ node: SyntaxTree.Node) throws(CalculationError) -> Value {
        try attempt(node) { () throws(ArithmeticFailure) in try binary(op, a, b) }
    }

    private func binary(_ op: SyntaxTree.BinaryOperator, _ a: Value, _ b: Value) throws(ArithmeticFailure) -> Value {
        switch op {
        case .add: try Value.add(a, b, in: context)
        case .subtract: try Value.subtract(a, b, in: context)
        case .multiply: try Value.multiply(a, b, in: context)
        case .divide: try Value.divide(a, b, in: context)
        case .modulo: try Value.modulo(a, b, in: context)
        case .power: try Value.power(a, b, in: context)
        case .addPercent: try Value.addPercent(a, b, subtracting: false, in: context)
        case .subtractPercent: try Value.addPercent(a, b, subtracting: true, in: context)
        case .bitwiseAnd: try Value.bitwise(.and, a, b, in: context)
        case .bitwiseOr: try Value.bitwise(.or, a, b, in: context)
        case .bitwiseXor: try Value.bitwise(.xor, a, b, in: context)
        case .shiftLeft: try Value.shift(a, by: b, left: true, in: context)
        case .shiftRight: try Value.shift(a, by: b, left: false, in: context)
        }
    }

    private func call(_ function: BuiltinFunction, _ arguments: [Value]) throws(ArithmeticFailure) -> Value {
        let x = arguments[0]
        switch function {
        case .sqrt: return try Value.root(x, degree: .exact(Rational(2)), in: context)
        case .cbrt: return try Value.root(x, degree: .exact(Rational(3)), in: context)
        case .root: return try Value.root(x, degree: arguments[1], in: context)
        case .abs: return x.isComplex ? try Value.modulus(x, in: context) : try x.absolute()
        case .exp: return try Value.exp(x, in: context)
        case .ln: return try Value.ln(x, in: context)
        case .log: return try Value.log(x, base: arguments.count > 1 ? arguments[1] : .exact(Rational(10)), in: context)
        case .log10: return try Value.log(x, base: .exact(Rational(10)), in: context)
        case .log2: return try Value.log(x, base: .exact(Rational(2)), in: context)
        case .sin: return try Value.trigonometric(.sin, x, in: context)
        case .cos: return try Value.trigonometric(.cos, x, in: context)
        case .tan: return try Value.trigonometric(.tan, x, in: context)
        case .cot: return try Value.trigonometric(.cot, x, in: context)
        case .asin: return try Value.inverseTrigonometric(.asin, x, in: context)
        case .acos: return try Value.inverseTrigonometric(.acos, x, in: context)
        case .atan: return try Value.inverseTrigonometric(.atan, x, in: context)
        case .sec: return try Value.reciprocalTrigonometric(.cos, x, in: context)
        case .csc: return try Value.reciprocalTrigonometric(.sin, x, in: context)
        case .asec: return try Value.inverseOfReciprocal(.acos, x, in: context)
        case .acsc: return try Value.inverseOfReciprocal(.asin, x, in: context)
        case .acot: return try Value.inverseOfReciprocal(.atan, x, in: context)
        case .atan2: return try Value.angle(y: x, x: arguments[1], in: context)
        case .hypot: return try Value.hypotenuse(x, arguments[1], in: context)
        case .sinh: return try Value.hyperbolic(.sinh, x, in: context)
        case .cosh: return try Value.hyperbolic(.cosh, x, in: context)
        case .tanh: return try Value.hyperbolic(.tanh, x, in: context)
        case .asinh: return try Value.hyperbolic(.asinh, x, in: context)
        case .acosh: return try Value.hyperbolic(.acosh, x, in: context)
        case .atanh: return try Value.hyperbolic(.atanh, x, in: context)
        case .floor: return try Value.rounded(x, .floor, in: context)
        case .ceil: return try Value.rounded(x, .ceiling, in: context)
        case .trunc: return try Value.rounded(x, .truncate, in: context)
        case .frac: return try Value.fractionalPart(x, in: context)
        case .sgn: return try Value.signum(x)
        case .round:
            if arguments.count > 1 { return try Value.rounded(x, decimals: arguments[1], in: context) }
            return try Value.rounded(x, .halfAwayFromZero, in: context)
        case .gcd: return try Value.divisorOrMultiple(arguments, leastCommonMultiple: false, in: context)
        case .lcm: return try Value.divisorOrMultiple(arguments, leastCommonMultiple: true, in: context)
        case .ncr: return try Value.combinations(x, arguments[1], ordered: false, in: context)
        case .npr: return try Value.combinations(x, arguments[1], ordered: true, in: context)
        case .re: return x.parts.real
        case .im: return x.parts.imaginary
        case .conj: return Value.conjugate(x)
        case .arg: return try Value.argument(x, in: context)
        case .min, .max:
            var best = x
            for candidate in arguments.dropFirst() {
                let order = try Value.compare(candidate, best, in: context)
                if function == .min ? order < 0 : order > 0 { best = candidate }
            }
            return best
        }
    }

    /// The error for a failed node: where it points and what it names.
    private func describe(_ failure: ArithmeticFailure, at node: SyntaxTree.Node) -> CalculationError {
        switch failure {
        case .divisionByZero:
            return CalculationError(code: .divisionByZero, range: node.operatorRange, message: Message(.divisionByZero))
        case .tooLarge:
            return .resultTooLarge(limit: context.limits.maximumDigits, at: node.range)
        case .tooSmall:
            return .resultTooSmall(limit: context.limits.maximumDigits, at: node.range)
        case .undecided:
            return CalculationError(code: .undecidable, range: node.range, message: Message(.undecidable, [.text(name(of: node))]))
        case .undecidedAngle:
            // The same code (a higher precision may decide it), the message of what is unknown.
            return CalculationError(code: .undecidable, range: node.range, message: Message(.undecidableAngle, [.text(name(of: node))]))
        case .gammaTooPrecise:
            // The same code (a higher precision would decide the digits; the engine does not go there).
            return CalculationError(code: .undecidable, range: node.range,
                                    message: Message(.gammaTooPrecise, [.integer(NumericContext.maximumGammaDigits)]))
        case .domain:
            let name = name(of: node)
            return CalculationError(code: .domain, range: node.range,
                                    message: name.isEmpty ? Message(.domainWithoutName) : Message(.domain, [.text(name)]))
        }
    }

    /// How a person would name the operation of a node in a message: as it was typed (`**`,
    /// `SQRT`, `mod`); `×` for an implicit multiplication; empty for other nodes.
    private func name(of node: SyntaxTree.Node) -> String {
        switch node.kind {
        case .squareRoot, .factorial, .doubleFactorial, .call, .binary(.power, _, _), .binary(.modulo, _, _), .binary(.multiply, _, _),
             .binary(.divide, _, _), .binary(.bitwiseAnd, _, _), .binary(.bitwiseOr, _, _), .binary(.bitwiseXor, _, _),
             .binary(.shiftLeft, _, _), .binary(.shiftRight, _, _):
            let range = node.symbolRange
            if range.end <= range.start { return "×" }
            return String(decoding: input.utf8.dropFirst(range.start).prefix(range.end - range.start), as: UTF8.self)
        default:
            return ""
        }
    }
}
