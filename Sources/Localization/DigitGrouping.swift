/// Where a locale's grouping separators may stand in a typed number: the rule every number
/// reader applies (the locale's reader and the quick reading of plain arithmetic).
///
/// Grouping is optional, but where used it must be where the locale's formatter puts it: the
/// group next to the decimal separator has the primary size, the groups before it the secondary
/// one (2 in Indian grouping), the first group 1 to that many digits, and no leading zero.
package struct DigitGrouping: Sendable, Equatable {
    /// The size of the group next to the decimal separator (3); 0 where the locale never groups.
    package let primary: Int
    /// The size of the other groups (2 in Indian grouping, else the primary size).
    package let secondary: Int

    /// Groups of `primary` digits next to the decimal separator and `secondary` before them.
    package init(primary: Int, secondary: Int) {
        self.primary = primary
        self.secondary = secondary
    }

    /// Whether an integer part typed with at least one grouping separator has its groups where
    /// the locale puts them: `first` digits before the first separator, `middlesFit` whether each
    /// group between the first and the last has ``secondary`` digits, `last` digits after the
    /// last separator, `startsWithZero` whether its first digit is 0.
    package func accepts(first: Int, middlesFit: Bool, last: Int, startsWithZero: Bool) -> Bool {
        primary > 0 && last == primary && middlesFit && (1...max(secondary, 1)).contains(first) && !startsWithZero
    }
}
