import ICUBridge

/// Vulgar fractions (`½`, `¾`, `⅞`): characters whose value is a fraction, as Unicode defines
/// it (the compatibility decomposition `1⁄2`, read through ICU).
extension Unicode.Scalar {
    /// The numerator and denominator of a vulgar fraction character (`⅜` → 3 and 8); `nil` for
    /// any other character. ASCII is answered at once, without asking ICU.
    package var vulgarFraction: (numerator: Int, denominator: Int)? {
        guard !isASCII, properties.numericType == .numeric else { return nil }
        var numerator: Int32 = 0, denominator: Int32 = 0
        guard icub_vulgar_fraction(Int32(bitPattern: value), &numerator, &denominator) != 0 else { return nil }
        return (Int(numerator), Int(denominator))
    }
}
