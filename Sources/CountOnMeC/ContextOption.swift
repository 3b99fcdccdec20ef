import CountOnMe

/// `COUNTONME_OPTION_*`: each option's C number, and how its `int32_t` values map to the engine's
/// settings. Unknown numbers never reach a Swift enum: they fail `init?(rawValue:)`.
enum ContextOption: Int32 {
    case mode = 0, angleUnit, digits, notation, grouping, numbering, maximumDigits, maximumInputLength, maximumNesting, form, base, complex

    private static let modes: [EvaluationMode] = [.algebraic, .immediate]
    private static let angleUnits: [AngleUnit] = [.radians, .degrees]
    private static let notations: [Notation] = [.automatic, .positional, .scientific, .engineering]
    private static let groupings: [Grouping] = [.automatic, .on, .off, .min2]
    private static let numberings: [DigitStyle] = [.localeDefault, .latin, .native]
    private static let forms: [ResultForm] = [.decimal, .fraction, .mixed, .words]

    /// The element of `values` numbered `value`, if any.
    private static func pick<T>(_ values: [T], _ value: Int32) -> T? {
        let index = Int(truncatingIfNeeded: value)   // Int32 → Int sign-extends: exact
        return values.indices.contains(index) ? values[index] : nil
    }

    /// Sets the option; an out-of-range value leaves the context unchanged.
    func set(_ value: Int32, on handle: ContextHandle) -> Int32 {
        let invalid = { handle.failInvalidArgument(Message(.optionValueOutOfRange, [.integer(Int(truncatingIfNeeded: value)), .integer(Int(truncatingIfNeeded: self.rawValue))])) }
        let number = Int(truncatingIfNeeded: value)   // Int32 → Int sign-extends: exact
        var settings = handle.calculator.settings
        switch self {
        case .mode: guard let mode = Self.pick(Self.modes, value) else { return invalid() }; settings.mode = mode
        case .angleUnit: guard let unit = Self.pick(Self.angleUnits, value) else { return invalid() }; settings.angleUnit = unit
        case .notation: guard let notation = Self.pick(Self.notations, value) else { return invalid() }; settings.notation = notation
        case .form: guard let form = Self.pick(Self.forms, value) else { return invalid() }; settings.form = form
        case .base: guard let base = NumberBase(rawValue: number) else { return invalid() }; settings.base = base
        case .complex: guard value == 0 || value == 1 else { return invalid() }; settings.complex = value == 1
        case .digits: settings.digits = number
        case .maximumDigits: settings.limits = NumericLimits(maximumDigits: number)
        case .maximumInputLength: settings.maximumInputLength = number
        case .maximumNesting: settings.maximumNesting = number
        case .grouping:
            guard let grouping = Self.pick(Self.groupings, value) else { return invalid() }
            return handle.attempt { () throws(CalculationError) in try handle.setDisplay(grouping: grouping) }
        case .numbering:
            guard let numbering = Self.pick(Self.numberings, value) else { return invalid() }
            return handle.attempt { () throws(CalculationError) in try handle.setDisplay(numbering: numbering) }
        }
        return handle.attempt { () throws(CalculationError) in try handle.calculator.update(settings) }
    }

    /// The option's current value.
    func get(from handle: ContextHandle) -> Int32 {
        let settings = handle.calculator.settings
        func index<T: Equatable>(_ values: [T], _ value: T) -> Int32 { Int32(clamping: values.firstIndex(of: value) ?? 0) }
        switch self {
        case .mode: return index(Self.modes, settings.mode)
        case .angleUnit: return index(Self.angleUnits, settings.angleUnit)
        case .notation: return index(Self.notations, settings.notation)
        case .form: return index(Self.forms, settings.form)
        case .base: return Int32(clamping: settings.base.rawValue)
        case .complex: return settings.complex ? 1 : 0
        case .digits: return Int32(clamping: settings.digits)
        case .maximumDigits: return Int32(clamping: settings.limits.maximumDigits)
        case .maximumInputLength: return Int32(clamping: settings.maximumInputLength)
        case .maximumNesting: return Int32(clamping: settings.maximumNesting)
        case .grouping: return index(Self.groupings, handle.grouping)
        case .numbering: return index(Self.numberings, handle.numbering)
        }
    }
}
