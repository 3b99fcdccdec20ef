import Glibc
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

    /// Two displays are equal when they show the same bytes: what a front end draws. (String's
    /// own `==` compares by canonical equivalence, normalizing both texts, which for a result of
    /// 100,000 Arabic-Indic digits was a quarter of a key's time.)
    public static func == (lhs: KeypadDisplay, rhs: KeypadDisplay) -> Bool {
        lhs.angleUnit == rhs.angleUnit && sameBytes(lhs.main, rhs.main) && sameBytes(lhs.expression, rhs.expression)
            && sameBytes(lhs.line, rhs.line) && sameBytes(lhs.steps, rhs.steps)
    }

    private static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        let compared = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                guard let leftBytes = left.baseAddress, let rightBytes = right.baseAddress else { return true }
                return memcmp(leftBytes, rightBytes, left.count) == 0
            }
        }
        return (compared ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }
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
