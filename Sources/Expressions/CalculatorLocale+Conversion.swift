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
        var text = text
        var formatted = ""
        try text.withUTF8 { bytes in
            Result { () throws(CalculationError) in
                try format(plainNumberUTF8: bytes, notation: notation, limits: limits, into: &formatted)
            }
        }.get()
        return formatted
    }

    /// ``format(plainNumber:notation:limits:)`` of the UTF-8 `bytes` (valid UTF-8: the caller
    /// checked), written into `output`: a C caller's number is read where it lies and written
    /// straight into the memory handed back.
    package func format(plainNumberUTF8 bytes: UnsafeBufferPointer<UInt8>, notation: Notation, limits: NumericLimits,
                        into output: inout some UTF8Output) throws(CalculationError) {
        guard Self.needsNoTrimming(bytes) else {
            // Spaces around the number: the trimmed copy is read (error ranges count from the text given).
            var (trimmed, offset) = Self.trimmed(String(decoding: bytes, as: UTF8.self))
            try trimmed.withUTF8 { trimmedBytes in
                Result { () throws(CalculationError) in
                    try format(trimmedPlainNumber: trimmedBytes, at: offset, notation: notation, limits: limits, into: &output)
                }
            }.get()
            return
        }
        try format(trimmedPlainNumber: bytes, at: 0, notation: notation, limits: limits, into: &output)
    }

    /// Writes the plain decimal `bytes`, found at UTF-8 `offset` of the text given, into `output`.
    private func format(trimmedPlainNumber bytes: UnsafeBufferPointer<UInt8>, at offset: Int, notation: Notation,
                        limits: NumericLimits, into output: inout some UTF8Output) throws(CalculationError) {
        // Only the digits are needed (a plain decimal terminates), not the value as a fraction;
        // they are bounded by the limit the reading checks.
        let decimal: DecimalNumber
        do {
            decimal = try DecimalNumber.parsePlainDecimal(utf8: bytes, maximumDigits: limits.maximumDigits)
        } catch {
            throw failure(error == .tooLarge ? .resultTooLarge : .invalidNumber, String(decoding: bytes, as: UTF8.self), at: offset, limits)
        }
        guard numberStyle.format(decimal, notation: notation.resolved(for: decimal, isExactInteger: decimal.isInteger), into: &output) else {
            throw failure(.outOfMemory, String(decoding: bytes, as: UTF8.self), at: offset, limits)
        }
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
        if text.utf8.withContiguousStorageIfAvailable(needsNoTrimming) == true { return (text, 0) }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return ("", 0) }
        return (String(scalars[first...last]), text.utf8.distance(from: text.utf8.startIndex, to: first))
    }

    /// Whether UTF-8 `bytes` certainly have no space around them: they start and end with
    /// visible ASCII (whether other characters are spaces takes a look at Unicode's data).
    private static func needsNoTrimming(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        return first > 0x20 && last > 0x20 && first < 0x80 && last < 0x80
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
