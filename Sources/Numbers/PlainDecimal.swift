import GMPBridge

extension Rational {
    /// Why a plain decimal string could not be read.
    package enum PlainDecimalFailure: Error, Equatable {
        /// Not of the form `[-+]digits[.digits][(e|E)[-+]digits]`.
        case malformed
        /// The value would need more digits than the limit allows.
        case tooLarge
    }

    /// Reads a plain, locale-independent decimal string: an optional sign, ASCII digits with an
    /// optional `.` fraction (at least one digit in all), and an optional exponent (`1.5E-7`).
    ///
    /// This is the interchange format between the engine and ICU (`unum_parseDecimal` writes it) and
    /// the number syntax of the C locale. The value is exact; a value that would need more than
    /// `maximumDigits` digits is refused before any big number is built.
    package static func parsePlainDecimal(_ text: some StringProtocol, maximumDigits: Int) throws(PlainDecimalFailure) -> Rational {
        try PlainDecimal.read(String(text), maximumDigits: maximumDigits, keepingDigits: false).rational
    }

    /// ``parsePlainDecimal(_:maximumDigits:)`` on the text's UTF-8 bytes (any collection, so
    /// the lexer can pass its characters without copying them).
    package static func parsePlainDecimal<Bytes: Collection>(bytes: Bytes, maximumDigits: Int) throws(PlainDecimalFailure) -> Rational
    where Bytes.Element == UInt8 {
        let (mantissa, exponent) = try splitExponent(bytes)
        return try PlainDecimal.read(generic: mantissa, exponent: exponent, maximumDigits: maximumDigits).rational
    }

    /// A plain decimal's mantissa and the value of its exponent (`1.5E-7` → `1.5`, −7; no
    /// exponent is 0), saturated as ``DecimalExponent`` says.
    package static func splitExponent<Bytes: Collection>(_ bytes: Bytes) throws(PlainDecimalFailure) -> (mantissa: Bytes.SubSequence, exponent: Int)
    where Bytes.Element == UInt8 {
        guard let mark = bytes.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) else {
            return (bytes[...], 0)
        }
        var index = bytes.index(after: mark)
        var negative = false
        if index != bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index = bytes.index(after: index)
        }
        guard index != bytes.endIndex else { throw .malformed }
        var magnitude = 0
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { throw .malformed }
            magnitude = DecimalExponent.appending(Int(byte - UInt8(ascii: "0")), to: magnitude)
            index = bytes.index(after: index)
        }
        return (bytes[..<mark], negative ? -magnitude : magnitude)
    }
}

extension DecimalNumber {
    /// The digits of a plain decimal string (see ``Rational/parsePlainDecimal(_:maximumDigits:)``,
    /// which reads the same text the same way), without computing its value as a fraction: a
    /// number to be written in a locale needs only them.
    package static func parsePlainDecimal(_ text: String, maximumDigits: Int) throws(Rational.PlainDecimalFailure) -> DecimalNumber {
        try PlainDecimal.read(text, maximumDigits: maximumDigits, keepingDigits: true).decimal
    }

    /// ``parsePlainDecimal(_:maximumDigits:)`` of UTF-8 bytes read where they lie.
    package static func parsePlainDecimal(utf8 bytes: UnsafeBufferPointer<UInt8>, maximumDigits: Int) throws(Rational.PlainDecimalFailure) -> DecimalNumber {
        try PlainDecimal.read(utf8: bytes, maximumDigits: maximumDigits, keepingDigits: true).decimal
    }
}

