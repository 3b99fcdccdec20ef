import CountOnMeNumbers

/// How one locale writes numbers.
package protocol NumberStyle: Sendable {
    /// `number` written in `notation` (never ``Notation/automatic``, which the caller resolves),
    /// at any length; `nil` only when ICU fails (out of memory), never another format instead.
    func format(_ number: DecimalNumber, notation: Notation) -> String?

    /// ``format(_:notation:)`` into `output` (memory a C caller frees, say); `false` only when
    /// ICU fails or memory runs out.
    func format(_ number: DecimalNumber, notation: Notation, into output: inout some UTF8Output) -> Bool

    /// A number as it is being typed: the integer digits grouped, then — when the decimal
    /// separator has been typed — the separator and the fraction digits exactly as typed
    /// (`1 234,` and `0,50` in French), in the locale's digits; `nil` only when ICU fails.
    func formatEntry(negative: Bool, integerDigits: String, fractionDigits: String?) -> String?

    /// The sign of negative numbers.
    var minusSign: String { get }

    /// How many decimals amounts of `currency` (ISO code) are written with; `nil` only when ICU
    /// fails.
    func currencyFractionDigits(_ currency: String) -> Int?

    /// An amount of money in `currency` (ISO code), at any length; `number` is rounded to the
    /// currency's decimals by the caller (ICU rounds half-even what has more). `nil` only when
    /// ICU fails.
    func formatMoney(_ number: DecimalNumber, currency: String) -> String?
}

extension NumberStyle {
    /// A copy of the string ``format(_:notation:)`` writes, for a style with no shorter way.
    package func format(_ number: DecimalNumber, notation: Notation, into output: inout some UTF8Output) -> Bool {
        guard let text = format(number, notation: notation) else { return false }
        return output.take(text)
    }
}

/// The `C`/`POSIX` locale's style: no grouping, `.` decimal separator, ASCII `-`, exponent `E`.
struct PlainNumberStyle: NumberStyle {
    var minusSign: String { "-" }

    func formatEntry(negative: Bool, integerDigits: String, fractionDigits: String?) -> String? {
        (negative ? "-" : "") + integerDigits + (fractionDigits.map { "." + $0 } ?? "")
    }

    /// Plain money: `USD 108.00`, through ICU's POSIX data (for the currency's digits and
    /// rounding); the C locale's output is ASCII, so ICU's no-break space becomes a space.
    func currencyFractionDigits(_ currency: String) -> Int? {
        PlainNumberStyle.posixMoney?.currencyFractionDigits(currency, isoCode: true)
    }

    func formatMoney(_ number: DecimalNumber, currency: String) -> String? {
        guard let formatted = PlainNumberStyle.posixMoney?.formatMoney(number, currency: currency, isoCode: true) else {
            return nil
        }
        return String(formatted.unicodeScalars.map { $0.properties.isWhitespace ? " " : Character($0) })
    }

    /// ICU data for plain money: no grouping, ASCII digits and signs.
    private static let posixMoney = ICULocaleData(identifier: "en_US_POSIX", grouping: .off, digits: .latin)

    func format(_ number: DecimalNumber, notation: Notation) -> String? {
        switch notation {
        case .automatic, .positional: return number.positionalString
        case .scientific: return number.scientificString
        case .engineering: return number.engineeringString
        }
    }
}

extension DecimalNumber {
    /// Engineering notation with `.`, ASCII `-` and `E`: `12.5E3`, `150E-9`, `1E0`.
    var engineeringString: String {
        if isZero { return "0" }
        // Floored to a multiple of three, also for negative exponents.
        let engineeringExponent = exponent >= 0 ? exponent / 3 * 3 : -((-exponent + 2) / 3 * 3)
        let shifted = DecimalNumber(isNegative: isNegative, digits: digits, exponent: exponent - engineeringExponent)
        return shifted.positionalString + "E" + String(engineeringExponent)
    }
}
