import ArgumentParser
import CountOnMe

/// The options that shape an evaluation, shared by every command that evaluates.
struct EvaluationOptions: ParsableArguments {
    /// The engine's defaults, which the options' defaults are (the fast path without options uses them directly).
    private static let defaults = CalculatorSettings()

    @Flag(help: "Print one JSON object per expression: input, value (plain decimal), formatted, exact; or error with code, name, message, start and end (UTF-8 byte offsets).")
    var json = false

    @Option(help: "Exchange rates in the European Central Bank's daily XML format. Default: $COUNTONME_RATES, else the cache that `countonme rates update` fills.")
    var rates: String?

    @Option(help: "Number notation: auto, positional, scientific or engineering.")
    var notation: Notation = defaults.notation

    @Option(help: "Significant digits of a rounded result (\(CalculatorSettings.digitsRange.lowerBound)–\(CalculatorSettings.digitsRange.upperBound)).")
    var digits: Int = defaults.digits

    @Option(help: "algebraic (precedence: 1 + 2 × 3 = 7) or immediate (left to right: = 9).")
    var mode: EvaluationMode = defaults.mode

    @Option(help: "Angle unit of trigonometry: rad or deg.")
    var angle: AngleUnit = defaults.angleUnit

    @Option(help: ArgumentHelp("Largest result, in decimal digits (\(NumericLimits.maximumDigitsRange.lowerBound)–\(NumericLimits.maximumDigitsRange.upperBound)).", visibility: .default))
    var maxDigits: Int = defaults.limits.maximumDigits

    @Option(help: "Longest expression, in bytes.")
    var maxInputLength: Int = defaults.maximumInputLength

    @Option(help: "Deepest nesting of parentheses, signs, roots and powers (\(CalculatorSettings.nestingRange.lowerBound)–\(CalculatorSettings.nestingRange.upperBound)).")
    var maxNesting: Int = defaults.maximumNesting

    /// A calculator with these settings in `locale`; invalid settings are bad usage.
    func calculator(locale: CalculatorLocale) throws -> Calculator {
        do {
            return try Calculator(settings: settings, locale: locale)
        } catch {
            throw ValidationError(locale.messages.text(for: error.message))
        }
    }

    /// The calculator settings these options describe.
    var settings: CalculatorSettings {
        var settings = CalculatorSettings()
        settings.digits = digits
        settings.mode = mode
        settings.angleUnit = angle
        settings.notation = notation
        settings.limits = NumericLimits(maximumDigits: maxDigits)
        settings.maximumInputLength = maxInputLength
        settings.maximumNesting = maxNesting
        return settings
    }
}

extension EvaluationMode: ExpressibleByArgument {}

extension Notation: ExpressibleByArgument {
    /// Accepts `auto` (also `automatic`), `positional`, `scientific`, `engineering`.
    public init?(argument: String) {
        self.init(rawValue: argument == "automatic" ? "auto" : argument)
    }
}

extension AngleUnit: ExpressibleByArgument {
    /// Accepts `rad`/`radians` and `deg`/`degrees`.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "rad", "radians", "radian": self = .radians
        case "deg", "degrees", "degree": self = .degrees
        default: return nil
        }
    }

    public static var allValueStrings: [String] { ["rad", "deg"] }

    public var defaultValueDescription: String { self == .radians ? "rad" : "deg" }
}
