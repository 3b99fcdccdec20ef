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
    /// length, into `output`; `false` if ICU fails or memory runs out.
    func format(_ number: DecimalNumber, notation: Notation, into output: inout some UTF8Output) -> Bool {
        // Positional numbers of any length are written from templates (the positional plans).
        guard notation == .scientific || notation == .engineering else { return planned(number, into: &output) }
        guard let text = format(scientific: number, notation: notation) else { return false }
        return output.take(text)
    }

    /// `number` written in `notation`, at any length; `nil` if ICU fails.
    func format(_ number: DecimalNumber, notation: Notation) -> String? {
        var text = ""
        return format(number, notation: notation, into: &text) ? text : nil
    }

    /// `number` in scientific or engineering `notation`, at any length; `nil` if ICU fails.
    private func format(scientific number: DecimalNumber, notation: Notation) -> String? {
        // ICU 72 also mangles exponents of two or more digits written in digits outside the Basic
        // Multilingual Plane (Chakma, Adlam: `𑄷.𑄷E` and a lone surrogate): the template gets a
        // one-digit exponent, and the true exponent's digits replace it.
        if number.digits.count <= Self.formatterDigitLimit && number.exponent.magnitude < 10 {
            return format(decimal: number.scientificString, notation: notation)
        }
        let sign = number.isNegative ? "-" : ""
        let digits = number.digits
        let zero = UInt8(ascii: "0")
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
        return Self.replacingDigits(of: template) { index, isLast, writer in
            // The exponent is the template's last digit (`×10^` in Persian has digits too).
            if isLast {
                writer.digits(exponentDigits)
                return true
            }
            guard hasFraction && index == integerCount else { return false }
            writer.digits(digits[integerCount...])
            return true
        }
    }

    /// How many decimals amounts of `currency` are written with here (2 for the euro, 0 for the
    /// yen): the digits ICU writes after the first in `1` as an amount; `nil` if ICU fails.
    func currencyFractionDigits(_ currency: String, isoCode: Bool) -> Int? {
        guard let formatter = moneyFormatter(currency: currency, isoCode: isoCode),
              let one = Self.write("1", with: formatter) else { return nil }
        return one.unicodeScalars.reduce(0) { $0 + ($1.decimalDigit != nil ? 1 : 0) } - 1
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
        return Self.replacingDigits(of: template) { index, _, writer in
            writer.digits(CollectionOfOne(index < digits.count ? digits[index] : UInt8(ascii: "0")))
            return true
        }
    }

    /// Writes the replacement of a template's digit: ASCII digits in the script of the digit
    /// replaced (each script's ten digits encoded once), and text as it is.
    struct DigitWriter {
        fileprivate(set) var bytes: [UInt8] = []
        private var zero: UInt32 = 0x30
        private var encoded: [[UInt8]] = (0...9).map { [UInt8(0x30 + $0)] }

        /// Writes digits from here on in the script whose zero is `zero`.
        fileprivate mutating func use(zero: UInt32) {
            guard zero != self.zero else { return }
            self.zero = zero
            encoded = (0...9).map { digit in Unicode.Scalar(zero + UInt32(digit)).map { Array(String($0).utf8) } ?? [] }
        }

        /// ASCII digits `0`–`9`, written in the script.
        mutating func digits(_ ascii: some Sequence<UInt8>) {
            if zero == 0x30 {
                bytes.append(contentsOf: ascii)
            } else {
                for digit in ascii { bytes.append(contentsOf: encoded[Int(digit &- 0x30) % 10]) }
            }
        }

        /// A character, as it is.
        fileprivate mutating func scalar(_ scalar: Unicode.Scalar) {
            if scalar.isASCII { bytes.append(UInt8(scalar.value)) } else { bytes.append(contentsOf: scalar.utf8) }
        }
    }

    /// `template` with its digits replaced: the digit number `index` (counting from 0, in order)
    /// by what `replacement(index, isLast, &writer)` writes, in the script of the digit replaced;
    /// when it returns `false` the digit is kept. Written as bytes: results may have 100,000
    /// digits, and a keypad writes its entry at every key.
    private static func replacingDigits(of template: String, _ replacement: (Int, Bool, inout DigitWriter) -> Bool) -> String {
        // The zero of a character's script when it is a digit. A template repeats its few
        // non-ASCII characters (digits, separators, marks) thousands of times, alternating: the
        // last digits' script and the last other character are remembered (Unicode encodes each
        // script's ten decimal digits in a row, so a digit of a known script needs no lookup).
        var knownZero: UInt32?
        var knownOther: UInt32 = 0
        func zero(of scalar: Unicode.Scalar) -> UInt32? {
            if scalar.isASCII { return scalar.decimalDigit?.zero }
            if let knownZero, scalar.value >= knownZero, scalar.value <= knownZero + 9 { return knownZero }
            if scalar.value == knownOther { return nil }
            if let zero = scalar.decimalDigit?.zero {
                knownZero = zero
                return zero
            }
            knownOther = scalar.value
            return nil
        }
        var count = 0
        for scalar in template.unicodeScalars where zero(of: scalar) != nil { count += 1 }
        var writer = DigitWriter()
        writer.bytes.reserveCapacity(template.utf8.count * 2)
        var index = 0
        for scalar in template.unicodeScalars {
            guard let zero = zero(of: scalar) else {
                writer.scalar(scalar)
                continue
            }
            writer.use(zero: zero)
            if !replacement(index, index == count - 1, &writer) { writer.scalar(scalar) }
            index += 1
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// What stands between the first two digits of `text` (the decimal separator of `0,1`).
    static func textBetweenFirstDigits(of text: String) -> String {
        var between = ""
        var seen = 0
        for scalar in text.unicodeScalars {
            if scalar.decimalDigit != nil {
                seen += 1
                if seen == 2 { break }
            } else if seen == 1 {
                between.unicodeScalars.append(scalar)
            }
        }
        return between
    }
}
