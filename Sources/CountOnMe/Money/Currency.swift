#if canImport(Glibc)
import Glibc
#endif
import ICUBridge

/// ISO 4217 currencies as ICU knows them.
enum Currency {
    /// Every code ICU knows (current and historic), read once.
    static let codes: Set<String> = {
        var codes: Set<String> = []
        var buffer = [CChar](repeating: 0, count: 4)
        for index in 0..<icub_currency_count() {
            _ = icub_currency_at(index, &buffer)
            codes.insert(String(decoding: buffer.prefix(3).map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return codes
    }()

    /// Whether `text` is an ISO currency code ICU knows (three uppercase letters).
    static func isCode(_ text: String) -> Bool {
        text.utf8.count == 3 && text.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } && codes.contains(text)
    }

    /// The currency of a locale's country (`EUR` for `fr_FR`), if it has one.
    static func of(locale: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4)
        guard icub_currency_for_locale(locale, &buffer) == 3 else { return nil }
        return String(decoding: buffer.prefix(3).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The currency symbols of one locale, as ICU writes them (`€`, `$US`, `US$`, narrow `$`), each
/// with the currencies it may stand for. Built on first use: most calculations name no money, and
/// a calculator that never meets a symbol pays nothing for it (not even a dictionary look-up).
struct CurrencySymbols: Sendable {
    /// The locale the symbols are read for (`root` for the C locale).
    let locale: String

    /// Symbols to the currencies using them.
    var symbols: [String: [String]] { Self.table(for: locale) }

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
    enum Resolution: Equatable {
        case currency(String)
        case ambiguous([String])
    }

    func resolve(_ symbol: String) -> Resolution? {
        guard let candidates = symbols[symbol] else { return nil }
        if candidates.count == 1, let only = candidates.first { return .currency(only) }
        if let own = Currency.of(locale: locale), candidates.contains(own) { return .currency(own) }
        return .ambiguous(candidates)
    }
}

/// The words that convert into a currency in some languages, read from the message bundles on
/// first use (most calculations convert nothing, and start-up should not pay for them).
final class ConversionWords: @unchecked Sendable {
    private let locales: [String]
    private let lock = Lock()
    private var words: Set<String>?

    init(locales: [String]) {
        self.locales = locales
    }

    /// Whether `word` (lower-cased) converts.
    func contains(_ word: String) -> Bool {
        lock.withLock {
            if words == nil {
                words = locales.reduce(into: Set<String>()) { $0.formUnion(ICUMessages.words("conversions", locale: $1)) }
            }
            return words?.contains(word) ?? false
        }
    }
}

/// A mutual-exclusion lock over pthread (the engine does not use Foundation).
final class Lock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func withLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }
}
