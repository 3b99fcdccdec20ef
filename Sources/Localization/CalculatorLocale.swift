import CountOnMeNumbers

/// Everything locale-specific the calculator uses: how numbers are read and written and in
/// which language messages are shown.
///
/// A locale holds ICU objects opened once; it may be shared between calculators and threads.
/// Its parts live in one immutable object, so a copy (every calculation takes one) costs one
/// reference count, not one per part.
public struct CalculatorLocale: Sendable {
    /// The parts, never changed after the locale is made.
    fileprivate struct Parts: Sendable {
        let numberSyntax: any NumberSyntax
        let numberStyle: any NumberStyle
        let messages: any MessageCatalog
        let currencySymbols: CurrencySymbols
        let conversionWords: ConversionWords
        let functionNameTable: FunctionNames
        let numbersIdentifier: String?
        let messagesIdentifier: String
    }

    /// The one object a copy of the locale shares (and locales made alike share: see
    /// ``MadeLocales``).
    final class Shared: Sendable {
        fileprivate let parts: Parts
        fileprivate init(_ parts: Parts) { self.parts = parts }
    }

    let shared: Shared

    /// A locale with these parts.
    init(shared: Shared) {
        self.shared = shared
    }

    /// How numbers are read from the input.
    package var numberSyntax: any NumberSyntax { shared.parts.numberSyntax }
    /// How numbers are written.
    package var numberStyle: any NumberStyle { shared.parts.numberStyle }
    /// The language of messages.
    public var messages: any MessageCatalog { shared.parts.messages }
    /// The currency symbols of the locale, read from ICU on first use.
    package var currencySymbols: CurrencySymbols { shared.parts.currencySymbols }
    /// The words that convert into a currency: `in`, `to`, and the languages' own (`en` in French).
    package var conversionWords: ConversionWords { shared.parts.conversionWords }
    /// The names of functions in the user's language (`tg` in Polish), read on first use.
    package var functionNameTable: FunctionNames { shared.parts.functionNameTable }
    /// The ICU locale id numbers follow, or `nil` for the plain `C` locale.
    public var numbersIdentifier: String? { shared.parts.numbersIdentifier }
    /// The bundle messages are written in, as ICU's language matching picks it for the locale
    /// asked for (`fr` for fr_CA, `zh_Hant` for zh_TW, `pt_PT` for pt_AO; `root` is English).
    public var messagesIdentifier: String { shared.parts.messagesIdentifier }

    /// The languages the messages are written in, as ICU ids, sorted: English (`en`, the
    /// bundles' root) and every translation compiled in (`ar`, `de`, …); `nil` when ICU cannot
    /// list them (memory ran out).
    public static var messageLanguages: [String]? { ICUMessages.languages.map { (["en"] + $0).sorted() } }

    /// The plain `C`/`POSIX` locale: ASCII digits, `.` decimal separator, no grouping, English messages.
    public static let posix = CalculatorLocale(
        numberSyntax: PlainNumberSyntax(), numberStyle: PlainNumberStyle(), messagesBundle: "root",
        numbersIdentifier: nil, numbersBundle: nil)

    /// `messagesBundle` and `numbersBundle` are bundles' names (``ICUMessages/bundle(for:)``).
    private init(numberSyntax: any NumberSyntax, numberStyle: any NumberStyle, messagesBundle: String,
                 numbersIdentifier: String?, numbersBundle: String?) {
        // Words of the messages' language and of the numbers' one (people type in either).
        let languages = [messagesBundle] + (numbersBundle.map { [$0] } ?? [])
        shared = Shared(Parts(numberSyntax: numberSyntax, numberStyle: numberStyle, messages: ICUMessages(locale: messagesBundle, numbersLocale: numbersIdentifier),
                              currencySymbols: CurrencySymbols(locale: numbersIdentifier ?? "root"),
                              conversionWords: ConversionWords(locales: languages), functionNameTable: FunctionNames(locales: languages),
                              numbersIdentifier: numbersIdentifier, messagesIdentifier: messagesBundle))
    }

    /// A locale whose numbers follow `numbers` and whose messages are in the language of
    /// `messages`. Each is a locale name as ``LocaleResolution/icuIdentifier(for:)`` accepts;
    /// `nil`, `C` or `POSIX` means the plain C locale, and so does a name that is no locale at all
    /// (check names a user typed with ``LocaleResolution/problem(with:)`` first). `nil` when ICU
    /// cannot open the locale's data (memory ran out), or when `digits` cannot be written in it
    /// (check with ``LocaleResolution/problem(with:digits:)``: zh's native digits): never another
    /// locale or other digits in their place.
    public init?(numbers: String?, messages: String?, grouping: Grouping = .automatic, digits: DigitStyle = .localeDefault) {
        guard let messagesBundle = Self.bundle(for: messages) else { return nil }
        let numbersIdentifier = numbers.flatMap(LocaleResolution.icuIdentifier(for:))
        let key = MadeLocales.Key(numbers: numbersIdentifier, messages: messagesBundle, grouping: grouping, digits: digits)
        guard let shared = Self.made.shared(for: key, making: {
            Self.make(numbersIdentifier: numbersIdentifier, messagesBundle: messagesBundle, grouping: grouping, digits: digits)?.shared
        }) else { return nil }
        self.init(shared: shared)
    }

