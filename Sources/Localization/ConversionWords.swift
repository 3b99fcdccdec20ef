import CountOnMeNumbers

/// The words that convert into a currency in some languages, read from the message bundles on
/// first use (most calculations convert nothing, and start-up should not pay for them).
package final class ConversionWords: @unchecked Sendable {
    private let locales: [String]
    /// The words in a plain struct: a `ReadOnce<Set<String>>` made at once had the Swift runtime
    /// check `String: Hashable` for its type, scanning every conformance record (250,000
    /// instructions, on the path of every start); `Words` needs no check until the words are read.
    private struct Words { let set: Set<String> }
    private let words: ReadOnce<Words>

    init(locales: [String]) {
        self.locales = locales
        words = ReadOnce {
            var words: Set<String> = []
            for locale in locales {
                guard let own = ICUMessages.words("conversions", locale: locale) else { return nil }
                words.formUnion(own)
            }
            return Words(set: words)
        }
    }

    /// The words of root, which every language reads too (`in`, `to`); `nil` when ICU fails.
    package static var everywhere: Set<String>? { rootWords.get() }
    private static let rootWords = ReadOnce { ICUMessages.words("conversions", locale: "root") }

    /// Whether `word` (lower-cased) converts; `nil` when ICU fails to read the words.
    package func contains(_ word: String) -> Bool? {
        words.get()?.set.contains(word)
    }
}
