@testable import CountOnMe

/// Settings for a test case, from the defaults.
func settings(mode: EvaluationMode = .algebraic, angle: AngleUnit = .radians, digits: Int = 16,
              notation: Notation = .automatic) -> CalculatorSettings {
    var settings = CalculatorSettings()
    settings.mode = mode
    settings.angleUnit = angle
    settings.digits = digits
    settings.notation = notation
    return settings
}

/// The formatted result of `input` in the C locale, or `!` and the error's name.
func calculate(_ input: String, _ settings: CalculatorSettings = CalculatorSettings()) -> String {
    do {
        let calculator = try Calculator(settings: settings)
        return try calculator.evaluate(input).formatted
    } catch {
        return "!" + error.code.name
    }
}

/// The error `input` fails with, or `nil` when it succeeds.
func failure(_ input: String, _ settings: CalculatorSettings = CalculatorSettings()) -> CalculationError? {
    do {
        _ = try Calculator(settings: settings).evaluate(input)
        return nil
    } catch {
        return error
    }
}
