/// Computes the value of a ``SyntaxTree``.
struct Evaluator {
    /// Precision, limits and angle unit.
    let context: NumericContext
    /// The value of `ans`.
    let answer: Value

    /// The value of the tree's root. Nodes are evaluated in array order (children first), so the
    /// first failure reported is the leftmost innermost one.
    func evaluate(_ tree: SyntaxTree) throws(CalculationError) -> Value {
        var values: [Value] = []
        values.reserveCapacity(tree.nodes.count)
        for node in tree.nodes {
            do {
                values.append(try value(of: node, values))
            } catch {
                throw describe(error, at: node)
            }
        }
        return values[values.count - 1]
    }

    private func value(of node: SyntaxTree.Node, _ values: [Value]) throws(ArithmeticFailure) -> Value {
        switch node.kind {
        case .number(let number):
            return .exact(number)
        case .constant(.pi):
            return .piMultiple(.one)
        case .constant(.e):
            return try Value.exp(.one, in: context)
        case .constant(.answer):
            return answer
        case .negate(let operand):
            return values[operand].negated()
        case .squareRoot(let operand):
            return try Value.root(values[operand], degree: .exact(Rational(2)), in: context)
        case .factorial(let operand):
            return try Value.factorial(values[operand], in: context)
        case .percent(let operand):
            return try values[operand].percent(in: context)
        case .binary(let op, let left, let right):
            return try binary(op, values[left], values[right])
        case .call(let function, let arguments):
            return try call(function, arguments.map { values[$0] })
        }
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
        }
    }

    private func call(_ function: BuiltinFunction, _ arguments: [Value]) throws(ArithmeticFailure) -> Value {
        let x = arguments[0]
        switch function {
        case .sqrt: return try Value.root(x, degree: .exact(Rational(2)), in: context)
        case .cbrt: return try Value.root(x, degree: .exact(Rational(3)), in: context)
        case .root: return try Value.root(x, degree: arguments[1], in: context)
        case .abs: return x.absolute()
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
        }
    }

    /// The error for a failed node: where it points and what it names.
    private func describe(_ failure: ArithmeticFailure, at node: SyntaxTree.Node) -> CalculationError {
        switch failure {
        case .divisionByZero:
            return CalculationError(code: .divisionByZero, range: node.operatorRange, message: Message(.divisionByZero))
        case .tooLarge:
            return CalculationError(code: .resultTooLarge, range: node.range,
                                    message: Message(.resultTooLarge, [.integer(context.limits.maximumDigits)]))
        case .domain:
            let name = Self.name(of: node)
            return CalculationError(code: .domain, range: node.range,
                                    message: name.isEmpty ? Message(.domainWithoutName) : Message(.domain, [.text(name)]))
        }
    }

    /// How a person would name the operation of a node in a message.
    private static func name(of node: SyntaxTree.Node) -> String {
        switch node.kind {
        case .squareRoot: "√"
        case .factorial: "!"
        case .binary(.power, _, _): "^"
        case .binary(.modulo, _, _): Keyword.modulo
        case .call(let function, _): function.rawValue
        default: ""
        }
    }
}
