import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// The rule for the names of variables (`x = 5`, `rate := 1.5 %`), in one place.
///
/// A name is what the lexer reads as one word: letters of any script, `_`, and after the first
/// character ASCII digits and combining marks (`x`, `x2`, `total_ht`, `τ`, `café` typed either
/// way). It is never a name of the calculator's in any of its languages, so that a script means
/// the same in every locale: a function or any language's alias of one (`sin`, `sen`, `tg`), a
/// constant (`pi`, `π`, `e`, and `ans`, which always holds the last result), an operator word
/// (`mod`) or a currency code in any case (`eur`). Nor is it a word the locale reads otherwise:
/// a conversion word (`in`, `to`; `a` and `en` in Spanish) or a currency symbol (`kr` in
/// Swedish) — those are reserved only where they are read so, since reserving every language's
/// short words (`a`, `na`, `в`) would take the most common names from everyone. Reserved words
/// are reserved in every case (`Sin`, `PI`); variables themselves are case-sensitive (`x` and
/// `X` are two variables), as in mathematics.
enum VariableName {
    /// The name a statement assigns to when `token` comes before `=` (`x` in `x = 5`): the name as
    /// read, full-width letters as ASCII; `nil` when the token is not a word at all (`2 = 3`, whose
    /// `=` is then unexpected). Throws when the word is one the calculator already reads.
    static func target(of token: Token, typed: String) throws(CalculationError) -> String? {
        switch token.kind {
        case .name(let name, _):
            if try isReserved(name) { throw reservedError(typed, at: token.range) }
            return name
        default:
            // A function, constant, keyword, conversion word or currency in the locale, as the lexer read it.
            guard isWord(typed) else { return nil }
            throw reservedError(typed, at: token.range)
        }
    }

    /// Whether `text` is written as one name: letters, `_`, and digits after the first character.
    static func isWord(_ text: String) -> Bool {
        var first = true
        for scalar in text.unicodeScalars {
            guard Lexer.isNameCharacter(Lexer.halfwidth(scalar), first: first) else { return false }
            first = false
        }
        return !first
    }

    /// Whether `name` is taken, in some language, by a function, constant, operator word or
    /// currency code (compared lower-cased, codes upper-cased). Throws `outOfMemory` when ICU
    /// fails to read the languages' names.
    static func isReserved(_ name: String) throws(CalculationError) -> Bool {
        guard let words = reservedWords.get() else { throw CalculationError.outOfMemory() }
        return words.contains(name.lowercased()) || Currency.isCode(name.uppercased())
    }

    /// The error for a name that cannot be a variable's.
    static func reservedError(_ typed: String, at range: SourceRange) -> CalculationError {
        CalculationError(code: .syntax, range: range, message: Message(.reservedVariableName, [.text(typed)]))
    }

    /// The words of every language, lower-cased; read from the bundles on the first assignment.
    private static let reservedWords = ReadOnce<Set<String>> {
        guard let every = FunctionNames.everyLanguage, let aliases = try? BuiltinFunction.aliases(in: every) else { return nil }
        return Set(BuiltinFunction.names + Constant.names + Operator.wordSpellings).union(aliases.keys)
    }
}
