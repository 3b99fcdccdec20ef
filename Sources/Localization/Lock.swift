#if canImport(Glibc)
import Glibc
#endif
import CountOnMeNumbers

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
