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
    /// group's terms are plain (``plainTerm(in:from:before:)``: a number, a constant, a function
    /// call, a parenthesized operand — what the keypad writes), never a sign, a postfix operator
    /// or an operator's word outside parentheses. Anything else (a saved state may hold any
    /// input) stays as it is. Read as algebraic input, which is how the keypad evaluates every
    /// input.
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

    /// Steps over one plain term at `index`, up to a space or `end`: a number (digits and dots),
    /// or a name (a letter, then letters, digits or `_`) or a parenthesized group, either followed
    /// by more groups (a call, an implicit product). False when there is none or anything else
    /// stands there — a name that is an operator's word in any case, or letters glued to a number
    /// or a group: the lexer reads `5xor(3)` as `5 xor (3)`, whose `xor` binds looser than `+`.
    private static func plainTerm(in bytes: [UInt8], from index: inout Int, before end: Int) -> Bool {
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func isLetter(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        }
        func ends() -> Bool { index == end || bytes[index] == UInt8(ascii: " ") }
        guard index < end else { return false }
        let first = bytes[index]
        if isDigit(first) || first == UInt8(ascii: ".") {
            while index < end, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
            return ends()
        }
        if isLetter(first) {
            let start = index
            while index < end, isLetter(bytes[index]) || isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
            if Operator.forWord(String(decoding: bytes[start..<index], as: UTF8.self).lowercased()) != nil { return false }
        } else if first != UInt8(ascii: "(") {
            return false
        }
        while index < end, bytes[index] == UInt8(ascii: "(") {
            guard let close = closingParenthesis(in: bytes, openingAt: index), close < end else { return false }
            index = close + 1
        }
        return ends()
    }
}
