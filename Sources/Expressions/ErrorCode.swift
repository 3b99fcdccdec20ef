import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// The stable code of every failure. These values are the C enum `countonme_status`:
/// **append only** — never renumber or remove a case.
public enum ErrorCode: Int32, Sendable, CaseIterable {
    /// The input does not follow the grammar (an unexpected character or token).
    case syntax = 1
    /// An operator or function lacks an operand (`2 +`, `×3`, `()`).
    case missingOperand = 2
    /// Two operands stand side by side with no operator (`2 3`).
    case missingOperator = 3
    /// A parenthesis is not closed, or closes nothing.
    case unbalancedParenthesis = 4
    /// A number is malformed for the locale (misplaced grouping, a second decimal separator).
    case invalidNumber = 5
    /// A name that is no function or constant.
    case unknownIdentifier = 6
    /// A function called with the wrong number of arguments.
    case wrongArgumentCount = 7
    /// Division (or modulo, or a negative power) of zero.
    case divisionByZero = 8
    /// A function outside its domain (`sqrt(-1)`, `ln(0)`, `asin(2)`, `tan(90°)`).
    case domain = 9
    /// A result that would exceed the size limit.
    case resultTooLarge = 10
    /// Input longer than the limit.
    case inputTooLong = 11
    /// Parentheses, signs or powers nested deeper than the limit.
    case nestingTooDeep = 12
    /// Nothing to calculate.
    case emptyInput = 13
    /// An invalid argument to an API call (a NULL pointer, an option out of range, bad UTF-8).
    case invalidArgument = 14
    /// Memory for a result could not be allocated.
    case outOfMemory = 15
    /// A currency code or symbol that names no currency.
    case unknownCurrency = 16
    /// A currency symbol that several currencies use, none of them the locale's (`$` in France).
    case ambiguousCurrency = 17
    /// A conversion between currencies without a rate for one of them (or without rates at all).
    case noExchangeRate = 18
    /// An operation amounts of money do not allow (`2 € × 3 €`, `sqrt(4 €)`).
    case invalidMoneyOperation = 19
    /// A rates file that is not in the expected format.
    case invalidRatesFile = 20
    /// A number that the locale and the decimal point read differently (`1.234` in German) in an
    /// expression where another number can only be read with a decimal point (`0.5`).
    case ambiguousNumber = 21
    /// A result that is not zero but too small to write within the digit limit (`exp(-1e9)`).
    case resultTooSmall = 22
    /// An operand so close to zero (or to the edge of a function's domain) that even the highest
    /// precision cannot tell which side it is on (`1/(exp(ln(2)) - 2)`); or an angle, not known
    /// exactly, too large for that precision to place within a turn (`sin(10^26728·√2)`), or a
    /// factorial of a non-integer asked to more digits than Γ is computed to (`0.5!` with 5,000
    /// digits), which their own messages name.
    case undecidable = 23
    /// A result the words form cannot spell out: inexact, too long, or past the language's
    /// spell-out rules (``SpellOut``'s limits).
    case cannotSpellOut = 24
    /// A result that is not an integer (or is an amount of money) while results are written in
    /// base 2, 8 or 16 (``CalculatorSettings/base``).
    case cannotWriteInBase = 25
    /// The evaluation was asked to stop before it finished (``Calculator/interrupt()``).
    case interrupted = 26
    /// An exact form (a fraction) asked of an approximate result (`pi`, `sqrt(2)`): reported by
    /// the C library's calculation handle as a status alone (``Calculation/exactFraction`` is
    /// `nil`), never raised by an evaluation.
    case notExact = 27
    /// A file that cannot be read: missing, unreadable, a directory, or larger than the limit
    /// (``Calculator/loadExchangeRates(contentsOf:)``).
    case cannotReadFile = 28

    /// A stable, machine-readable name (`divisionByZero`), used in JSON output and by the C API.
    public var name: String { staticName.description }

    /// ``name`` as text in the program's static data, NUL-terminated, for C callers who keep the
    /// pointer (`countonme_status_name`): never allocated, so it never fails.
    public var staticName: StaticString {
        switch self {
        case .syntax: "syntax"
        case .missingOperand: "missingOperand"
        case .missingOperator: "missingOperator"
        case .unbalancedParenthesis: "unbalancedParenthesis"
        case .invalidNumber: "invalidNumber"
        case .unknownIdentifier: "unknownIdentifier"
        case .wrongArgumentCount: "wrongArgumentCount"
        case .divisionByZero: "divisionByZero"
        case .domain: "domain"
        case .resultTooLarge: "resultTooLarge"
        case .inputTooLong: "inputTooLong"
        case .nestingTooDeep: "nestingTooDeep"
        case .emptyInput: "emptyInput"
        case .invalidArgument: "invalidArgument"
        case .outOfMemory: "outOfMemory"
        case .unknownCurrency: "unknownCurrency"
        case .ambiguousCurrency: "ambiguousCurrency"
        case .noExchangeRate: "noExchangeRate"
        case .invalidMoneyOperation: "invalidMoneyOperation"
        case .invalidRatesFile: "invalidRatesFile"
        case .ambiguousNumber: "ambiguousNumber"
        case .resultTooSmall: "resultTooSmall"
        case .undecidable: "undecidable"
        case .cannotSpellOut: "cannotSpellOut"
        case .cannotWriteInBase: "cannotWriteInBase"
        case .interrupted: "interrupted"
        case .notExact: "notExact"
        case .cannotReadFile: "cannotReadFile"
        }
    }
}

extension MessageCatalog {
    /// A short title for errors of kind `code` (for an alert's heading).
    public func title(for code: ErrorCode) -> String {
        title(forErrorNamed: code.name)
    }
}
