import CountOnMeNumbers

/// Numbers of any length in the locale's format.
///
/// ICU 72's number formatters refuse more than 34 significant digits (`U_UNSUPPORTED_ERROR`), and
/// results here may have 100,000. What ICU decides for a number — sign and its bidi marks,
/// where the groups go (also Indian grouping and a locale's minimum grouping), the decimal
/// separator, the digits' script, the exponent's form — depends only on its shape: its sign,
/// its decimal exponent, and which of its digits are zero. So ICU formats a *template*: a number
/// of the same shape with at most four significant digits (`−1E40` for a 41-digit negative
/// integer, `1.1E40` for the mantissa of a long scientific number), and its digits are then
/// replaced, one by one and in order, by the true ones, written in the script of the template's
/// own digits. Every character that is not a digit comes from ICU.
extension ICULocaleData {
    /// The most significant digits ICU's formatters take (34 work, 35 fail).
    static let formatterDigitLimit = 34

    /// `number` written in `notation` (``Notation/automatic`` counts as positional), at any
    /// length; `nil` if ICU fails.
    func format(_ number: DecimalNumber, notation: Notation) -> String? {
        let scientific = notation == .scientific || notation == .engineering
        // ICU 72 also mangles exponents of two or more digits written in digits outside the Basic
        // Multilingual Plane (Chakma, Adlam: `𑄷.𑄷E` and a lone surrogate): the template gets a
        // one-digit exponent, and the true exponent's digits replace it.
        if number.digits.count <= Self.formatterDigitLimit && !(scientific && number.exponent.magnitude >= 10) {
            return format(decimal: number.scientificString, notation: notation)
        }
        let sign = number.isNegative ? "-" : ""
        let digits = number.digits
        let zero = UInt8(ascii: "0")
        switch notation {
        case .automatic, .positional:
            if number.exponent < 0 {
                // `−0,1`: its one fraction digit stands for all of them, zeros first.
                guard let template = format(decimal: sign + "0.1", notation: .positional) else { return nil }
                let fraction = [UInt8](repeating: zero, count: -number.exponent - 1) + digits
                return Self.replacingDigits(of: template) { index, _, zero in
                    index == 1 ? Self.digits(fraction, zero: zero) : nil
                }
            }
            // `−1 000 … 000`: one digit for each of the integer part, grouped by ICU.
            let integerCount = number.exponent + 1
            guard let template = format(decimal: sign + "1E" + String(number.exponent), notation: .positional) else { return nil }
            let fraction = digits.count > integerCount ? digits[integerCount...] : []
            var separator = ""
            if !fraction.isEmpty {
                // The decimal separator as ICU writes it between two digits.
                guard let sample = format(decimal: "0.1", notation: .positional) else { return nil }
                separator = Self.textBetweenFirstDigits(of: sample)
            }
            return Self.replacingDigits(of: template) { index, _, zero in
                guard index < integerCount else { return nil }
                let digit = index < digits.count ? digits[index] : UInt8(ascii: "0")
                let text = Self.digits(CollectionOfOne(digit), zero: zero)
                return index == integerCount - 1 && !fraction.isEmpty ? text + separator + Self.digits(fraction, zero: zero) : text
            }
        case .scientific, .engineering:
            // The template: the mantissa's integer digits (1, or 1–3 in engineering notation), one
            // fraction digit that stands for all the others, and a one-digit exponent with the
            // true one's sign (and, in engineering notation, its remainder by 3) that stands for it.
            let remainder = notation == .scientific ? 0 : (number.exponent % 3 + 3) % 3
            let integerCount = remainder + 1
            let shownExponent = number.exponent - remainder
            let step = notation == .scientific ? 1 : 3
            let templateExponent = remainder + (shownExponent > 0 ? step : shownExponent < 0 ? -step : 0)
            let hasFraction = digits.count > integerCount
            var mantissa = Array(sign.utf8) + [digits[0], UInt8(ascii: ".")]
            for index in 1..<integerCount { mantissa.append(index < digits.count ? digits[index] : zero) }
            if hasFraction { mantissa.append(UInt8(ascii: "1")) } else if mantissa.last == UInt8(ascii: ".") { mantissa.removeLast() }
            let decimal = String(decoding: mantissa, as: UTF8.self) + "E" + String(templateExponent)
            guard let template = format(decimal: decimal, notation: notation) else { return nil }
            let exponentDigits = Array(String(shownExponent.magnitude).utf8)
            return Self.replacingDigits(of: template) { index, isLast, zero in
                // The exponent is the template's last digit (`×10^` in Persian has digits too).
                if isLast { return Self.digits(exponentDigits, zero: zero) }
                return hasFraction && index == integerCount ? Self.digits(digits[integerCount...], zero: zero) : nil
            }
        }
    }

