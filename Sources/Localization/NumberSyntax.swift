import CountOnMeNumbers

/// How numbers are written in the input of one locale: its digits, separators and exponent.
///
/// The lexer asks the syntax where a number starts and ends and what it is worth; it knows
/// nothing of locales itself.
package protocol NumberSyntax: Sendable {
    /// Whether a number begins at `index` (a digit, or a decimal separator followed by a digit).
    func beginsNumber(_ scalars: [Unicode.Scalar], at index: Int) -> Bool

    /// Reads the number that begins at `index`: where it ends (exclusive) and its exact value with
    /// the convention it was read by, or why it cannot be read. Never misreads: text that does not
    /// fit the locale is a failure.
    func readNumber(_ scalars: [Unicode.Scalar], at index: Int, maximumDigits: Int) -> (end: Int, value: NumberReadOutcome)

    /// Whether `,` separates function arguments (it does where `,` is not the decimal separator).
    var commaSeparatesArguments: Bool { get }

    /// The ASCII decimal separator of plain decimals in this locale: a number of ASCII digits with
    /// at most one such separator followed by digits (`1234.5`, `1234,5` in French) means the
    /// same alone and beside any other such number, with no grouping to read. `.` in the C
    /// locale and where `.` is the decimal separator, `,` where `,` is; `nil` where the separator
    /// is not ASCII (`٫` in Arabic). The quick reading of plain arithmetic (`PlainArithmetic`) is
    /// used only where there is one.
    var plainDecimalSeparator: UInt8? { get }

    /// The grouping separators a plain typed number may carry in its integer part (the UTF-8 of
    /// each: `,` in English, a space or a no-break space in French) and where they may stand;
    /// `nil` where numbers are not grouped, or where `.` groups digits (a number with one has two
    /// readings there, which only the locale's reader weighs). For the quick reading.
    var plainGrouping: (separators: [[UInt8]], rule: DigitGrouping)? { get }

    /// How the locale writes the digits 0 to 9 (ten of them, in order): `٠`…`٩` in Arabic.
    var digitSymbols: [String] { get }

    /// How the locale writes its decimal separator (`,` in French), without bidi marks.
    var decimalSeparatorSymbol: String { get }
}

/// What a number syntax made of a number: its reading, or why there is none. An enum of its own
/// rather than `Result`: the Swift runtime checks `Result`'s `Error` requirement when it first
/// makes its type, by scanning every conformance record (160,000 instructions on the way to the
/// first number a process reads).
package enum NumberReadOutcome {
    case success(NumberReading)
    case failure(NumberReadFailure)
}

/// Why a number in the input could not be read.
package enum NumberReadFailure: Error, Equatable {
    /// It does not fit the locale's format; `example` shows how the locale writes numbers.
    case invalid(example: String?)
    /// It would need more digits than the limit.
    case tooLarge
}

/// A number read from the input, and which convention of writing numbers it needed.
///
/// Where the locale groups digits with `.` (German, Italian, Dutch…), a number such as `1.234` has
/// two readings: the locale's (1234) and the decimal point's (1.234). Alone it means what the
/// locale says; but beside a number that only the decimal point can explain (`0.5`), the
/// expression mixes two habits and the reading is refused (see ``Lexer``).
package struct NumberReading: Equatable {
    /// How the number relates to the two conventions.
    package enum Convention: Equatable {
        /// Read the same way by both, or only by the locale's (`12`, `1,5` and `1.234.567` in German).
        case either
        /// Readable only with `.` as the decimal point, against the locale (`0.5`, `25.3` in German).
        case decimalPoint
        /// Read the locale's way, but the decimal point reads it differently (`1.234` in German):
        /// how to write each reading so that it cannot be misread (`1234`, `1,234`).
        case ambiguous(localeReading: String, decimalPointReading: String)
    }

    /// The number, by the locale's reading wherever the locale can read it, as its digits (all a
    /// number written back in a format needs).
    package let number: PlainDecimal
    package let convention: Convention

    /// The exact value.
    package var value: Rational { number.rational }
}
