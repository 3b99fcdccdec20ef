import GMPBridge

/// The bases integers are read and written in, with the prefixes programmers write before the
/// digits: `0b1011`, `0o17`, `0x1F`. The one place of both directions: the lexer reads literals
/// through it, results in another base are written through it.
public enum NumberBase: Int, Sendable, CaseIterable {
    case binary = 2, octal = 8, decimal = 10, hexadecimal = 16

    /// The letter after `0` that introduces a literal in this base (`b`, `o`, `x`); none for decimal.
    private var prefixLetter: Unicode.Scalar? {
        switch self {
        case .binary: "b"
        case .octal: "o"
        case .decimal: nil
        case .hexadecimal: "x"
        }
    }

    /// The prefix written before the digits (`0x`); empty for decimal.
    public var prefix: String { prefixLetter.map { "0" + String($0) } ?? "" }

    /// The base a literal's prefix letter names, in either case (`x`, `X`).
    package init?(prefixLetter: Unicode.Scalar) {
        let lowered = prefixLetter.isASCII ? Unicode.Scalar(UInt8(prefixLetter.value) | 0x20) : prefixLetter
        guard let base = Self.allCases.first(where: { $0.prefixLetter == lowered }) else { return nil }
        self = base
    }

    /// The integer `digits` (ASCII digits and letters, in either case: `1F`, `ff`) stand for in this
    /// base; `nil` when there are none or one is no digit of the base (`0b102`). Refuses with
    /// ``ArithmeticFailure/tooLarge`` digits that could pass `limits` before GMP reads them.
    package func integer(digits: String, limits: NumericLimits) throws(ArithmeticFailure) -> Rational? {
        try Self.integer(digits: digits, radix: rawValue, limits: limits)
    }

    /// The bases a number may be written in with its base as a subscript (`1010₂`, `Z₃₆`).
    package static let radixes = 2...36

    /// The integer `digits` stand for in base `radix` (2 to 36: digits, then letters in either
    /// case for 10 to 35); `nil` when there are none, one is no digit of the base, or `radix`
    /// is out of range. Refuses with ``ArithmeticFailure/tooLarge`` digits that could pass
    /// `limits` before GMP reads them.
    package static func integer(digits: String, radix: Int, limits: NumericLimits) throws(ArithmeticFailure) -> Rational? {
        guard radixes.contains(radix), !digits.isEmpty,
              digits.utf8.allSatisfy({ digitValue($0).map { $0 < radix } ?? false }) else { return nil }
        // A first bound from the count of digits keeps GMP from reading a huge literal; the
        // value's own size is then checked as every result's is.
        let significant = digits.drop { $0 == "0" }.utf8.count
        let bitsPerDigit = Int.bitWidth - (radix - 1).leadingZeroBitCount   // the bits of the largest digit
        let (bits, overflow) = significant.multipliedReportingOverflow(by: bitsPerDigit)
        if overflow || bits > limits.maximumBits + bitsPerDigit { throw .tooLarge }
        let integer = BigIntegerStorage()
        guard gb_mpz_set_str(integer.pointer, digits, Int32(radix)) == 0 else { return nil }
        let value = Rational(integer: integer)
        if value.bitLength > limits.maximumBits { throw .tooLarge }
        return value
    }

    /// The value of an ASCII digit or letter as a digit (`7` → 7, `f` and `F` → 15).
    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// `value` written in this base with its prefix and upper-case digits (`0xFF`), `minusSign`
    /// before a negative one (`-0x10`); `nil` when `value` is not an integer.
    package func text(of value: Rational, minusSign: String) -> String? {
        guard value.isInteger else { return nil }
        let magnitude = value.parts.numerator
        gb_mpz_abs(magnitude.pointer, magnitude.pointer)
        let digits = BigIntegerText.string(magnitude.pointer, base: rawValue)
        return (value.isNegative ? minusSign : "") + prefix + digits
    }
}
