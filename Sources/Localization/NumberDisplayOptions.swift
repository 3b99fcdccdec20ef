import CountOnMeNumbers

/// Where a locale puts grouping separators in the numbers it writes.
public enum Grouping: String, Sendable, CaseIterable {
    /// As the locale does by default (Spanish leaves 4-digit numbers ungrouped).
    case automatic = "auto"
    /// Always, from four digits on.
    case on
    /// Never.
    case off
    /// Only from five digits on (`1234`, `12 345`).
    case min2

    /// The ICU skeleton stem.
    var skeleton: String {
        switch self {
        case .automatic: "group-auto"
        case .on: "group-on-aligned"
        case .off: "group-off"
        case .min2: "group-min2"
        }
    }
}

/// Which digits a locale writes numbers with.
public enum DigitStyle: String, Sendable, CaseIterable {
    /// The locale's default numbering system (Arabic-Indic in `ar_EG`, Latin in `hi_IN`).
    case localeDefault
    /// Always Latin digits 0–9.
    case latin
    /// The locale's native digits (Devanagari in `hi_IN`).
    case native

    /// The ICU `numbers` keyword value, if any.
    var numbersKeyword: String? {
        switch self {
        case .localeDefault: nil
        case .latin: "latn"
        case .native: "native"
        }
    }
}
