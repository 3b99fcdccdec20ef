#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import CountOnMe

/// `countonme [evaluate] [EXPRESSION…]`: one expression from the arguments; with none, every line
/// of standard input (batch), or an interactive session on a terminal.
struct EvaluateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Evaluate an expression, standard input line by line, or interactively (the default command).",
        discussion: """
            With EXPRESSION: evaluates it. Without, when standard input is not a terminal: evaluates \
            every line (batch; `ans` is the previous line's result; blank lines and lines starting \
            with # are skipped; a failed line is reported as `line N: …` on standard error and the \
            rest go on). Without, on a terminal: an interactive session (type `help` there).

            Exit status: 0 every expression succeeded, 1 one failed, 2 bad usage.
            """)

    @OptionGroup var options: EvaluationOptions
    @OptionGroup var locale: LocaleOptions

    @Argument(help: "The expression, e.g. '2 × (3 + 4)'. Its words are joined with spaces.")
    var expression: [String] = []

    func run() throws {
        let calculatorLocale = locale.calculatorLocale
        let calculator: Calculator
        do {
            calculator = try Calculator(settings: options.settings, locale: calculatorLocale)
        } catch {
            throw ValidationError(calculatorLocale.messages.text(for: error.message))
        }
        let output = OutputBuffer(descriptor: STDOUT_FILENO)
        if expression.isEmpty {
            if isTerminal(STDIN_FILENO) && !options.json {
                InteractiveSession(calculator: calculator, options: options, locale: locale).run()
                return
            }
            let reporter = Reporter(output: output, json: options.json, alwaysShowCaret: false)
            if !BatchSession(calculator: calculator, reporter: reporter).run() { throw ExitCode(1) }
            return
        }
        let input = expression.joined(separator: " ")
        let reporter = Reporter(output: output, json: options.json, alwaysShowCaret: true)
        do {
            reporter.result(try calculator.evaluate(input), input: input)
            output.flush()
        } catch {
            reporter.failure(error, input: input, message: calculator.message(for: error))
            output.flush()
            throw ExitCode(1)
        }
    }
}
