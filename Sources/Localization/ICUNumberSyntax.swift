import ICUBridge
import CountOnMeNumbers

/// How an ICU locale's numbers are read from the input: its digits, decimal separator, grouping
/// separator and group sizes, and exponent symbol, all as ICU reports them.
///
/// A number is read the locale's way when its separators fit the locale (groups of the right
/// size, one decimal separator, one family of digits), and ICU's strict parser then gives its
/// value. Otherwise a plain `1234.5` (ASCII digits, one `.`) is read plainly, because it has no
/// other reading there. Digits of any one script are read (the locale's, ASCII, full-width).
/// Anything else is an error naming the number: never a different value —
/// `25.3` under `de_DE` is 25.3, not 253; `1.234` is 1234 there; `1,23,456` is an error in `en_US`.
struct ICUNumberSyntax: NumberSyntax {
    let data: ICULocaleData
    /// How the locale writes 1234567.89, for error messages.
    let example: String

    private let digits: [Unicode.Scalar]
    private let decimalSeparator: [Unicode.Scalar]
    /// The grouping separator and the characters read as equal to it (all space-like ones for a
    /// space-like separator, `'` for `’`).
    private let groupingSeparators: [[Unicode.Scalar]]
    private let exponents: ExponentScanner
    private let grouping: DigitGrouping
    /// Made once, as every quick reading asks for it.
    let plainGrouping: (separators: [[UInt8]], rule: DigitGrouping)?

    init(data: ICULocaleData, example: String) {
        self.data = data
        self.example = example
        let symbols = data.symbols
        func scalars(_ text: String) -> [Unicode.Scalar] {
            // Bidi marks around symbols (Arabic, Persian) are not part of what people type.
            text.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
        }
        digits = data.digits
        decimalSeparator = scalars(icub_number_symbols.text(symbols.decimal_separator))
        let grouping = icub_number_symbols.text(symbols.grouping_separator)
        let spaces: [[Unicode.Scalar]] = [[" "], ["\u{00A0}"], ["\u{202F}"]]
        let groupingScalars = scalars(grouping)
        if spaces.contains(groupingScalars) {
            groupingSeparators = spaces
        } else if groupingScalars == ["\u{2019}"] {
            groupingSeparators = [groupingScalars, ["'"]]
        } else {
            groupingSeparators = groupingScalars.isEmpty ? [] : [groupingScalars]
        }
        let exponent = scalars(icub_number_symbols.text(symbols.exponent))
        exponents = ExponentScanner(symbols: [["e"], ["E"]] + (exponent.isEmpty || exponent == ["E"] ? [] : [exponent]))
        let rule = DigitGrouping(primary: data.primaryGroup, secondary: data.secondaryGroup)
        self.grouping = rule
        // Where `.` groups digits, a number with one has two readings: only the full reader decides.
        if rule.primary > 0, groupingSeparators != [["."]], !groupingSeparators.isEmpty {
            plainGrouping = (groupingSeparators.map { Array(String(String.UnicodeScalarView($0)).utf8) }, rule)
        } else {
            plainGrouping = nil
        }
    }

    var commaSeparatesArguments: Bool { decimalSeparator != [","] }


    var plainDecimalSeparator: UInt8? {
        switch decimalSeparator {
        case ["."]: UInt8(ascii: ".")
        case [","]: UInt8(ascii: ",")
        default: nil
        }
    }

    var digitSymbols: [String] { digits.map { String($0) } }

    var decimalSeparatorSymbol: String { String(String.UnicodeScalarView(decimalSeparator)) }

    // MARK: Scanning

