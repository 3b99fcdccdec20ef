/// Arguments that begin with a minus sign but are expressions or numbers, not options
/// (`countonme -5+3`, `countonme 5 -3`, `countonme format -0.5`), as qalc reads them.
///
/// The rule: an argument is an option when it is `-h`, or starts with `--` and a letter
/// (`--digits`, `--locale=fr_FR`); `--` alone ends the options. Any other argument that starts
/// with `-` (`-5`, `-.5`, `-(2)`, `-√4`, `-pi`, `--5`) is a positional argument. The command has
/// no other one-letter option, so nothing that reads as a calculation is taken from it.
/// ArgumentParser would take such an argument for an option, so before parsing it is marked
/// (a private-use character in front), and each command removes the mark from its positional
/// arguments.
enum CommandArguments {
    /// The character put in front of a positional argument that starts with `-`.
    private static let mark: Character = "\u{E000}"

    /// Whether `argument`, which ArgumentParser would read as an option, is positional.
    static func isPositionalDash(_ argument: String) -> Bool {
        let characters = argument.unicodeScalars
        guard characters.first == "-", characters.count > 1, argument != "-h" else { return false }
        let afterDashes = characters.drop { $0 == "-" }
        if characters.dropFirst().first == "-" {
            // `--` alone ends the options; `--name` is one; `--5` is minus minus five.
            guard let next = afterDashes.first else { return false }
            return !(next.isASCII && next.properties.isAlphabetic)
        }
        return true
    }

    /// Whether an argument is an option (or `--`), which the start-up fast path leaves to ArgumentParser.
    static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-" && !isPositionalDash(argument)
    }

    /// The arguments with every positional one that starts with `-` marked, up to `--` (after
    /// it everything is positional already).
    static func marked(_ arguments: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(arguments.count)
        var optionsEnded = false
        for argument in arguments {
            if argument == "--" { optionsEnded = true }
            result.append(!optionsEnded && isPositionalDash(argument) ? String(mark) + argument : argument)
        }
        return result
    }

    /// The positional arguments as they were typed (the mark removed).
    static func unmarked(_ arguments: [String]) -> [String] {
        arguments.map(unmarked)
    }

    /// `text` with the mark removed wherever it was put (an argument quoted in a usage error).
    static func unmarked(_ text: String) -> String {
        guard text.contains(mark) else { return text }
        return String(text.filter { $0 != mark })
    }
}
