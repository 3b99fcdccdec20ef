import CountOnMeExpressions
import CountOnMeLocalization
import CountOnMeNumbers

/// An alert the keypad raises: a key that cannot apply (a second decimal separator, `=` on an
/// unfinished calculation) or a calculation that fails (division by zero, …). The session's state
/// is left exactly as it was before the key.
public struct KeypadAlert: Sendable, Equatable {
    /// The error, with its stable code.
    public let error: CalculationError
    /// The title and the message in the session's language, as ICU formatted them; `nil` when it
    /// could not (memory ran out: the C library then reports OUT_OF_MEMORY for them).
    package let formattedTitle: String?
    package let formattedMessage: String?

    /// A short title, in the session's language (the error's name if ICU could not format it).
    public var title: String { formattedTitle ?? error.code.name }
    /// The message, in the session's language (its key if ICU could not format it).
    public var message: String { formattedMessage ?? error.message.key.rawValue }

    /// The alert for `error`, its texts formatted by `messages`.
    init(error: CalculationError, messages: any MessageCatalog) {
        self.error = error
        formattedTitle = messages.formattedTitle(forErrorNamed: error.code.name)
        formattedMessage = messages.formatted(error.message)
    }
}
