import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// A parsed expression: its nodes in a flat array, every node after its children.
///
/// Because children always come first, evaluation is a single loop over the array — no
/// recursion, so no depth of input can overflow the stack while evaluating.
struct SyntaxTree {
    /// What a node computes, as the parser gives it; ``add(_:range:operatorRange:symbolRange:)``
    /// keeps its numbers, names and argument lists beside the nodes, so that a node is plain data
    /// that evaluation reads without reference counting. Children are indices into ``nodes``.
    enum Item {
        case number(Rational)
        case constant(Constant)
        /// A variable, by name (`x`).
        case variable(String)
        case negate(Int)
        case squareRoot(Int)
        case factorial(Int)
        case doubleFactorial(Int)
        /// An angle written in degrees (`30°`), in the angle unit of the calculation.
        case degrees(Int)
        case percent(Int)
        case binary(BinaryOperator, Int, Int)
        case call(BuiltinFunction, [Int])
        /// An amount: the child in a currency (`100 €`, `€100`).
        case money(Int, String)
        /// The child converted into a currency (`… in USD`).
        case convert(Int, String)
    }

    /// A node of the tree.
    struct Node {
        /// What the node computes: an ``Item`` whose numbers, names and argument lists are
        /// indices into the tree's ``numbers``, ``names`` and ``arguments``.
        enum Kind {
            /// ``SyntaxTree/numbers``[index].
            case number(Int)
            case constant(Constant)
            /// The variable named ``SyntaxTree/names``[index].
            case variable(Int)
            case negate(Int)
            case squareRoot(Int)
            case factorial(Int)
            case doubleFactorial(Int)
            case degrees(Int)
            case percent(Int)
            case binary(BinaryOperator, Int, Int)
            /// The function of the nodes ``SyntaxTree/arguments``[first..<first + count].
            case call(BuiltinFunction, first: Int, count: Int)
            /// The child in the currency ``SyntaxTree/names``[code].
            case money(Int, code: Int)
            /// The child converted into the currency ``SyntaxTree/names``[code].
            case convert(Int, code: Int)
        }

        /// What the node computes.
        let kind: Kind
        /// The input the node covers (with its parentheses, when it was written in some).
        var range: SourceRange
        /// For operators, the operator itself (`/` in `1/0`); otherwise the node's range.
        let operatorRange: SourceRange
        /// The operator's symbol or the function's name as typed (`**`, `SIN`), for messages that
        /// name it; empty for an implicit multiplication (`2π`); otherwise the node's range.
        let symbolRange: SourceRange
    }

    /// The binary operators, including the calculator's percent forms.
    enum BinaryOperator {
        case add, subtract, multiply, divide, modulo, power
        /// `a + b%`, meaning `a + a·b/100`; the right child is `b`.
        case addPercent
        /// `a − b%`, meaning `a − a·b/100`; the right child is `b`.
        case subtractPercent
        /// The bitwise operators and shifts of integers.
        case bitwiseAnd, bitwiseOr, bitwiseXor, shiftLeft, shiftRight
    }

    /// The nodes, children before parents; the last one is the root.
    private(set) var nodes: [Node] = []
    /// The numbers the nodes name.
    private(set) var numbers: [Rational] = []
    /// The variables and currency codes the nodes name.
    private(set) var names: [String] = []
    /// The argument lists of the function calls, one after another.
    private(set) var arguments: [Int] = []
    /// Whether the expression writes the imaginary unit (`3 + 4i`): it is then computed with
    /// complex values wherever a real one is undefined, whatever the settings say.
    private(set) var mentionsImaginaryUnit = false
    /// Whether the expression has a factorial (`x!`, `n!!`): of a non-integer, or past the size
    /// bound, it is computed from Γ, whose cost grows steeply with the working precision.
    private(set) var mentionsFactorial = false

    /// Calls `body` with each child of node `index`, in order.
    func forEachChild(of index: Int, _ body: (Int) -> Void) {
        switch nodes[index].kind {
        case .number, .constant, .variable: break
        case .negate(let child), .squareRoot(let child), .factorial(let child), .doubleFactorial(let child),
             .degrees(let child), .percent(let child), .money(let child, _), .convert(let child, _):
            body(child)
        case .binary(_, let left, let right):
            body(left)
            body(right)
        case .call(_, let first, let count):
            for argument in arguments[first..<(first + count)] { body(argument) }
        }
    }

    /// Room for `count` nodes, so that building the tree allocates once (a parser reserves one
    /// node a token: no expression has more).
    mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
        numbers.reserveCapacity(count / 2 + 1)   // an operator between every two numbers, at most
    }

    /// Appends a node and returns its index.
    mutating func add(_ item: Item, range: SourceRange, operatorRange: SourceRange? = nil, symbolRange: SourceRange? = nil) -> Int {
        let kind: Node.Kind
        switch item {
        case .number(let value):
            numbers.append(value)
            kind = .number(numbers.count - 1)
        case .constant(let constant):
            if constant == .imaginaryUnit { mentionsImaginaryUnit = true }
            kind = .constant(constant)
        case .variable(let name):
            names.append(name)
            kind = .variable(names.count - 1)
        case .negate(let child): kind = .negate(child)
        case .squareRoot(let child): kind = .squareRoot(child)
        case .factorial(let child):
            mentionsFactorial = true
            kind = .factorial(child)
        case .doubleFactorial(let child):
            mentionsFactorial = true
            kind = .doubleFactorial(child)
        case .degrees(let child): kind = .degrees(child)
        case .percent(let child): kind = .percent(child)
        case .binary(let op, let left, let right): kind = .binary(op, left, right)
        case .call(let function, let list):
            kind = .call(function, first: arguments.count, count: list.count)
            arguments.append(contentsOf: list)
        case .money(let child, let code):
            names.append(code)
            kind = .money(child, code: names.count - 1)
        case .convert(let child, let code):
            names.append(code)
            kind = .convert(child, code: names.count - 1)
        }
        nodes.append(Node(kind: kind, range: range, operatorRange: operatorRange ?? range,
                          symbolRange: symbolRange ?? operatorRange ?? range))
        return nodes.count - 1
    }

    /// Widens node `index` to cover `range` too (the parentheses around it).
    mutating func widen(_ index: Int, to range: SourceRange) {
        nodes[index].range = nodes[index].range.union(range)
    }

    /// The range of node `index`.
    func range(of index: Int) -> SourceRange { nodes[index].range }
}
