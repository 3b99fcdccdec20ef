import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// One lexical unit of an expression.
struct Token {
    /// What the token is.
    enum Kind: Equatable {
        case number(Rational)
        /// A known name, lower-cased, a function's alias as the function's name (`sin`, `pi`, `π`,
        /// `mod`, `ans`; `tan` for the Polish `tg`).
        case identifier(String)
        /// A name that is no function, constant, keyword or currency, as read (case kept, full-width
        /// letters as ASCII): a variable's, or a slip, with the known name it is probably a slip for.
        case name(String, suggestion: String?)
        /// `=` or `:=`, after the name of the variable a statement assigns (`x = 5`).
        case assignment
        /// An operator, however it was written (`-` or `−`, `^` or `**`, `mod`).
        case `operator`(Operator)
        case leftParenthesis, rightParenthesis, argumentSeparator
        /// `|`, around an absolute value (`|−3|`).
        case bar
        /// A bracket that rounds what it encloses, opening (`⌊`, `⌈`, `[`, `{`) or closing.
        case openingBracket(RoundingBracket), closingBracket(RoundingBracket)
        /// A number in subscript (`₂`) that is no root's index: a logarithm's base (`log₂ 8`).
        case subscriptNumber(Rational)
        /// The index of the root sign that follows (`₃√8`, `³√8`, `ⁿ√x`).
        case rootIndex(RootIndex)
        /// A currency, by ISO code or symbol, resolved to its code (`EUR`).
        case currency(String)
        /// `in` / `to`: converts the whole expression into a currency.
        case conversion
        case end
    }

    /// The index written before a root sign: a number (`₃√8`) or a variable (`ⁿ√x`).
    enum RootIndex: Equatable {
        case number(Rational)
        case variable(String)
    }

    /// What the token is.
    let kind: Kind
    /// Where it is in the input.
    let range: SourceRange

    /// Whether the token may begin the right factor of an implicit multiplication (`2π`, `2(3)`, `2√3`).
    var beginsImplicitFactor: Bool {
        switch kind {
        case .leftParenthesis, .name, .identifier, .openingBracket, .rootIndex: return true
        case .operator(let op): return op.isRoot
        default: return false   // not `|`: in `|2|3|` the bar after 2 closes (write `2×|x|`)
        }
    }
}
