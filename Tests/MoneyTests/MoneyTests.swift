import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeMoney
import CountOnMeTestSupport

/// Money in expressions with the committed rates (ECB, 28 June 2024). Expected strings come from
/// Babel's copy of CLDR (`format_currency`), an implementation independent of ICU; where letters
/// meet digits (`CHF 1,189.32`) CLDR's currency-spacing rule, which Babel does not apply, adds a
/// no-break space. Converted values were checked with Python's decimal module.
@Suite struct MoneyTests {
    static func calculate(_ input: String, locale: String) -> String {
        do {
            let calculator = Calculator(locale: CalculatorLocale(identifier: locale)!)
            try calculator.loadExchangeRates(ecbXML: ExchangeRatesTests.sample)
            return try calculator.evaluate(input).formatted
        } catch {
            return "!" + error.code.name
        }
    }

    @Test(arguments: [
        ("en_US", "100 EUR in USD", "$107.05"), ("en_US", "100 USD in EUR", "€93.41"), ("en_US", "100 EUR in JPY", "¥17,194"),
        ("en_US", "12.5 EUR + 0", "€12.50"), ("en_US", "1234.5 EUR in CHF", "CHF\u{00A0}1,189.32"), ("en_US", "$100 to EUR", "€93.41"),
        ("en_US", "100 € in CHF", "CHF\u{00A0}96.34"), ("en_US", "US$ 12.50 + 1", "$13.50"),
        ("fr_FR", "100 EUR in USD", "107,05\u{00A0}$US"), ("fr_FR", "100 USD in EUR", "93,41\u{00A0}€"), ("fr_FR", "100 EUR in JPY", "17\u{202F}194\u{00A0}JPY"),
        ("fr_FR", "(12,50 € + 3 €) × 2", "31,00\u{00A0}€"), ("fr_FR", "100 EUR en USD", "107,05\u{00A0}$US"),
        ("de_DE", "100 EUR nach USD", "107,05\u{00A0}$"), ("es_ES", "100 EUR en USD", "107,05\u{00A0}US$"), ("fr_FR", "1234,5 EUR in CHF", "1\u{202F}189,32\u{00A0}CHF"),
        ("de_DE", "100 EUR in USD", "107,05\u{00A0}$"), ("de_DE", "100 EUR in JPY", "17.194\u{00A0}¥"), ("de_DE", "12,5 € + 0", "12,50\u{00A0}€"),
        ("ja_JP", "100 EUR in USD", "$107.05"), ("ja_JP", "100 EUR in JPY", "￥17,194"), ("ja_JP", "1234.5 EUR in CHF", "CHF\u{00A0}1,189.32"),
        ("es_ES", "100 EUR in USD", "107,05\u{00A0}US$"), ("es_ES", "100 USD in EUR", "93,41\u{00A0}€"), ("es_ES", "100 EUR in JPY", "17.194\u{00A0}JPY"),
        ("C", "100 EUR in USD", "USD 107.05"), ("C", "100 EUR in JPY", "JPY 17194"), ("C", "100 EUR + 10 USD", "EUR 109.34"),
    ])
    func conversionsInLocales(locale: String, input: String, expected: String) {
        #expect(Self.calculate(input, locale: locale) == expected, "\(locale): \(input)")
    }

