import CountOnMeNumbers

/// The names people write functions with in their language, kept in the message bundles next to
/// the translations (the `functions` table: a function's name, then its aliases separated by
/// `|`): `tg` and `ctg` in Polish and Russian, `lg` in Russian, `sen` in Spanish, Portuguese and
/// Italian; `arcsin`, `arccos`, `arctan` in every language (root).
///
/// Read from the bundles on first use, once per locale; safe to share between threads.
package final class FunctionNames: @unchecked Sendable {
    private let locales: [String]
    private let lock = Lock()
    private var aliases: [String: String]?

    /// The names of the languages of `locales` (ICU ids), with root's.
    init(locales: [String]) {
        self.locales = locales
    }

    /// The function names of every language the messages are translated into; `nil` when ICU
    /// cannot list the languages.
    package static var everyLanguage: FunctionNames? { allLanguages.get() }
    private static let allLanguages = ReadOnce { ICUMessages.languages.map { FunctionNames(locales: $0) } }

    /// Each alias (lower-cased) and the name it stands for, among `names` (the functions the
    /// language has). An alias that is itself one of `names` or of `reserved` is left out: an
    /// alias never shadows another meaning. `nil` when ICU fails to read them (asked again next time).
    package func aliases(of names: [String], reserved: Set<String>) -> [String: String]? {
        lock.withLock {
            if let aliases { return aliases }
            var found: [String: String] = [:]
            let taken = reserved.union(names)
            // Root's names once, then each language's own (47 languages read root's 47 times),
            // each bundle's table in one read (one look-up a name and bundle took 12 million
            // instructions for the first assignment of a process).
            var tables: [[String: Set<String>]] = []
            for bundle in ["root"] + locales.filter({ $0 != "root" }) {
                guard let table = ICUMessages.entries(of: "functions", locale: bundle) else { return nil }
                tables.append(table)
            }
            for name in names {
                for table in tables {
                    for alias in table[name] ?? [] where !taken.contains(alias) {
                        found[alias] = name
                    }
                }
            }
            aliases = found
            return found
        }
    }
}
