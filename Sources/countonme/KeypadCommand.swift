#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import CountOnMe

/// `countonme keypad`: a calculator keypad in the terminal, or with `--keys`, a key sequence run
/// non-interactively, printing each display state (for scripts and tests).
struct KeypadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keypad",
        abstract: "A calculator keypad in the terminal (typing or mouse), or a key sequence run with --keys.",
        discussion: """
            Keys: digits, the decimal separator, + − × ÷ (or - * /), =, AC, C, CE, ±, %, K (keep the \
            result), ( ), √, x², xʸ (or ^), 1/x, MC, MR, M+, M−. With --keys, labels are separated by \
            spaces; each display state is printed on its own line, and an alert as a line starting \
            with "! ". Exit status 1 when a key raised an alert.

            In the terminal: type digits and operators, Enter for =, Backspace for C, Esc for AC, \
            or click the keys; q quits.
            """)

    @OptionGroup var options: EvaluationOptions
    @OptionGroup var locale: LocaleOptions

    @Option(help: "Key labels separated by spaces, e.g. '3 + 3 × 4 ÷ 2 ='.")
    var keys: String?

    func run() throws {
        let calculator = try options.calculator(locale: locale.calculatorLocale)
        let session = KeypadSession(calculator: calculator)
        guard let keys else {
            try KeypadScreen(session: session).run()
            return
        }
        var alerted = false
        for label in keys.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            if let alert = session.press(label: String(label)) {
                alerted = true
                print("! " + alert.message)
            }
            print(session.display.line)
        }
        if alerted { throw ExitCode(1) }
    }
}
