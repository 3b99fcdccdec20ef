import ICUBridge
import CountOnMeNumbers

/// The ICU objects for one locale and display options: number symbols, one formatter per
/// notation, opened once and reused (opening costs microseconds each).
///
/// ICU's formatters may be used from several threads at once, so one instance may be shared.
final class ICULocaleData: @unchecked Sendable {
    /// The ICU locale id, with the `numbers` keyword when a digit style was chosen.
    let identifier: String
    /// The locale's number symbols.
    let symbols: icub_number_symbols
    /// The digits 0–9 of the locale's numbering system (ASCII where ICU gives none).
    let digits: [Unicode.Scalar]
    /// The sizes of the groups the formatter writes: the one next to the decimal separator
    /// (3) and the others (2 in Indian grouping); 0 when this locale never groups.
    let primaryGroup: Int
    let secondaryGroup: Int
    private let positional: OpaquePointer
    private let scientific: OpaquePointer
    private let engineering: OpaquePointer
    private let grouping: Grouping
    /// Positional numbers' templates, written by ICU on first use (``planned(_:into:)``).
    let positionalPlans = PositionalPlans()
    /// Money formatters by currency, opened on first use.
    private var moneyFormatters: [String: OpaquePointer] = [:]
    private let moneyLock = Lock()

    /// Opens the data, or returns `nil` when ICU cannot (it falls back to root data for unknown
    /// locales, so only when memory runs out).
    init?(identifier locale: String, grouping: Grouping, digits: DigitStyle) {
        var identifier = locale
        if let keyword = digits.numbersKeyword {
            guard let withDigits = LocaleResolution.identifier(locale, withNumbers: keyword) else { return nil }
            identifier = withDigits
        }
        self.identifier = identifier
        self.grouping = grouping
        var symbols = icub_number_symbols()
        guard icub_number_symbols_get(identifier, &symbols) <= 0 else { return nil }
        self.symbols = symbols
        let decoded = withUnsafeBytes(of: symbols.digits) { raw -> [Unicode.Scalar] in
            (0..<10).compactMap { index in
                String(decoding: raw[(index * 8)..<(index * 8 + 8)].prefix { $0 != 0 }, as: UTF8.self)
                    .unicodeScalars.first { !$0.properties.isDefaultIgnorableCodePoint }
            }
        }
        // Every failure below is ICU's (memory): the data is then not made, rather than made with
        // ASCII digits or no grouping in place of the locale's.
        guard decoded.count == 10 else { return nil }
        self.digits = decoded
        func open(_ notation: String) -> OpaquePointer? {
            var status: Int32 = 0
            return icub_formatter_open(identifier, "precision-unlimited \(grouping.skeleton) \(notation)", &status)
        }
        let formatters = [open(""), open("scientific"), open("engineering")]
        guard let positional = formatters[0], let scientific = formatters[1], let engineering = formatters[2] else {
            for case let formatter? in formatters { icub_formatter_close(formatter) }
            return nil
        }
        // Group sizes as the formatter writes them with grouping forced on, so that every number
        // written can be read back, even where the locale's own pattern has no grouping (root).
        var status: Int32 = 0
        let grouped = icub_formatter_open(identifier, "precision-unlimited group-on-aligned", &status)
        let sample = grouped.flatMap { formatter in
            ICUText.read { icub_formatter_format_decimal(formatter, "1234567890", $0, $1, &status) }
        }
        if let grouped { icub_formatter_close(grouped) }
        guard let sample else {
            for formatter in [positional, scientific, engineering] { icub_formatter_close(formatter) }
            return nil
        }
        var sizes: [Int] = []
        var run = 0
        for scalar in sample.unicodeScalars where !scalar.properties.isDefaultIgnorableCodePoint {
            if scalar.decimalDigit != nil { run += 1 } else if run > 0 { sizes.append(run); run = 0 }
        }
        if run > 0 { sizes.append(run) }
        primaryGroup = sizes.count > 1 ? sizes[sizes.count - 1] : 0
        secondaryGroup = sizes.count > 2 ? sizes[sizes.count - 2] : primaryGroup
        self.positional = positional
        self.scientific = scientific
        self.engineering = engineering
    }

    deinit {
        for formatter in moneyFormatters.values { icub_formatter_close(formatter) }
        icub_formatter_close(positional)
        icub_formatter_close(scientific)
        icub_formatter_close(engineering)
    }

    /// An exact decimal string (`-1.2345E3`) written in `notation`; `nil` if ICU fails.
    func format(decimal: String, notation: Notation) -> String? {
        let formatter: OpaquePointer
        switch notation {
        case .automatic, .positional: formatter = positional
        case .scientific: formatter = scientific
        case .engineering: formatter = engineering
        }
        return Self.write(decimal, with: formatter)
    }

    /// `decimal` through `formatter`. The buffer starts large enough for the usual case (up to
    /// three bytes a digit, with separators), so a long result is not formatted twice.
    static func write(_ decimal: String, with formatter: OpaquePointer) -> String? {
        ICUText.read(initialCapacity: decimal.utf8.count * 4 + 64) { out, capacity in
            var status: Int32 = 0
            let needed = icub_formatter_format_decimal(formatter, decimal, out, capacity, &status)
            return status <= 0 ? needed : -1
        }
    }

    /// The formatter of amounts of `currency`, opened on first use.
    func moneyFormatter(currency: String, isoCode: Bool) -> OpaquePointer? {
        moneyLock.withLock {
            let key = currency + (isoCode ? "/iso" : "")
            if let cached = moneyFormatters[key] { return cached }
            var status: Int32 = 0
            let skeleton = "currency/\(currency) precision-currency-standard rounding-mode-half-even \(grouping.skeleton)"
                + (isoCode ? " unit-width-iso-code" : "")
            guard let opened = icub_formatter_open(identifier, skeleton, &status) else { return nil }
            moneyFormatters[key] = opened
            return opened
        }
    }
}

extension icub_number_symbols {
    /// The UTF-8 text of a fixed-size C string field.
    static func text<T>(_ field: T) -> String {
        withUnsafeBytes(of: field) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
