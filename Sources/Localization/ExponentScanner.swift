import CountOnMeNumbers

/// Finds the exponent that may follow a number's mantissa in the input: one of `symbols` (`e`,
/// `E`, and a locale's own, `×10^` or `اس`), an optional sign (`+`, `-`, `−`), then digits. The one
/// scanner of both number syntaxes; `2e` alone is no exponent (it is `2·e`).
struct ExponentScanner: Sendable {
    let symbols: [[Unicode.Scalar]]

    /// Where the exponent at `index` ends and its value (saturated, ``DecimalExponent``), or
    /// `index` and `nil` when there is none; `digit` gives a character's digit value.
    func scan(_ scalars: [Unicode.Scalar], at index: Int, digit: (Unicode.Scalar) -> Int?) -> (end: Int, exponent: Int?) {
        for symbol in symbols where index + symbol.count <= scalars.count && scalars[index..<(index + symbol.count)].elementsEqual(symbol) {
            var i = index + symbol.count
            var negative = false
            if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" || scalars[i] == "\u{2212}" {
                negative = scalars[i] != "+"
                i += 1
            }
            guard i < scalars.count, digit(scalars[i]) != nil else { continue }
            var magnitude = 0
            while i < scalars.count, let value = digit(scalars[i]) {
                magnitude = DecimalExponent.appending(value, to: magnitude)
                i += 1
            }
            return (i, negative ? -magnitude : magnitude)
        }
        return (index, nil)
    }
}
