extension Value {
    /// One rational for the value: itself when exact, else the middle of its bounds at 40 digits
    /// (a binary fraction), for what must be a single number (a `double`, text to feed back).
    var representative: Rational {
        if case .exact(let value) = self { return value }
        let context = NumericContext(displayDigits: 40, limits: .standard, angleUnit: .radians)
        guard let real = try? real(in: context) else { return .zero }   // bounds of a value already computed
        return real.midpoint
    }

    /// The value as locale-independent input text: an ASCII integer (`42`) or a parenthesized
    /// fraction (`(-7/2)`), never with separators a locale could read otherwise.
    package var exactInput: String {
        let rational = representative
        let text = rational.description
        return rational.isInteger && !rational.isNegative ? text : "(" + text + ")"
    }
}
