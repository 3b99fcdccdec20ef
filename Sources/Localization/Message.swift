import CountOnMeNumbers

/// A message to show a person: a key into the message catalog and its arguments.
///
/// Messages are data until a ``MessageCatalog`` renders them in a language, so one error can be
/// shown in the language of whoever reads it.
public struct Message: Sendable, Equatable {
    /// Which message.
    public let key: MessageKey
    /// Its arguments, in the order the message's pattern numbers them (`{0}`, `{1}`, …).
    public let arguments: [MessageArgument]

    /// Creates a message.
    public init(_ key: MessageKey, _ arguments: [MessageArgument] = []) {
        self.key = key
        self.arguments = arguments
    }
}

/// An argument of a ``Message``.
public enum MessageArgument: Sendable, Equatable {
    /// Text shown as it is: the offending token, a function's name.
    case text(String)
    /// A count or a limit, formatted (and pluralized) for the language.
    case integer(Int)
    /// Another message, rendered in the same language first (the detail of a general message:
    /// what is wrong in a rates file).
    case message(Message)
    /// Items the reader chooses from, joined as the language writes a list of alternatives
    /// (`USD, CAD or AUD`).
    case alternatives([String])
}

/// Every message the library can show. The raw value is the key in the message bundles:
/// append only, like ``ErrorCode``.
public enum MessageKey: String, Sendable, CaseIterable {
    /// `{0}`: the character.
    case unexpectedCharacter
    /// `{0}`: the token.
    case unexpectedToken
    /// `{0}`: the function's name.
    case functionNeedsParentheses
    /// `{0}`: the operator.
    case missingOperandAfter
    /// No arguments: the input ends where a number should be.
    case missingOperandAtEnd
    /// `{0}`: the operator.
    case missingOperandBefore
    /// No arguments.
    case emptyParentheses
    /// `{0}`: the token that follows an operand with no operator between.
    case missingOperator
    /// No arguments.
    case unclosedParenthesis
    /// No arguments: a `|` that opens an absolute value and is never closed.
    case unclosedBar
    /// No arguments.
    case unopenedParenthesis
    /// `{0}`: the number as typed.
    case invalidNumber
    /// `{0}`: the number as typed; `{1}`: an example of how the locale writes numbers.
    case invalidNumberForLocale
    /// `{0}`: the name.
    case unknownIdentifier
    /// `{0}`: the function's name; `{1}`: the number of arguments it takes.
    case wrongArgumentCount
    /// `{0}`: the function's name; `{1}`: the least number of arguments; `{2}`: the most.
    case wrongArgumentCountRange
    /// `{0}`: the function's name; `{1}`: the least number of arguments (`gcd` takes two or more).
    case wrongArgumentCountAtLeast
    /// No arguments.
    case divisionByZero
    /// `{0}`: the function or operator.
    case domain
    /// No arguments: a result that is not a real number, from no named function.
    case domainWithoutName
    /// `{0}`: the digit limit.
    case resultTooLarge
    /// `{0}`: the byte limit.
    case inputTooLong
    /// `{0}`: the nesting limit.
    case nestingTooDeep
    /// No arguments.
    case emptyInput
    /// `{0}`: what was invalid (no longer produced: each invalid argument has its own message).
    case invalidArgument
    /// No arguments.
    case outOfMemory
    /// Keypad alert: a second decimal separator in one number.
    case keypadSecondSeparator
    /// The decimal separator typed in the power of ten after `EXP`.
    case keypadExponentSeparator
    /// Keypad alert: `=` on an expression that ends with an operator or an open parenthesis.
    case keypadIncomplete
    /// `{0}`: the text that names no currency.
    case unknownCurrency
    /// `{0}`: the symbol; `{1}`: the currencies it may stand for, as ISO codes (``MessageArgument/alternatives(_:)``).
    case ambiguousCurrency
    /// `{0}`: the currency without a rate; `{1}`: the date of the rates.
    case noExchangeRate
    /// No rates are loaded at all.
    case noExchangeRates
    /// `{0}`: the function or operator that cannot take an amount of money.
    case invalidMoneyOperation
    /// `{0}`: the line of the rates file (0: the file as a whole); `{1}`: what is wrong there, one
    /// of the `ratesFile…` messages.
    case invalidRatesFile
    /// A warning: `{0}`: the date of the rates, which are several days old.
    case exchangeRatesOld
    /// `{0}`: the number as typed; `{1}`: its value by the locale's reading, written so that it
    /// cannot be misread (`1234`); `{2}`: its value with `.` as decimal point, written the same
    /// way (`1,234`).
    case ambiguousNumber
    /// `{0}`: an unknown name as typed; `{1}`: the known name it is probably a slip for.
    case unknownIdentifierSuggestion
    /// `{0}`, `{1}`: the least and most significant digits a result may be rounded to.
    case digitsOutOfRange
    /// `{0}`, `{1}`: the least and most nesting limit.
    case nestingOutOfRange
    /// The input length limit is below 1.
    case inputLengthNotPositive
    /// `{0}`, `{1}`: the least and most the digit limit (--max-digits) may be.
    case digitLimitOutOfRange
    /// `{0}`: the digit limit a non-zero result too small to show would pass.
    case resultTooSmall
    /// `{0}`: the operation (as typed) whose operand is too close to zero or to the edge of its
    /// domain to decide.
    case undecidable
    /// `{0}`: the trigonometric function (as typed) whose angle is too large to place within a
    /// turn at the highest precision tried.
    case undecidableAngle
    /// `{0}`: the most significant digits a factorial of a non-integer (Γ) is computed to.
    case gammaTooPrecise
    /// `{0}`: a locale name ICU has no data for (``LocaleResolution/isUsable(_:)``).
    case unknownLocale
    /// `{0}`: the path of a file that cannot be read.
    case cannotReadFile
    /// `{0}`: the path of a file larger than the limit; `{1}`: the limit in MiB.
    case fileTooLarge
    /// Details of ``invalidRatesFile``: not the ECB's format at all.
    case ratesFileNotECB
    /// The file ends before its end tags.
    case ratesFileTruncated
    /// No `time` attribute.
    case ratesFileNoDate
    /// `{0}`: a date that is not `YYYY-MM-DD`, or a second one.
    case ratesFileBadDate
    /// `{0}`: a currency code that is not three capitals.
    case ratesFileBadCurrency
    /// `{0}`: a rate that is not a positive decimal.
    case ratesFileBadRate
    /// `{0}`: a currency listed twice.
    case ratesFileDuplicateCurrency
    /// No rate at all.
    case ratesFileNoRates
    /// `{0}`: why a rate given alone (``ratesFileBadCurrency``, ``ratesFileBadRate``,
    /// ``ratesFileBadDate`` or ``rateOfEuro``) cannot be set.
    case invalidRate
    /// Detail of ``invalidRate``: `{0}`: the euro's rate, 1.
    case rateOfEuro
    /// Keypad: `{0}`: a label that names no key.
    case keypadUnknownLabel
    /// Keypad: `{0}`: a history index with no entry.
    case keypadNoHistoryEntry
    /// Keypad: a saved state that cannot be restored (damaged, or from a newer version).
    case keypadInvalidState
    /// Keypad: `{0}`: the most digits a number on the keypad may have (typed, pasted, restored).
    case keypadNumberTooLong
    /// C API: `{0}`: the name of a parameter that must not be NULL.
    case argumentNull
    /// C API: `{0}`: the name of a parameter whose text is not valid UTF-8.
    case argumentNotUTF8
    /// C API: `{0}`: an option number that names no option.
    case unknownOption
    /// C API: `{0}`: the value; `{1}`: the option's number.
    case optionValueOutOfRange
    /// `{0}`: a name, as typed, that cannot be a variable's: a function, constant, keyword,
    /// conversion word or currency in some language.
    case reservedVariableName
    /// `{0}`: text given as a variable's name that is not one name (`2x`, `a b`, empty).
    case invalidVariableName
    /// `{0}`: a name that no variable has.
    case noSuchVariable
    /// C API: `{0}`: an index past the last variable.
    case noVariableAtIndex
    /// `{0}`: the most digits a spelled-out result may have; `{1}`: how many after the point.
    case cannotSpellOut
    /// `{0}`: the base results are written in (2, 8 or 16); `{1}`: the result, in decimal in the
    /// locale's format.
    case cannotWriteInBase
    /// No arguments: the evaluation was interrupted.
    case interrupted
    /// `{0}`: a rounding bracket (`⌊`, `⌈`, `[`, `{`) that is never closed.
    case unclosedBracket
    /// `{0}`: a closing rounding bracket (`⌋`, `⌉`, `]`, `}`) with no opening one.
    case unopenedBracket
    /// `{0}`: a function applied without parentheses to a product (`sin 2π`), as typed; `{1}` and
    /// `{2}`: its two readings (`sin(2π)`, `sin(2)×π`).
    case functionArgumentAmbiguous
    /// `{0}`: a function's name and the superscript after it that means nothing (`log⁻¹`, `sin⁻²`).
    case functionSuperscript
    /// `{0}`: an angle in degrees, minutes and seconds as typed (`12°75′`); `{1}`: 60, the bound
    /// its minutes and seconds stay under.
    case invalidAngle
    /// `{0}`: a locale name as given (`zh_TW`) whose native digits were asked for, though they are
    /// no digits the calculator reads back (Chinese numerals, 〇一二…).
    case nativeDigitsUnavailable
}
