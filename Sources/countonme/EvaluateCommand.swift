import ArgumentParser
import CountOnMe

/// `countonme [evaluate] EXPRESSION…`: evaluates an expression and prints the result.
struct EvaluateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Evaluate an expression (the default command).")

    @OptionGroup var options: EvaluationOptions
    @OptionGroup var locale: LocaleOptions

    @Argument(help: "The expression, e.g. '2 × (3 + 4)'. Its words are joined with spaces.")
    var expression: [String] = []

    func validate() throws {
        if expression.isEmpty { throw ValidationError("Give an expression to evaluate, e.g. countonme '1 + 2'.") }
    }

    func run() throws {
        let calculatorLocale = locale.calculatorLocale
        let calculator: Calculator
        do {
            calculator = try Calculator(settings: options.settings, locale: calculatorLocale)
        } catch {
            throw ValidationError(calculatorLocale.messages.text(for: error.message))
        }
        let input = expression.joined(separator: " ")
        do {
            print(try calculator.evaluate(input).formatted)
        } catch {
            ErrorReport(input: input, error: error, message: calculator.message(for: error)).write()
            throw ExitCode(1)
        }
    }
}
