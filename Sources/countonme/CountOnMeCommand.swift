#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import CountOnMe

/// `countonme`: evaluate calculations, or convert numbers between plain and locale formats.
@main
struct CountOnMeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "countonme",
        abstract: "Evaluate a calculation exactly, in your language and number format.",
        discussion: """
            Numbers are read and written in the locale of the environment (LC_ALL, else \
            LC_NUMERIC, else LANG) or of --locale; messages follow LC_ALL, else LC_MESSAGES, else \
            LANG. Start an expression with `--` when it begins with a minus sign: countonme -- '-2^2'.

            Exit status: 0 success, 1 an expression or number failed (the message goes to \
            standard error), 2 bad usage.
            """,
        version: CountOnMeVersion.string,
        subcommands: [EvaluateCommand.self, FormatCommand.self, ParseCommand.self, KeypadCommand.self],
        defaultSubcommand: EvaluateCommand.self
    )

    // Declared here too so that `countonme --help` lists every option and options may come before
    // a subcommand's name (`countonme --locale fr_FR parse …`).
    @OptionGroup var evaluation: EvaluationOptions
    @OptionGroup var locale: LocaleOptions

    /// Exit status for bad usage. ArgumentParser uses 64 (`EX_USAGE`); calculators and shells expect 2.
    static let usageExitCode: Int32 = 2

    /// Runs the command, mapping ArgumentParser's usage failures to exit status 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                ErrorReport.writeStandardError(fullMessage(for: error) + "\n" + usageString() + "\n")
                Glibc.exit(usageExitCode)
            }
            exit(withError: error)
        }
    }
}
