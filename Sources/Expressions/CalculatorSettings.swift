import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// The options of a ``Calculator``. Every one has the default DESIGN.md fixes.
public struct CalculatorSettings: Sendable, Equatable {
    /// Algebraic precedence or immediate (left to right). Default algebraic.
    public var mode: EvaluationMode = .algebraic
    /// Radians or degrees. Default radians.
    public var angleUnit: AngleUnit = .radians
    /// Significant digits of a rounded result, in ``digitsRange``. Default 16.
    public var digits: Int = 16
    /// Positional, scientific or the automatic rule. Default automatic.
    public var notation: Notation = .automatic
    /// How exact results that are not integers are written. Default decimal.
    public var form: ResultForm = .decimal
    /// The base results are written in. In base 2, 8 or 16 every result must be an exact integer
    /// that is no amount of money (written `0b…`, `0o…`, `0x…`, upper-case digits, the locale's
    /// minus sign, no grouping), and ``form`` and ``notation`` do not apply; any other result is
    /// the error ``ErrorCode/cannotWriteInBase``. Default decimal.
    public var base: NumberBase = .decimal
    /// The size bound of results.
    public var limits: NumericLimits = .standard
    /// The longest input accepted, in UTF-8 bytes. Default 100,000.
    public var maximumInputLength: Int = 100_000
    /// How deep parentheses, signs, roots and powers may nest. Default 200.
    public var maximumNesting: Int = 200
    /// Whether a function undefined for a real argument gives its complex value (`√−4 = 2i`,
    /// `ln(−1) = iπ`, `asin 2`) rather than a domain error. An expression that writes `i` (or
    /// `j`) is computed so whatever this says. Default off, so that a phone calculator's users
    /// keep their domain error.
    public var complex: Bool = false

    /// The values ``digits`` may take.
    public static let digitsRange = 1...10_000
    /// The values ``maximumNesting`` may take (deeper nesting could overflow a thread's stack).
    public static let nestingRange = 1...1_000

    /// Default settings.
    public init() {}

    /// These settings with another mode and angle unit, and the digit limit lowered to
    /// `maximumDigits` when it is higher (never raised).
    package func with(mode: EvaluationMode, angleUnit: AngleUnit, maximumDigits: Int) -> CalculatorSettings {
        var settings = self
        settings.mode = mode
        settings.angleUnit = angleUnit
        settings.limits.maximumDigits = min(limits.maximumDigits, maximumDigits)
        return settings
    }

    /// The first invalid option, as an error, or `nil` when all are valid.
    func validationError() -> CalculationError? {
        let problem: Message
        if !Self.digitsRange.contains(digits) {
            problem = Message(.digitsOutOfRange, [.integer(Self.digitsRange.lowerBound), .integer(Self.digitsRange.upperBound)])
        } else if !NumericLimits.maximumDigitsRange.contains(limits.maximumDigits) {
            problem = Message(.digitLimitOutOfRange, [.integer(NumericLimits.maximumDigitsRange.lowerBound),
                                                      .integer(NumericLimits.maximumDigitsRange.upperBound)])
        } else if !Self.nestingRange.contains(maximumNesting) {
            problem = Message(.nestingOutOfRange, [.integer(Self.nestingRange.lowerBound), .integer(Self.nestingRange.upperBound)])
        } else if maximumInputLength < 1 {
            problem = Message(.inputLengthNotPositive)
        } else {
            return nil
        }
        return .invalidArgument(problem)
    }
}

extension NumericContext {
    /// The context of a calculator with `settings`, keeping its Γ values in `gammaMemory`.
    init(_ settings: CalculatorSettings, gammaMemory: GammaMemory) {
        self.init(displayDigits: settings.digits, limits: settings.limits, angleUnit: settings.angleUnit,
                  allowsComplex: settings.complex, gammaMemory: gammaMemory)
    }
}
