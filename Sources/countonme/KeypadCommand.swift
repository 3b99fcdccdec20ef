#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import CountOnMe

/// `countonme keypad`: a calculator keypad in the terminal, or with `--keys`, a key sequence run
/// non-interactively, printing each display state (for scripts and tests).
struct KeypadCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "keypad", abstract: CommandText.abstractKeypad(), discussion: discussion)
    }

    /// The keys, then the keypad's own digit limit, which --max-digits (default 100,000) goes
    /// past. Formatted once: ArgumentParser reads the configuration many times while it parses,
    /// and a text with an argument is not kept by ``CommandText``.
    private static let discussion = CommandText.discussionKeypad() + "\n\n"
        + CommandText.discussionKeypadLimit(.integer(KeypadSession.maximumDigits))

    @OptionGroup var options: CalculationOptions
    @OptionGroup var locale: LocaleOptions

    @Option(help: ArgumentHelp(CommandText.optionKeys()))
    var keys: String?

    func run() throws {
        let calculator = try options.calculator(locale: try locale.calculatorLocale)
        let session = KeypadSession(calculator: calculator)
        guard let keys else {
            // Without a terminal there are no keys to read (ncurses would spin on end of input).
            guard isTerminal(STDIN_FILENO) && isTerminal(STDOUT_FILENO) else {
                ErrorReport.complain(CommandText.keypadNeedsTerminal())
                throw ExitCode(CountOnMeCommand.usageExitCode)
            }
            try KeypadScreen(session: session).run()
            return
        }
        var alerted = false
        for label in keys.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            if let alert = session.press(label: String(label)) {
                alerted = true
                printLine("! " + alert.message)
            }
            printLine(session.display.line)
        }
        if alerted { throw ExitCode(1) }
    }
}
