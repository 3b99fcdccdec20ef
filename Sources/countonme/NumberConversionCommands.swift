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
        let calculatorLocale = locale.calculatorLocale
        try NumberLines.convert(numbers, messages: calculatorLocale.messages) { text throws(CalculationError) in
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
        let calculatorLocale = locale.calculatorLocale
        try NumberLines.convert(texts, messages: calculatorLocale.messages) { text throws(CalculationError) in
            try calculatorLocale.parse(localizedNumber: text)
        }
    }
}

/// Converts each argument, or each line of standard input when there are none, printing one
/// result per line; a bad one is reported on standard error and the rest go on.
enum NumberLines {
    static func convert(_ arguments: [String], messages: any MessageCatalog,
                        _ conversion: (String) throws(CalculationError) -> String) throws {
        var failed = false
        var lineNumber = 0
        func handle(_ text: String, lineNumber: Int?) {
            do {
                print(try conversion(text))
            } catch {
                failed = true
                let message = messages.text(for: error.message)
                let line = lineNumber.map { CommandText.batchLineError.text(in: messages, .integer($0), .text(message)) } ?? message
                ErrorReport.writeStandardError("countonme: " + line + "\n")
            }
        }
        if arguments.isEmpty {
            while let line = readLine() {
                lineNumber += 1
                handle(line, lineNumber: lineNumber)
            }
        } else {
            for argument in arguments { handle(argument, lineNumber: nil) }
        }
        if failed { throw ExitCode(1) }
    }
}
