import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeMoney
@testable import CountOnMeExpressions
@testable import CountOnMeKeypad
import CountOnMeTestSupport

/// The keypad session: key sequences → display, in both modes and several locales.
@Suite struct KeypadTests {
    static func session(_ locale: String = "C", mode: EvaluationMode = .algebraic, angle: AngleUnit = .radians) throws -> KeypadSession {
        var settings = CalculatorSettings()
        settings.mode = mode
        settings.angleUnit = angle
        return KeypadSession(calculator: try Calculator(settings: settings, locale: CalculatorLocale(identifier: locale)!))
    }

    /// Presses space-separated labels; returns the final display line and the alerts' codes.
    static func run(_ keys: String, in session: KeypadSession) -> (line: String, alerts: [ErrorCode]) {
        var alerts: [ErrorCode] = []
        for label in keys.split(separator: " ") {
            if let alert = session.press(label: String(label)) { alerts.append(alert.error.code) }
        }
        return (session.display.line, alerts)
    }

    /// The step view: one operand a line, after the operator that applies it, parentheses on
    /// their operands' lines; the result last after `=`; in immediate mode and in Arabic too.
    @Test(arguments: [
        ("C", EvaluationMode.algebraic, "", "0"),
        ("C", .algebraic, "3 + 3 × 4 ÷ 2", "3\n+ 3\n× 4\n÷ 2"),
        ("C", .algebraic, "3 + 3 × 4 ÷ 2 =", "3\n+ 3\n× 4\n÷ 2\n= 9"),
        ("C", .algebraic, "2 × ( 3 + 4 ) =", "2\n× ( 3\n+ 4 )\n= 14"),
        ("C", .immediate, "1 + 2 × 3 =", "1\n+ 2\n× 3\n= 9"),
        ("C", .algebraic, "5 ±", "-5"),
        ("ar_EG", .algebraic, "7 ÷ 2 =", "٧\n÷ ٢\n= ٣٫٥"),
    ])
    func stepView(locale: String, mode: EvaluationMode, keys: String, steps: String) throws {
        let session = try Self.session(locale, mode: mode)
        _ = Self.run(keys, in: session)
        let shown = session.display.steps.unicodeScalars.filter { !["\u{200E}", "\u{200F}", "\u{061C}"].contains($0) }
        #expect(String(String.UnicodeScalarView(shown)) == steps, "\(locale) \(keys)")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let keys: String
        let line: String
        var locale = "C"
        var mode = EvaluationMode.algebraic
        var alerts: [ErrorCode] = []
        var testDescription: String { "\(locale) \(mode): \(keys)" }
    }