    /// The value of a decimal digit of any script (the locale's own, ASCII, Arabic-Indic under
    /// Latin output, full-width) and its family: the code point of that script's zero.
    private func digit(_ scalar: Unicode.Scalar) -> (value: Int, family: UInt32)? {
        if scalar.isASCII {
            let value = Int(scalar.value) - 0x30
            return (0...9).contains(value) ? (value, 0x30) : nil
        }
        if let index = digits.firstIndex(of: scalar) { return (index, scalar.value - UInt32(index)) }
        // The locale's separators (in every grouped number) are no digits: no Unicode lookup.
        if decimalSeparator.first == scalar || groupingSeparators.contains(where: { $0.first == scalar }) { return nil }
        return scalar.decimalDigit.map { ($0.value, $0.zero) }
    }

    private func isDigit(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        index < scalars.count && digit(scalars[index]) != nil
    }

    private func match(_ pattern: [Unicode.Scalar], _ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard !pattern.isEmpty, index + pattern.count <= scalars.count else { return false }
        for offset in pattern.indices where scalars[index + offset] != pattern[offset] { return false }
        return true
    }

    func beginsNumber(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        if isDigit(scalars, index) { return true }
        // A separator, the locale's or `.`, directly followed by a digit: `,5`, `.5`.
        if match(decimalSeparator, scalars, at: index), isDigit(scalars, index + decimalSeparator.count) { return true }
        return index < scalars.count && scalars[index] == "." && isDigit(scalars, index + 1)
    }

    /// One piece of a number as typed.
    private enum Piece: Equatable {
        case digit(Int, family: UInt32)
        /// A separator, and whether it was typed as `.` (what the decimal-point reading needs).
        case separator(Separator, typedAsPoint: Bool)
    }

    private enum Separator: Equatable {
        case decimal
        case grouping
        /// A `.` that is neither the locale's decimal nor its grouping separator.
        case point
    }

    func readNumber(_ scalars: [Unicode.Scalar], at start: Int, maximumDigits: Int) -> (end: Int, value: NumberReadOutcome) {
        var pieces: [Piece] = []
        // Room for a usual number at once (a long one grows as usual), not for the whole rest of
        // the input, which each number of a long expression would allocate again.
        pieces.reserveCapacity(min(scalars.count - start, 64))
        var index = start
        scan: while index < scalars.count {
            if let (value, family) = digit(scalars[index]) {
                pieces.append(.digit(value, family: family))
                index += 1
                continue
            }
            // A separator belongs to the number only when a digit follows it.
            if match(decimalSeparator, scalars, at: index), isDigit(scalars, index + decimalSeparator.count) {
                pieces.append(.separator(.decimal, typedAsPoint: decimalSeparator == ["."]))
                index += decimalSeparator.count
                continue
            }
            for separator in groupingSeparators where match(separator, scalars, at: index) {
                if isDigit(scalars, index + separator.count) {
                    pieces.append(.separator(.grouping, typedAsPoint: separator == ["."]))
                    index += separator.count
                    continue scan
                }
            }
            if scalars[index] == ".", isDigit(scalars, index + 1) {
                pieces.append(.separator(.point, typedAsPoint: true))
                index += 1
                continue
            }
            break
        }
        let (end, exponent) = exponents.scan(scalars, at: index) { digit($0)?.value }

        let locale = localeReading(pieces)
        // The plain reading matters only where the locale's fails, or where `.` groups digits.
        let plain = locale == nil || groupsWithPoint ? plainReading(pieces) : nil
        guard let mantissa = locale ?? plain else { return (end, .failure(.invalid(example: example))) }
        // A reading is a plain decimal's mantissa; the typed exponent scales it.
        func value(_ reading: [UInt8]) throws(Rational.PlainDecimalFailure) -> PlainDecimal {
            try PlainDecimal.read(mantissa: reading, exponent: exponent ?? 0, maximumDigits: maximumDigits)
        }
        do {
            let number = try value(mantissa)
            var convention = NumberReading.Convention.either
            if locale == nil {
                // Read plainly: with a `.` in it, only the decimal point explains it.
                if pieces.contains(where: { if case .separator = $0 { true } else { false } }) { convention = .decimalPoint }
            } else if let plain, groupsWithPoint, pieces.contains(.separator(.grouping, typedAsPoint: true)) {
                // A `.` the locale reads as grouping, which a decimal point would read otherwise.
                let other = try value(plain)
                if other != number {
                    convention = .ambiguous(localeReading: unambiguous(number), decimalPointReading: unambiguous(other))
                }
            }
            return (end, .success(NumberReading(number: number, convention: convention)))
        } catch {
            return (end, .failure(error == .tooLarge ? .tooLarge : .invalid(example: example)))
        }
    }

