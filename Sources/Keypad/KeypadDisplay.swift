import CountOnMeExpressions
import CountOnMeLocalization
import CountOnMeNumbers

/// What a keypad front end shows.
public struct KeypadDisplay: Sendable, Equatable {
    /// The calculation typed so far, in the locale (`3 + 3 × 4 ÷ 2`); after `=` it ends with ` =`.
    public let expression: String
    /// The large line: the number being typed, or the result after `=` (`0` at first).
    public let main: String
    /// Both on one line, as a one-line display or a script shows them: the expression while it
    /// is typed, `expression = result` after `=`, `0` when nothing is typed.
    public let line: String
    /// The angle unit of the calculations to come (`DRG` switches it): a front end shows DEG or RAD.
    public let angleUnit: AngleUnit
    /// The calculation as a step calculator stacks it: one line per operand, after the operator
    /// that applies it (`3`, `+ 3`, `× 4`, `÷ 2`, and after `=` a last line `= 9`), parentheses
    /// kept on their operands' lines; `0` when nothing is typed.
    public let steps: String

    /// The indicator of ``angleUnit`` as calculators show it: `DEG` or `RAD`.
    public var angleIndicator: String { angleUnit == .degrees ? "DEG" : "RAD" }
}

/// One calculation on the history tape.
public struct KeypadHistoryEntry: Sendable, Equatable {
    /// The calculation's pieces, kept so that they can be written again in another locale.
    let pieces: [KeypadState.Piece]
    /// Its result.
    let value: KeypadValue

    /// The calculation as displayed (`3 + 3 × 4 ÷ 2`).
    public var expression: String { KeypadSession.text(of: pieces) }
    /// Its result as displayed (`9`).
    public var result: String { value.display }
}
