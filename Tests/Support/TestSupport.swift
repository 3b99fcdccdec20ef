import CountOnMe
import Foundation

/// Helpers every test target shares (one place for each: the tests of each layer call these).

/// Settings for a test case, from the defaults.
public func settings(mode: EvaluationMode = .algebraic, angle: AngleUnit = .radians, digits: Int = 16,
                     notation: Notation = .automatic) -> CalculatorSettings {
    var settings = CalculatorSettings()
    settings.mode = mode
    settings.angleUnit = angle
    settings.digits = digits
    settings.notation = notation
    return settings
}

/// The formatted result of `input` with `settings` in `locale` (the C locale by default), with
/// `rates` (ECB XML) loaded when given; or `!` and the error's name.
public func calculate(_ input: String, _ settings: CalculatorSettings = CalculatorSettings(), locale: String = "C",
                      rates: String? = nil) -> String {
    do {
        let calculator = try Calculator(settings: settings, locale: CalculatorLocale(identifier: locale)!)
        if let rates { try calculator.loadExchangeRates(ecbXML: rates) }
        return try calculator.evaluate(input).formatted
    } catch {
        return "!" + error.code.name
    }
}

/// The error `input` fails with in the C locale, or `nil` when it succeeds.
public func failure(_ input: String, _ settings: CalculatorSettings = CalculatorSettings()) -> CalculationError? {
    do {
        _ = try Calculator(settings: settings).evaluate(input)
        return nil
    } catch {
        return error
    }
}

/// The path of a file in `Tests/Fixtures`.
public func fixturePath(_ name: String, filePath: String = #filePath) -> String {
    // This file is Tests/Support/TestSupport.swift.
    var parts = filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(2)
    return parts.joined(separator: "/") + "/Fixtures/" + name
}

/// The languages the message bundles are translated into (besides root, which is English).
public let messageLanguages = [
    "fr", "de", "es", "it", "pt", "nl", "pl", "ru", "ko", "ja", "zh", "ar",
    "bg", "bn", "ca", "cs", "da", "el", "et", "eu", "fa", "fi", "gl", "he", "hi", "hr", "hu", "id", "lt", "lv",
    "ms", "nb", "pt_PT", "ro", "sk", "sl", "sr", "sr_Latn", "sv", "ta", "th", "tr", "uk", "ur", "vi", "zh_Hant",
]

/// The languages whose engine messages and titles are all translated, and those whose command
/// table is: the others still show some texts in English (ICU's fallback to root) until their
/// translations land. A language is added here when it is complete, never removed: the tests
/// hold every language listed to every key.
public let engineTranslatedLanguages = messageLanguages
public let commandTranslatedLanguages = messageLanguages

/// The committed ECB daily file (28 June 2024), for tests of money.
public let sampleRates: String = (try? String(contentsOfFile: fixturePath("ecb-sample.xml"), encoding: .utf8)) ?? ""

/// A deterministic generator (xorshift), so that failures of randomized tests reproduce.
public struct SeededGenerator {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// A generator at the fixed seed.
    public init() {}

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17
        return state
    }

    /// A random signed integer of `bits` bits (2 to 64).
    public mutating func int(bits: Int) -> Int64 { Int64(bitPattern: next() >> UInt64(64 - bits)) - (1 << (bits - 1)) }
}
