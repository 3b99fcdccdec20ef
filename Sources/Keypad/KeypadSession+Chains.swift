import CountOnMeExpressions

/// Values that later calculations continue (a result `=` repeats on, the memory `M+` adds to)
/// kept as flat chains, so that no number of keys nests them deeper.
extension KeypadSession {
    /// `text` with its leading parenthesized group opened when that keeps its meaning, so that a
    /// value continued again and again (`=` repeating `× 1.05`, `M+` after `M+`) stays one flat
    /// chain, `(sqrt(2)) * (105/100) * (105/100)`, rather than one level of parentheses deeper at
    /// each key: the 100th `=` or `M+` of an irrational value passed the nesting limit.
    ///
    /// The group opens when an infix operator follows it that is not `^` (which groups from the
    /// right) and binds no tighter than any operator at the group's top level, and when the
    /// group's terms are plain: letters, digits, dots and parenthesized groups (a number, a
    /// constant, a function call, any operand the keypad writes), never a sign or a postfix
    /// operator outside parentheses. Anything else (a saved state may hold any input) stays as
    /// it is. Read as algebraic input, which is how the keypad evaluates every input.
    static func flattenedChain(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard let groupEnd = closingParenthesis(in: bytes, openingAt: 0),
              let (following, _) = infixOperator(in: bytes, at: groupEnd + 1, before: bytes.count),
              following != .power, let precedence = following.precedence else { return text }
        var index = 1
        guard plainTerm(in: bytes, from: &index, before: groupEnd) else { return text }
        while index < groupEnd {
            guard let (inner, next) = infixOperator(in: bytes, at: index, before: groupEnd),
                  let innerPrecedence = inner.precedence, innerPrecedence >= precedence else { return text }
            index = next
            guard plainTerm(in: bytes, from: &index, before: groupEnd) else { return text }
        }
        return String(decoding: bytes[1..<groupEnd] + bytes[(groupEnd + 1)...], as: UTF8.self)
    }

    /// The index of the parenthesis closing the one at `start`, if `start` opens one that closes.
    private static func closingParenthesis(in bytes: [UInt8], openingAt start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "(") else { return nil }
        var depth = 0
        for index in start..<bytes.count {
            if bytes[index] == UInt8(ascii: "(") { depth += 1 }
            if bytes[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The infix operator written ` op ` at `index` (as the keypad writes one between operands)
    /// and the index after it, ending before `end`.
    private static func infixOperator(in bytes: [UInt8], at index: Int, before end: Int) -> (Operator, Int)? {
        guard index < end, bytes[index] == UInt8(ascii: " ") else { return nil }
        guard let tokenEnd = bytes[(index + 1)..<end].firstIndex(of: UInt8(ascii: " ")), tokenEnd > index + 1 else { return nil }
        let token = String(decoding: bytes[(index + 1)..<tokenEnd], as: UTF8.self)
        guard let op = Operator.allCases.first(where: { $0.precedence != nil && $0.plainText == token }) else { return nil }
        return (op, tokenEnd + 1)
    }

    /// Steps over one plain term at `index` (letters, digits, `_`, `.` and parenthesized groups,
    /// up to a space or `end`); false when there is none or something else stands there.
    private static func plainTerm(in bytes: [UInt8], from index: inout Int, before end: Int) -> Bool {
        let start = index
        while index < end, bytes[index] != UInt8(ascii: " ") {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") {
                guard let close = closingParenthesis(in: bytes, openingAt: index), close < end else { return false }
                index = close + 1
            } else if (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") {
                index += 1
            } else {
                return false
            }
        }
        return index > start
    }
}
