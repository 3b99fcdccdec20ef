/// Renders messages and error titles in one language.
public protocol MessageCatalog: Sendable {
    /// The text of `message`, with its arguments filled in.
    func text(for message: Message) -> String
    /// A short title for errors of kind `code` (for an alert's heading).
    func title(for code: ErrorCode) -> String
}
