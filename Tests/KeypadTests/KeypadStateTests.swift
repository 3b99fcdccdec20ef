import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeExpressions
@testable import CountOnMeKeypad
import CountOnMeTestSupport

/// What a session keeps: the digits of irrational values at any precision, a change of locale
/// or settings in place, and its whole state saved as text and restored (issue 16, addition 4).
@Suite struct KeypadStateTests {
    static func session(_ locale: String = "C", digits: Int = 16, mode: EvaluationMode = .algebraic,
                        angle: AngleUnit = .radians) throws -> KeypadSession {
        KeypadSession(calculator: try Calculator(settings: settings(digits: digits, mode: mode, angle: angle),
                                                 locale: try #require(CalculatorLocale(identifier: locale))))
    }

    static func settings(digits: Int = 16, mode: EvaluationMode = .algebraic, angle: AngleUnit = .radians) -> CalculatorSettings {
        var settings = CalculatorSettings()
        settings.digits = digits
        settings.mode = mode
        settings.angleUnit = angle
        return settings
    }

    /// Everything a front end shows of a session.
    struct Shown: Equatable, CustomStringConvertible {
        let display: KeypadDisplay
        let memory: String?
        let history: [String]

        init(_ session: KeypadSession) {
            display = session.display
            memory = session.memoryDisplay
            history = session.history.map { $0.expression + " = " + $0.result }
        }

        var description: String { "\(display.line) | M \(memory ?? "-") | \(history) | \(display.angleIndicator)" }
    }

    /// An irrational result kept by the keypad (a result, the memory, a function key's value) is
    /// kept as what computes it, never as a rounded stand-in: more digits asked for are right.
    /// √2 to 60 digits and √2 − 1.414213562373095 to 40 (mpmath, 80 digits).
    @Test(arguments: [
        ("2 √ = × 1 =", 60, "1.41421356237309504880168872420969807856967187537694807317668"),
        ("2 √ M+ AC MR × 1 =", 60, "1.41421356237309504880168872420969807856967187537694807317668"),
        ("2 √ = ± ± × 1 =", 60, "1.41421356237309504880168872420969807856967187537694807317668"),
        ("2 √ = - 1 . 4 1 4 2 1 3 5 6 2 3 7 3 0 9 5 =", 40, "4.880168872420969807856967187537694807318E-17"),
        ("1 sin × 1 =", 50, "0.84147098480789650665250232163029899962256306079837"),
    ])
    func irrationalValuesKeepEveryDigit(keys: String, digits: Int, main: String) throws {
        let session = try Self.session(digits: digits)
        _ = KeypadTests.run(keys, in: session)
        #expect(session.display.main == main)
    }

    /// Key sequences that leave something in every part of the state.
    static let sequences = [
        "1 2 3 4 . 5 + 2 √ = M+ 1 2 3 4", "3 0 sin + 1 = DRG 1 sin", "1 ÷ 3 = ± M+ 2 ( 1 . 5 EXP 3 ±",
        "5 M+ 7 × 2 = = C 9 1/x", "2 + 3 × 4 = 6 x² M− 1 0 0 ! + ( 2", "7 ÷ 2 = K + 0 . 0 0 1 MR × π =",
        // M+ on a number with a key applied: saved as it is, and restored (it once saved `|finished` after `|square`).
        "3 M+ 6 x² M+",
    ]

    /// Configuring a session in place shows exactly what a session made in the new locale and
    /// settings shows after the same keys: the calculation, the memory and the tape written again.
    @Test(arguments: sequences, [("fr_FR", 20), ("ar_EG", 16), ("en_IN", 30), ("de_CH", 5)])
    func configuringInPlaceEqualsStartingThere(keys: String, target: (locale: String, digits: Int)) throws {
        let session = try Self.session("C", angle: .degrees)
        _ = KeypadTests.run(keys, in: session)
        let angle = session.settings.angleUnit
        let fresh = try Self.session(target.locale, digits: target.digits, angle: .degrees)
        _ = KeypadTests.run(keys, in: fresh)
        var historyChanges = 0
        session.onHistoryChange = { historyChanges += 1 }
        let historyBefore = Shown(session).history
        let locale = try #require(CalculatorLocale(identifier: target.locale))
        #expect(session.configure(settings: Self.settings(digits: target.digits, angle: angle), locale: locale) == nil)
        #expect(Shown(session) == Shown(fresh))
        // The tape's observer hears of it when, and only when, the tape reads differently.
        #expect(historyChanges == (Shown(session).history == historyBefore ? 0 : 1))
        // And they go on alike.
        _ = KeypadTests.run("× 3 = M+ MR", in: session)
        _ = KeypadTests.run("× 3 = M+ MR", in: fresh)
        #expect(Shown(session) == Shown(fresh))
    }

    /// An independent check of what configuring writes: 1234.5 + √2 = 1235.9142135623730950488…
    /// (mpmath) at 20 digits in French (CLDR: U+202F groups, `,` decimal).
    @Test func configuringWritesTheTapeInTheNewLocale() throws {
        let session = try Self.session()
        _ = KeypadTests.run("1 2 3 4 . 5 + 2 √ = M+ 3 DRG", in: session)
        #expect(session.history.map(\.result) == ["1235.914213562373"])
        let french = try #require(CalculatorLocale(identifier: "fr_FR"))
        #expect(session.configure(settings: Self.settings(digits: 20, angle: .degrees), locale: french) == nil)
        #expect(session.history.map(\.expression) == ["1\u{202F}234,5 + √2"])
        #expect(session.history.map(\.result) == ["1\u{202F}235,914213562373095"])
        #expect(session.memoryDisplay == "1\u{202F}235,914213562373095")
        #expect(session.display.line == "3")
        #expect(session.display.angleIndicator == "DEG")
        #expect(session.label(for: .decimalSeparator) == ",")
    }

    /// A change of mode keeps what was computed in the old one: immediate 3 + 3 × 4 = 24 stays 24,
    /// and = repeats × 4 in the new mode.
    @Test func aChangeOfModeKeepsTheResults() throws {
        let session = try Self.session(mode: .immediate)
        _ = KeypadTests.run("3 + 3 × 4 = M+", in: session)
        #expect(session.configure(settings: Self.settings(mode: .algebraic), locale: .posix) == nil)
        #expect(session.history.map(\.result) == ["24"])
        #expect(session.memoryDisplay == "24")
        _ = KeypadTests.run("= 1 + 2 × 3 =", in: session)
        #expect(session.history.map(\.result) == ["24", "96", "7"])
    }

    /// A number typed with as many digits as the session holds is restored (the limit is not
    /// one digit short); one digit more is refused (above).
    @Test func aTypedNumberAtTheLimitIsRestored() throws {
        var settings = Self.settings()
        settings.limits = NumericLimits(maximumDigits: 100)
        let session = KeypadSession(calculator: try Calculator(settings: settings))
        #expect(session.restore(savedState: "countonme-keypad 1\ncurrent typed:" + String(repeating: "7", count: 100) + "\n") == nil)
        #expect(session.display.main == String(repeating: "7", count: 100))
    }

    /// A configuration that fails (a setting out of range, a kept value the new limits refuse)
    /// raises an alert and changes nothing: not the display, the tape, the memory, the digits.
    @Test func aFailedConfigurationChangesNothing() throws {
        let session = try Self.session("fr_FR")
        _ = KeypadTests.run("9 ^ 1 2 0 = M+ 1 ÷ 3 =", in: session)
        let before = Shown(session)
        var outOfRange = Self.settings()
        outOfRange.digits = 0
        #expect(session.configure(settings: outOfRange, locale: .posix)?.error.code == .invalidArgument)
        var tight = Self.settings(digits: 30)
        tight.limits = NumericLimits(maximumDigits: 100)   // 9^120 has 115 digits
        #expect(session.configure(settings: tight, locale: .posix)?.error.code == .resultTooLarge)
        #expect(Shown(session) == before)
        #expect(session.settings.digits == 16)
        _ = KeypadTests.run("× 3 =", in: session)
        #expect(session.display.line == "0,3333333333333333 × 3 = 1")
    }

    /// A state saved in one locale and restored in a session of another shows what a session of
    /// that other locale shows after the same keys, and goes on alike.
    @Test(arguments: sequences, ["C", "fr_FR", "ar_EG", "hi_IN"])
    func aSavedStateRestoresAnywhere(keys: String, locale: String) throws {
        let saving = try Self.session("de_DE", angle: .degrees)
        _ = KeypadTests.run(keys, in: saving)
        let text = saving.savedState
        let restored = try Self.session(locale)
        #expect(restored.restore(savedState: text) == nil)
        let fresh = try Self.session(locale, angle: .degrees)
        _ = KeypadTests.run(keys, in: fresh)
        #expect(Shown(restored) == Shown(fresh))
        #expect(restored.savedState == text)
        _ = KeypadTests.run("= × 3 = M+ MR 2", in: restored)
        _ = KeypadTests.run("= × 3 = M+ MR 2", in: fresh)
        #expect(Shown(restored) == Shown(fresh))
    }

    /// The documented example of the format restores to what it says.
    @Test func theDocumentedExampleRestores() throws {
        let text = """
            countonme-keypad 1
            angle degrees
            memory value:result:6:(-7/2)
            pieces typed:12.5 * ( value:result:1:5|squareRoot +
            current typed:3
            history value:result:2:20 value:result:1:5 * typed:4

            """
        let session = try Self.session("fr_FR")
        #expect(session.restore(savedState: text) == nil)
        #expect(session.display.line == "12,5 × ( √5 + 3")
        #expect(session.display.angleIndicator == "DEG")
        #expect(session.memoryDisplay == "-3,5")
        #expect(session.history.map { $0.expression + " = " + $0.result } == ["5 × 4 = 20"])
    }

    /// Saved numbers typed with 101 digits (whatever their power of ten), for a limit of 100.
    static let typedPastTheLimit = "countonme-keypad 1\ncurrent typed:" + String(repeating: "7", count: 101) + "\n"
    static let typedPastTheLimitInPieces = "countonme-keypad 1\npieces typed:1." + String(repeating: "5", count: 100) + "E-3 +\n"

    /// Text that is no saved state (damaged, from a newer version, or hand-made with what keys
    /// never make) raises an alert and changes nothing; a value past the session's limits says so.
    @Test(arguments: [
        ("", ErrorCode.invalidArgument), ("countonme-keypad 2\n", .invalidArgument), ("countonme-keypad 1\r\n", .invalidArgument),
        ("countonme-keypad 1\nangle grads\n", .invalidArgument), ("countonme-keypad 1\nvolume 11\n", .invalidArgument),
        ("countonme-keypad 1\nmemory value:result:1:5\nmemory value:result:1:6\n", .invalidArgument),
        ("countonme-keypad 1\nmemory value:result:9:5\n", .invalidArgument),
        ("countonme-keypad 1\nmemory value:result:1:5 \n", .invalidArgument),
        ("countonme-keypad 1\nmemory value:result:3:1/0\n", .invalidArgument),
        ("countonme-keypad 1\nmemory value:allDigits:7:sqrt(2)\n", .invalidArgument),
        ("countonme-keypad 1\nmemory value:result:3:1\u{7}2\n", .invalidArgument),
        ("countonme-keypad 1\nmemory value:result:1:x\n", .invalidArgument),
        ("countonme-keypad 1\nmemory value:exact:1:5\n", .invalidArgument),
        ("countonme-keypad 1\npieces + typed:1\n", .invalidArgument), ("countonme-keypad 1\npieces typed:1 typed:2\n", .invalidArgument),
        ("countonme-keypad 1\npieces typed:1 )\n", .invalidArgument), ("countonme-keypad 1\npieces typed:007\n", .invalidArgument),
        ("countonme-keypad 1\npieces typed:1|cosine\n", .invalidArgument), ("countonme-keypad 1\npieces typed:١\n", .invalidArgument),
        ("countonme-keypad 1\npieces typed:1\ncurrent typed:2\n", .invalidArgument),
        ("countonme-keypad 1\nhistory value:result:1:5 typed:5 +\n", .invalidArgument),
        ("countonme-keypad 1\nlast-operation typed:5\n", .invalidArgument),
        ("countonme-keypad 1\nshowing-result\n", .invalidArgument),
        // A session writes numbers, never an amount or an assignment.
        ("countonme-keypad 1\nmemory value:result:6:15 EUR\n", .invalidArgument),
        ("countonme-keypad 1\nmemory value:result:3:x=5\n", .invalidArgument),
        // 10^100 has 101 digits, one more than the session's limit; so has a number typed with
        // 101 digits (the 101st key would have been refused), whatever its power of ten.
        ("countonme-keypad 1\nmemory value:result:101:1" + String(repeating: "0", count: 100) + "\n", .resultTooLarge),
        (Self.typedPastTheLimit, .resultTooLarge), (Self.typedPastTheLimitInPieces, .resultTooLarge),
    ])
    func aDamagedStateChangesNothing(text: String, code: ErrorCode) throws {
        var settings = Self.settings()
        settings.limits = NumericLimits(maximumDigits: 100)
        let session = KeypadSession(calculator: try Calculator(settings: settings, locale: try #require(CalculatorLocale(identifier: "fr_FR"))))
        _ = KeypadTests.run("2 √ M+ 1 + 2 = 3 ×", in: session)
        let before = Shown(session), saved = session.savedState
        let alert = try #require(session.restore(savedState: text))
        #expect(alert.error.code == code)
        if code == .invalidArgument {
            #expect(alert.message == "L’état enregistré du clavier de la calculatrice ne peut pas être restauré\u{00A0}: il est endommagé ou a été enregistré par une version plus récente.")
        }
        #expect(Shown(session) == before)
        #expect(session.savedState == saved)
    }

    /// An amount written with a sign only some locales read (`$`: dollars in en_US, ambiguous in
    /// ar_EG) is refused in every locale, as `fuzz_keypad_state` required: a text one locale
    /// restores saves as a text every locale restores (it found `015$` accepted in en_US, and its
    /// saved text refused in Arabic).
    @Test(arguments: ["en_US", "ar_EG", "C", "fr_FR"])
    func anAmountIsNoSavedValueInAnyLocale(locale: String) throws {
        let session = KeypadSession(calculator: try Calculator(settings: Self.settings(), locale: try #require(CalculatorLocale(identifier: locale))))
        let saved = session.savedState
        let alert = try #require(session.restore(savedState: "countonme-keypad 1\nangle degrees\nmemory value:allDigits:4:015$\n"))
        #expect(alert.error.code == .invalidArgument)
        #expect(session.savedState == saved)
    }
}
