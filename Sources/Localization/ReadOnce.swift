import CountOnMeNumbers

/// A value read from ICU on first use and kept, where the read can fail (only when memory runs
/// out): a failure is kept by no one — the caller reports it and the next use reads again — so
/// that a failed read never stands in for the value (an empty list of languages or names).
/// Safe to share between threads.
package final class ReadOnce<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value?
    private let read: () -> Value?

    /// A value that `read` gives, or `nil` when it fails.
    package init(_ read: @escaping () -> Value?) {
        self.read = read
    }

    /// The value, read now if it was not yet; `nil` when reading it failed this time.
    package func get() -> Value? {
        lock.withLock {
            if let value { return value }
            value = read()
            return value
        }
    }
}