    /// The locale `init?(numbers:messages:grouping:digits:)` describes, made from ICU's data.
    private static func make(numbersIdentifier: String?, messagesBundle: String, grouping: Grouping, digits: DigitStyle) -> CalculatorLocale? {
        guard let numbersIdentifier else {
            return CalculatorLocale(numberSyntax: PlainNumberSyntax(), numberStyle: PlainNumberStyle(), messagesBundle: messagesBundle,
                                    numbersIdentifier: nil, numbersBundle: nil)
        }
        guard let numbersBundle = ICUMessages.bundle(for: numbersIdentifier),
              let data = ICULocaleData(identifier: numbersIdentifier, grouping: grouping, digits: digits) else { return nil }
        let style = ICUNumberStyle(data: data)
        // The example a misread number's message shows (1 234 567,89 in French).
        guard let example = style.format(DecimalNumber(isNegative: false, digits: Array("123456789".utf8), exponent: 6), notation: .positional) else { return nil }
        return CalculatorLocale(numberSyntax: ICUNumberSyntax(data: data, example: example), numberStyle: style, messagesBundle: messagesBundle,
                                numbersIdentifier: data.identifier, numbersBundle: numbersBundle)
    }

    /// The bundle of messages for the locale name `name` (`nil`, `C`, `POSIX`: root, English);
    /// `nil` when ICU fails.
    private static func bundle(for name: String?) -> String? {
        guard let identifier = name.flatMap(LocaleResolution.icuIdentifier(for:)) else { return "root" }
        return ICUMessages.bundle(for: identifier)
    }

    /// How the locale writes the digits 0 to 9 (ten, in order: `٠`…`٩` in Arabic), read from ICU's
    /// symbols once, when the locale was made.
    public var digitSymbols: [String] { numberSyntax.digitSymbols }

    /// How the locale writes its decimal separator (`,` in French, `٫` in Arabic).
    public var decimalSeparatorSymbol: String { numberSyntax.decimalSeparatorSymbol }

    /// The sign of a negative number as the locale writes it (`-` in the C locale, `−` in
    /// Swedish, with the bidi mark Arabic puts before it).
    package var minusSign: String {
        numberStyle.minusSign
    }

    /// A number as it is being typed on a keypad, in this locale: grouped integer digits, then the
    /// decimal separator and fraction digits exactly as typed (`integerDigits` and
    /// `fractionDigits` are ASCII digits; `fractionDigits` is `nil` until the separator is typed);
    /// `nil` only when ICU fails (out of memory).
    public func formatEntry(negative: Bool, integerDigits: String, fractionDigits: String?) -> String? {
        numberStyle.formatEntry(negative: negative, integerDigits: integerDigits, fractionDigits: fractionDigits)
    }

    /// The messages in the language of the locale `name` (`nil`, `C` or `POSIX`: English), their
    /// numbers written as the locale `numbers` writes them (`nil`, `C`, `POSIX` or no locale: as
    /// the language does), as a locale made with `numbers:messages:` has them; `nil` when ICU
    /// fails to match the language.
    public static func messageCatalog(for name: String?, numbers: String?) -> (any MessageCatalog)? {
        bundle(for: name).map { ICUMessages(locale: $0, numbersLocale: numbers.flatMap(LocaleResolution.icuIdentifier(for:))) }
    }

    /// The same locale for numbers and messages; `nil` when ICU cannot open its data.
    public init?(identifier: String?, grouping: Grouping = .automatic, digits: DigitStyle = .localeDefault) {
        self.init(numbers: identifier, messages: identifier, grouping: grouping, digits: digits)
    }

    /// The locale the environment asks for: `LC_ALL`, else `LC_NUMERIC` (numbers) or
    /// `LC_MESSAGES` (messages), else `LANG`; `nil` when ICU cannot open its data.
    public static func fromEnvironment(grouping: Grouping = .automatic, digits: DigitStyle = .localeDefault,
                                       lookup: (String) -> String? = LocaleResolution.environmentVariable) -> CalculatorLocale? {
        CalculatorLocale(numbers: LocaleResolution.environmentName(for: .numbers, lookup: lookup),
                         messages: LocaleResolution.environmentName(for: .messages, lookup: lookup),
                         grouping: grouping, digits: digits)
    }
}
