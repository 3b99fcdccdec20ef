import CountOnMeNumbers

/// Renders messages and error titles in one language.
public protocol MessageCatalog: Sendable {
    /// The text of `message`, with its arguments filled in.
    func text(for message: Message) -> String
    /// A short title for errors of the kind named `name` (`divisionByZero`), for an alert's
    /// heading.
    func title(forErrorNamed name: String) -> String
    /// The text of `key` in the bundles' table `table` with its arguments filled in: front ends
    /// keep their own texts (the command's help, say) in tables of their own, beside the
    /// engine's, so translators find every text of a language in one file. Returns `key` itself
    /// when no bundle has it.
    func text(table: String, key: String, _ arguments: [MessageArgument]) -> String
    /// `items` joined as the language writes a list of alternatives (`USD, CAD or AUD`;
    /// `USD、CAD、AUD` in Japanese), by ICU's list formatter.
    func alternatives(_ items: [String]) -> String
}
