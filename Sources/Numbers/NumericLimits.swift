/// Size bounds that keep every computation quick and in bounded memory.
///
/// A result whose exact representation would need more than `maximumDigits` decimal digits
/// (in its numerator, its denominator, or its magnitude when approximate) is refused before it is
/// computed: GMP aborts the process when memory runs out, so it is never asked for that much.
/// The bound is checked in bits (`maximumDigits × log2 10`), so a number within a digit of the
/// bound may fall on either side of it.
public struct NumericLimits: Sendable, Equatable {
    /// The largest number of decimal digits a result may need. Default 100,000.
    public var maximumDigits: Int

    /// The values ``maximumDigits`` may take: below 100 ordinary results would be refused; above
    /// ten million a single result could take minutes and gigabytes.
    public static let maximumDigitsRange = 100...10_000_000

    /// The bounds DESIGN.md fixes as defaults.
    public static let standard = NumericLimits(maximumDigits: 100_000)

    /// Creates limits with the given digit bound; a calculator refuses one outside
    /// ``maximumDigitsRange`` (``CalculatorSettings``), nothing is changed silently.
    public init(maximumDigits: Int) {
        self.maximumDigits = maximumDigits
    }

    /// The bound in bits: `maximumDigits × log2(10)`, rounded up.
    var maximumBits: Int {
        let (product, overflow) = maximumDigits.multipliedReportingOverflow(by: 33_220)
        return overflow ? Int.max / 2 : product / 10_000 + 1
    }
}
