import CountOnMeNumbers

/// The quick reading of the commonest input: plain arithmetic such as `544.12*244.2-4132/779`
/// or `-(265.12 + 73.82) / 3`, evaluated in one pass over its bytes in 128-bit fractions
/// (``WideFraction``) — no tokens, no syntax tree, no allocation.
///
/// It reads only what has one meaning in every calculator setting it is used in: numbers of
/// ASCII digits with at most one decimal separator followed by digits — the locale's, `.` or
/// `,`, never the other one (at most 18 digits, no leading zero before another digit), `+ - * /` between operands, parentheses, a `-` sign at the start of
/// the expression or after `(`, and spaces between these. Anything else — another character,
/// another order (`2(3)`, `2--3`, `1 2`), a division by zero, a value past 128 bits, nesting
/// near the calculator's limit — gives `nil`, and the caller reads the input the
/// general way, which alone reports errors. So the quick reading never changes a result: where
/// it answers, the general reading gives the same exact value (algebraic precedence, exact
/// quotients); the tests compare the two on random expressions.
struct PlainArithmetic {
    /// The deepest nesting read quickly (parentheses and signs, as the parser counts them);
    /// deeper input is left to the parser and its stack management.
    private static let deepestNesting = 32

    private let bytes: UnsafeBufferPointer<UInt8>
    private let decimalSeparator: UInt8
    private let nestingLimit: Int
    private var index = 0
    private var nesting = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, decimalSeparator: UInt8, nestingLimit: Int) {
        self.bytes = bytes
        self.decimalSeparator = decimalSeparator
        self.nestingLimit = nestingLimit
    }

    /// The exact value of `input` when it is plain arithmetic that the quick reading evaluates,
    /// `nil` otherwise (then the general reading decides). Numbers are written with
    /// `decimalSeparator` (`.` or `,`, the locale's). Nesting stays below `maximumNesting − 1`
    /// (the parser's limit, which counts a sign as a level too).
    static func value(of input: String, decimalSeparator: UInt8 = UInt8(ascii: "."), maximumNesting: Int) -> Rational? {
        let limit = min(deepestNesting, maximumNesting - 1)
        return input.utf8.withContiguousStorageIfAvailable { bytes -> Rational? in
            var reader = PlainArithmetic(bytes: bytes, decimalSeparator: decimalSeparator, nestingLimit: limit)
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

    /// `[-] product (('+' | '-') product)*`
    private mutating func sum() -> WideFraction? {
        var negative = false
        if skipSpaces() == UInt8(ascii: "-") {
            index += 1
            negative = true
            nesting += 1
            guard nesting < nestingLimit else { return nil }
        }
        guard var total = product() else { return nil }
        if negative {
            nesting -= 1
            total = total.negated
        }
        while let byte = skipSpaces(), byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
            index += 1
            guard let term = product(),
                  let next = byte == UInt8(ascii: "+") ? total.adding(term) : total.subtracting(term) else { return nil }
            total = next
        }
        return total
    }

    /// `factor (('*' | '/') factor)*`
    private mutating func product() -> WideFraction? {
        guard var total = factor() else { return nil }
        while let byte = skipSpaces(), byte == UInt8(ascii: "*") || byte == UInt8(ascii: "/") {
            index += 1
            guard let operand = factor(),
                  let next = byte == UInt8(ascii: "*") ? total.multiplied(by: operand) : total.divided(by: operand) else { return nil }
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

    /// `digit+ (separator digit+)?`, at most 18 digits, no leading zero before another digit.
    private mutating func number() -> WideFraction? {
        var mantissa: Int64 = 0, digits = 0, fractionDigits = 0
        var seenPoint = false
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte &- UInt8(ascii: "0") < 10 {
                digits += 1
                if seenPoint { fractionDigits += 1 }
                guard digits <= 18 else { return nil }
                mantissa = mantissa * 10 + Int64(byte &- UInt8(ascii: "0"))
            } else if byte == decimalSeparator, !seenPoint, index > start {
                seenPoint = true
            } else {
                break
            }
            index += 1
        }
        // Nothing read, a point with no digit after it (`5.`), or a leading zero (`07`).
        guard digits > 0, !(seenPoint && fractionDigits == 0),
              !(bytes[start] == UInt8(ascii: "0") && digits - fractionDigits > 1) else { return nil }
        var scale: Int64 = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        return WideFraction(numerator: mantissa, denominator: scale)
    }
}