    @Test(arguments: [
        // Typing: a lone 0 is replaced; the separator first gives 0.; no digit limit.
        Case(keys: "", line: "0"), Case(keys: "0 0 7", line: "7"), Case(keys: ". 5", line: "0.5"), Case(keys: "1 . 0 5", line: "1.05"),
        Case(keys: "1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 × 1 0 =", line: "12345678901234567890 × 10 = 123456789012345678900"),
        Case(keys: "1 . 5 .", line: "1.5", alerts: [.invalidNumber]),
        // Operators: precedence, replacement, continuing from 0 or from the result.
        Case(keys: "3 + 3 × 4 ÷ 2 =", line: "3 + 3 × 4 ÷ 2 = 9"), Case(keys: "2 + × 3 =", line: "2 × 3 = 6"),
        Case(keys: "+ 5 =", line: "0 + 5 = 5"), Case(keys: "2 + 3 = × 4 =", line: "5 × 4 = 20"),
        Case(keys: "2 + 3 = 7 =", line: "7 = 7"), Case(keys: "2 - 5 =", line: "2 − 5 = -3"), Case(keys: "2 ^ 1 0 =", line: "2 ^ 10 = 1024"),
        Case(keys: "2 xʸ 3 =", line: "2 ^ 3 = 8"),
        // = repeats the last operation; = on an unfinished calculation alerts and changes nothing.
        Case(keys: "2 + 3 = = =", line: "8 + 3 = 11"), Case(keys: "1 0 - 2 = =", line: "8 − 2 = 6"),
        Case(keys: "2 +", line: "2 +"), Case(keys: "2 + =", line: "2 +", alerts: [.missingOperand]),
        Case(keys: "( 2 + 3 =", line: "( 2 + 3", alerts: [.missingOperand]), Case(keys: "=", line: "0"),
        // Exact throughout: results go back in exactly.
        Case(keys: "1 ÷ 3 = × 3 =", line: "0.3333333333333333 × 3 = 1"), Case(keys: "0 . 1 + 0 . 2 =", line: "0.1 + 0.2 = 0.3"),
        // Errors raise an alert and keep the expression.
        Case(keys: "5 ÷ 0 =", line: "5 ÷ 0", alerts: [.divisionByZero]), Case(keys: "4 ± √ =", line: "√-4", alerts: [.domain]),
        Case(keys: "5 ÷ 0 = C 2 =", line: "5 ÷ 2 = 2.5", alerts: [.divisionByZero]),
        // Corrections.
        Case(keys: "1 2 3 C", line: "12"), Case(keys: "1 2 + C", line: "12"), Case(keys: "1 . 5 C C 2", line: "12"),
        Case(keys: "1 2 + 3 4 CE 5 =", line: "12 + 5 = 17"), Case(keys: "2 + 3 = CE", line: "0"), Case(keys: "2 + 3 = AC", line: "0"),
        Case(keys: "2 + 3 = C 4 =", line: "4 = 4"), Case(keys: "1 2 + 3 AC 7 =", line: "7 = 7"),
        // ±, %, √, x², 1/x, K.
        Case(keys: "7 ± × 2 =", line: "-7 × 2 = -14"), Case(keys: "7 ± ±", line: "7"), Case(keys: "2 + 3 = ±", line: "-5"),
        // ± on a result negates its value, in the locale's minus sign; a second ± restores it.
        Case(keys: "7 - 1 0 = ±", line: "3"), Case(keys: "7 - 1 0 = ± ±", line: "-3"),
        Case(keys: "7 - 1 0 = ± ±", line: "-3", locale: "fr_FR"), Case(keys: "7 - 1 0 = ± ±", line: "\u{2212}3", locale: "sv_SE"),
        Case(keys: "1 ÷ 3 = ± × 3 =", line: "-0.3333333333333333 × 3 = -1"), Case(keys: "2 √ ±", line: "-√2"),
        Case(keys: "2 √ ± ±", line: "√2"), Case(keys: "2 √ ± ± =", line: "√2 = 1.414213562373095"),
        Case(keys: "2 0 0 + 1 0 % =", line: "200 + 10% = 220"), Case(keys: "2 0 0 - 2 5 % =", line: "200 − 25% = 150"),
        Case(keys: "5 0 % =", line: "50% = 0.5"), Case(keys: "9 √ + 2 x² =", line: "√9 + 2² = 7"),
        Case(keys: "4 1/x =", line: "1/4 = 0.25"), Case(keys: "2 + 3 = √", line: "√5"), Case(keys: "√", line: "0", alerts: [.missingOperand]),
        Case(keys: "2 + 3 = K × 4 =", line: "5 × 4 = 20"), Case(keys: "K", line: "0"),
        // Parentheses, with implicit multiplication.
        Case(keys: "2 ( 3 + 4 ) =", line: "2 × ( 3 + 4 ) = 14"), Case(keys: "( 1 + 2 ) ( 3 + 4 ) =", line: "( 1 + 2 ) × ( 3 + 4 ) = 21"),
        Case(keys: ")", line: "0", alerts: [.unbalancedParenthesis]), Case(keys: "( 2 + )", line: "( 2 +", alerts: [.missingOperand]),
        Case(keys: "( 2 ) 3 =", line: "( 2 ) × 3 = 6"),
        // Memory.
        Case(keys: "5 M+ 3 M+ AC MR × 2 =", line: "8 × 2 = 16"), Case(keys: "5 M+ 2 M− MR", line: "3"),
        Case(keys: "5 M+ MC MR", line: "0"), Case(keys: "1 ÷ 3 = M+ AC MR × 3 =", line: "0.3333333333333333 × 3 = 1"),
        Case(keys: "5 M+ 7", line: "7"),
        // Immediate mode: left to right.
        Case(keys: "3 + 3 × 4 ÷ 2 =", line: "3 + 3 × 4 ÷ 2 = 12", mode: .immediate),
        Case(keys: "1 + 2 × 3 =", line: "1 + 2 × 3 = 9", mode: .immediate),
        Case(keys: "2 + 3 = = =", line: "8 + 3 = 11", mode: .immediate),
        Case(keys: "2 0 0 + 1 0 % =", line: "200 + 10% = 220", mode: .immediate),
        // Transformed operands stay one operand in immediate mode (found by fuzzing: memory keys
        // squared the memory when `mem − (9)^2` was read left to right).
        Case(keys: "3 + 9 x² =", line: "3 + 9² = 84", mode: .immediate), Case(keys: "3 + 4 1/x =", line: "3 + 1/4 = 3.25", mode: .immediate),
        Case(keys: "3 + 1 6 √ =", line: "3 + √16 = 7", mode: .immediate), Case(keys: "- 9 x² M− AC MR", line: "-81", mode: .immediate),
        Case(keys: "9 x² M+ M+ M+ AC MR", line: "243", mode: .immediate),
        // Locales: grouping as the entry grows, the locale's separator and digits.
        Case(keys: "1 2 3 4 . 5", line: "1\u{202F}234,5", locale: "fr_FR"), Case(keys: ". .", line: "0,", locale: "fr_FR", alerts: [.invalidNumber]),
        Case(keys: "1 2 3 4 5 6 7", line: "1.234.567", locale: "de_DE"), Case(keys: "1 , 5 × 2 =", line: "1,5 × 2 = 3", locale: "de_DE"),
        Case(keys: "1 2 3 4 5 6 7 × 1 0 =", line: "12,34,567 × 10 = 1,23,45,670", locale: "en_IN"),
        Case(keys: "1 2 3 + 4 =", line: "١٢٣ + ٤ = ١٢٧", locale: "ar_EG"), Case(keys: "1 . 0 0", line: "1.00"),
        Case(keys: "1 , 5 0", line: "1,50", locale: "fr_FR"), Case(keys: "1 ÷ 8 =", line: "1 ÷ 8 = 0,125", locale: "fr_FR"),
    ])
    func keySequences(_ test: Case) throws {
        let session = try Self.session(test.locale, mode: test.mode)
        let outcome = Self.run(test.keys, in: session)
        #expect(outcome.line == test.line)
        #expect(outcome.alerts == test.alerts)
    }

