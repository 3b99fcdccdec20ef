/// How numbers are written in the input of one locale: its digits, separators and exponent.
///
/// The lexer asks the syntax where a number starts and ends and what it is worth; it knows
/// nothing of locales itself.
protocol NumberSyntax: Sendable {
    /// Whether a number begins at `index` (a digit, or a decimal separator followed by a digit).
    func beginsNumber(_ scalars: [Unicode.Scalar], at index: Int) -> Bool

    /// Reads the number that begins at `index`: where it ends (exclusive) and its exact value, or
    /// why it cannot be read. Never misreads: text that does not fit the locale is a failure.
    func readNumber(_ scalars: [Unicode.Scalar], at index: Int, maximumDigits: Int) -> (end: Int, value: Result<Rational, NumberReadFailure>)

    /// Whether `,` separates function arguments (it does where `,` is not the decimal separator).
    var commaSeparatesArguments: Bool { get }
}

/// Why a number in the input could not be read.
enum NumberReadFailure: Error, Equatable {
    /// It does not fit the locale's format; `example` shows how the locale writes numbers.
    case invalid(example: String?)
    /// It would need more digits than the limit.
    case tooLarge
}
