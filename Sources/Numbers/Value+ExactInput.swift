extension Value {
    /// The value as locale-independent input text: an ASCII integer (`42`) or a parenthesized
    /// fraction (`(-7/2)`), never with separators a locale could read otherwise.
    package var exactInput: String {
        let rational: Rational
        switch self {
        case .exact(let value):
            rational = value
        case .piMultiple, .eMultiple, .surd, .approximate:
            // The middle of the bounds (a binary fraction) at the working precision.
            let context = NumericContext(displayDigits: 40, limits: .standard, angleUnit: .radians)
            guard let real = try? real(in: context) else { return "0" }
            rational = real.midpoint
        }
        let text = rational.description
        return rational.isInteger && !rational.isNegative ? text : "(" + text + ")"
    }
}
