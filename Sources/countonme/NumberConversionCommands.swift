#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import CountOnMe

/// `countonme format [NUMBER…]`: plain numbers (`1234567.891`) written in the locale's format.
struct FormatCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "format", abstract: CommandText.abstractFormat(), discussion: CommandText.discussionFormat())
    }

    @OptionGroup var locale: LocaleOptions

    @Argument(help: ArgumentHelp(CommandText.argumentNumbers()))
    var numbers: [String] = []

    func run() throws {
        let calculatorLocale = try locale.calculatorLocale
        try NumberLines.convert(CommandArguments.unmarked(numbers), messages: calculatorLocale.messages) { text throws(CalculationError) in
            try calculatorLocale.format(plainNumber: text)
        }
    }
}

/// `countonme parse [TEXT…]`: numbers in the locale's format turned back into plain ones.
struct ParseCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "parse", abstract: CommandText.abstractParse(), discussion: CommandText.discussionParse())
    }

    @OptionGroup var locale: LocaleOptions

    @Argument(help: ArgumentHelp(CommandText.argumentTexts()))
    var texts: [String] = []

    func run() throws {
        let calculatorLocale = try locale.calculatorLocale
        try NumberLines.convert(CommandArguments.unmarked(texts), messages: calculatorLocale.messages) { text throws(CalculationError) in
            try calculatorLocale.parse(localizedNumber: text)
        }
    }
}

/// Converts each argument, or each line of standard input when there are none, writing one
/// line per argument or input line: the result, or an empty line where the text is blank (or a
/// `#` comment) or fails, its error going to standard error; the rest go on.
enum NumberLines {
    static func convert(_ arguments: [String], messages: any MessageCatalog,
                        _ conversion: (String) throws(CalculationError) -> String) throws {
        let output = OutputBuffer(descriptor: STDOUT_FILENO)
        var failed = false
        func handle(_ text: String, lineNumber: Int?) {
            if lineNumber != nil && BatchLines.isBlank(text) { return output.writeLine("") }
            do {
                output.writeLine(try conversion(text))
            } catch {
                failed = true
                output.writeLine("")
                output.flush()
                ErrorReport.complain(messages.text(for: error.message), lineNumber: lineNumber, language: messages)
            }
        }
        if arguments.isEmpty {
            BatchLines.read(flushing: output) { handle($0, lineNumber: $1) }
        } else {
            for argument in arguments { handle(argument, lineNumber: nil) }
        }
        output.flush()
        if failed { throw ExitCode(1) }
    }
}
