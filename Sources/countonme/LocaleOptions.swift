import ArgumentParser
import CountOnMe

/// The options that choose how numbers are read and written, shared by every command.
struct LocaleOptions: ParsableArguments {
    @Option(help: ArgumentHelp(CommandText.optionLocale()))
    var locale: String?

    @Option(help: ArgumentHelp(CommandText.optionGrouping()))
    var grouping: Grouping = .automatic

    @Flag(help: ArgumentHelp(CommandText.optionDigitStyle()))
    var digitStyle: DigitStyleFlag?

    /// Plain numbers for scripts (`2000`, `0.5`): the same as `LC_NUMERIC=C`; messages keep their language.
    @Flag(help: ArgumentHelp(CommandText.optionPlain()))
    var plain = false

    /// A `--locale` that names no locale ICU knows is bad usage (ICU would quietly use its root),
    /// and so are native digits that cannot be written in the locale (`--native-digits` in zh).
    func validate() throws {
        if let problem = problem(in: CommandText.messages) { throw ValidationError(problem) }
    }

    /// Why these options cannot be used (in the language of `messages`), or `nil` when they can:
    /// a locale name that is none ICU knows (`C`, `POSIX`, `fr_FR`, `de-CH` and `fr_XX`, as
    /// French, are), then digits that cannot be written in the locale (or the environment's).
    func problem(in messages: any MessageCatalog) -> String? {
        if let locale, let problem = LocaleResolution.problem(with: locale) { return messages.text(for: problem) }
        // Only digits asked for can be refused: the environment is not read again otherwise.
        guard let style = digitStyle?.style, !plain else { return nil }
        let numbers = locale ?? LocaleResolution.environmentName(for: .numbers)
        return LocaleResolution.problem(with: numbers, digits: style).map { messages.text(for: $0) }
    }

    /// The locale these options and the environment describe. When ICU cannot open its data
    /// (memory ran out), says so on standard error and throws the exit status 1.
    var calculatorLocale: CalculatorLocale {
        get throws {
            let opened = if let locale {
                calculatorLocale(identifier: locale)
            } else if plain {
                CalculatorLocale(numbers: nil, messages: LocaleResolution.environmentName(for: .messages))
            } else {
                CalculatorLocale.fromEnvironment(grouping: grouping, digits: digitStyle?.style ?? .localeDefault)
            }
            guard let opened else { throw Self.unavailable() }
            return opened
        }
    }

    /// The locale `identifier` with these options' grouping and digits (the session's `locale ID`);
    /// with `--plain`, its messages with plain numbers. `nil` when ICU cannot open its data.
    func calculatorLocale(identifier: String) -> CalculatorLocale? {
        CalculatorLocale(numbers: plain ? nil : identifier, messages: identifier,
                         grouping: grouping, digits: digitStyle?.style ?? .localeDefault)
    }

    /// Reports that a locale's data could not be opened (only when memory runs out) and returns
    /// the exit status to throw.
    static func unavailable() -> ExitCode {
        ErrorReport.complain(CommandText.messages.text(for: Message(.outOfMemory)))
        return ExitCode(1)
    }
}

/// `--native-digits` / `--latin-digits`.
enum DigitStyleFlag: String, EnumerableFlag {
    case nativeDigits, latinDigits

    var style: DigitStyle { self == .nativeDigits ? .native : .latin }
}

extension Grouping: ExpressibleByArgument {
    /// Accepts `auto`, `on`, `off`, `min2`.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "auto", "automatic": self = .automatic
        case "on": self = .on
        case "off": self = .off
        case "min2": self = .min2
        default: return nil
        }
    }

    public static var allValueStrings: [String] { ["auto", "on", "off", "min2"] }
}
