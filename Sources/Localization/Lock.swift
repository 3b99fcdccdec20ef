#if canImport(Glibc)
import Glibc
#endif
import CountOnMeNumbers

/// A mutual-exclusion lock over pthread (the engine does not use Foundation).
final class Lock: @unchecked Sendable {
    /// Allocated apart: a mutex must not move, and an `inout` access to a stored property (for
    /// each lock and unlock) would go through the runtime's exclusivity check.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func withLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
