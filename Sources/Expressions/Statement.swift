import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// One line to evaluate: an expression, and the variable its value is assigned to when the line
/// is an assignment (`x = 5`, `x := 5`).
struct Statement {
    /// The variable assigned (its name as read: `x` in `x = 5`), with where it was written; `nil`
    /// for a plain expression.
    var target: (name: String, range: SourceRange)?
    /// The expression whose value is the line's result.
    let expression: SyntaxTree
}
