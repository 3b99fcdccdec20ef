import GMPBridge

extension Rational {
    /// Why a plain decimal string could not be read.
    enum PlainDecimalFailure: Error, Equatable {
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
    static func parsePlainDecimal(_ text: some StringProtocol, maximumDigits: Int) throws(PlainDecimalFailure) -> Rational {
        try parsePlainDecimal(bytes: Array(text.utf8)[...], maximumDigits: maximumDigits)
    }

    /// ``parsePlainDecimal(_:maximumDigits:)`` on the text's UTF-8 bytes.
    static func parsePlainDecimal(bytes text: ArraySlice<UInt8>, maximumDigits: Int) throws(PlainDecimalFailure) -> Rational {
        var bytes = text
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var significand: [UInt8] = []
        significand.reserveCapacity(bytes.count)
        var fractionLength = 0
        var sawDigit = false, sawPoint = false
        while let byte = bytes.first {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                sawDigit = true
                if sawPoint { fractionLength += 1 }
                if !(significand.isEmpty && byte == UInt8(ascii: "0")) { significand.append(byte) }
                else if sawPoint { /* a leading zero of the fraction only shifts the scale */ }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            bytes = bytes.dropFirst()
        }
        guard sawDigit else { throw .malformed }
        var exponent = 0
        if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            var exponentNegative = false
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                exponentNegative = sign == UInt8(ascii: "-")
                bytes = bytes.dropFirst()
            }
            guard !bytes.isEmpty else { throw .malformed }
            var magnitude = 0
            for byte in bytes {
                guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { throw .malformed }
                // Saturate: any exponent past a billion is far beyond every limit anyway.
                magnitude = min(magnitude * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000_000)
            }
            exponent = exponentNegative ? -magnitude : magnitude
            bytes = bytes[bytes.endIndex...]
        }
        guard bytes.isEmpty else { throw .malformed }
        if significand.isEmpty { return .zero }

        // value = significand × 10^scale
        let scale = exponent - fractionLength
        if significand.count + max(0, scale) > maximumDigits || -scale > maximumDigits { throw .tooLarge }
        // Up to 18 digits and a power of ten that fits: machine arithmetic, an inline result.
        if significand.count <= 18 && scale > -19 && scale < 19 {
            var value = 0
            for digit in significand { value = value * 10 + Int(digit - UInt8(ascii: "0")) }
            if negative { value = -value }
            var power = 1
            for _ in 0..<scale.magnitude { power *= 10 }
            if scale < 0 { return Rational(numerator: value, denominator: UInt(power)) }
            let (product, overflow) = value.multipliedReportingOverflow(by: power)
            if !overflow { return Rational(product) }
        }
        significand.append(0)
        let integer = BigIntegerStorage()
        _ = significand.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { gb_mpz_set_str(integer.pointer, $0.baseAddress, 10) }
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
}
