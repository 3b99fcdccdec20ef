#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import CountOnMe

/// `countonme EXPRESSION…`: evaluates an expression and prints the result.
@main
struct CountOnMeCommand: ParsableCommand {
    /// Exit status for bad usage. ArgumentParser uses 64 (`EX_USAGE`); calculators and shells expect 2.
    static let usageExitCode: Int32 = 2

    /// Runs the command, mapping ArgumentParser's usage failures to exit status 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                ErrorReport.writeStandardError(fullMessage(for: error) + "\n" + usageString() + "\n")
                Glibc.exit(usageExitCode)
            }
            exit(withError: error)
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "countonme",
        abstract: "Evaluate a calculation exactly and print the result.",
        discussion: """
            The words of EXPRESSION are joined with spaces. Start it with `--` when it begins with \
            a minus sign: countonme -- '-2^2'.

            Exit status: 0 when the expression was evaluated, 1 when it failed (the message goes \
            to standard error), 2 on bad usage.
            """
    )

    @OptionGroup var options: EvaluationOptions

    @Argument(help: "The expression, e.g. '2 × (3 + 4)'.")
    var expression: [String] = []

    func validate() throws {
        if expression.isEmpty { throw ValidationError("Give an expression to evaluate, e.g. countonme '1 + 2'.") }
    }

    func run() throws {
        let calculator: Calculator
        do {
            calculator = try Calculator(settings: options.settings)
        } catch {
            throw ValidationError(CalculatorLocale.posix.messages.text(for: error.message))
        }
        let input = expression.joined(separator: " ")
        do {
            let result = try calculator.evaluate(input)
            print(result.formatted)
        } catch {
            ErrorReport(input: input, error: error, message: calculator.message(for: error)).write()
            throw ExitCode(1)
        }
    }
}
