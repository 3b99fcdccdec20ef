import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// A span of the input, in UTF-8 byte offsets: `start` inclusive, `end` exclusive.
///
/// Byte offsets are what C callers index with; the CLI converts them to columns for its caret.
public struct SourceRange: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Offset of the first byte.
    public let start: Int
    /// Offset one past the last byte.
    public let end: Int

    /// A range from `start` to `end`.
    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// The empty range at the start: for errors that concern no part of the input (a setting, a
    /// key, an argument of a call).
    public static let none = SourceRange(start: 0, end: 0)

    /// The smallest range covering both.
    func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// `start..<end`, for debugging.
    public var description: String { "\(start)..<\(end)" }
}
