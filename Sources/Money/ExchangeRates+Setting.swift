import CountOnMeLocalization
import CountOnMeNumbers

/// Rates a program sets one by one, without an ECB file (a front end with a source of its own),
/// under the rules the file's rates follow.
extension ExchangeRates {
    /// Why a rate cannot be set: the detail of ``MessageKey/invalidRate``.
    package struct Refusal: Error {
        package let message: Message

        init(_ message: Message) {
            self.message = message
        }
    }

    /// A rate as the ECB writes it: a positive plain decimal of at most 100 digits, without
    /// exponent (`1.0705`); `nil` for anything else.
    package static func rate(_ text: String) -> Rational? {
        guard !text.contains("e"), !text.contains("E"),
              let rate = try? Rational.parsePlainDecimal(text, maximumDigits: 100), rate.sign > 0 else { return nil }
        return rate
    }

    /// Whether `text` is a date as the ECB writes it, `YYYY-MM-DD` (month 1–12, day 1–31).
    package static func isDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        let digits = bytes.enumerated().filter { $0.offset != 4 && $0.offset != 7 }.map(\.element)
        guard digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
        let month = Int(bytes[5] - 48) * 10 + Int(bytes[6] - 48), day = Int(bytes[8] - 48) * 10 + Int(bytes[9] - 48)
        return (1...12).contains(month) && (1...31).contains(day)
    }

    /// `rates` (or none) with `code` at `perEuro` units per euro, replacing its rate if it had
    /// one. The rates keep one date, the oldest of theirs and `date`, so that a warning about
    /// old rates covers the oldest one used. Throws the message saying what is wrong: a code
    /// ICU does not know as a currency (ISO 4217, in capitals), the euro (its rate is 1), a rate
    /// that is no positive plain decimal, a date that is no `YYYY-MM-DD`.
    package static func setting(_ code: String, perEuro text: String, date: String, in rates: ExchangeRates?) throws(Refusal) -> ExchangeRates {
        guard Currency.isCode(code) else { throw Refusal(Message(.ratesFileBadCurrency, [.text(code)])) }
        guard code != "EUR" else { throw Refusal(Message(.rateOfEuro, [.integer(1)])) }
        guard let rate = rate(text) else { throw Refusal(Message(.ratesFileBadRate, [.text(text)])) }
        guard isDate(date) else { throw Refusal(Message(.ratesFileBadDate, [.text(date)])) }
        var perEuro = rates?.perEuro ?? [:]
        perEuro[code] = rate
        return ExchangeRates(date: min(rates?.date ?? date, date), perEuro: perEuro)
    }
}
