import CountOnMeNumbers

/// The words that convert into a currency in some languages, read from the message bundles on
/// first use (most calculations convert nothing, and start-up should not pay for them).
package final class ConversionWords: @unchecked Sendable {
    private let locales: [String]
    private let words: ReadOnce<Set<String>>

    init(locales: [String]) {
        self.locales = locales
        words = ReadOnce {
            var words: Set<String> = []
            for locale in locales {
                guard let own = ICUMessages.words("conversions", locale: locale) else { return nil }
                words.formUnion(own)
            }
            return words
        }
    }

    /// The words of root, which every language reads too (`in`, `to`); `nil` when ICU fails.
    package static var everywhere: Set<String>? { rootWords.get() }
    private static let rootWords = ReadOnce { ICUMessages.words("conversions", locale: "root") }

    /// Whether `word` (lower-cased) converts; `nil` when ICU fails to read the words.
    package func contains(_ word: String) -> Bool? {
        words.get()?.contains(word)
    }
}
