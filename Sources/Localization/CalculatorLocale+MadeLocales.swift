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
        struct Key: Hashable {
            let numbers: String?
            let messages: String
            let grouping: Grouping
            let digits: DigitStyle
        }

        /// How many locales are kept.
        static let capacity = 16

        private let lock = Lock()
        /// Read and written under `lock` only.
        @exclusivity(unchecked) private var made: [Key: Shared] = [:]
        /// The keys, least recently asked for first.
        @exclusivity(unchecked) private var recency: [Key] = []

        /// The locale made from `key`, made now by `make` if it is not kept; `nil` when making
        /// it fails. Made outside the lock (it calls ICU): two threads may both make it, alike.
        func shared(for key: Key, making make: () -> Shared?) -> Shared? {
            if let kept = lock.withLock({ () -> Shared? in
                guard let kept = made[key] else { return nil }
                touch(key)
                return kept
            }) {
                return kept
            }
            guard let new = make() else { return nil }
            return lock.withLock {
                if let kept = made[key] { return kept }
                if made.count >= Self.capacity, !recency.isEmpty { made[recency.removeFirst()] = nil }
                made[key] = new
                recency.append(key)
                return new
            }
        }

        /// How many locales are kept now.
        var count: Int { lock.withLock { made.count } }

        /// Marks `key` as the one asked for last (under the lock).
        private func touch(_ key: Key) {
            guard recency.last != key, let index = recency.firstIndex(of: key) else { return }
            recency.remove(at: index)
            recency.append(key)
        }
    }

    /// The locales made in this process.
    static let made = MadeLocales()
}
