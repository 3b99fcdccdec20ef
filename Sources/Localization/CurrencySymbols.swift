import ICUBridge
import CountOnMeNumbers

/// The currency symbols of one locale, as ICU writes them (`€`, `$US`, `US$`, narrow `$`), each
/// with the currencies it may stand for. Built on first use: most calculations name no money, and
/// a calculator that never meets a symbol pays nothing for it (not even a dictionary look-up).
package struct CurrencySymbols: Sendable {
    /// The locale the symbols are read for (`root` for the C locale).
    let locale: String

    /// Symbols to the currencies using them.
    package var symbols: [String: [String]] { Self.table(for: locale) }

    /// The table of `locale`, shared by every calculator in the process: it depends on the locale
    /// only, and building it takes some 600 ICU look-ups.
    private static func table(for locale: String) -> [String: [String]] {
        sharedLock.withLock {
            if let existing = shared[locale] { return existing }
            let built = build(locale)
            shared[locale] = built
            return built
        }
    }

    private static let sharedLock = Lock()
    nonisolated(unsafe) private static var shared: [String: [String: [String]]] = [:]   // guarded by sharedLock

    private static func build(_ locale: String) -> [String: [String]] {
        var built: [String: Set<String>] = [:]
        func add(_ locale: String, narrow: Bool, onlyNew: Bool) {
            for code in Currency.codes {
                guard let symbol = ICUText.read(initialCapacity: 32, { icub_currency_symbol(code, locale, narrow ? 1 : 0, $0, $1) }),
                      !symbol.isEmpty, symbol != code, !(onlyNew && built[symbol] != nil) else { continue }
                // Symbols that are plain letters would swallow names (`Kč` is fine, `R` is not).
                if symbol.unicodeScalars.count == 1, symbol.unicodeScalars.first?.properties.isAlphabetic == true { continue }
                built[symbol, default: []].insert(code)
            }
        }
        add(locale, narrow: false, onlyNew: false)
        add(locale, narrow: true, onlyNew: false)
        // The international forms (`US$`, `CA$`, `R$`) are read everywhere, where the locale
        // does not use the same text for something else.
        add("root", narrow: false, onlyNew: true)
        return built.mapValues { $0.sorted() }
    }

    /// The currency a symbol stands for here: the only one, or the locale's own currency among
    /// several (`$` is USD in en_US); `.ambiguous` with the choices otherwise.
    package enum Resolution: Equatable {
        case currency(String)
        case ambiguous([String])
    }

    package func resolve(_ symbol: String) -> Resolution? {
        guard let candidates = symbols[symbol] else { return nil }
        if candidates.count == 1, let only = candidates.first { return .currency(only) }
        if let own = Currency.of(locale: locale), candidates.contains(own) { return .currency(own) }
        return .ambiguous(candidates)
    }
}
