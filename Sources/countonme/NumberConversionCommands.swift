import ArgumentParser
import CountOnMe

/// `countonme format [NUMBER…]`: plain numbers (`1234567.891`) written in the locale's format.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Write plain numbers (1234567.891, -0.5, 1e21) in the locale's format.",
        discussion: "With no NUMBER, reads one number per line from standard input.")

    @OptionGroup var locale: LocaleOptions

    @Argument(help: "Plain numbers: digits, an optional '.', sign and exponent.")
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
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Turn numbers written in the locale's format (1 234 567,891) into plain ones.",
        discussion: "With no TEXT, reads one number per line from standard input.")

    @OptionGroup var locale: LocaleOptions

    @Argument(help: "Numbers as the locale writes them.")
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
        func handle(_ text: String, label: String) {
            do {
                print(try conversion(text))
            } catch {
                failed = true
                ErrorReport.writeStandardError("countonme: \(label)\(messages.text(for: error.message))\n")
            }
        }
        if arguments.isEmpty {
            while let line = readLine() {
                lineNumber += 1
                handle(line, label: "line \(lineNumber): ")
            }
        } else {
            for argument in arguments { handle(argument, label: "") }
        }
        if failed { throw ExitCode(1) }
    }
}
