import ArgumentParser
import CountOnMe

/// The options that shape an evaluation, shared by every command that evaluates.
struct EvaluationOptions: ParsableArguments {
    /// The engine's defaults, which the options' defaults are (the fast path without options uses them directly).
    private static let defaults = CalculatorSettings()

    @Flag(help: ArgumentHelp(CommandText.optionJSON()))
    var json = false

    @Option(help: ArgumentHelp(CommandText.optionRates()))
    var rates: String?

    @Option(help: ArgumentHelp(CommandText.optionNotation()))
    var notation: Notation = defaults.notation

    @Option(help: ArgumentHelp(CommandText.optionDigits(.integer(CalculatorSettings.digitsRange.lowerBound),
                                                        .integer(CalculatorSettings.digitsRange.upperBound))))
    var digits: Int = defaults.digits

    @Option(help: ArgumentHelp(CommandText.optionMode()))
    var mode: EvaluationMode = defaults.mode

    @Option(help: ArgumentHelp(CommandText.optionAngle()))
    var angle: AngleUnit = defaults.angleUnit

    @Option(help: ArgumentHelp(CommandText.optionMaxDigits(.integer(NumericLimits.maximumDigitsRange.lowerBound),
                                                           .integer(NumericLimits.maximumDigitsRange.upperBound))))
    var maxDigits: Int = defaults.limits.maximumDigits

    @Option(help: ArgumentHelp(CommandText.optionMaxInputLength()))
    var maxInputLength: Int = defaults.maximumInputLength

    @Option(help: ArgumentHelp(CommandText.optionMaxNesting(.integer(CalculatorSettings.nestingRange.lowerBound),
                                                            .integer(CalculatorSettings.nestingRange.upperBound))))
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
