import CountOnMeLocalization
import CountOnMeNumbers

/// Reads the European Central Bank's daily reference-rate file (`eurofxref-daily.xml`):
///
/// ```xml
/// <gesmes:Envelope …>
///   <Cube>
///     <Cube time='2024-06-28'>
///       <Cube currency='USD' rate='1.0705'/>
///       …
/// ```
///
/// The format is fixed and small, so it is read by scanning its tags, with validation a download
/// needs: the envelope must be complete (a truncated file is refused), exactly one dated set of
/// rates, each with a three-letter code and a positive decimal rate, no code twice.
package enum ECBRatesParser {
    /// Why a rates file was refused, and the line it concerns (1-based; 0 for the whole file).
    package struct Failure: Error, Equatable {
        package enum Reason: Equatable {
            case notRatesFile
            case truncated
            case missingDate
            case badDate(String)
            case badCurrency(String)
            case badRate(String)
            case duplicateCurrency(String)
            case noRates
        }

        package let reason: Reason
        package let line: Int
    }

    /// The rates in `text`.
    package static func parse(_ text: String) throws(Failure) -> ExchangeRates {
        let bytes = Array(text.utf8)
        guard let envelope = find(Array("Envelope".utf8), in: bytes) else { throw Failure(reason: .notRatesFile, line: 0) }
        guard find(Array("</gesmes:Envelope>".utf8), in: bytes, from: envelope) != nil
            || find(Array("</Envelope>".utf8), in: bytes, from: envelope) != nil else {
            throw Failure(reason: .truncated, line: lineNumber(of: bytes.count, in: bytes))
        }
        var date: String?
        var rates: [String: Rational] = [:]
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else {
                throw Failure(reason: .truncated, line: lineNumber(of: open, in: bytes))
            }
            let tag = bytes[(open + 1)..<close]
            index = close + 1
            guard tag.starts(with: Array("Cube".utf8)) else { continue }
            let attributes = Self.attributes(of: tag)
            // Counted only for an error: counting from the start for every tag is quadratic.
            var line: Int { lineNumber(of: open, in: bytes) }
            if let time = attributes["time"] {
                guard date == nil else { throw Failure(reason: .badDate(time), line: line) }
                guard ExchangeRates.isDate(time) else { throw Failure(reason: .badDate(time), line: line) }
                date = time
            }
            if let currency = attributes["currency"] {
                guard Currency.looksLikeCode(currency) else {
                    throw Failure(reason: .badCurrency(currency), line: line)
                }
                let text = attributes["rate"] ?? ""
                guard let rate = ExchangeRates.rate(text) else { throw Failure(reason: .badRate(text), line: line) }
                guard rates[currency] == nil, currency != "EUR" else { throw Failure(reason: .duplicateCurrency(currency), line: line) }
                rates[currency] = rate
            }
        }
        guard let date else { throw Failure(reason: .missingDate, line: 0) }
        guard !rates.isEmpty else { throw Failure(reason: .noRates, line: 0) }
        return ExchangeRates(date: date, perEuro: rates)
    }

    /// `name='value'` and `name="value"` pairs of a tag.
    private static func attributes(of tag: ArraySlice<UInt8>) -> [String: String] {
        var result: [String: String] = [:]
        var index = tag.startIndex
        while let equals = tag[index...].firstIndex(of: UInt8(ascii: "=")) {
            let nameEnd = equals
            var nameStart = nameEnd
            while nameStart > tag.startIndex, tag[nameStart - 1] != UInt8(ascii: " "), tag[nameStart - 1] != UInt8(ascii: "\t"),
                  tag[nameStart - 1] != UInt8(ascii: "\n") { nameStart -= 1 }
            let quoteIndex = equals + 1
            guard quoteIndex < tag.endIndex, tag[quoteIndex] == UInt8(ascii: "'") || tag[quoteIndex] == UInt8(ascii: "\"") else { break }
            let quote = tag[quoteIndex]
            guard let valueEnd = tag[(quoteIndex + 1)...].firstIndex(of: quote) else { break }
            let name = String(decoding: tag[nameStart..<nameEnd], as: UTF8.self)
            result[name] = String(decoding: tag[(quoteIndex + 1)..<valueEnd], as: UTF8.self)
            index = valueEnd + 1
        }
        return result
    }

    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard pattern.count <= bytes.count, start <= bytes.count - pattern.count else { return nil }
        for index in start...(bytes.count - pattern.count) where bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
            return index
        }
        return nil
    }

    private static func lineNumber(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<min(offset, bytes.count)].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}

extension ECBRatesParser.Failure.Reason {
    /// What is wrong, as a message of its own (the detail of ``MessageKey/invalidRatesFile``).
    package var message: Message {
        switch self {
        case .notRatesFile: Message(.ratesFileNotECB)
        case .truncated: Message(.ratesFileTruncated)
        case .missingDate: Message(.ratesFileNoDate)
        case .badDate(let text): Message(.ratesFileBadDate, [.text(text)])
        case .badCurrency(let text): Message(.ratesFileBadCurrency, [.text(text)])
        case .badRate(let text): Message(.ratesFileBadRate, [.text(text)])
        case .duplicateCurrency(let code): Message(.ratesFileDuplicateCurrency, [.text(code)])
        case .noRates: Message(.ratesFileNoRates)
        }
    }
}
