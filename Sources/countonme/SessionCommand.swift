import CountOnMe

/// A command of the interactive session: `help`, `settings`, `quit`/`exit`, or a setting with an
/// optional new value (`mode immediate`, `angle deg`, `digits 20`, `locale fr_FR`). Command words
/// are English, like the options they mirror; what they print is in the session's language.
struct SessionCommand {
    enum Name: String {
        case help, settings, quit, exit, mode, angle, digits, locale
    }

    let name: Name
    let value: String?

    /// The command a line stands for, or `nil` when it is an expression.
    init?(_ line: String) {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        guard let first = words.first, let name = Name(rawValue: first.lowercased()) else { return nil }
        self.name = name == .exit ? .quit : name
        value = words.count > 1 ? words[1].trimmingSpaces : nil
    }

    /// Carries the command out and returns what to print.
    func apply(to calculator: Calculator, locale: LocaleOptions) -> String {
        var settings = calculator.settings
        let invalid = { (value: String) in
            CommandText.replInvalidSetting.text(in: calculator.locale.messages, .text(value), .text(name.rawValue))
        }
        switch (name, value) {
        case (.help, _):
            // The function names of the session's language too (`tg`, `ctg` in Polish).
            let names = calculator.locale.functionNames.joined(separator: " ")
            return CommandText.replHelp.text(in: calculator.locale.messages) + "\n"
                + CommandText.replFunctions.text(in: calculator.locale.messages, .text(names))
        case (.mode, let value?):
            guard let mode = EvaluationMode(rawValue: value.lowercased()) else { return invalid(value) }
            settings.mode = mode
        case (.angle, let value?):
            guard let unit = AngleUnit(argument: value) else { return invalid(value) }
            settings.angleUnit = unit
        case (.digits, let value?):
            guard let digits = Int(value), CalculatorSettings.digitsRange.contains(digits) else { return invalid(value) }
            settings.digits = digits
        case (.locale, let value?):
            calculator.update(locale.calculatorLocale(identifier: value))
        default:
            break
        }
        if settings != calculator.settings {
            do { try calculator.update(settings) } catch { return calculator.message(for: error) }
        }
        return Self.describe(calculator)
    }

    /// The settings in force, as the commands that would set them.
    static func describe(_ calculator: Calculator) -> String {
        let settings = calculator.settings
        let locale = calculator.locale.numbersIdentifier ?? "C"
        return "mode \(settings.mode.rawValue) · angle \(settings.angleUnit.defaultValueDescription) · digits \(settings.digits) · locale \(locale)"
    }
}