/// A plain decimal as read: its sign, significant digits and the power of ten of the last one
/// (the value is ±significand × 10^scale). The one reading of the syntax, whether the exact value
/// (``rational``) or only the digits (``decimal``) are wanted: the number readers of the locales
/// hand it over, and only the expression's numbers become fractions.
package struct PlainDecimal: Sendable, Equatable {
    private var negative = false
    /// The value of the first 18 significant digits; all of them are in `significand` once there
    /// are more or when the reader kept them (no allocation for the common number otherwise).
    private var small = 0
    private var significantCount = 0
    private var significand: [UInt8] = []
    private var scale = 0

    private init(negative: Bool, small: Int, significantCount: Int, significand: [UInt8], scale: Int) {
        self.negative = negative
        self.small = small
        self.significantCount = significantCount
        self.significand = significand
        self.scale = scale
    }

    /// Zero.
    package static let zero = PlainDecimal(negative: false, small: 0, significantCount: 0, significand: [], scale: 0)

    /// `small` (its `significantCount` digits, the first not 0, at most 18) × 10^`-fractionLength`:
    /// a number a reader accumulated itself, within every digit limit.
    package init(small: Int, significantCount: Int, fractionLength: Int) {
        self.init(negative: false, small: significantCount == 0 ? 0 : small, significantCount: significantCount,
                  significand: [], scale: significantCount == 0 ? 0 : -fractionLength)
    }

    /// Reads a whole plain decimal string, from its contiguous UTF-8. `keepingDigits` when the
    /// digits will be written (``decimal``): they are kept as read rather than made again.
    fileprivate static func read(_ text: String, maximumDigits: Int, keepingDigits: Bool) throws(Rational.PlainDecimalFailure) -> PlainDecimal {
        var text = text
        return try text.withUTF8 { bytes in
            Result { () throws(Rational.PlainDecimalFailure) in
                try read(utf8: bytes, maximumDigits: maximumDigits, keepingDigits: keepingDigits)
            }
        }.get()
    }

    /// Reads a whole plain decimal from its UTF-8 bytes.
    fileprivate static func read(utf8 bytes: UnsafeBufferPointer<UInt8>, maximumDigits: Int, keepingDigits: Bool) throws(Rational.PlainDecimalFailure) -> PlainDecimal {
        let (mantissa, exponent) = try Rational.splitExponent(bytes)
        return try read(generic: mantissa, exponent: exponent, maximumDigits: maximumDigits, keepingDigits: keepingDigits)
    }

    /// The lexer's characters as bytes (the C locale's numbers): a concrete entry point, so the
    /// generic reader below is specialized here rather than called generically from another module
    /// (that cost the batch command half its speed).
    package static func read(mantissa bytes: LazyMapSequence<ArraySlice<Unicode.Scalar>, UInt8>, exponent: Int,
                             maximumDigits: Int) throws(Rational.PlainDecimalFailure) -> PlainDecimal {
        try read(generic: bytes, exponent: exponent, maximumDigits: maximumDigits)
    }

    /// Bytes a locale's reader wrote (concrete, as above).
    package static func read(mantissa bytes: [UInt8], exponent: Int, maximumDigits: Int) throws(Rational.PlainDecimalFailure) -> PlainDecimal {
        try read(generic: bytes, exponent: exponent, maximumDigits: maximumDigits)
    }

    /// A plain decimal given as its mantissa (`-12.5`: a sign, ASCII digits, at most one `.`) and
    /// its decimal exponent, read apart (the input's exponents may be written in other scripts).
    fileprivate static func read<Bytes: Collection>(generic bytes: Bytes, exponent: Int, maximumDigits: Int,
                                                    keepingDigits: Bool = false) throws(Rational.PlainDecimalFailure) -> PlainDecimal
    where Bytes.Element == UInt8 {
        var index = bytes.startIndex
        var negative = false
        if index != bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index = bytes.index(after: index)
        }
        // Significant digits: the first 18 accumulate in `small`, all of them in `significand`
        // once there are more, or from the first when they are to be kept.
        var small = 0, significantCount = 0
        var significand: [UInt8] = []
        // Where the significant digits start, and where the point is: digits to be kept are
        // copied in one or two runs once the reading is done.
        var firstSignificant = bytes.endIndex, point = bytes.endIndex
        var fractionLength = 0
        var sawDigit = false, sawPoint = false
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                sawDigit = true
                if sawPoint { fractionLength += 1 }
                if significantCount > 0 || byte != UInt8(ascii: "0") {
                    if significantCount == 0 { firstSignificant = index }
                    significantCount += 1
                    if significantCount <= 18 {
                        small = small * 10 + Int(byte - UInt8(ascii: "0"))
                    } else {
                        if significand.isEmpty { significand = Array(String(small).utf8) }
                        significand.append(byte)
                    }
                }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
                point = index
            } else {
                throw .malformed
            }
            index = bytes.index(after: index)
        }
        guard sawDigit else { throw .malformed }
        if significantCount == 0 { return .zero }
        if keepingDigits && significand.isEmpty {
            // The significant digits as typed: before the point and after it.
            significand.reserveCapacity(significantCount)
            if point == bytes.endIndex || point < firstSignificant {
                significand.append(contentsOf: bytes[firstSignificant...])
            } else {
                significand.append(contentsOf: bytes[firstSignificant..<point])
                significand.append(contentsOf: bytes[bytes.index(after: point)...])
            }
        }

        // value = significand × 10^scale
        let scale = exponent - fractionLength
        if significantCount + max(0, scale) > maximumDigits || -scale > maximumDigits { throw .tooLarge }
        return PlainDecimal(negative: negative, small: small, significantCount: significantCount, significand: significand, scale: scale)
    }

    /// The exact value.
    package var rational: Rational {
        if significantCount == 0 { return .zero }
        // Up to 18 digits and a power of ten that fits: machine arithmetic, an inline result.
        if significantCount <= 18 && scale > -19 && scale < 19 {
            let value = negative ? -small : small
            var power = 1
            for _ in 0..<scale.magnitude { power *= 10 }
            if scale < 0 { return Rational(numerator: value, denominator: UInt(power)) }
            let (product, overflow) = value.multipliedReportingOverflow(by: power)
            if !overflow { return Rational(product) }
        }
        let integer = BigIntegerStorage()
        if significand.isEmpty {
            // Up to 18 digits, all in `small` (``digits`` would drop its trailing zeros).
            gb_mpz_set_si(integer.pointer, small)
        } else {
            var text = significand
            text.append(0)
            _ = text.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { gb_mpz_set_str(integer.pointer, $0.baseAddress, 10) }
            }
        }
        let power = BigIntegerStorage()
        gb_mpz_ui_pow_ui(power.pointer, 10, UInt(scale.magnitude))
        return Rational.make { result in
            if scale >= 0 {
                gb_mpz_mul(gb_mpq_numref(result), integer.pointer, power.pointer)
            } else {
                gb_mpz_set(gb_mpq_numref(result), integer.pointer)
                gb_mpz_set(gb_mpq_denref(result), power.pointer)
                gb_mpq_canonicalize(result)
            }
            if negative { gb_mpq_neg(result, result) }
        }
    }

    /// The significant digits as ASCII bytes; those kept as read, or else without the trailing
    /// zeros (as ``DecimalNumber`` keeps them).
    private var digits: [UInt8] {
        guard significand.isEmpty else { return significand }
        // `small` holds exactly `significantCount` digits (the first is not 0): written from the last.
        let count = significantCount
        return DecimalNumber.digits(capacity: count) { buffer in
            var value = small
            for index in stride(from: count - 1, through: 0, by: -1) {
                buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
                value /= 10
            }
            return count
        }
    }

    /// Whether two readings have the same value (`1.50` and `1.5` do).
    package static func == (left: PlainDecimal, right: PlainDecimal) -> Bool { left.decimal == right.decimal }

    /// The same number with the opposite sign.
    package var negated: PlainDecimal {
        var copy = self
        copy.negative.toggle()
        return copy
    }

    /// The digits as a decimal number.
    package var decimal: DecimalNumber {
        significantCount == 0 ? .zero : DecimalNumber(isNegative: negative, digits: digits, exponent: significantCount - 1 + scale)
    }
}
