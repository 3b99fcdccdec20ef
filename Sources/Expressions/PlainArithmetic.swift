import CountOnMeLocalization
import CountOnMeNumbers

/// The quick reading of the commonest input: plain arithmetic such as `544.12*244.2-4132/779`
/// or `-(265.12 + 73.82) / 3`, evaluated in one pass over its bytes in 128-bit fractions
/// (``WideFraction``) — no tokens, no syntax tree, no allocation.
///
/// It reads only what has one meaning in every calculator setting it is used in: numbers of
/// ASCII digits with at most one decimal separator followed by digits — the locale's, `.` or
/// `,`, never the other one (at most 18 digits, no leading zero before another digit);
/// `+ − × ÷` in any of their spellings between operands; parentheses; a minus sign at the
/// start of the expression or after `(`; and ASCII spaces between these. Anything else —
/// another character, another order (`2(3)`, `2--3`, `1 2`), a division by zero, a value past
/// 128 bits, nesting near the calculator's limit — gives `nil`, and the caller reads the input
/// the general way, which alone reports errors. So the quick reading never changes a result: where
/// it answers, the general reading gives the same exact value (algebraic precedence, exact
/// quotients); the tests compare the two on random expressions.
struct PlainArithmetic {
    /// The deepest nesting read quickly (parentheses and signs, as the parser counts them);
    /// deeper input is left to the parser and its stack management.
    private static let deepestNesting = 32

    /// The four operators by ASCII byte, taken from ``Operator`` (where their spellings are listed)
    /// once: every line asks at each operand.
    private static let asciiOperators: [Operator?] = (0..<128).map { byte in
        guard let op = Operator.forCharacter(Unicode.Scalar(UInt8(byte))) else { return nil }
        switch op {
        case .add, .subtract, .multiply, .divide: return op
        default: return nil
        }
    }

    /// How numbers are grouped: the separators' UTF-8 and where they may stand.
    typealias Grouping = (separators: [[UInt8]], rule: DigitGrouping)

