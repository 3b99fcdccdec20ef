/// Decimal exponents as numbers are written (`1.5e-7`).
package enum DecimalExponent {
    /// Reading saturates here: an exponent past a billion is far beyond every size limit, so
    /// reading one never overflows and still ends in "too large".
    package static let saturation = 1_000_000_000

    /// `magnitude` with the decimal digit `digit` appended, saturating.
    package static func appending(_ digit: Int, to magnitude: Int) -> Int {
        min(magnitude * 10 + digit, saturation)
    }

    /// `a + b`, two saturated exponents, kept within ± the saturation.
    package static func sum(_ a: Int, _ b: Int) -> Int {
        max(-saturation, min(saturation, a + b))
    }
}
