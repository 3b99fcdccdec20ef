import CountOnMe

/// A command of the interactive session: `help`, `settings`, `quit`/`exit`, `vars` (the variables
/// and their values), `unset NAME…` (removes variables), or a setting with an optional new value
/// (`mode immediate`, `angle deg`, `complex on`, `digits 20`, `notation scientific`, `form fraction`, `base 16`,
/// `grouping off`, `locale fr_FR`). Command words are English, like the options they mirror;
/// what they print is in the session's language. Values are read as the options read them. A
/// line that assigns to a variable with a command's name (`mode = 2`) is an assignment.
struct SessionCommand {
    enum Name: String, CaseIterable {
        case help, settings, quit, exit, vars, unset, mode, angle, complex, digits, notation, form, base, grouping, locale

        /// Every command word.
        static var allNames: [String] { allCases.map(\.rawValue) }

        /// Whether the command takes no value (`quit now` is an error, not a quit).
        var takesNoValue: Bool { self == .help || self == .settings || self == .quit || self == .vars }
    }

    let name: Name
    let value: String?

    /// The command a line stands for, or `nil` when it is an expression.
    init?(_ line: String) {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        guard let first = words.first, let name = Name(rawValue: first.lowercased()) else { return nil }
        let value = words.count > 1 ? words[1].trimmingSpaces : nil
        if let value, value.hasPrefix("=") || value.hasPrefix(":=") { return nil }
        self.name = name == .exit ? .quit : name
        self.value = value
    }

    /// Carries the command out (a setting changes `calculator`, and `locale` for the locale's own
    /// options) and returns what to print (`nil`: nothing, after `unset`). An invalid value
    /// changes nothing.
    func apply(to calculator: Calculator, locale: inout LocaleOptions) -> String? {
        let messages = calculator.locale.messages
        if name.takesNoValue, let value {
            return CommandText.replUnexpectedWords.text(in: messages, .text(value), .text(name.rawValue))
        }
        var settings = calculator.settings
        var newLocale = locale
        let invalid = { (value: String) in CommandText.replInvalidSetting.text(in: messages, .text(value), .text(name.rawValue)) }
        switch (name, value) {
        case (.help, _):
            // The function names of the session's language too (`tg`, `ctg` in Polish).
            let names: String
            do { names = try calculator.locale.functionNames().joined(separator: " ") } catch { return calculator.message(for: error) }
            return CommandText.replHelp.text(in: messages) + "\n" + CommandText.replFunctions.text(in: messages, .text(names))
        case (.vars, _), (.unset, nil):
            return Self.variables(of: calculator)
        case (.unset, let value?):
            // One unknown name removes none.
            do { try calculator.removeVariables(value.split(separator: " ").map(String.init)) } catch { return calculator.message(for: error) }
            return nil
        case (.mode, let value?):
            guard let mode = EvaluationMode(rawValue: value.lowercased()) else { return invalid(value) }
            settings.mode = mode
        case (.angle, let value?):
            guard let angle = AngleArgument(argument: value) else { return invalid(value) }
            settings.angleUnit = angle.unit
        case (.complex, let value?):
            switch value.lowercased() {
            case "on": settings.complex = true
            case "off": settings.complex = false
            default: return invalid(value)
            }
        case (.digits, let value?):
            guard let digits = WholeNumberArgument(argument: value)?.value, CalculatorSettings.digitsRange.contains(digits) else {
                return invalid(value)
            }
            settings.digits = digits
        case (.notation, let value?):
            guard let notation = Notation(argument: value.lowercased()) else { return invalid(value) }
            settings.notation = notation
        case (.form, let value?):
            guard let form = ResultForm(rawValue: value.lowercased()) else { return invalid(value) }
            settings.form = form
        case (.base, let value?):
            guard let base = NumberBase(argument: value) else { return invalid(value) }
            settings.base = base
        case (.grouping, let value?):
            guard let grouping = Grouping(argument: value) else { return invalid(value) }
            newLocale.grouping = grouping
        case (.locale, let value?):
            newLocale.locale = value
            if let problem = newLocale.problem(in: messages) { return problem }
        default:
            break
        }
        if settings != calculator.settings {
            do { try calculator.update(settings) } catch { return calculator.message(for: error) }
        }
        if newLocale.locale != locale.locale || newLocale.grouping != locale.grouping {
            guard let opened = try? newLocale.calculatorLocale else { return calculator.message(for: .outOfMemory()) }
            locale = newLocale
            calculator.update(opened)
        }
        return Self.describe(calculator, locale: locale)
    }

    /// The variables, one per line as assignments that would define them (`x = 5`), sorted by name.
    static func variables(of calculator: Calculator) -> String {
        let lines = calculator.variableNames.compactMap { name in
            (try? calculator.variable(name)).map { "\(name) = \($0.formatted)" }
        }
        return lines.isEmpty ? CommandText.replNoVariables.text(in: calculator.locale.messages) : lines.joined(separator: "\n")
    }

    /// The settings in force, as the commands that would set them.
    static func describe(_ calculator: Calculator, locale: LocaleOptions) -> String {
        let settings = calculator.settings
        let identifier = calculator.locale.numbersIdentifier ?? "C"
        return "mode \(settings.mode.rawValue) · angle \(AngleArgument(settings.angleUnit).rawValue) · complex \(settings.complex ? "on" : "off")"
            + " · digits \(settings.digits)"
            + " · notation \(settings.notation.rawValue) · form \(settings.form.rawValue) · base \(settings.base.rawValue) · grouping \(locale.grouping.rawValue) · locale \(identifier)"
    }
}
