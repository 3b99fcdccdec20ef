import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// Single numbers between plain text and the locale's format: the "thousands separators" job
/// scripts need (`countonme format` and `countonme parse`).
extension CalculatorLocale {
    /// `text`, a plain decimal (`-1234.5`, `1e21`, `0.5`), written exactly in this locale:
    /// `1 234 567,891` in French. Fails with ``ErrorCode/invalidNumber`` when `text` is not a
    /// plain decimal, ``ErrorCode/resultTooLarge`` past the digit limit.
    public func format(plainNumber text: String, notation: Notation = .automatic,
                       limits: NumericLimits = .standard) throws(CalculationError) -> String {
        let trimmed = Self.trimmed(text)
        let value: Rational
        do {
            value = try Rational.parsePlainDecimal(trimmed, maximumDigits: limits.maximumDigits)
        } catch {
            throw failure(error == .tooLarge ? .resultTooLarge : .invalidNumber, trimmed, limits)
        }
        // A plain decimal always terminates; its digits are bounded by the limit just checked.
        let decimal = value.exactDecimal(maximumSignificantDigits: Int.max) ?? .zero
        guard let formatted = numberStyle.format(decimal, notation: notation.resolved(for: decimal, isExactInteger: value.isInteger)) else {
            throw failure(.outOfMemory, trimmed, limits)
        }
        return formatted
    }

    /// `text`, a number written in this locale (`1 234 567,891`, `−0,5`, `١٢٣`), as a plain
    /// decimal (`1234567.891`). An optional sign may lead; nothing else may surround the number.
    public func parse(localizedNumber text: String, limits: NumericLimits = .standard) throws(CalculationError) -> String {
        // A plain decimal read from digits always terminates.
        (try value(ofLocalizedNumber: text, limits: limits).exactDecimal(maximumSignificantDigits: Int.max) ?? .zero).positionalString
    }

    /// The exact value of `text`, a number written in this locale, as ``parse(localizedNumber:limits:)`` reads it.
    package func value(ofLocalizedNumber text: String, limits: NumericLimits = .standard) throws(CalculationError) -> Rational {
        let trimmed = Self.trimmed(text)
        var scalars = trimmed.unicodeScalars.compactMap(Lexer.readable)
        var negative = false
        if let first = scalars.first, ["+", "-", "\u{2212}"].contains(first) {
            negative = first != "+"
            scalars.removeFirst()
        }
        guard !scalars.isEmpty, numberSyntax.beginsNumber(scalars, at: 0) else {
            throw failure(.invalidNumber, trimmed, limits)
        }
        let (end, result) = numberSyntax.readNumber(scalars, at: 0, maximumDigits: limits.maximumDigits)
        switch result {
        case .success(let reading) where end == scalars.count:
            let value = reading.value   // a single number: the locale's reading stands
            return negative ? value.negated : value
        case .failure(.tooLarge):
            throw failure(.resultTooLarge, trimmed, limits)
        case .failure(.invalid(let example?)):
            throw CalculationError(code: .invalidNumber, range: SourceRange(start: 0, end: trimmed.utf8.count),
                                   message: Message(.invalidNumberForLocale, [.text(trimmed), .text(example)]))
        default:
            throw failure(.invalidNumber, trimmed, limits)
        }
    }

    private static func trimmed(_ text: String) -> String {
        // Usually there is nothing to trim: no copy then.
        if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, last > 0x20, first < 0x80, last < 0x80 {
            return text
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    private func failure(_ code: ErrorCode, _ text: String, _ limits: NumericLimits) -> CalculationError {
        let range = SourceRange(start: 0, end: text.utf8.count)
        switch code {
        case .resultTooLarge: return .resultTooLarge(limit: limits.maximumDigits, at: range)
        case .outOfMemory: return .outOfMemory(at: range)
        default: return CalculationError(code: code, range: range, message: Message(.invalidNumber, [.text(text)]))
        }
    }
}
