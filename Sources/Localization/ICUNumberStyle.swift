import ICUBridge
import CountOnMeNumbers

/// How an ICU locale writes numbers: its grouping, separators, minus sign, digits and exponent,
/// at any length (``ICULocaleData/format(_:notation:)``).
struct ICUNumberStyle: NumberStyle {
    let data: ICULocaleData

    var minusSign: String { icub_number_symbols.text(data.symbols.minus_sign) }

    func format(_ number: DecimalNumber, notation: Notation) -> String? {
        // Exact digits go to ICU as a decimal string, so no digit is lost to a binary double.
        data.format(number, notation: notation)
    }

    func format(_ number: DecimalNumber, notation: Notation, into output: inout some UTF8Output) -> Bool {
        // Written where the output keeps it, with no string between.
        data.format(number, notation: notation, into: &output)
    }

    func currencyFractionDigits(_ currency: String) -> Int? {
        data.currencyFractionDigits(currency, isoCode: false)
    }

    func formatMoney(_ number: DecimalNumber, currency: String) -> String? {
        data.formatMoney(number, currency: currency, isoCode: false)
    }

    func formatEntry(negative: Bool, integerDigits: String, fractionDigits: String?) -> String? {
        // ICU groups the integer part and places the sign; the fraction is appended as typed,
        // since a formatter would drop a trailing separator or trailing zeros.
        let digits = Array(integerDigits.utf8)
        let integer: String?
        if digits.allSatisfy({ $0 == UInt8(ascii: "0") }) {
            integer = data.format(decimal: negative ? "-0" : "0", notation: .positional)   // `−0` as typed
        } else {
            integer = data.format(DecimalNumber(isNegative: negative, digits: digits, exponent: digits.count - 1), notation: .positional)
        }
        guard let integer else { return nil }
        guard let fractionDigits else { return integer }
        let separator = icub_number_symbols.text(data.symbols.decimal_separator)
        var localized = ""
        for scalar in fractionDigits.unicodeScalars {
            let index = Int(scalar.value) - 0x30
            localized.unicodeScalars.append((0..<10).contains(index) ? data.digits[index] : scalar)
        }
        return integer + separator + localized
    }
}