    private let bytes: UnsafeBufferPointer<UInt8>
    /// ``asciiOperators``, fetched once per line rather than once per operator.
    private let operators: [Operator?]
    private let decimalSeparator: UInt8
    /// The locale's grouping separators (none: numbers are never grouped) and their rule.
    private let groupingSeparators: [[UInt8]]
    private let groupingRule: DigitGrouping
    private let nestingLimit: Int
    private var index = 0
    private var nesting = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, decimalSeparator: UInt8, grouping: Grouping?, nestingLimit: Int) {
        self.bytes = bytes
        operators = Self.asciiOperators
        self.decimalSeparator = decimalSeparator
        groupingSeparators = grouping?.separators ?? []
        groupingRule = grouping?.rule ?? DigitGrouping(primary: 0, secondary: 0)
        self.nestingLimit = nestingLimit
    }

    /// The exact value of `input` when it is plain arithmetic that the quick reading evaluates,
    /// `nil` otherwise (then the general reading decides). Numbers are written with
    /// `decimalSeparator` (`.` or `,`, the locale's) and may be grouped as `grouping` says (the
    /// locale's ``NumberSyntax/plainGrouping``; `nil`: never). Nesting stays below
    /// `maximumNesting − 1` (the parser's limit, which counts a sign as a level too).
    static func value(of input: String, decimalSeparator: UInt8 = UInt8(ascii: "."), grouping: Grouping? = nil,
                      maximumNesting: Int) -> Rational? {
        let limit = min(deepestNesting, maximumNesting - 1)
        return input.utf8.withContiguousStorageIfAvailable { bytes -> Rational? in
            var reader = PlainArithmetic(bytes: bytes, decimalSeparator: decimalSeparator, grouping: grouping, nestingLimit: limit)
            guard let value = reader.sum(), reader.skipSpaces() == nil else { return nil }
            return value.rational
        } ?? nil
    }

    /// Skips spaces; returns the byte after them, `nil` at the end.
    private mutating func skipSpaces() -> UInt8? {
        while index < bytes.count {
            let byte = bytes[index]
            if byte != UInt8(ascii: " ") { return byte }
            index += 1
        }
        return nil
    }

    /// The operator after any spaces when it is `+`, `−`, `×` or `÷` in any of its spellings
    /// (``Operator/spellings``: `-` and `−`, `*`, `×` and `·`, `/` and `÷`), and its length in
    /// bytes; `nil` for anything else. Nothing is consumed.
    private mutating func arithmeticOperator() -> (Operator, length: Int)? {
        guard let first = skipSpaces() else { return nil }
        if first < 0x80 { return operators[Int(first)].map { ($0, 1) } }
        // One character of one to three bytes (the four operators' spellings are all below U+0800).
        let scalar: Unicode.Scalar?, length: Int
        if first < 0x80 {
            (scalar, length) = (Unicode.Scalar(first), 1)
        } else if first & 0xE0 == 0xC0, index + 1 < bytes.count {
            (scalar, length) = (Unicode.Scalar(UInt32(first & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)), 2)
        } else if first & 0xF0 == 0xE0, index + 2 < bytes.count {
            let value = UInt32(first & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            (scalar, length) = (Unicode.Scalar(value), 3)
        } else {
            return nil
        }
        guard let scalar, let op = Operator.forCharacter(scalar) else { return nil }
        switch op {
        case .add, .subtract, .multiply, .divide: return (op, length)
        default: return nil
        }
    }

    /// `[−] product (('+' | '−') product)*`
    private mutating func sum() -> WideFraction? {
        var negative = false
        if let (op, length) = arithmeticOperator(), op == .subtract {
            index += length
            negative = true
            nesting += 1
            guard nesting < nestingLimit else { return nil }
        }
        guard var total = product() else { return nil }
        if negative {
            nesting -= 1
            total = total.negated
        }
        while let (op, length) = arithmeticOperator(), op == .add || op == .subtract {
            index += length
            guard let term = product(), let next = op == .add ? total.adding(term) : total.subtracting(term) else { return nil }
            total = next
        }
        return total
    }

    /// `factor (('×' | '÷') factor)*`
    private mutating func product() -> WideFraction? {
        guard var total = factor() else { return nil }
        while let (op, length) = arithmeticOperator(), op == .multiply || op == .divide {
            index += length
            guard let operand = factor(),
                  let next = op == .multiply ? total.multiplied(by: operand) : total.divided(by: operand) else { return nil }
            total = next
        }
        return total
    }

    /// `number | '(' sum ')'`
    private mutating func factor() -> WideFraction? {
        guard let byte = skipSpaces() else { return nil }
        if byte == UInt8(ascii: "(") {
            index += 1
            nesting += 1
            guard nesting < nestingLimit, let inner = sum(), skipSpaces() == UInt8(ascii: ")") else { return nil }
            index += 1
            nesting -= 1
            return inner
        }
        return number()
    }

    /// The length of the grouping separator at `position` when one stands there with a digit
    /// after it (a separator belongs to a number only then), else `nil`.
    private func groupingSeparator(at position: Int) -> Int? {
        for separator in groupingSeparators where position + separator.count < bytes.count {
            var matches = true
            for (offset, byte) in separator.enumerated() where bytes[position + offset] != byte {
                matches = false
                break
            }
            if matches, bytes[position + separator.count] &- UInt8(ascii: "0") < 10 { return separator.count }
        }
        return nil
    }

    /// `digit+ (separator digit+)?`, at most 18 digits, no leading zero before another digit; a
    /// number whose integer part goes on after a grouping separator is read by ``groupedNumber()``
    /// (apart, so that this loop, which nearly every number takes, stays as small as it was).
    private mutating func number() -> WideFraction? {
        var mantissa: Int64 = 0, digits = 0, fractionDigits = 0
        var seenPoint = false
        let start = index
        // Locals (the position stored back after the loop), so that the loop keeps them in registers.
        var position = index
        let bytes = self.bytes, decimalSeparator = self.decimalSeparator
        while position < bytes.count {
            let byte = bytes[position]
            if byte &- UInt8(ascii: "0") < 10 {
                digits += 1
                if seenPoint { fractionDigits += 1 }
                guard digits <= 18 else { return nil }
                // At most 18 digits: below 10^18, no overflow.
                mantissa = mantissa &* 10 &+ Int64(byte &- UInt8(ascii: "0"))
            } else if byte == decimalSeparator, !seenPoint, position > start {
                seenPoint = true
            } else {
                break
            }
            position += 1
        }
        if !groupingSeparators.isEmpty, !seenPoint, position > start, groupingSeparator(at: position) != nil {
            return groupedNumber()
        }
        index = position
        // Nothing read, a point with no digit after it (`5.`), or a leading zero (`07`).
        guard digits > 0, !(seenPoint && fractionDigits == 0),
              !(bytes[start] == UInt8(ascii: "0") && digits - fractionDigits > 1) else { return nil }
        var scale: Int64 = 1
        for _ in 0..<fractionDigits { scale &*= 10 }
        return WideFraction(numerator: mantissa, denominator: scale)
    }

    /// `digit+ (grouping digit+)* (separator digit+)?`, at most 18 digits, no leading zero before
    /// another digit, groups where the locale puts them (``DigitGrouping``).
    @inline(never)
    private mutating func groupedNumber() -> WideFraction? {
        var mantissa: Int64 = 0, digits = 0, fractionDigits = 0
        var seenPoint = false
        // The integer part's groups, as the locale's reader counts them.
        var groupCount = 1, firstGroup = 0, group = 0, middlesFit = true
        let start = index
        // Locals (the position stored back at the end), so that the loop keeps them in registers.
        var position = index
        defer { index = position }
        let bytes = self.bytes, decimalSeparator = self.decimalSeparator, grouped = !groupingSeparators.isEmpty
        while position < bytes.count {
            let byte = bytes[position]
            if byte &- UInt8(ascii: "0") < 10 {
                digits += 1
                if seenPoint { fractionDigits += 1 } else { group += 1 }
                guard digits <= 18 else { return nil }
                mantissa = mantissa * 10 + Int64(byte &- UInt8(ascii: "0"))
            } else if byte == decimalSeparator, !seenPoint, position > start {
                seenPoint = true
            } else if grouped, !seenPoint, position > start, let length = groupingSeparator(at: position) {
                if groupCount == 1 { firstGroup = group } else if group != groupingRule.secondary { middlesFit = false }
                groupCount += 1
                group = 0
                position += length
                continue
            } else {
                break
            }
            position += 1
        }
        // Nothing read, a point with no digit after it (`5.`), or a leading zero (`07`).
        guard digits > 0, !(seenPoint && fractionDigits == 0),
              !(bytes[start] == UInt8(ascii: "0") && digits - fractionDigits > 1) else { return nil }
        if groupCount > 1 {
            guard groupingRule.accepts(first: firstGroup, middlesFit: middlesFit, last: group,
                                       startsWithZero: bytes[start] == UInt8(ascii: "0")) else { return nil }
        }
        var scale: Int64 = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        return WideFraction(numerator: mantissa, denominator: scale)
    }
}
