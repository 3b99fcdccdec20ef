import CountOnMeNumbers

/// Whether two parts of an expression compute the same thing, so that `x − x` is known to be
/// exactly zero without deciding the sign of a difference whose bounds always straddle zero.
extension SyntaxTree {
    /// Whether the subtrees rooted at `first` and `second` are the same computation: the same
    /// operations, functions, numbers, constants, variables and currencies in the same places
    /// (how they were typed — spaces, parentheses, spellings — does not matter). Evaluation has no
    /// randomness and reads variables that do not change while it runs, so two such subtrees
    /// have the same value. Compared with a work list, not recursion: any depth of input is safe.
    func computesTheSame(_ first: Int, _ second: Int) -> Bool {
        var pending = [(first, second)]
        while let (a, b) = pending.popLast() {
            if a == b { continue }
            switch (nodes[a].kind, nodes[b].kind) {
            case let (.number(x), .number(y)):
                guard numbers[x] == numbers[y] else { return false }
            case let (.constant(x), .constant(y)):
                guard x == y else { return false }
            case let (.variable(x), .variable(y)):
                guard names[x] == names[y] else { return false }
            case let (.negate(x), .negate(y)), let (.squareRoot(x), .squareRoot(y)), let (.factorial(x), .factorial(y)),
                 let (.doubleFactorial(x), .doubleFactorial(y)), let (.degrees(x), .degrees(y)), let (.percent(x), .percent(y)):
                pending.append((x, y))
            case let (.binary(operatorX, leftX, rightX), .binary(operatorY, leftY, rightY)):
                guard operatorX == operatorY else { return false }
                pending.append((leftX, leftY))
                pending.append((rightX, rightY))
            case let (.call(functionX, firstX, countX), .call(functionY, firstY, countY)):
                guard functionX == functionY, countX == countY else { return false }
                for offset in 0..<countX { pending.append((arguments[firstX + offset], arguments[firstY + offset])) }
            case let (.money(x, codeX), .money(y, codeY)), let (.convert(x, codeX), .convert(y, codeY)):
                guard names[codeX] == names[codeY] else { return false }
                pending.append((x, y))
            default:
                return false
            }
        }
        return true
    }

    /// A node's computation with its children given by the names `children` holds for them (their
    /// first equals in the tree, or their identities in a calculator's memory): two nodes whose
    /// children compute the same compute the same exactly when their shapes are equal.
    enum Shape: Hashable {
        case number(Rational), constant(Constant), variable(String)
        case negate(Int), squareRoot(Int), factorial(Int), doubleFactorial(Int), degrees(Int), percent(Int)
        case binary(BinaryOperator, Int, Int), call(BuiltinFunction, [Int]), money(Int, String), convert(Int, String)
    }

    /// The shape of node `index`, each child `c` named `children[c]`.
    func shape(of index: Int, children: [Int]) -> Shape {
        switch nodes[index].kind {
        case .number(let number): .number(numbers[number])
        case .constant(let constant): .constant(constant)
        case .variable(let name): .variable(names[name])
        case .negate(let child): .negate(children[child])
        case .squareRoot(let child): .squareRoot(children[child])
        case .factorial(let child): .factorial(children[child])
        case .doubleFactorial(let child): .doubleFactorial(children[child])
        case .degrees(let child): .degrees(children[child])
        case .percent(let child): .percent(children[child])
        case .binary(let op, let left, let right): .binary(op, children[left], children[right])
        case .call(let function, let start, let count): .call(function, arguments[start..<(start + count)].map { children[$0] })
        case .money(let child, let code): .money(children[child], names[code])
        case .convert(let child, let code): .convert(children[child], names[code])
        }
    }

    /// For each node, the first node that computes the same as it (``computesTheSame(_:_:)``'s
    /// rule), itself when none before it does. Children come before their parents, so a node's
    /// children are already replaced by their first equals when the node is looked at: two nodes
    /// compute the same exactly when their own parts and their children's first equals are the
    /// same, one lookup each. An evaluation that takes each node's value from its first equal
    /// computes each computation once (`M+` of the same value a hundred times: one term).
    func firstEqualComputations() -> [Int] {
        var first: [Int] = []
        first.reserveCapacity(nodes.count)
        var seen: [Shape: Int] = [:]
        for index in nodes.indices {
            let shape = shape(of: index, children: first)
            if let equal = seen[shape] {
                first.append(equal)
            } else {
                seen[shape] = index
                first.append(index)
            }
        }
        return first
    }
}