    /// How many decimals amounts of `currency` are written with here (2 for the euro, 0 for the
    /// yen): the digits ICU writes after the first in `1` as an amount; `nil` if ICU fails.
    func currencyFractionDigits(_ currency: String, isoCode: Bool) -> Int? {
        guard let formatter = moneyFormatter(currency: currency, isoCode: isoCode),
              let one = Self.write("1", with: formatter) else { return nil }
        return one.unicodeScalars.reduce(0) { $0 + ($1.properties.numericType == .decimal ? 1 : 0) } - 1
    }

    /// `number`, already rounded to the currency's decimals, written as an amount of `currency`
    /// at any length (a template `1 000 … 000,00 €` of the same shape for long amounts); `nil` if
    /// ICU fails.
    func formatMoney(_ number: DecimalNumber, currency: String, isoCode: Bool) -> String? {
        guard let formatter = moneyFormatter(currency: currency, isoCode: isoCode) else { return nil }
        if number.digits.count <= Self.formatterDigitLimit || number.exponent < 0 {
            return Self.write(number.scientificString, with: formatter)
        }
        // Every position of the amount, integer part then the currency's decimals, in order.
        let sign = number.isNegative ? "-" : ""
        guard let template = Self.write(sign + "1E" + String(number.exponent), with: formatter) else { return nil }
        let digits = number.digits
        return Self.replacingDigits(of: template) { index, _, zero in
            Self.digits(CollectionOfOne(index < digits.count ? digits[index] : UInt8(ascii: "0")), zero: zero)
        }
    }

    /// `template` with its digits replaced: the digit number `index` (counting from 0, in order)
    /// by what `replacement(index, isLast, zero)` returns, where `isLast` tells the template's last
    /// digit and `zero` is the code point of the zero of that digit's script; `nil` keeps the digit.
    private static func replacingDigits(of template: String, _ replacement: (Int, Bool, UInt32) -> String?) -> String {
        let count = template.unicodeScalars.reduce(0) { $0 + ($1.properties.numericType == .decimal ? 1 : 0) }
        var result = ""
        result.reserveCapacity(template.utf8.count * 2)
        var index = 0
        for scalar in template.unicodeScalars {
            guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else {
                result.unicodeScalars.append(scalar)
                continue
            }
            let zero = scalar.value - UInt32(value)
            if let text = replacement(index, index == count - 1, zero) { result += text } else { result.unicodeScalars.append(scalar) }
            index += 1
        }
        return result
    }

    /// ASCII digits written in the script whose zero is `zero`.
    private static func digits(_ ascii: some Sequence<UInt8>, zero: UInt32) -> String {
        var text = ""
        for digit in ascii {
            if let scalar = Unicode.Scalar(zero + UInt32(digit &- UInt8(ascii: "0"))) { text.unicodeScalars.append(scalar) }
        }
        return text
    }

    /// What stands between the first two digits of `text` (the decimal separator of `0,1`).
    private static func textBetweenFirstDigits(of text: String) -> String {
        var between = ""
        var seen = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.numericType == .decimal {
                seen += 1
                if seen == 2 { break }
            } else if seen == 1 {
                between.unicodeScalars.append(scalar)
            }
        }
        return between
    }
}
