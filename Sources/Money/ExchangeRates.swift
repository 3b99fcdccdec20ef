import CountOnMeLocalization
import CountOnMeNumbers

/// Euro reference rates of one day, as the European Central Bank publishes them daily: how many
/// units of each currency one euro buys. Rates are exact decimals; cross rates are derived
/// exactly (`USD → CHF` is `rate(CHF) / rate(USD)`, a rational, never a rounded double).
public struct ExchangeRates: Sendable, Equatable {
    /// The reference date, `YYYY-MM-DD`, as in the file.
    public let date: String
    /// Units of each currency per euro, by ISO 4217 code; the euro itself is 1.
    let perEuro: [String: Rational]

    /// The currencies with a rate, sorted, the euro included.
    public var currencies: [String] { perEuro.keys.sorted() }

    /// Rates from their parts (the euro is added with rate 1).
    init(date: String, perEuro: [String: Rational]) {
        var rates = perEuro
        rates["EUR"] = .one
        self.date = date
        self.perEuro = rates
    }

    /// Whether `code` has a rate here (the euro always has).
    package func hasRate(for code: String) -> Bool { perEuro[code] != nil }

    /// How many units of `target` one unit of `source` buys, exactly; `nil` when either has no rate.
    package func rate(from source: String, to target: String) -> Rational? {
        guard let sourceRate = perEuro[source], let targetRate = perEuro[target] else { return nil }
        return try? targetRate.divided(by: sourceRate)
    }

    /// The rate of `target` per unit of `source` as a plain decimal string, exact when it
    /// terminates, else to 20 significant digits (for listings and the C API).
    public func rateText(from source: String, to target: String) -> String? {
        guard let rate = rate(from: source, to: target) else { return nil }
        return (rate.exactDecimal(maximumSignificantDigits: 40) ?? rate.rounded(significantDigits: 20)).positionalString
    }
}
