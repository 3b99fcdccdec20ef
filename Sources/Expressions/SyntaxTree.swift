import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// A parsed expression: its nodes in a flat array, every node after its children.
///
/// Because children always come first, evaluation is a single loop over the array — no
/// recursion, so no depth of input can overflow the stack while evaluating.
struct SyntaxTree {
    /// A node of the tree.
    struct Node {
        /// What the node computes; children are indices into ``SyntaxTree/nodes``.
        enum Kind {
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
    /// Whether the expression writes the imaginary unit (`3 + 4i`): it is then computed with
    /// complex values wherever a real one is undefined, whatever the settings say.
    private(set) var mentionsImaginaryUnit = false

    /// Room for `count` nodes, so that building the tree allocates once (a parser reserves one
    /// node a token: no expression has more).
    mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
    }

    /// Appends a node and returns its index.
    mutating func add(_ kind: Node.Kind, range: SourceRange, operatorRange: SourceRange? = nil, symbolRange: SourceRange? = nil) -> Int {
        if case .constant(.imaginaryUnit) = kind { mentionsImaginaryUnit = true }
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
