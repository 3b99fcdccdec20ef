import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeMoney
import CountOnMeTestSupport

/// The ECB daily reference-rate format (issue 9): `Fixtures/ecb-sample.xml` has the structure of
/// a real daily file (the ECB's rates of 28 June 2024).
@Suite struct ExchangeRatesTests {
    static let sample = sampleRates

    @Test func readsTheDailyFile() throws {
        let rates = try ECBRatesParser.parse(Self.sample)
        #expect(rates.date == "2024-06-28")
        #expect(rates.currencies.count == 31)
        #expect(rates.rateText(from: "EUR", to: "USD") == "1.0705")
        #expect(rates.rateText(from: "EUR", to: "EUR") == "1")
        #expect(rates.rateText(from: "USD", to: "EUR") == "0.93414292386735170481")
        // Cross rates are exact: CHF per USD = 0.9634 / 1.0705 = 9634/10705.
        #expect(rates.rate(from: "USD", to: "CHF") == Rational(numerator: 9634, denominator: 10705))
        #expect(rates.rate(from: "USD", to: "XYZ") == nil)
    }

    @Test(arguments: [
        ("", ECBRatesParser.Failure.Reason.notRatesFile),
        ("<gesmes:Envelope><Cube><Cube time='2024-06-28'><Cube currency='USD' rate='1.07'/>", .truncated),
        ("<gesmes:Envelope><Cube><Cube currency='USD' rate='1.07'/></Cube></gesmes:Envelope>", .missingDate),
        ("<gesmes:Envelope><Cube time='2024-13-01'><Cube currency='USD' rate='1.07'/></Cube></gesmes:Envelope>", .badDate("2024-13-01")),
        ("<gesmes:Envelope><Cube time='2024-06-28'><Cube currency='usd' rate='1.07'/></Cube></gesmes:Envelope>", .badCurrency("usd")),
        ("<gesmes:Envelope><Cube time='2024-06-28'><Cube currency='USD' rate='-1'/></Cube></gesmes:Envelope>", .badRate("-1")),
        ("<gesmes:Envelope><Cube time='2024-06-28'><Cube currency='USD' rate='1e3'/></Cube></gesmes:Envelope>", .badRate("1e3")),
        ("<gesmes:Envelope><Cube time='2024-06-28'><Cube currency='USD' rate='1'/><Cube currency='USD' rate='2'/></Cube></gesmes:Envelope>", .duplicateCurrency("USD")),
        ("<gesmes:Envelope><Cube time='2024-06-28'></Cube></gesmes:Envelope>", .noRates),
    ])
    func refusesMalformedFiles(text: String, reason: ECBRatesParser.Failure.Reason) {
        #expect(throws: ECBRatesParser.Failure.self) { try ECBRatesParser.parse(text) }
        do { _ = try ECBRatesParser.parse(text) } catch { #expect(error.reason == reason) }
    }

    @Test func namesTheLineOfABadRate() {
        let broken = Self.sample.replacingOccurrences(of: "rate='171.94'", with: "rate='abc'")
        do {
            _ = try ECBRatesParser.parse(broken)
            Issue.record("accepted a bad rate")
        } catch {
            #expect(error == ECBRatesParser.Failure(reason: .badRate("abc"), line: 10))
        }
    }

    @Test func everyTruncationOfTheRealFileIsRefused() {
        // A download cut anywhere must never yield partial rates.
        let bytes = Array(Self.sample.utf8)
        for length in stride(from: 0, to: bytes.count - 20, by: 7) {
            let cut = String(decoding: bytes[..<length], as: UTF8.self)
            #expect(throws: ECBRatesParser.Failure.self) { try ECBRatesParser.parse(cut) }
        }
    }
}

/// The staleness rule, one place for every front end: rates more than four days old warn.
@Suite struct ExchangeRatesAgeTests {
    /// 2024-06-28 00:00 UTC, in seconds since 1970 (Python: `calendar.timegm((2024, 6, 28, 0, 0, 0))`).
    static let dateOfSample = 1_719_532_800

    @Test(arguments: [(0, 0, false), (4, 4, false), (5, 5, true), (400, 400, true)])
    func ratesWarnAfterFourDays(days: Int, age: Int, warns: Bool) throws {
        let rates = try ECBRatesParser.parse(ExchangeRatesTests.sample)
        let now = Self.dateOfSample + days * 86_400 + 3_600
        #expect(rates.age(now: now) == age)
        #expect((rates.stalenessWarning(now: now) != nil) == warns)
    }

