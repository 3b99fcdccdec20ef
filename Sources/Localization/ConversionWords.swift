import CountOnMeNumbers

/// The words that convert into a currency in some languages, read from the message bundles on
/// first use (most calculations convert nothing, and start-up should not pay for them).
package final class ConversionWords: @unchecked Sendable {
    private let locales: [String]
    private let lock = Lock()
    private var words: Set<String>?

    init(locales: [String]) {
        self.locales = locales
    }

    /// The words of root, which every language reads too (`in`, `to`).
    package static let everywhere = ICUMessages.words("conversions", locale: "root")

    /// Whether `word` (lower-cased) converts.
    package func contains(_ word: String) -> Bool {
        lock.withLock {
            if words == nil {
                words = locales.reduce(into: Set<String>()) { $0.formUnion(ICUMessages.words("conversions", locale: $1)) }
            }
            return words?.contains(word) ?? false
        }
    }
}
