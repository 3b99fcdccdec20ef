import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// A failure as a value: what went wrong, where in the input, and the message to show.
public struct CalculationError: Error, Sendable, Equatable {
    /// The stable code.
    public let code: ErrorCode
    /// The part of the input it concerns (UTF-8 byte offsets); empty at the end of input when
    /// something is missing there.
    public let range: SourceRange
    /// The message, to be rendered in a language by a ``MessageCatalog``.
    public let message: Message

    /// Creates an error.
    public init(code: ErrorCode, range: SourceRange, message: Message) {
        self.code = code
        self.range = range
        self.message = message
    }

    /// ``ErrorCode/invalidArgument`` for a call's argument rather than the input: `message` says
    /// which and why; the range is empty.
    public static func invalidArgument(_ message: Message) -> CalculationError {
        CalculationError(code: .invalidArgument, range: SourceRange(start: 0, end: 0), message: message)
    }
}
