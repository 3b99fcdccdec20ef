#if canImport(Glibc)
import Glibc
#endif

/// Strings across the C boundary.
enum CText {
    /// The UTF-8 text at `pointer`, or `nil` when it is NULL or not valid UTF-8 (never replaced
    /// silently, as `String(cString:)` would).
    static func read(_ pointer: UnsafePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        return String(validatingCString: pointer)
    }

    /// A copy of `text` in memory from `malloc`, which the caller frees with `countonme_free`;
    /// `nil` when memory runs out.
    static func allocate(_ text: String) -> UnsafeMutablePointer<CChar>? {
        text.withCString { strdup($0) }
    }
}
