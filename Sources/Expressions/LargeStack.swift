#if canImport(Glibc)
import Glibc
#endif

/// Runs work on a thread of its own with a stack of a chosen size, and waits for it: the parser's
/// recursion for deeply nested input then needs nothing from the caller's stack, whatever its
/// size (musl's 128 KiB threads, a JVM's 1 MiB, a Rust thread's 2 MiB).
enum LargeStack {
    /// The work and its outcome, shared with the thread (which finishes before `run` returns).
    private final class Job: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// `body`'s result, computed on a new thread with a stack of `bytes`. Fails with
    /// ``ErrorCode/outOfMemory`` when the system cannot make that thread, never running `body`
    /// on a stack that may be too small.
    static func run<Value>(bytes: Int, _ body: () throws(CalculationError) -> Value) throws(CalculationError) -> Value {
        var outcome: Result<Value, CalculationError>?
        try withoutActuallyEscaping({ outcome = Result { () throws(CalculationError) in try body() } }) { (work: @escaping () -> Void) throws(CalculationError) in
            var attributes = pthread_attr_t()
            guard pthread_attr_init(&attributes) == 0 else { throw CalculationError.outOfMemory() }
            defer { pthread_attr_destroy(&attributes) }
            let size = max(bytes, Int(PTHREAD_STACK_MIN))
            guard pthread_attr_setstacksize(&attributes, size) == 0 else { throw CalculationError.outOfMemory() }
            let job = Unmanaged.passRetained(Job(work))
            var thread = pthread_t()
            let created = pthread_create(&thread, &attributes, { argument in
                guard let argument else { return nil }
                Unmanaged<Job>.fromOpaque(argument).takeRetainedValue().body()
                return nil
            }, job.toOpaque())
            guard created == 0 else {
                job.release()
                throw CalculationError.outOfMemory()
            }
            pthread_join(thread, nil)
        }
        guard let outcome else { throw CalculationError.outOfMemory() }   // the thread always sets it
        return try outcome.get()
    }
}
