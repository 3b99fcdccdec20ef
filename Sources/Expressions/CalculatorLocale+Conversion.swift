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
        let (trimmed, offset) = Self.trimmed(text)
        // Only the digits are needed (a plain decimal terminates), not the value as a fraction;
        // they are bounded by the limit the reading checks.
        let decimal: DecimalNumber
        do {
            decimal = try DecimalNumber.parsePlainDecimal(trimmed, maximumDigits: limits.maximumDigits)
        } catch {
            throw failure(error == .tooLarge ? .resultTooLarge : .invalidNumber, trimmed, at: offset, limits)
        }
        guard let formatted = numberStyle.format(decimal, notation: notation.resolved(for: decimal, isExactInteger: decimal.isInteger)) else {
            throw failure(.outOfMemory, trimmed, at: offset, limits)
        }
        return formatted
    }

    /// `text`, a number written in this locale (`1 234 567,891`, `−0,5`, `١٢٣`), as a plain
    /// decimal (`1234567.891`). An optional sign may lead; nothing else may surround the number.
    public func parse(localizedNumber text: String, limits: NumericLimits = .standard) throws(CalculationError) -> String {
        // Only the digits: a number read from digits needs no fraction to be written back.
        try reading(ofLocalizedNumber: text, limits: limits).decimal.positionalString
    }

    /// The exact value of `text`, a number written in this locale, as ``parse(localizedNumber:limits:)`` reads it.
    package func value(ofLocalizedNumber text: String, limits: NumericLimits = .standard) throws(CalculationError) -> Rational {
        try reading(ofLocalizedNumber: text, limits: limits).rational
    }

    /// `text`, a number written in this locale, as read: an optional sign and one number of the
    /// locale's syntax, nothing else.
    private func reading(ofLocalizedNumber text: String, limits: NumericLimits) throws(CalculationError) -> PlainDecimal {
        let (trimmed, offset) = Self.trimmed(text)
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(trimmed.utf8.count)
        for scalar in trimmed.unicodeScalars {
            if let readable = Lexer.readable(scalar) { scalars.append(readable) }
        }
        var negative = false
        switch scalars.first {
        case "+": scalars.removeFirst()
        case "-", "\u{2212}":
            negative = true
            scalars.removeFirst()
        default: break
        }
        guard !scalars.isEmpty, numberSyntax.beginsNumber(scalars, at: 0) else {
            throw failure(.invalidNumber, trimmed, at: offset, limits)
        }
        let (end, result) = numberSyntax.readNumber(scalars, at: 0, maximumDigits: limits.maximumDigits)
        switch result {
        case .success(let reading) where end == scalars.count:
            // A single number: the locale's reading stands.
            return negative ? reading.number.negated : reading.number
        case .failure(.tooLarge):
            throw failure(.resultTooLarge, trimmed, at: offset, limits)
        case .failure(.invalid(let example?)):
            throw CalculationError(code: .invalidNumber, range: Self.range(of: trimmed, at: offset),
                                   message: Message(.invalidNumberForLocale, [.text(trimmed), .text(example)]))
        default:
            throw failure(.invalidNumber, trimmed, at: offset, limits)
        }
    }

    /// `text` without the spaces around it, and the UTF-8 offset in `text` where it starts (error
    /// ranges are offsets into the text the caller gave).
    private static func trimmed(_ text: String) -> (text: String, offset: Int) {
        // Usually there is nothing to trim: no copy then (read from the contiguous bytes).
        let untrimmed = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            return first > 0x20 && last > 0x20 && first < 0x80 && last < 0x80
        }
        if untrimmed == true { return (text, 0) }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return ("", 0) }
        return (String(scalars[first...last]), text.utf8.distance(from: text.utf8.startIndex, to: first))
    }

    /// Where the trimmed `text` lies in the text given.
    private static func range(of text: String, at offset: Int) -> SourceRange {
        SourceRange(start: offset, end: offset + text.utf8.count)
    }

    private func failure(_ code: ErrorCode, _ text: String, at offset: Int, _ limits: NumericLimits) -> CalculationError {
        let range = Self.range(of: text, at: offset)
        switch code {
        case .resultTooLarge: return .resultTooLarge(limit: limits.maximumDigits, at: range)
        case .outOfMemory: return .outOfMemory(at: range)
        default: return CalculationError(code: code, range: range, message: Message(.invalidNumber, [.text(text)]))
        }
    }
}
