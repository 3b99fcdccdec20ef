import ArgumentParser
import CountOnMe

/// The options that shape a calculation, shared by the commands that calculate (evaluate, keypad).
struct CalculationOptions: ParsableArguments {
    /// The engine's defaults, which the options' defaults are (the fast path without options uses them directly).
    private static let defaults = CalculatorSettings()

    @Option(help: ArgumentHelp(CommandText.optionNotation()))
    var notation: Notation = defaults.notation

    @Option(help: ArgumentHelp(CommandText.optionForm()))
    var form: ResultForm = defaults.form

    @Option(help: ArgumentHelp(CommandText.optionBase()))
    var base: NumberBase = defaults.base

    @Option(help: ArgumentHelp(CommandText.optionDigits(.integer(CalculatorSettings.digitsRange.lowerBound),
                                                        .integer(CalculatorSettings.digitsRange.upperBound))))
    var digits = WholeNumberArgument(defaults.digits)

    @Option(help: ArgumentHelp(CommandText.optionMode()))
    var mode: EvaluationMode = defaults.mode

    @Option(help: ArgumentHelp(CommandText.optionAngle()))
    var angle = AngleArgument(defaults.angleUnit)

    @Flag(help: ArgumentHelp(CommandText.optionComplex()))
    var complex = defaults.complex

    @Option(help: ArgumentHelp(CommandText.optionMaxDigits(.integer(NumericLimits.maximumDigitsRange.lowerBound),
                                                           .integer(NumericLimits.maximumDigitsRange.upperBound))))
    var maxDigits = WholeNumberArgument(defaults.limits.maximumDigits)

    @Option(help: ArgumentHelp(CommandText.optionMaxInputLength()))
    var maxInputLength = WholeNumberArgument(defaults.maximumInputLength)

    @Option(help: ArgumentHelp(CommandText.optionMaxNesting(.integer(CalculatorSettings.nestingRange.lowerBound),
                                                            .integer(CalculatorSettings.nestingRange.upperBound))))
    var maxNesting = WholeNumberArgument(defaults.maximumNesting)

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
        settings.digits = digits.value
        settings.mode = mode
        settings.angleUnit = angle.unit
        settings.complex = complex
        settings.notation = notation
        settings.form = form
        settings.base = base
        settings.limits = NumericLimits(maximumDigits: maxDigits.value)
        settings.maximumInputLength = maxInputLength.value
        settings.maximumNesting = maxNesting.value
        return settings
    }
}

/// `--rates FILE`, for the commands that use exchange rates (evaluate, rates).
struct RatesFileOption: ParsableArguments {
    @Option(help: ArgumentHelp(CommandText.optionRates()), completion: .file(extensions: ["xml"]))
    var rates: String?
}

extension EvaluationMode: ExpressibleByArgument {}

extension ResultForm: ExpressibleByArgument {}

extension NumberBase: ExpressibleByArgument {
    /// Accepts `2`, `8`, `10`, `16`.
    public init?(argument: String) {
        guard let number = Int(argument) else { return nil }
        self.init(rawValue: number)
    }

    /// The values the option shows in its help.
    public static var allValueStrings: [String] { allCases.map { String($0.rawValue) } }

    /// How the default shows in help.
    public var defaultValueDescription: String { String(rawValue) }
}

extension Notation: ExpressibleByArgument {
    /// Accepts `auto` (also `automatic`), `positional`, `scientific`, `engineering`.
    public init?(argument: String) {
        self.init(rawValue: argument == "automatic" ? "auto" : argument)
    }
}

/// `--angle rad|deg` (also `radians`, `degrees`): the command's words for an ``AngleUnit``.
enum AngleArgument: String, CaseIterable, ExpressibleByArgument {
    case rad, deg

    init?(argument: String) {
        switch argument.lowercased() {
        case "rad", "radian", "radians": self = .rad
        case "deg", "degree", "degrees": self = .deg
        default: return nil
        }
    }

    /// The word for `unit`.
    init(_ unit: AngleUnit) { self = unit == .radians ? .rad : .deg }

    /// The unit it names.
    var unit: AngleUnit { self == .rad ? .radians : .degrees }
}