    @Test(arguments: [
        // Sums convert into the first amount's currency; a plain number is an amount of it.
        ("100 EUR + 10 USD", "EUR 109.34"), ("10 USD + 100 EUR", "USD 117.05"), ("100 EUR + 5", "EUR 105.00"),
        ("100 EUR - 10%", "EUR 90.00"), ("2 × 12.50 EUR", "EUR 25.00"), ("100 EUR ÷ 4", "EUR 25.00"),
        ("100 EUR ÷ 50 EUR", "2"), ("107.05 USD ÷ 100 EUR", "1"), ("-5 EUR", "-EUR 5.00"), ("0.125 EUR + 0", "EUR 0.12"),
        ("0.135 EUR + 0", "EUR 0.14"), ("ans", "0"),
        // ISO codes in any case, as people type them.
        ("100 eur in usd", "USD 107.05"), ("100 Eur to Usd", "USD 107.05"), ("10 usd + 100 EUR", "USD 117.05"),
        // Not for money, and not a currency.
        ("2 EUR × 3 EUR", "!invalidMoneyOperation"), ("sqrt(4 EUR)", "!invalidMoneyOperation"), ("2 ÷ 3 EUR", "!invalidMoneyOperation"),
        ("3 EUR ^ 2", "!invalidMoneyOperation"), ("1 BTC", "!unknownCurrency"), ("100 EUR in ARS", "!noExchangeRate"), ("100 EUR in GBP", "GBP 84.64"),
        ("100 EUR in", "!missingOperand"), ("(5 USD) EUR", "!invalidMoneyOperation"),
    ])
    func rulesInTheCLocale(input: String, expected: String) {
        #expect(Self.calculate(input, locale: "C") == expected, "\(input)")
    }

    /// Messages quote the currency or the conversion word as it was typed, not the code it stands for.
    @Test(arguments: [
        ("fr_FR", "€", "€"), ("fr_FR", "100 € en", "en"), ("en_US", "US$", "“US$”"), ("en_US", "100 EUR to", "“to”"),
        ("de_DE", "100 € nach", "nach"),
    ])
    func messagesQuoteWhatWasTyped(locale: String, input: String, quoted: String) {
        let calculator = Calculator(locale: CalculatorLocale(identifier: locale)!)
        do {
            _ = try calculator.evaluate(input)
            Issue.record("\(input) accepted")
        } catch {
            let message = calculator.message(for: error)
            #expect(message.contains(quoted), "\(input): \(message)")
            #expect(!message.contains("EUR") && !message.contains("USD"), "\(input): \(message)")
        }
    }

    @Test func ambiguousSymbolsAreTheLocalesOwnOrRefused() throws {
        #expect(Self.calculate("$10 + 0", locale: "en_US") == "$10.00")
        #expect(Self.calculate("$10 + 0", locale: "en_CA") == "$10.00")   // CAD there
        let calculator = Calculator(locale: CalculatorLocale(identifier: "fr_FR")!)
        do {
            _ = try calculator.evaluate("$10")
            Issue.record("$ accepted in France")
        } catch {
            #expect(error.code == .ambiguousCurrency)
            #expect(calculator.message(for: error).contains("USD"))
        }
    }

    @Test func conversionsNeedRates() throws {
        let calculator = Calculator(locale: .posix)
        #expect(throws: CalculationError.self) { try calculator.evaluate("100 EUR in USD") }
        // Without rates, money in one currency still works.
        #expect(try calculator.evaluate("12.5 EUR × 2").formatted == "EUR 25.00")
        // A bad file keeps the rates in use.
        try calculator.loadExchangeRates(ecbXML: ExchangeRatesTests.sample)
        #expect(throws: CalculationError.self) { try calculator.loadExchangeRates(ecbXML: "<broken") }
        #expect(calculator.exchangeRates?.date == "2024-06-28")
    }

