import CountOnMeExpressions
import CountOnMeLocalization
import CountOnMeNumbers

/// A value the keypad computed or was given: a result, the memory, a function key's value, a
/// pasted number. It is kept by its input, from which its display can be written again in
/// another locale or with other digits (``KeypadSession/configure(settings:locale:)``) and which
/// a saved state keeps (``KeypadSession/savedState``).
struct KeypadValue: Equatable {
    /// How the display writes the value.
    enum Writing: String {
        /// As a calculation's result: rounded to the session's digits, in its notation.
        case result
        /// Every digit of a terminating decimal, as it was pasted (`1 234,567890123456789`).
        case allDigits
    }

    /// The value as input every locale, mode and angle unit reads the same way: a rational
    /// (`42`, `(-7/2)`) or, for an irrational value, the expression that computes it
    /// (`sqrt((2))`, `sin(((30))°)`), so that more digits asked for later are still right.
    let input: String
    /// How the display writes it.
    let writing: Writing
    /// The display in the session's locale and digits (written again when they change).
    var display: String
}

/// An operand of the calculation: what it starts from and what keys did to it (`√`, `x²`, `±`),
/// kept as such rather than as text, so that its display follows the locale and its input is
/// exact. Flat (a list of transforms, not a tree), so that no depth of keys needs recursion.
struct KeypadOperand: Equatable {
    /// What an operand starts from.
    enum Base: Equatable {
        /// A number as typed.
        case typed(KeypadState.TypedNumber)
        /// A computed or pasted value.
        case value(KeypadValue)
        /// `π` or `e`.
        case constant(Constant)
    }

    /// A key applied to an operand without computing it: the expression keeps it written so
    /// (`√2`, `3²`, `10%`), and the value is computed at `=`.
    enum Transform: String, CaseIterable {
        case squareRoot, square, cube, reciprocal, percent, factorial, negation

        /// The display of the transform applied to an operand shown as `text` (the one place of
        /// how each is written).
        func display(_ text: String, minusSign: String) -> String {
            switch self {
            case .squareRoot: Operator.squareRoot.symbol + Self.grouped(text)
            case .square: Self.grouped(text) + "²"
            case .cube: Self.grouped(text) + "³"
            case .reciprocal: "1/" + Self.grouped(text)
            case .percent: text + Operator.percent.symbol
            case .factorial: Self.grouped(text) + Operator.factorial.symbol
            case .negation: minusSign + Self.grouped(text)
            }
        }

        /// The input of the transform applied to an operand whose input is `input`: one
        /// parenthesized unit, so that immediate mode's grouping never reaches inside it.
        func input(_ input: String) -> String {
            switch self {
            case .squareRoot: "sqrt(" + input + ")"
            case .square: "((" + input + ")^2)"
            case .cube: "((" + input + ")^3)"
            case .reciprocal: "(1/(" + input + "))"
            case .percent: "(" + input + Operator.percent.plainText + ")"
            case .factorial: "((" + input + ")" + Operator.factorial.plainText + ")"
            case .negation: "(-(" + input + "))"
            }
        }

        /// `x` when `input` is `(-(x))`, the negation's input of `x` (``input(_:)``), its
        /// parentheses matching; else `nil`: a second `±` takes the first away.
        static func removingNegation(from input: String) -> String? {
            let bytes = Array(input.utf8)
            guard bytes.count > 5, input.hasPrefix("(-("), input.hasSuffix("))") else { return nil }
            // The parenthesis after `-` must close at the second last byte, not before.
            var depth = 0
            for index in 2..<(bytes.count - 1) {
                if bytes[index] == UInt8(ascii: "(") { depth += 1 } else if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
                if depth == 0 && index < bytes.count - 2 { return nil }
            }
            return String(decoding: bytes[3..<(bytes.count - 2)], as: UTF8.self)
        }

        /// A display wrapped in parentheses when it is more than one token.
        private static func grouped(_ display: String) -> String {
            display.utf8.contains(UInt8(ascii: " ")) ? "(" + display + ")" : display
        }
    }

    /// What the operand starts from.
    var base: Base
    /// The keys applied to it, innermost first.
    var transforms: [Transform] = []
    /// Whether a typed number is finished (`M+` added it): the next digit starts a new number.
    var isFinished = false

    /// An operand that is a value.
    static func value(_ value: KeypadValue) -> KeypadOperand { KeypadOperand(base: .value(value)) }

    /// What the display shows of the operand in `locale`; `nil` only when ICU cannot write a typed
    /// number (memory ran out).
    func display(in locale: CalculatorLocale) -> String? {
        var text: String
        switch base {
        case .typed(let number):
            guard let shown = number.display(in: locale) else { return nil }
            text = shown
        case .value(let value): text = value.display
        case .constant(let constant): text = constant.symbol
        }
        for transform in transforms { text = transform.display(text, minusSign: locale.minusSign) }
        return text
    }

    /// The operand as input every locale, mode and angle unit reads the same way.
    var input: String {
        var text: String
        switch base {
        case .typed(let number): text = number.input
        case .value(let value): text = value.input
        case .constant(let constant): text = constant.plainText
        }
        for transform in transforms { text = transform.input(text) }
        return text
    }

    /// The number being typed, when the operand is one still being typed.
    var typedNumber: KeypadState.TypedNumber? {
        if case .typed(let number) = base, transforms.isEmpty, !isFinished { return number }
        return nil
    }

    /// The value, when the operand is one with no key applied (a result, the memory).
    var plainValue: KeypadValue? {
        if case .value(let value) = base, transforms.isEmpty { return value }
        return nil
    }
}
