import CountOnMeExpressions
import CountOnMeLocalization
import CountOnMeNumbers

/// An alert the keypad raises: a key that cannot apply (a second decimal separator, `=` on an
/// unfinished calculation) or a calculation that fails (division by zero, …). The session's state
/// is left exactly as it was before the key.
public struct KeypadAlert: Sendable, Equatable {
    /// The error, with its stable code.
    public let error: CalculationError
    /// A short title, in the session's language.
    public let title: String
    /// The message, in the session's language.
    public let message: String
}