    /// The scientific keys (issue 15, item 6), in both angle units and both modes. Values: sin 30° =
    /// cos 60° = 0.5, tan 45° = 1, asin 0.5 = 30°, sin 1 = 0.8414709848078965, ln 2 =
    /// 0.6931471805599453, 2π = 6.283185307179586, e = 2.718281828459045 (mpmath, 16 digits).
    @Test(arguments: [
        // A function applies to the entry at once, in the session's unit; DRG switches the unit.
        ("3 0 sin", "0.5", "C", AngleUnit.degrees, EvaluationMode.algebraic, [ErrorCode]()), ("6 0 cos", "0.5", "C", .degrees, .algebraic, []),
        ("4 5 tan", "1", "C", .degrees, .algebraic, []), ("4 5 cot", "1", "C", .degrees, .algebraic, []),
        (". 5 asin", "30", "C", .degrees, .algebraic, []), ("1 atan", "45", "C", .degrees, .algebraic, []), ("1 acos", "0", "C", .degrees, .algebraic, []),
        ("1 sin", "0.8414709848078965", "C", .radians, .algebraic, []), ("π sin", "0", "C", .radians, .algebraic, []),
        ("2 ln", "0.6931471805599453", "C", .radians, .algebraic, []), ("1 0 0 0 log", "3", "C", .radians, .algebraic, []),
        ("DRG 3 0 sin", "0.5", "C", .radians, .algebraic, []), ("DRG DRG 1 sin", "0.8414709848078965", "C", .radians, .algebraic, []),
        ("3 0 sin DRG", "0.5", "C", .degrees, .algebraic, []), ("2 + 3 = sin", "-0.9589242746631385", "C", .radians, .algebraic, []),
        ("0 ln", "0", "C", .radians, .algebraic, [.domain]), ("2 asin", "2", "C", .radians, .algebraic, [.domain]),
        ("sin", "0", "C", .radians, .algebraic, [.missingOperand]),
        // x³, n!, mod, π, e (a constant replaces the entry, as MR does).
        ("2 x³ =", "2³ = 8", "C", .radians, .algebraic, []), ("5 n! =", "5! = 120", "C", .radians, .algebraic, []),
        ("1 7 mod 5 =", "17 mod 5 = 2", "C", .radians, .algebraic, []), ("π × 2 =", "π × 2 = 6.283185307179586", "C", .radians, .algebraic, []),
        ("e =", "e = 2.718281828459045", "C", .radians, .algebraic, []), ("2 π =", "π = 3.141592653589793", "C", .radians, .algebraic, []),
        ("2 + 3 x³ =", "2 + 3³ = 29", "C", .radians, .algebraic, []), ("1 + 1 7 mod 5 =", "1 + 17 mod 5 = 3", "C", .radians, .algebraic, []),
        // EXP: the power of ten of the number typed; ± then changes its sign; C takes it back.
        ("1 . 5 EXP 3 =", "1.5×10³ = 1500", "C", .radians, .algebraic, []), ("2 EXP 3 ± =", "2×10⁻³ = 0.002", "C", .radians, .algebraic, []),
        ("EXP 6 =", "1×10⁶ = 1000000", "C", .radians, .algebraic, []), ("1 ± EXP 2 ± =", "-1×10⁻² = -0.01", "C", .radians, .algebraic, []),
        ("1 EXP 2 C", "1×10", "C", .radians, .algebraic, []), ("1 EXP 2 C C 5", "15", "C", .radians, .algebraic, []),
        ("1 EXP 2 .", "1×10²", "C", .radians, .algebraic, [.invalidNumber]), ("1 EXP EXP 2", "1×10²", "C", .radians, .algebraic, []),
        ("2 √ EXP", "√2", "C", .radians, .algebraic, [.missingOperand]),
        ("1 . 5 EXP 3", "1,5×10³", "fr_FR", .radians, .algebraic, []), ("2 EXP 3 =", "٢×١٠³ = ٢٬٠٠٠", "ar_EG", .radians, .algebraic, []),
        // Immediate mode: transformed operands stay one operand; mod goes left to right.
        ("2 + 3 x³ =", "2 + 3³ = 29", "C", .radians, .immediate, []), ("1 + 1 7 mod 5 =", "1 + 17 mod 5 = 3", "C", .radians, .immediate, []),
        ("3 0 sin + 1 =", "0.5 + 1 = 1.5", "C", .degrees, .immediate, []), ("2 + 5 n! =", "2 + 5! = 122", "C", .radians, .immediate, []),
        // Immediate mode, left to right at each level of parentheses (the session writes the
        // grouping into what it evaluates): ((1 + 2) × 3)² = 81, (2 ^ 3) ^ 2 = 64, 2 + 3 then
        // × (4 + 1, × 2) = 50.
        ("1 + 2 × 3 ^ 2 =", "1 + 2 × 3 ^ 2 = 81", "C", .radians, .immediate, []), ("2 ^ 3 ^ 2 =", "2 ^ 3 ^ 2 = 64", "C", .radians, .immediate, []),
        ("2 ^ 3 ^ 2 =", "2 ^ 3 ^ 2 = 512", "C", .radians, .algebraic, []), ("2 × 3 + 4 =", "2 × 3 + 4 = 10", "C", .radians, .immediate, []),
        ("2 + 3 × ( 4 + 1 × 2 ) =", "2 + 3 × ( 4 + 1 × 2 ) = 50", "C", .radians, .immediate, []),
        ("2 + 3 × ( 4 + 1 × 2 ) =", "2 + 3 × ( 4 + 1 × 2 ) = 20", "C", .radians, .algebraic, []),
    ] as [(String, String, String, AngleUnit, EvaluationMode, [ErrorCode])])
    func scientificKeys(keys: String, line: String, locale: String, angle: AngleUnit, mode: EvaluationMode, alerts: [ErrorCode]) throws {
        let session = try Self.session(locale, mode: mode, angle: angle)
        let outcome = Self.run(keys, in: session)
        #expect(outcome.line == line, "\(keys)")
        #expect(outcome.alerts == alerts, "\(keys)")
    }

