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
}
