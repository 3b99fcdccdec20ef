import CountOnMeNumbers

/// Everything locale-specific the calculator uses: how numbers are read and written and in
/// which language messages are shown.
///
/// A locale holds ICU objects opened once; it may be shared between calculators and threads.
public struct CalculatorLocale: Sendable {
    /// How numbers are read from the input.
    package let numberSyntax: any NumberSyntax
    /// How numbers are written.
    package let numberStyle: any NumberStyle
    /// The language of messages.
    public let messages: any MessageCatalog
    /// The currency symbols of the locale, read from ICU on first use.
    package let currencySymbols: CurrencySymbols
    /// The words that convert into a currency: `in`, `to`, and the languages' own (`en` in French).
    package let conversionWords: ConversionWords
    /// The names of functions in the user's language (`tg` in Polish), read on first use.
    package let functionNameTable: FunctionNames
    /// The ICU locale id numbers follow, or `nil` for the plain `C` locale.
    public let numbersIdentifier: String?
    /// The ICU locale id messages follow (`root` is English).
    public let messagesIdentifier: String

    /// The languages the messages are written in, as ICU ids, sorted: English (`en`, the
    /// bundles' root) and every translation compiled in (`ar`, `de`, …).
    public static var messageLanguages: [String] { (["en"] + ICUMessages.languages).sorted() }

    /// The plain `C`/`POSIX` locale: ASCII digits, `.` decimal separator, no grouping, English messages.
    public static let posix = CalculatorLocale(
        numberSyntax: PlainNumberSyntax(), numberStyle: PlainNumberStyle(), messages: ICUMessages(locale: "root"),
        numbersIdentifier: nil, messagesIdentifier: "root")

    private init(numberSyntax: any NumberSyntax, numberStyle: any NumberStyle, messages: any MessageCatalog,
                 numbersIdentifier: String?, messagesIdentifier: String) {
        self.numberSyntax = numberSyntax
        self.numberStyle = numberStyle
        self.messages = messages
        self.numbersIdentifier = numbersIdentifier
        self.messagesIdentifier = messagesIdentifier
        self.currencySymbols = CurrencySymbols(locale: numbersIdentifier ?? "root")
        // Words of the messages' language and of the numbers' one (people type in either).
        let languages = [messagesIdentifier] + (numbersIdentifier.map { [$0] } ?? [])
        self.conversionWords = ConversionWords(locales: languages)
        self.functionNameTable = FunctionNames(locales: languages)
    }

    /// A locale whose numbers follow `numbers` and whose messages are in the language of
    /// `messages`. Each is a locale name as ``LocaleResolution/icuIdentifier(for:)`` accepts;
    /// `nil`, `C` or `POSIX` means the plain C locale. Never fails: an unknown locale falls back
    /// as ICU does.
    public init(numbers: String?, messages: String?, grouping: Grouping = .automatic, digits: DigitStyle = .localeDefault) {
        let messagesIdentifier = messages.flatMap(LocaleResolution.icuIdentifier(for:)) ?? "root"
        let catalog = ICUMessages(locale: messagesIdentifier)
        guard let numbersIdentifier = numbers.flatMap(LocaleResolution.icuIdentifier(for:)),
              let data = ICULocaleData(identifier: numbersIdentifier, grouping: grouping, digits: digits) else {
            self.init(numberSyntax: PlainNumberSyntax(), numberStyle: PlainNumberStyle(), messages: catalog,
                      numbersIdentifier: nil, messagesIdentifier: messagesIdentifier)
            return
        }
        let style = ICUNumberStyle(data: data)
        let example = style.format(DecimalNumber(isNegative: false, digits: Array("123456789".utf8), exponent: 6), notation: .positional) ?? "1234567.89"
        self.init(numberSyntax: ICUNumberSyntax(data: data, example: example), numberStyle: style, messages: catalog,
                  numbersIdentifier: data.identifier, messagesIdentifier: messagesIdentifier)
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

    /// The same locale for numbers and messages.
    public init(identifier: String?, grouping: Grouping = .automatic, digits: DigitStyle = .localeDefault) {
        self.init(numbers: identifier, messages: identifier, grouping: grouping, digits: digits)
    }

    /// The locale the environment asks for: `LC_ALL`, else `LC_NUMERIC` (numbers) or
    /// `LC_MESSAGES` (messages), else `LANG`.
    public static func fromEnvironment(grouping: Grouping = .automatic, digits: DigitStyle = .localeDefault,
                                       lookup: (String) -> String? = LocaleResolution.environmentVariable) -> CalculatorLocale {
        CalculatorLocale(numbers: LocaleResolution.environmentName(for: .numbers, lookup: lookup),
                         messages: LocaleResolution.environmentName(for: .messages, lookup: lookup),
                         grouping: grouping, digits: digits)
    }
}