    /// Displays are equal when their bytes are: `é` written precomposed and decomposed are two
    /// displays (a front end draws bytes), though Swift's strings compare them equal.
    @Test func displaysCompareByTheirBytes() {
        let precomposed = KeypadDisplay(expression: "\u{E9}", main: "1", line: "1", angleUnit: .radians, steps: "1")
        let decomposed = KeypadDisplay(expression: "e\u{301}", main: "1", line: "1", angleUnit: .radians, steps: "1")
        #expect(precomposed.expression == decomposed.expression)
        #expect(precomposed != decomposed)
        #expect(precomposed == KeypadDisplay(expression: "\u{E9}", main: "1", line: "1", angleUnit: .radians, steps: "1"))
        #expect(precomposed != KeypadDisplay(expression: "\u{E9}", main: "1", line: "1", angleUnit: .degrees, steps: "1"))
    }

    /// The display, written once per state, follows every way the state changes: keys, a paste,
    /// a restored state, a recall, the tape's entries removed.
    @Test func theDisplayFollowsEveryChange() throws {
        let session = try Self.session("fr_FR")
        _ = Self.run("1 2 + 3 =", in: session)
        #expect(session.display.line == "12 + 3 = 15")
        let saved = session.savedState
        _ = Self.run("AC 7", in: session)
        #expect(session.display.line == "7")
        #expect(session.paste("2,5") == nil)
        #expect(session.display.main == "2,5")
        #expect(session.restore(savedState: saved) == nil)
        #expect(session.display.line == "12 + 3 = 15")
        _ = session.press(.allClear)
        #expect(session.recall(historyIndex: 0) == nil)
        #expect(session.display.main == "15")
        #expect(session.restore(savedState: "not a state") != nil)
        #expect(session.display.main == "15")
    }

