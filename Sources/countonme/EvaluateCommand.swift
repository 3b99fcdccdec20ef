#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import CountOnMe

/// `countonme [evaluate] [EXPRESSION…]`: one expression from the arguments (or several, one per
/// line, when the text has line breaks); with none, every line
/// of standard input (batch), or an interactive session on a terminal.
struct EvaluateCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "evaluate", abstract: CommandText.abstractEvaluate(),
                             discussion: CommandText.discussionEvaluate())
    }

    @Flag(help: ArgumentHelp(CommandText.optionJSON()))
    var json = false

    @Flag(help: ArgumentHelp(CommandText.optionFull()))
    var full = false

    @OptionGroup var rates: RatesFileOption
    @OptionGroup var options: CalculationOptions
    @OptionGroup var locale: LocaleOptions

    @Argument(help: ArgumentHelp(CommandText.argumentExpression()))
    var expression: [String] = []

    func run() throws {
        let calculator = try options.calculator(locale: try locale.calculatorLocale)
        if let problem = ExchangeRateFiles.load(option: rates.rates, into: calculator) {
            throw ValidationError(problem)
        }
        let status = Evaluation.run(CommandArguments.unmarked(expression), calculator: calculator, json: json) {
            var session = InteractiveSession(calculator: calculator, locale: locale, full: full)
            session.run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}

/// Warns (translated, on standard error) when a result in money used rates several days old.
func warnIfRatesAreOld(_ calculation: Calculation, _ calculator: Calculator) {
    guard let warning = calculation.warning else { return }
    ErrorReport.complain(calculator.locale.messages.text(for: warning))
}

/// Evaluating from the command line: one expression from the arguments, or standard input line
/// by line (batch), or an interactive session on a terminal. Shared by the parsed command and
/// the start-up fast path.
enum Evaluation {
    /// Runs and returns the exit status (0 success, 1 an expression failed).
    static func run(_ expression: [String], calculator: Calculator, json: Bool, interactive: () -> Void) -> Int32 {
        let output = OutputBuffer(descriptor: STDOUT_FILENO)
        if expression.isEmpty {
            if isTerminal(STDIN_FILENO) && !json {
                interactive()
                return 0
            }
            let reporter = Reporter(output: output, json: json, alwaysShowCaret: false)
            return BatchSession(calculator: calculator, reporter: reporter).run() ? 0 : 1
        }
        // Joined by hand: the generic joined(separator:) costs the one-shot command some 170,000
        // instructions of runtime metadata look-ups (4% of its start-up).
        var input = expression[0]
        for index in 1..<expression.count { input += " " + expression[index] }
        let reporter = Reporter(output: output, json: json, alwaysShowCaret: true)
        if input.utf8.contains(UInt8(ascii: "\n")) {
            // Several statements, one per line (`x = 5⏎x² + 1`): each gives its line, as in batch.
            return BatchSession(calculator: calculator, reporter: reporter).run(text: input) ? 0 : 1
        }
        defer { output.flush() }
        guard let calculation = reporter.evaluate(input, with: calculator) else { return 1 }
        warnIfRatesAreOld(calculation, calculator)
        return 0
    }
}
