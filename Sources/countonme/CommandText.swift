#if canImport(Glibc)
import Glibc
#endif
import CountOnMe

/// The command's own words, in the user's language: the `command` table of the message bundles
/// (beside the engine's messages, so translators find a language's every text in one file).
/// Command words, option names and their values stay as they are typed.
enum CommandText: String, CaseIterable {
    // Help (`--help` of every command): abstracts, discussions, options, arguments.
    case abstractRoot, discussionRoot
    case abstractEvaluate, discussionEvaluate
    case abstractFormat, discussionFormat, abstractParse, discussionParse
    case abstractKeypad, discussionKeypad, discussionKeypadLimit
    case abstractRates, discussionRates, abstractRatesUpdate
    case optionJSON, optionRates, optionNotation, optionForm, optionBase, optionDigits, optionMode, optionAngle, optionComplex, optionMaxDigits
    case optionMaxInputLength, optionMaxNesting, optionLocale, optionGrouping, optionDigitStyle, optionPlain, optionKeys, optionTimeout, optionFull
    case argumentExpression, argumentNumbers, argumentTexts, argumentURL
    // ArgumentParser's own words in a help screen.
    case helpOverview, helpUsage, helpArguments, helpOptions, helpSubcommands, helpValues, helpDefault
    case helpShowHelp, helpShowVersion, helpSeeSubcommand
    // Usage errors.
    case usageUnknownOption, usageMissingValue, usageInvalidValue, usageUnexpectedArgument, usageMissingArgument
    case usageSeeHelp
    // A terminal whose locale is not UTF-8.
    case encodingUnknown, encodingLostCharacters
    // Batch mode.
    case batchLineError
    // Rates.
    case ratesListingHeader, ratesUpdated, ratesUnchanged, ratesNothingCached, ratesHTTPStatus, ratesCannotWrite, ratesNoCache
    // The terminal keypad.
    case keypadNeedsNcurses, keypadNeedsTerminal, keypadHint, keypadTooSmall
    // The interactive session.
    case replGreeting, replHelp, replFunctions, replInvalidSetting, replUnexpectedWords, replCancelled, replShortened
    case replNoVariables
    // Standard output that could not be written; the history file.
    case outputNoSpace, outputCannotWrite, historySetAside, historyCannotSave
    // Why a rates download failed.
    case ratesNeedsCurl, ratesTimeout, ratesHostNotFound, ratesCannotConnect, ratesSecureConnection, ratesTooLarge
    case ratesInvalidURL, ratesDownloadFailed

    /// The text in the command's language, its arguments filled in. A text without arguments is
    /// formatted once: ArgumentParser makes the commands, and so their help texts, several times
    /// over while it parses (some 200 formats of 30 texts for `countonme --digits 20 1+1`).
    func callAsFunction(_ arguments: MessageArgument...) -> String {
        guard arguments.isEmpty else { return Self.messages.text(table: "command", key: rawValue, arguments) }
        if let text = Self.formatted[rawValue] { return text }
        let text = Self.messages.text(table: "command", key: rawValue, [])
        Self.formatted[rawValue] = text
        return text
    }

    /// A mark of the `punctuation` table (`defaultMark`: `;`, `؛` in Arabic), which only
    /// the languages that write it otherwise than English have.
    static func punctuation(_ key: String) -> String {
        messages.text(table: "punctuation", key: key, [])
    }

    /// `value` as the command's messages write a number by itself (`16`; `١٦` in Arabic): the
    /// default of an option in its help, beside the range its text gives in the same digits.
    /// In ASCII digits only when ICU cannot format it (memory ran out), which reads the same.
    static func number(_ value: Int) -> String {
        if let text = numbers[value] { return text }
        let text = messages.formatted(table: "formats", key: "integer", [.integer(value)]) ?? String(value)
        numbers[value] = text
        return text
    }

    /// The numbers written so far by ``number(_:)`` (ArgumentParser asks for the defaults each
    /// time it makes the commands, several times a run).
    nonisolated(unsafe) private static var numbers: [Int: String] = [:]

    /// The texts without arguments formatted so far, in the command's language (which is chosen
    /// once, on the command's one thread).
    nonisolated(unsafe) private static var formatted: [String: String] = [:]

    /// The text in the language of `catalog` (the interactive session's, which `locale` changes).
    func text(in catalog: any MessageCatalog, _ arguments: MessageArgument...) -> String {
        catalog.text(table: "command", key: rawValue, arguments)
    }

    /// The language of the command's words: `--locale` when the arguments name one (help and
    /// usage errors come before the options are parsed) and ICU knows it, else LC_ALL,
    /// LC_MESSAGES, LANG; their numbers written as that `--locale`, else LC_ALL, LC_NUMERIC,
    /// LANG write numbers, as the results are.
    static var messages: any MessageCatalog {
        if let chosen { return chosen }
        let arguments = CommandLine.arguments
        var name = LocaleResolution.environmentName(for: .messages)
        var numbers = LocaleResolution.environmentName(for: .numbers)
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            var named: String?
            if argument == "--locale", index + 1 < arguments.count { named = arguments[index + 1] }
            if argument.hasPrefix("--locale=") { named = String(argument.dropFirst("--locale=".count)) }
            // A locale ICU does not know is refused in the environment's language.
            if let named, LocaleResolution.icuIdentifier(for: named).flatMap(LocaleResolution.isKnown) ?? true {
                name = named
                numbers = named
            }
        }
        // Only when memory runs out does ICU fail to match the language: the command can then only
        // say so in English.
        let catalog = CalculatorLocale.messageCatalog(for: name, numbers: numbers) ?? CalculatorLocale.posix.messages
        chosen = catalog
        return catalog
    }

    /// Set once, by the first text shown (the command runs on one thread).
    nonisolated(unsafe) private static var chosen: (any MessageCatalog)?
}
