/// A decimal number as it will be shown: sign, significant digits and decimal exponent.
///
/// The value is `±0.d₁d₂d₃… × 10^(exponent+1)`, that is `d₁.d₂d₃… × 10^exponent`: `exponent` is
/// the power of ten of the first significant digit (123.4 has exponent 2, 0.05 has −2). The digits
/// never start or end with `0`; zero has no digits. This is the hand-over point between the
/// numbers layer (which decides the digits) and the formatters (which decide how they look).
public struct DecimalNumber: Sendable, Equatable {
    /// Whether the value is below zero (never true for zero).
    public let isNegative: Bool
    /// The significant digits as ASCII bytes `0`–`9`, without leading or trailing zeros.
    public let digits: [UInt8]
    /// The decimal exponent of the first digit.
    public let exponent: Int

    /// Zero.
    public static let zero = DecimalNumber(isNegative: false, digits: [], exponent: 0)

    /// Creates a number from its parts, dropping trailing zeros; zero loses any sign.
    public init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        let zero = UInt8(ascii: "0")
        var first = 0, end = digits.count
        while first < end, digits[first] == zero { first += 1 }
        while end > first, digits[end - 1] == zero { end -= 1 }
        // Digits already trimmed (the usual case) are kept as they are, not copied.
        self.digits = first == 0 && end == digits.count ? digits : Array(digits[first..<end])
        self.isNegative = isNegative && end > first
        // Each leading zero dropped moves the first significant digit one place to the right.
        self.exponent = end > first ? exponent - first : 0
    }

    /// The digits `body` writes into scratch space of `capacity` bytes (it returns how many), as
    /// an array without the trailing zeros (which a number drops). The array is made the way a
    /// specialized append makes it: cheaper, on every result's path, than
    /// `Array(unsafeUninitializedCapacity:)`, whose storage comes through the runtime's generic
    /// metadata lookup each time. One or two digits (`3`, `0.5`, `25`, `1200`) come made: a result's
    /// array was a tenth of the work of a short calculation.
    static func digits(capacity: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> [UInt8] {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch in
            var count = body(scratch)
            while count > 0, scratch[count - 1] == UInt8(ascii: "0") { count -= 1 }
            if count == 1, scratch[0] > UInt8(ascii: "0") {
                return shortDigits[Int(scratch[0] &- UInt8(ascii: "0"))]
            }
            if count == 2, scratch[0] > UInt8(ascii: "0") {
                return shortDigits[Int(scratch[0] &- UInt8(ascii: "0")) &* 10 &+ Int(scratch[1] &- UInt8(ascii: "0"))]
            }
            var digits: [UInt8] = []
            digits.reserveCapacity(count)
            digits.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<count]))
            return digits
        }
    }

    /// The digits of 1 to 99, at their value (1–9 one digit, 10–99 two; 0 has none).
    private static let shortDigits: [[UInt8]] = (0..<100).map { value in
        value == 0 ? [] : Array(String(value).utf8)
    }

    /// Whether the value is zero.
    public var isZero: Bool { digits.isEmpty }

    /// Whether the value is 1 or −1.
    package var isUnit: Bool { digits == [UInt8(ascii: "1")] && exponent == 0 }

    /// The absolute value.
    package var magnitude: DecimalNumber { DecimalNumber(isNegative: false, digits: digits, exponent: exponent) }

    /// Whether the value is an integer (no digit after the decimal point).
    public var isInteger: Bool { digits.count <= exponent + 1 }

    /// Positional notation with `.` and ASCII `-`, no grouping: `-1234.5`, `0.000015`, `1000`.
    public var positionalString: String {
        if isZero { return "0" }
        // Written once into the string's own storage: this is on every result's path.
        // Leading zeros (`0.00…`), the digits with a point among them, or trailing zeros.
        let sign = isNegative ? 1 : 0
        let length: Int
        if exponent < 0 {
            length = sign + 1 - exponent + digits.count
        } else if digits.count <= exponent + 1 {
            length = sign + exponent + 1
        } else {
            length = sign + digits.count + 1
        }
        return String(unsafeUninitializedCapacity: length) { text in
            var index = 0
            func put(_ byte: UInt8) {
                text[index] = byte
                index += 1
            }
            if isNegative { put(UInt8(ascii: "-")) }
            if exponent < 0 {
                put(UInt8(ascii: "0"))
                put(UInt8(ascii: "."))
                for _ in 0..<(-exponent - 1) { put(UInt8(ascii: "0")) }
                for digit in digits { put(digit) }
            } else {
                for (position, digit) in digits.enumerated() {
                    if position == exponent + 1 { put(UInt8(ascii: ".")) }
                    put(digit)
                }
                for _ in digits.count..<max(digits.count, exponent + 1) { put(UInt8(ascii: "0")) }
            }
            return index
        }
    }

    /// Scientific notation with `.`, ASCII `-` and `E`: `1.5E-9`, `2E21`, `-3.25E30`.
    public var scientificString: String {
        if isZero { return "0" }
        // One buffer, one string: this is on the formatting hot path.
        var text: [UInt8] = []
        text.reserveCapacity(digits.count + 24)
        if isNegative { text.append(UInt8(ascii: "-")) }
        text.append(digits[0])
        if digits.count > 1 {
            text.append(UInt8(ascii: "."))
            text.append(contentsOf: digits[1...])
        }
        text.append(UInt8(ascii: "E"))
        if exponent < 0 { text.append(UInt8(ascii: "-")) }
        let start = text.count
        var magnitude = exponent.magnitude
        repeat {
            text.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        text[start...].reverse()
        return String(decoding: text, as: UTF8.self)
    }
}
