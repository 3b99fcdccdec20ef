import CountOnMeNumbers

extension CalculatorLocale {
    /// The locales made so far in this process, by what they were made from.
    ///
    /// Making a locale opens ICU's formatters and reads its data: about a million instructions
    /// for `fr_FR`, most of it in the formatters' first uses, which ICU does not compile until a
    /// formatter has been used three times. A locale never changes once made and may be shared
    /// between threads (its ICU formatters may be used from several at once; what it reads later
    /// is read under a lock), so every context, session and calculator asking for the same locale
    /// with the same options shares one. At most ``capacity`` are kept, the least recently asked
    /// for dropped first (a program that tries many locale names does not grow without end); a
    /// locale ICU could not make (memory ran out) is not kept, so the next request tries again.
    final class MadeLocales: @unchecked Sendable {
        /// What a locale is made from: the ICU id of its numbers (`nil`: the C locale), the
        /// bundle of its messages, and the display options ICU's formatters are opened with.
        struct Key: Equatable {
            let numbers: String?
            let messages: String
            let grouping: Grouping
            let digits: DigitStyle
        }

        /// How many locales are kept.
        static let capacity = 16

        private let lock = Lock()
        /// The locales kept, the one asked for least recently first; read and written under
        /// `lock` only. A list searched in order, not a dictionary: there are 16 at most, and the
        /// first dictionary a process makes costs a scan of every conformance record (see
        /// `Operator.singleCharacters`), on the path of every start.
        @exclusivity(unchecked) private var kept: [(key: Key, locale: Shared)] = []

        /// The locale made from `key`, made now by `make` if it is not kept; `nil` when making
        /// it fails. Made outside the lock (it calls ICU): two threads may both make it, alike.
        func shared(for key: Key, making make: () -> Shared?) -> Shared? {
            if let locale = lock.withLock({ () -> Shared? in
                guard let index = kept.firstIndex(where: { $0.key == key }) else { return nil }
                // Asked for last now.
                let entry = kept.remove(at: index)
                kept.append(entry)
                return entry.locale
            }) {
                return locale
            }
            guard let new = make() else { return nil }
            return lock.withLock {
                if let entry = kept.first(where: { $0.key == key }) { return entry.locale }
                if kept.count >= Self.capacity { kept.removeFirst() }
                kept.append((key, new))
                return new
            }
        }

        /// How many locales are kept now.
        var count: Int { lock.withLock { kept.count } }
    }

    /// The locales made in this process.
    static let made = MadeLocales()
}
