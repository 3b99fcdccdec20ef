import Synchronization

/// A request to stop the evaluation under way, made from any thread (a C host's `countonme_context_interrupt`,
/// a terminal's Ctrl-C): the evaluation checks it between its steps — every node of the tree,
/// every raise of the working precision — and stops with ``ErrorCode/interrupted``, leaving the
/// calculator as it was. A single GMP or MPFR operation is not cut short; each is bounded by the
/// digit limit.
final class Interruption: Sendable {
    private let requested = Atomic<Bool>(false)

    /// Asks the evaluation under way to stop. Thread-safe, lock-free.
    func request() {
        requested.store(true, ordering: .relaxed)
    }

    /// Forgets a request (at the start of an evaluation: one made while none ran has no effect).
    func clear() {
        requested.store(false, ordering: .relaxed)
    }

    /// Whether a stop was asked for.
    var isRequested: Bool {
        requested.load(ordering: .relaxed)
    }
}
