/// Everything locale-specific the calculator uses: how numbers are read and written and in
/// which language messages are shown.
public struct CalculatorLocale: Sendable {
    /// How numbers are read from the input.
    let numberSyntax: any NumberSyntax
    /// How numbers are written.
    let numberStyle: any NumberStyle
    /// The language of messages.
    public let messages: any MessageCatalog

    /// The plain `C`/`POSIX` locale: ASCII digits, `.` decimal separator, no grouping, English messages.
    public static let posix = CalculatorLocale(
        numberSyntax: PlainNumberSyntax(), numberStyle: PlainNumberStyle(), messages: EnglishMessages())
}
