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
        CalculationError(code: .invalidArgument, range: .none, message: message)
    }

    /// ``ErrorCode/resultTooLarge``: a result (or a number in the input) would need more than
    /// `limit` digits.
    public static func resultTooLarge(limit: Int, at range: SourceRange = .none) -> CalculationError {
        CalculationError(code: .resultTooLarge, range: range, message: Message(.resultTooLarge, [.integer(limit)]))
    }

    /// ``ErrorCode/resultTooSmall``: a result is not zero but would need more than `limit`
    /// digits to write.
    public static func resultTooSmall(limit: Int, at range: SourceRange = .none) -> CalculationError {
        CalculationError(code: .resultTooSmall, range: range, message: Message(.resultTooSmall, [.integer(limit)]))
    }

    /// ``ErrorCode/inputTooLong``: the input is longer than `limit` bytes.
    public static func inputTooLong(limit: Int, at range: SourceRange = .none) -> CalculationError {
        CalculationError(code: .inputTooLong, range: range, message: Message(.inputTooLong, [.integer(limit)]))
    }

    /// ``ErrorCode/nestingTooDeep``: parentheses, functions or operators nested deeper than `limit`.
    public static func nestingTooDeep(limit: Int, at range: SourceRange = .none) -> CalculationError {
        CalculationError(code: .nestingTooDeep, range: range, message: Message(.nestingTooDeep, [.integer(limit)]))
    }

    /// ``ErrorCode/cannotWriteInBase``: a result that is not an integer, or is an amount of money,
    /// cannot be written in `base`; `shown` is the result as the locale writes it in decimal.
    public static func cannotWriteInBase(_ base: Int, shown: String, at range: SourceRange = .none) -> CalculationError {
        CalculationError(code: .cannotWriteInBase, range: range, message: Message(.cannotWriteInBase, [.integer(base), .text(shown)]))
    }

    /// ``ErrorCode/interrupted``: the evaluation was asked to stop (``Calculator/interrupt()``).
    public static let interrupted = CalculationError(code: .interrupted, range: .none, message: Message(.interrupted))

    /// ``ErrorCode/outOfMemory``: memory ran out (ICU or an allocation of the library failed).
    public static func outOfMemory(at range: SourceRange = .none) -> CalculationError {
        CalculationError(code: .outOfMemory, range: range, message: Message(.outOfMemory))
    }
}
