import GMPBridge

extension Value {
    /// One rational for the value: itself when exact, else the middle of its bounds at 40 digits
    /// (a binary fraction), for what must be a single number (text to feed back). `nil` for an
    /// approximate value too large or small for that rational to be written within the digit
    /// limit (see ``exactInput``).
    var representative: Rational? {
        if case .exact(let value) = self { return value }
        guard let real = representativeReal, (try? real.requireRationalBounds(within: .standard)) != nil else { return nil }
        return real.midpoint
    }

    /// The value's bounds at 40 digits (those of a value already computed).
    var representativeReal: Real? {
        try? real(in: NumericContext(displayDigits: 40, limits: .standard, angleUnit: .radians))
    }

    /// The value as locale-independent input text: an ASCII integer (`42`) or a parenthesized
    /// fraction (`(-7/2)`), never with separators a locale could read otherwise; an approximate
    /// value past the digit limit as its middle's binary form, `(M*2^E)` (`100000!` is about
    /// `(…*2^1516658)`), which reads back as the same approximate value.
    package var exactInput: String {
        if case .complex(let real, let imaginary) = self {
            return "(" + real.exactInput + "+" + imaginary.exactInput + "*i)"
        }
        if let rational = representative {
            let text = rational.description
            return rational.isInteger && !rational.isNegative ? text : "(" + text + ")"
        }
        guard let real = representativeReal else { return "0" }   // bounds of a value already computed
        let (mantissa, exponent) = real.midpointMantissaAndExponent
        return exponent < 0 ? "(\(mantissa)/2^\(-exponent))" : "(\(mantissa)*2^\(exponent))"
    }
}
