import CountOnMeNumbers

/// Renders messages and error titles in one language.
///
/// Each text is formatted by ICU, which fails only when memory runs out: the `formatted…`
/// requirements then return `nil`, so that a program that reports a status (the C library) says
/// so instead of handing out other text. The `text…` conveniences put the key in its place: they
/// are for text that accompanies an error already being reported (the command's standard error).
public protocol MessageCatalog: Sendable {
    /// The text of `message`, with its arguments filled in; `nil` when ICU cannot format it.
    func formatted(_ message: Message) -> String?
    /// A short title for errors of the kind named `name` (`divisionByZero`), for an alert's
    /// heading; `nil` when ICU cannot format it.
    func formattedTitle(forErrorNamed name: String) -> String?
    /// The text of `key` in the bundles' table `table` with its arguments filled in: front ends
    /// keep their own texts (the command's help, say) in tables of their own, beside the
    /// engine's, so translators find every text of a language in one file. `nil` when no bundle
    /// has the key or ICU cannot format it.
    func formatted(table: String, key: String, _ arguments: [MessageArgument]) -> String?
}

extension MessageCatalog {
    /// The text of `message`, or its key (`divisionByZero`) when ICU cannot format it.
    public func text(for message: Message) -> String {
        formatted(message) ?? message.key.rawValue
    }

    /// The title of errors named `name`, or `name` itself when ICU cannot format it.
    public func title(forErrorNamed name: String) -> String {
        formattedTitle(forErrorNamed: name) ?? name
    }

    /// The text of `key` of `table`, or `key` itself when no bundle has it or ICU cannot format it.
    public func text(table: String, key: String, _ arguments: [MessageArgument]) -> String {
        formatted(table: table, key: key, arguments) ?? key
    }
}