    /// Whether the locale's grouping separator is `.`.
    private var groupsWithPoint: Bool { groupingSeparators == [["."]] }

    /// `value` written so that no convention misreads it: the locale's digits and decimal
    /// separator, no grouping (`1234`, `1,234` in German).
    private func unambiguous(_ value: PlainDecimal) -> String {
        let plain = value.decimal.positionalString
        var text = ""
        for scalar in plain.unicodeScalars {
            if let digit = Int(String(scalar)) {
                text.unicodeScalars.append(digits[digit])
            } else if scalar == "." {
                text.unicodeScalars.append(contentsOf: decimalSeparator)
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// The number read the locale's way, as a plain decimal's bytes, when it fits the locale.
    private func localeReading(_ pieces: [Piece]) -> [UInt8]? {
        // The integer part's groups: how many, the first, the one being read, and whether every
        // one between the first and the last has the secondary size.
        var groupCount = 1, firstGroup = 0, group = 0, middleGroupsFit = true
        var fractionDigits = -1   // −1 until the decimal separator
        var digitFamily: UInt32?
        for piece in pieces {
            switch piece {
            case .digit(_, let family):
                // One number, one script: `١2٣` is no number.
                if digitFamily == nil { digitFamily = family } else if digitFamily != family { return nil }
                if fractionDigits >= 0 { fractionDigits += 1 } else { group += 1 }
            case .separator(.decimal, _):
                if fractionDigits >= 0 { return nil }
                fractionDigits = 0
            case .separator(.grouping, _):
                if fractionDigits >= 0 { return nil }
                if groupCount == 1 { firstGroup = group } else if group != grouping.secondary { middleGroupsFit = false }
                groupCount += 1
                group = 0
            case .separator(.point, _):
                return nil
            }
        }
        if groupCount > 1 {
            guard case .digit(let leading, _)? = pieces.first,
                  grouping.accepts(first: firstGroup, middlesFit: middleGroupsFit, last: group, startsWithZero: leading == 0) else { return nil }
        }
        // The structure was checked above against what ICU's formatter writes for the locale (its
        // symbols, digits and group sizes), so the value is the digits themselves: written as a
        // plain decimal here, at any length (ICU's parser, like its formatter, stops at 34 digits).
        var plain: [UInt8] = []
        plain.reserveCapacity(pieces.count)
        for piece in pieces {
            switch piece {
            case .digit(let value, _): plain.append(UInt8(ascii: "0") + UInt8(value))
            case .separator(.decimal, _): plain.append(UInt8(ascii: "."))
            case .separator(.grouping, _): continue
            case .separator(.point, _): return nil
            }
        }
        return plain
    }

    /// The number read plainly (`1234.5`): ASCII digits and at most one `.`, nothing else.
    private func plainReading(_ pieces: [Piece]) -> [UInt8]? {
        var plain: [UInt8] = []
        plain.reserveCapacity(pieces.count)
        var separators = 0
        for piece in pieces {
            switch piece {
            case .digit(let value, let family):
                if family != 0x30 { return nil }
                plain.append(UInt8(ascii: "0") + UInt8(value))
            case .separator(_, let typedAsPoint):
                separators += 1
                if !typedAsPoint || separators > 1 { return nil }
                plain.append(UInt8(ascii: "."))
            }
        }
        return plain
    }
}