    /// An inexact amount is rounded to the cent its bounds decide, however long it is. ICU's
    /// formatter keeps 34 digits, and longer amounts were cut after the cent's digit rather than
    /// rounded (`1 EUR × 2^(1/2) × 10^30` showed …209.69). Expected: mpmath at 200 digits, rounded
    /// half-even to the currency's decimals with Python's decimal, written by Babel (CLDR).
    @Test(arguments: [
        ("C", "1 EUR × 2^(1/2) × 10^30", "EUR 1414213562373095048801688724209.70"),
        ("C", "-π EUR × 10^40", "-EUR 31415926535897932384626433832795028841971.69"),
        ("C", "e EUR × 10^33", "EUR 2718281828459045235360287471352662.50"), ("C", "π EUR ÷ 1000", "EUR 0.00"),
        ("C", "π EUR ÷ 318", "EUR 0.01"), ("C", "1 JPY × 2^(1/2) × 10^40", "JPY 14142135623730950488016887242096980785697"),
        ("C", "ln(2) EUR × 10^36", "EUR 693147180559945309417232121458176568.08"),
        ("fr_FR", "1 € × 2^(1/2) × 10^30", "1\u{202F}414\u{202F}213\u{202F}562\u{202F}373\u{202F}095\u{202F}048\u{202F}801\u{202F}688\u{202F}724\u{202F}209,70\u{00A0}€"),
        ("de_DE", "-π € × 10^40", "-31.415.926.535.897.932.384.626.433.832.795.028.841.971,69\u{00A0}€"),
        ("en_IN", "e INR × 10^33", "₹2,71,82,81,82,84,59,04,52,35,36,02,87,47,13,52,662.50"),
    ])
    func inexactAmountsAreRoundedToTheCentAtAnyLength(locale: String, input: String, expected: String) {
        #expect(Self.calculate(input, locale: locale) == expected, "\(locale): \(input)")
    }

    /// Amounts that do not terminate, to the cent at any length: past the precision a plain
    /// result is tried at (digits from about 3,900 on were the bounds' midpoint, not the value's),
    /// carried into a new digit past ICU's 34, exact half cents reached through inexact
    /// functions to the even cent, and far below a cent. `Fixtures/long-amounts.tsv`, from mpmath
    /// and Python's decimal (`Tests/Reference/generate_long_amounts.py`).
    @Test func longAmountsMatchMpmath() throws {
        let text = try String(contentsOfFile: fixturePath("long-amounts.tsv"), encoding: .utf8)
        var count = 0
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            count += 1
            let shown = Self.calculate(fields[0], locale: "C")
            #expect(shown == fields[1], "\(fields[0]): the first digit that differs is at \(shown.commonPrefix(with: fields[1]).count)")
        }
        #expect(count >= 20)
    }

    /// An amount whose cents need more of Γ than its 2,400 digits is refused with Γ's own message
    /// (not "too close to zero to decide"), at the factorial; `ans` stays as it was.
    @Test func anAmountPastGammasDigitsIsRefusedWithItsMessage() throws {
        let calculator = Calculator(locale: CalculatorLocale(identifier: "C")!)
        _ = try calculator.evaluate("7")
        do {
            let result = try calculator.evaluate("(0.5! × 10^2420) EUR")
            Issue.record("computed past Γ's digits: \(result.formatted.prefix(40))")
        } catch {
            #expect(error.code == .undecidable)
            #expect(error.message.key == .gammaTooPrecise)
            #expect(error.range == SourceRange(start: 1, end: 5))
        }
        #expect(try calculator.evaluate("ans").formatted == "7")
    }

    /// At `--digits 2400` the first attempt is already at Γ's highest precision: a tie with Γ of
    /// 1,200 digits, which no attempt decides, is still taken to the even cent there, not refused
    /// when the attempt above finds Γ refusing (expected: 10^1200 / 4 + 0.005, half to even).
    @Test func aTieWithGammaDecidesAtGammasHighestDigits() throws {
        var settings = CalculatorSettings()
        settings.digits = 2_400
        let calculator = try Calculator(settings: settings, locale: CalculatorLocale(identifier: "C")!)
        let result = try calculator.evaluate("1 EUR × (0.5!^2 × 10^1200 / π + 0.005)")
        #expect(result.formatted == "EUR 25" + String(repeating: "0", count: 1_198) + ".00")
    }

    @Test func theExactValueStaysAvailable() throws {
        let calculator = Calculator(locale: CalculatorLocale(identifier: "en_US")!)
        try calculator.loadExchangeRates(ecbXML: ExchangeRatesTests.sample)
        let result = try calculator.evaluate("100 USD in EUR")
        #expect(result.formatted == "€93.41")
        #expect(result.currency == "EUR")
        #expect(result.plainString == "93.41429238673517")
        // ans keeps the currency.
        #expect(try calculator.evaluate("ans × 2").formatted == "€186.83")
    }
}
