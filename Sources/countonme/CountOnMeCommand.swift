#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import CountOnMe

/// `countonme`: evaluate calculations, or convert numbers between plain and locale formats.
@main
struct CountOnMeCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "countonme",
            abstract: CommandText.abstractRoot(),
            usage: "countonme [<options>] [<expression> ...]\ncountonme <subcommand> [<options>] ...",
            discussion: CommandText.discussionRoot(),
            version: CountOnMeVersion.string,
            subcommands: [EvaluateCommand.self, FormatCommand.self, ParseCommand.self, KeypadCommand.self, RatesCommand.self],
            defaultSubcommand: EvaluateCommand.self
        )
    }

    // The options every command shares, so that they may come before a subcommand's name
    // (`countonme --locale fr_FR parse …`). The others belong to the commands that use them.
    @OptionGroup var locale: LocaleOptions

    /// The start-up fast path. Most invocations carry no option at all (`countonme '2 × 3'`, `countonme -5+3`,
    /// or batch mode with no argument), and then there is nothing for ArgumentParser to parse —
    /// but building its description of the options by reflection is 75% of start-up. So when no
    /// argument starts with `-` and the first is no subcommand, this evaluates directly with the
    /// default settings and the environment's locale, exactly as the parsed command would, and
    /// returns the exit status; otherwise it returns `nil` and ArgumentParser handles everything.
    /// A leading `--` (`countonme -- -x`, as scripts write to be safe) takes the fast path too:
    /// after it every argument is an expression, whatever it looks like.
    static func runWithoutOptions(_ arguments: [String]) -> Int32? {
        var arguments = arguments
        if arguments.first == "--" {
            arguments.removeFirst()
        } else {
            let subcommands = ["evaluate", "format", "parse", "keypad", "rates", "help"]
            if arguments.contains(where: CommandArguments.isOption) { return nil }
            if let first = arguments.first, subcommands.contains(first) { return nil }
        }
        // An interactive session is not worth the fast path (and needs the parsed options).
        if arguments.isEmpty && isTerminal(STDIN_FILENO) { return nil }
        guard let locale = CalculatorLocale.fromEnvironment() else { return nil }   // the parsed path reports it
        let calculator = Calculator(locale: locale)
        if ExchangeRateFiles.load(option: nil, into: calculator) != nil { return nil }   // let the parsed path report it
        return Evaluation.run(arguments, calculator: calculator, json: false) {}
    }

    /// Exit status for bad usage. ArgumentParser uses 64 (`EX_USAGE`); calculators and shells expect 2.
    static let usageExitCode: Int32 = 2

    /// Runs the command, mapping ArgumentParser's usage failures to exit status 2.
    static func main() {
        OutputFailure.guardStandardDescriptors()
        if let status = runWithoutOptions(Array(CommandLine.arguments.dropFirst())) { finish(status) }
        do {
            var command = try parseAsRoot(CommandArguments.marked(Array(CommandLine.arguments.dropFirst())))
            try command.run()
            finish(0)
        } catch {
            switch exitCode(for: error) {
            case .validationFailure:
                // One translated message, the usage once (ArgumentParser's own text repeats it).
                ErrorReport.writeStandardError(CommandArguments.unmarked(
                    HelpText.usageError(message: message(for: error), full: fullMessage(for: error))))
                Glibc.exit(usageExitCode)
            case .success where fullMessage(for: error) != CountOnMeVersion.string:
                // A help screen, translated; the root's with the options of its default command.
                var help = fullMessage(for: error)
                if help == helpMessage() { help = HelpText.rootHelp(help, evaluate: helpMessage(for: EvaluateCommand.self)) }
                printLine(HelpText.translate(help))
                finish(0)
            default:
                // A command's own status (ExitCode) passes through the same end as a success.
                if let code = error as? ExitCode { finish(code.rawValue) }
                exit(withError: error)
            }
        }
    }

    /// Ends the command with `status`, unless standard output could not be written: then it
    /// says so on standard error and ends with 1, so no script takes a lost result for a success.
    static func finish(_ status: Int32) -> Never {
        guard let complaint = OutputFailure.complaint else { Glibc.exit(status) }
        ErrorReport.complain(complaint)
        Glibc.exit(status == 0 ? 1 : status)
    }
}