    /// DRG shows in the display, and a front end hears of it.
    @Test func theAngleUnitIsShownAndAnnounced() throws {
        let session = try Self.session()
        var changes = 0
        session.onDisplayChange = { _ in changes += 1 }
        #expect(session.display.angleIndicator == "RAD")
        _ = session.press(.angleUnit)
        #expect(session.display.angleIndicator == "DEG" && session.settings.angleUnit == .degrees)
        #expect(changes == 1)
        #expect(KeypadKey(label: "deg") == .angleUnit && KeypadKey(label: "PI") == .pi && KeypadKey(label: "!") == .factorial)
    }

    @Test(arguments: KeypadKey.allCases)
    func everyKeyHasALabelThatNamesIt(_ key: KeypadKey) {
        #expect(KeypadKey(label: key.label) == key)
    }

    /// Each alert leaves the display and the history tape exactly as they were, and speaks the
    /// session's language.
    @Test(arguments: [
        ("fr_FR", "2 + 3 = 1 2 + 3 , 5", ",", ErrorCode.invalidNumber, "Ce nombre a déjà un séparateur décimal."),
        ("fr_FR", "2 + 3 = 1 2 + 3", ")", .unbalancedParenthesis, nil),
        ("C", "2 + 3 = 8 ÷ 0", "=", .divisionByZero, "Division by zero is undefined."),
        ("C", "2 + 3 = 8 ÷", "=", .missingOperand, nil),
        ("C", "2 + 3 = 8", "no-such-key", .invalidArgument, "No key is labelled “no-such-key”."),
    ] as [(String, String, String, ErrorCode, String?)])
    func alertsLeaveEverythingAsItWas(locale: String, keys: String, last: String, code: ErrorCode, message: String?) throws {
        let session = try Self.session(locale)
        _ = Self.run(keys, in: session)
        let display = session.display, history = session.history
        #expect(history.count == 1)
        let alert = try #require(session.press(label: last))
        #expect(alert.error.code == code)
        if let message { #expect(alert.message == message) }
        #expect(alert.title == session.title(for: alert.error))
        #expect(session.display == display)
        #expect(session.history == history)
    }

    /// A session holds its numbers to ``KeypadSession/maximumDigits`` (10,000), or to the
    /// calculator's limit when it is lower. References from Python's integers: 99^5000 has 9,979
    /// digits, 14995915609980213021…; 7^11850 has 10,015, 25809177767220687930…; 9^23000 has
    /// 21,948, 37819615088489348757….
    @Test func aSessionHoldsItsNumbersToTenThousandDigits() throws {
        #expect(try Self.session().settings.limits.maximumDigits == 10_000)
        var settings = CalculatorSettings()
        settings.limits = NumericLimits(maximumDigits: 500)
        #expect(KeypadSession(calculator: try Calculator(settings: settings)).settings.limits.maximumDigits == 500)
        settings.limits = NumericLimits(maximumDigits: 1_000_000)
        let configured = try Self.session()
        #expect(configured.configure(settings: settings, locale: .posix) == nil)
        #expect(configured.settings.limits.maximumDigits == 10_000)

        // Within the limit, exact and whole; past it, computed within bounds and rounded.
        let session = try Self.session()
        #expect(Self.run("9 9 ^ 5 0 0 0 =", in: session).alerts.isEmpty)
        #expect(session.display.main.count == 9_979 && session.display.main.hasPrefix("14995915609980213021"))
        #expect(Self.run("AC 7 ^ 1 1 8 5 0 =", in: session) == ("7 ^ 11850 = 2.580917776722069E10014", []))
        #expect(Self.run("AC 9 ^ 2 3 0 0 0 =", in: session) == ("9 ^ 23000 = 3.781961508848935E21947", []))

        // The 10,001st digit typed is refused, and the number typed stays as it was.
        let typing = try Self.session()
        _ = Self.run("AC", in: typing)
        for index in 0..<10_000 { #expect(typing.press(label: String(index % 9 + 1)) == nil) }
        let display = typing.display
        #expect(display.main.count == 10_000)
        let refused = typing.press(label: "7")
        #expect(refused?.error.code == .resultTooLarge)
        #expect(refused?.message == "A number on the keypad can have at most 10,000 digits.")
        #expect(typing.display == display)
        // So is a pasted number with one digit more.
        let pasted = typing.paste(String(repeating: "3", count: 10_001))
        #expect(pasted?.error.code == .resultTooLarge && pasted?.message == refused?.message)
        #expect(typing.display == display)
        #expect(Self.run("=", in: typing).alerts.isEmpty)
        #expect(typing.display.main.count == 10_000 && typing.display.main.hasPrefix("1234567891"))
    }

    /// A refused key pressed again on the same state is refused the same way (and announced
    /// again) without being computed again; once the state, the settings or the mode change, it
    /// is computed anew. tan 90° is refused; in radians, tan 90 = −1.995200412208242 (Python's
    /// math.tan(90)). A digit past a limit of 100 is refused; with the limit raised, it is typed.
    @Test func aRefusedKeyIsRefusedAgainUntilSomethingChanges() throws {
        let session = try Self.session(angle: .degrees)
        var alerts = 0
        session.onAlert = { _ in alerts += 1 }
        #expect(Self.run("9 0", in: session).alerts.isEmpty)
        let first = session.press(label: "tan")
        #expect(first?.error.code == .domain)
        #expect(session.press(label: "tan") == first)
        #expect(session.press(label: "tan") == first)
        #expect(alerts == 3)
        #expect(session.display.line == "90")
        // Other keys, then the same number again: tan is computed again and refused again.
        #expect(session.press(label: "cot") == nil)
        #expect(Self.run("AC 9 0", in: session).alerts.isEmpty)
        #expect(session.press(label: "tan") == first)
        // DRG changes the state: tan is computed again, in radians.
        #expect(Self.run("DRG tan", in: session) == ("-1.995200412208242", []))

        var settings = CalculatorSettings()
        settings.limits = NumericLimits(maximumDigits: 100)
        let limited = KeypadSession(calculator: try Calculator(settings: settings))
        #expect(Self.run(String(repeating: "7 ", count: 100), in: limited).alerts.isEmpty)
        #expect(Self.run("8 8", in: limited).alerts == [.resultTooLarge, .resultTooLarge])
        settings.limits = NumericLimits(maximumDigits: 101)
        #expect(limited.configure(settings: settings, locale: .posix) == nil)
        #expect(Self.run("8", in: limited) == (String(repeating: "7", count: 100) + "8", []))
        #expect(Self.run("8", in: limited).alerts == [.resultTooLarge])
        // The mode changed alone (the same settings otherwise): computed again, refused again.
        settings.mode = .immediate
        #expect(limited.configure(settings: settings, locale: .posix) == nil)
        #expect(Self.run("8", in: limited).alerts == [.resultTooLarge])
    }

    @Test func historyTapeCanBeRecalled() throws {
        let session = try Self.session()
        _ = Self.run("2 + 3 = 1 0 ÷ 4 =", in: session)
        #expect(session.history.map(\.expression) == ["2 + 3", "10 ÷ 4"])
        #expect(session.history.map(\.result) == ["5", "2.5"])
        #expect(session.recall(historyIndex: 0) == nil)
        _ = Self.run("× 2 =", in: session)
        #expect(session.display.line == "5 × 2 = 10")
        #expect(session.recall(historyIndex: 7)?.error.code == .invalidArgument)
    }

    @Test func observersHearDisplayChangesAndAlerts() throws {
        let session = try Self.session("fr_FR")
        var displays: [String] = []
        var alerts: [String] = []
        session.onDisplayChange = { displays.append($0.line) }
        session.onAlert = { alerts.append($0.title + ": " + $0.message) }
        _ = Self.run("1 , , 5 = ÷ 0 =", in: session)
        #expect(displays == ["1", "1,", "1,5", "1,5 = 1,5", "1,5 ÷", "1,5 ÷ 0"])
        #expect(alerts.count == 2)
        #expect(alerts.first?.contains("séparateur décimal") == true)
        #expect(alerts.last?.contains("zéro") == true)
        // A key that changes nothing visible is not announced.
        let count = displays.count
        _ = session.press(.memoryClear)
        #expect(displays.count == count)
    }

    @Test func degreesAndDisplayLines() throws {
        let session = try Self.session(angle: .degrees)
        _ = Self.run("3 0", in: session)
        #expect(session.display.main == "30")
        _ = Self.run("+ 1", in: session)
        #expect(session.display.expression == "30 + 1")
        #expect(session.display.main == "1")
        _ = Self.run("=", in: session)
        #expect(session.display.expression == "30 + 1 =")
        #expect(session.display.main == "31")
        #expect(session.decimalSeparatorLabel == ".")
        #expect(try Self.session("fr_FR").decimalSeparatorLabel == ",")
    }
}

/// Nothing is lost: an alert leaves the display, history and memory as they were.
@Suite struct KeypadReliabilityTests {
    @Test(arguments: ["5 ÷ 0 =", ". 5 .", "2 + =", ")", "4 ± √ =", "9 ^ 9 ^ 9 ^ 9 =", "( 2 + )", "1 0 ^ 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 ="])
    func aKeypadAlertLosesNothing(_ keys: String) throws {
        let session = try KeypadTests.session()
        _ = KeypadTests.run("7 M+ 2 + 3 = 1 2", in: session)
        var labels = keys.split(separator: " ").map(String.init)
        let last = labels.removeLast()
        _ = KeypadTests.run(labels.joined(separator: " "), in: session)
        let display = session.display, history = session.history
        let alert = session.press(label: last)
        #expect(alert != nil)
        #expect(session.display == display)
        #expect(session.history == history)
        _ = KeypadTests.run("AC MR", in: session)
        #expect(session.display.line == "7")
    }

    /// The memory takes any number of `M+` and `M−` of an irrational value: its input grew one
    /// level of parentheses deeper at each key, and the 100th passed the nesting limit (200).
    /// Sums from mpmath: 300·√2 = 424.26406871192851464…, 150·√2 − 150·sin 1 =
    /// 85.911386634779781322…, 5 + 40·√2 = 61.568542494923801952…, −50·sin 1 = −42.073549240394825…
    @Test(arguments: [
        ("2 √ " + String(repeating: "M+ ", count: 300), "424.2640687119285"),
        ("2 √ " + String(repeating: "M+ ", count: 150) + "1 sin " + String(repeating: "M− ", count: 150), "85.91138663477978"),
        ("5 M+ 2 √ " + String(repeating: "M+ ", count: 40), "61.5685424949238"),
        ("1 sin " + String(repeating: "M− ", count: 50), "-42.07354924039483"),
    ])
    func theMemoryTakesAnyNumberOfIrrationalSums(keys: String, memory: String) throws {
        let session = try KeypadTests.session()
        #expect(KeypadTests.run(keys, in: session).alerts.isEmpty)
        #expect(KeypadTests.run("AC MR", in: session).line == memory)
    }

    /// Which leading groups a continued value opens: those followed by an operator that binds
    /// no tighter than any at their top level (not `^`, which groups from the right), whose terms
    /// are plain (digits, letters, dots, parenthesized groups); anything else stays as it is.
    @Test(arguments: [
        ("(0) + (x)", "0 + (x)"), ("(0 + (sqrt(2))) + (x)", "0 + (sqrt(2)) + (x)"),
        ("(0 + (sqrt(2)) - (sin(1))) - (x)", "0 + (sqrt(2)) - (sin(1)) - (x)"), ("((-5)) + (x)", "(-5) + (x)"),
        ("((a) + ((b) - (c))) + (x)", "(a) + ((b) - (c)) + (x)"), ("(12.5) + (x)", "12.5 + (x)"),
        ("((1)(2)) + (x)", "(1)(2) + (x)"), ("((1) * 2) + (x)", "(1) * 2 + (x)"), ("((1) - 2) - (x)", "(1) - 2 - (x)"),
        ("((1) / 2) / (x)", "(1) / 2 / (x)"), ("((1) mod 2) * (x)", "(1) mod 2 * (x)"), ("(2 ^ 3) * (x)", "2 ^ 3 * (x)"),
        ("((1) + 2) << (x)", "(1) + 2 << (x)"), ("(sin(1) * 2) * (x) + (y)", "sin(1) * 2 * (x) + (y)"),
        // Left as they are:
        ("((1) + 2) * (x)", "((1) + 2) * (x)"), ("((1) + 2) mod (x)", "((1) + 2) mod (x)"), ("(1 or 2) + (x)", "(1 or 2) + (x)"),
        ("((1) << 2) + (x)", "((1) << 2) + (x)"), ("(2 ^ 3) ^ (x)", "(2 ^ 3) ^ (x)"), ("(2) ^ (x)", "(2) ^ (x)"),
        ("(-(1)) + (x)", "(-(1)) + (x)"), ("(2^3) + (x)", "(2^3) + (x)"), ("(2e-5) + (x)", "(2e-5) + (x)"),
        ("(5%) + (x)", "(5%) + (x)"), ("(1  + 2) + (x)", "(1  + 2) + (x)"), ("(1 plus 2) + (x)", "(1 plus 2) + (x)"),
        ("(5xor(3)) + (1)", "(5xor(3)) + (1)"), ("(6AND(3)) + (1)", "(6AND(3)) + (1)"), ("((3)or(2)) * (x)", "((3)or(2)) * (x)"),
        ("(Mod(3)) + (1)", "(Mod(3)) + (1)"), ("(2(3)) + (1)", "(2(3)) + (1)"), ("(pi) * (x)", "pi * (x)"), ("(e(2)) + (x)", "e(2) + (x)"),
        ("((1) + (x)", "((1) + (x)"), ("(1) +(2)", "(1) +(2)"), ("(1)", "(1)"), ("(1) + ", "1 + "), ("", ""), ("1 + (2)", "1 + (2)"),
    ])
    func aContinuedValueOpensItsGroupOnlyWhereThatKeepsItsMeaning(text: String, flattened: String) {
        #expect(KeypadSession.flattenedChain(text) == flattened)
    }

    /// Opening the group never changes the value: 600 chains of random operands and operators
    /// (`Fixtures/keypad-chains.tsv`), each evaluated as opened, against Python's fractions
    /// evaluating them as written; a good share of them are opened.
    @Test func openingAContinuedValueKeepsItsValue() throws {
        let text = try String(contentsOfFile: fixturePath("keypad-chains.tsv"), encoding: .utf8)
        let calculator = try Calculator(settings: CalculatorSettings())
        var cases = 0, opened = 0
        var mismatches: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 2 else { mismatches.append("malformed: \(line)"); continue }
            cases += 1
            let flat = KeypadSession.flattenedChain(fields[0])
            if flat != fields[0] { opened += 1 }
            let got: String
            do { got = try calculator.evaluate(plainInput: flat).exactFraction ?? "inexact" } catch { got = "!" }
            if got != fields[1] { mismatches.append("\(fields[0]) → \(flat): expected \(fields[1]), got \(got)") }
        }
        #expect(cases == 600)
        #expect(opened >= 150)
        #expect(mismatches.isEmpty, Comment(rawValue: "\(mismatches.count) mismatches:\n" + mismatches.prefix(20).joined(separator: "\n")))
    }

    /// `=` repeats an operation on an irrational result any number of times, and an operator
    /// after a result continues it as often: the result's input was one group deeper at each
    /// `=`, and the 100th passed the nesting limit (200). Values from mpmath:
    /// √2·1.05^300 = 3,215,916.1658534179…, √2/3^250 = 7.4165395653271317…E−120,
    /// π·1.05^150 = 4,737.4510233789592…
    @Test(arguments: [
        ("2 √ × 1 . 0 5 " + String(repeating: "= ", count: 300), "3215916.165853418"),
        ("2 √ ÷ 3 " + String(repeating: "= ", count: 250), "7.416539565327132E-120"),
        ("π " + String(repeating: "× 1 . 0 5 = ", count: 150), "4737.451023378959"),
    ])
    func repeatedOperationsOnAnIrrationalResultNeverNestDeeper(keys: String, result: String) throws {
        let session = try KeypadTests.session()
        #expect(KeypadTests.run(keys, in: session).alerts.isEmpty)
        #expect(session.display.line.hasSuffix(" = " + result) || session.display.line == result)
    }
}

/// What a front end shows on the keys and beside the display (issue 20).
@Suite struct KeypadLabelTests {
    /// Digit keys in the locale's digits (CLDR default numbering systems: `arab` for ar_EG,
    /// `arabext` for fa_IR, `beng` for bn_BD, `latn` for hi_IN), the decimal key the locale's.
    @Test(arguments: [
        ("C", "7", "."), ("fr_FR", "7", ","), ("ar_EG", "\u{0667}", "\u{066B}"), ("fa_IR", "\u{06F7}", "\u{066B}"),
        ("bn_BD", "\u{09ED}", "."), ("hi_IN", "7", "."), ("de_CH", "7", "."),
    ])
    func keysShowTheLocalesDigits(locale: String, seven: String, separator: String) throws {
        let session = try KeypadTests.session(locale)
        #expect(session.label(for: .digit7) == seven)
        #expect(session.label(for: .decimalSeparator) == separator)
        #expect(session.label(for: .multiply) == "×")
    }

    @Test func theMemoryIndicatorFollowsTheMemory() throws {
        let session = try KeypadTests.session()
        #expect(!session.memoryIsSet)
        _ = KeypadTests.run("5 M+", in: session)
        #expect(session.memoryIsSet)
        _ = KeypadTests.run("MC", in: session)
        #expect(!session.memoryIsSet)
        _ = KeypadTests.run("3 M−", in: session)
        #expect(session.memoryIsSet)
    }
}