    /// The age is said in days, with each language's plural forms (CLDR: Polish and Russian
    /// one/few/many, Arabic six forms), never "several days" for a year.
    @Test(arguments: [
        ("C", 5, "These exchange rates are from 2024-06-28, 5 days old."),
        ("C", 400, "These exchange rates are from 2024-06-28, 400 days old."),
        ("fr_FR", 21, "Ces taux de change datent du 2024-06-28, il y a 21\u{00A0}jours."),
        ("de_DE", 1001, "Diese Wechselkurse stammen vom 2024-06-28 und sind 1.001 Tage alt."),
        ("pl_PL", 22, "Te kursy walut pochodzą z dnia 2024-06-28, sprzed 22 dni."),
        ("pl_PL", 25, "Te kursy walut pochodzą z dnia 2024-06-28, sprzed 25 dni."),
        ("ru_RU", 21, "Эти курсы валют от 2024-06-28 — им уже 21 день."),
        ("ru_RU", 22, "Эти курсы валют от 2024-06-28 — им уже 22 дня."),
        ("ru_RU", 25, "Эти курсы валют от 2024-06-28 — им уже 25 дней."),
        ("ar_EG", 11, "أسعار الصرف هذه بتاريخ 2024-06-28، أي قبل ١١ يومًا."),
        ("ar_EG", 5, "أسعار الصرف هذه بتاريخ 2024-06-28، أي قبل ٥ أيام."),
    ])
    func theAgeIsSaidInDays(locale: String, days: Int, expected: String) throws {
        let rates = try ECBRatesParser.parse(ExchangeRatesTests.sample)
        let warning = try #require(rates.stalenessWarning(now: Self.dateOfSample + days * 86_400))
        #expect(CalculatorLocale(identifier: locale)!.messages.text(for: warning) == expected)
    }

    @Test func aResultInMoneyCarriesTheWarning() throws {
        let calculator = Calculator(locale: .posix)
        try calculator.loadExchangeRates(ecbXML: ExchangeRatesTests.sample)   // from 2024: stale today
        let age = try #require(calculator.exchangeRates?.age())
        #expect(try calculator.evaluate("100 EUR in USD").warning == Message(.exchangeRatesOld, [.text("2024-06-28"), .integer(age)]))
        #expect(try calculator.evaluate("100 + 1").warning == nil)
    }
}

/// Rates set one by one from code: the file's rules, the oldest date, nothing changed on a refusal.
@Suite struct ExchangeRatesSettingTests {
    @Test func ratesJoinAndKeepTheOldestDate() throws {
        let calculator = try Calculator()
        try calculator.setExchangeRate("USD", perEuro: "1.0705", date: "2024-06-28")
        try calculator.setExchangeRate("JPY", perEuro: "171.94", date: "2024-07-01")
        let rates = try #require(calculator.exchangeRates)
        #expect(rates.date == "2024-06-28")
        #expect(rates.currencies == ["EUR", "JPY", "USD"])
        // 171.94 / 1.0705 = 343880/2141 (Python's fractions).
        #expect(rates.rate(from: "USD", to: "JPY") == (try Rational(343880).divided(by: Rational(2141))))
        try calculator.setExchangeRate("USD", perEuro: "1.1", date: "2024-06-27")
        #expect(calculator.exchangeRates?.rateText(from: "EUR", to: "USD") == "1.1")
        #expect(calculator.exchangeRates?.date == "2024-06-27")
    }

    @Test(arguments: [
        ("usd", "1.2", "2024-06-28"), ("XYZ", "1.2", "2024-06-28"), ("EUR", "1", "2024-06-28"), ("USD", "0", "2024-06-28"),
        ("USD", "-1", "2024-06-28"), ("USD", "1E3", "2024-06-28"), ("USD", "1,2", "2024-06-28"), ("USD", "1.2", "2024-02-30x"),
        ("USD", "1.2", "2024-00-10"), ("USD", String(repeating: "9", count: 101), "2024-06-28"),
    ])
    func refusalsChangeNothing(code: String, rate: String, date: String) throws {
        let calculator = try Calculator()
        try calculator.setExchangeRate("USD", perEuro: "1.0705", date: "2024-06-28")
        let before = calculator.exchangeRates
        #expect(throws: CalculationError.self) { try calculator.setExchangeRate(code, perEuro: rate, date: date) }
        do {
            try calculator.setExchangeRate(code, perEuro: rate, date: date)
        } catch {
            #expect(error.code == .invalidArgument)
        }
        #expect(calculator.exchangeRates == before)
    }
}
