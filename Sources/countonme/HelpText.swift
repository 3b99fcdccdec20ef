#if canImport(Glibc)
import Glibc
#endif

/// ArgumentParser's help screens and usage errors in the user's language.
///
/// The help of every command and option is the bundles' text already (``CommandText``); what
/// remains English is ArgumentParser's own frame: its headings, `(values: …; default: …)`, its
/// built-in `--help`/`--version` lines and its error sentences. Those are few and fixed for the
/// version this package resolves, so they are replaced here, from one table each, rather than by
/// re-implementing the help generator (which also makes the man page and the completions).
/// `Tests/CLITests` checks that no English is left in four languages.
enum HelpText {
    /// A help screen with its fixed English words translated.
    static func translate(_ help: String) -> String {
        var text = help
        let headings: [(String, CommandText)] = [
            ("OVERVIEW:", .helpOverview), ("USAGE:", .helpUsage), ("ARGUMENTS:", .helpArguments),
            ("OPTIONS:", .helpOptions), ("SUBCOMMANDS:", .helpSubcommands),
        ]
        for (english, key) in headings { text = text.replacingLines(startingWith: english, by: key()) }
        // `(values: …; default: …)`: ArgumentParser may wrap the line at any of its spaces
        // (`(default:` at a line's end, `100000)` on the next), so the words are found wherever
        // they follow `(` or `;`, with the spaces or the line break kept as they are. Then its
        // marks (`,` and `;`: `،` and `؛` in Arabic, `·` for Greek's semicolon).
        text = text.replacingFrameWord("values:", with: CommandText.helpValues())
        text = text.replacingFrameWord("default:", with: CommandText.helpDefault())
        text = text.punctuatingValueLists(after: "(" + CommandText.helpValues(), between: CommandText.punctuation("valueMark"),
                                          beforeDefault: CommandText.punctuation("defaultMark"))
        let phrases: [(String, String)] = [
            ("Show help information.", CommandText.helpShowHelp()), ("Show the version.", CommandText.helpShowVersion()),
            ("See 'countonme help <subcommand>' for detailed help.", CommandText.helpSeeSubcommand(.text("countonme"))),
        ]
        for (english, translated) in phrases { text = text.replacingAll(english, with: translated) }
        return text
    }

    /// The root command's help with the options of its default command, `evaluate`, in place
    /// of its own (which are only the shared ones): `countonme --help` is where people look
    /// for `--digits`. Both screens are ArgumentParser's, untranslated. The evaluate screen's
    /// list stops at its built-in lines (`--version`, which ArgumentParser shows for a subcommand
    /// of a command that has a version, then `--help`): the root's own follow.
    static func rootHelp(_ root: String, evaluate: String) -> String {
        let rootLines = root.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let evaluateLines = evaluate.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let rootOptions = rootLines.firstIndex(of: "OPTIONS:"),
              let rootEnd = rootLines[rootOptions...].firstIndex(where: { $0.hasPrefix("  --version") }),
              let evaluateOptions = evaluateLines.firstIndex(of: "OPTIONS:"),
              let evaluateEnd = evaluateLines[evaluateOptions...].firstIndex(where: { $0.hasPrefix("  --version") || $0.hasPrefix("  -h, --help") })
        else { return root }
        return (rootLines[...rootOptions] + evaluateLines[(evaluateOptions + 1)..<evaluateEnd] + rootLines[rootEnd...])
            .joined(separator: "\n")
    }

    /// A usage error: the translated message, the usage once, and where to find help.
    /// `message` is ArgumentParser's sentence (or the engine's, already translated); `full` its
    /// full text, which carries the failing command's usage and name.
    static func usageError(message: String, full: String) -> String {
        let lines = full.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let usage = lines.first { $0.hasPrefix("Usage: ") }.map { String($0.dropFirst("Usage: ".count)) }
        var command = "countonme"
        if let see = lines.first(where: { $0.contains("See '") }), let start = see.range(of: "See '"),
           let end = see.range(of: " --help'", range: start.upperBound..<see.endIndex) {
            command = String(see[start.upperBound..<end.lowerBound])
        }
        var text = "countonme: " + translateError(message) + "\n"
        if let usage { text += CommandText.helpUsage() + " " + usage + "\n" }
        return text + CommandText.usageSeeHelp(.text(command)) + "\n"
    }

    /// ArgumentParser's error sentences, by their fixed English forms; the engine's messages (from
    /// validation) are already in the user's language and pass unchanged.
    static func translateError(_ message: String) -> String {
        if let option = message.between("Unknown option '", "'") { return CommandText.usageUnknownOption(.text(option)) }
        if let option = message.between("Missing value for '", "'") { return CommandText.usageMissingValue(.text(option)) }
        if let value = message.between("The value '", "' is invalid for '"), let option = message.between("' is invalid for '", "'") {
            return CommandText.usageInvalidValue(.text(value), .text(option))
        }
        if let argument = message.between("Unexpected argument '", "'") { return CommandText.usageUnexpectedArgument(.text(argument)) }
        if let arguments = message.between("unexpected arguments: '", "'") { return CommandText.usageUnexpectedArgument(.text(arguments)) }
        if let argument = message.between("Missing expected argument '", "'") { return CommandText.usageMissingArgument(.text(argument)) }
        return message
    }
}

private extension String {
    /// The text between the first `start` and the next `end`, if both are there.
    func between(_ start: String, _ end: String) -> String? {
        guard let from = range(of: start) else { return nil }
        guard let to = range(of: end, range: from.upperBound..<endIndex) else { return nil }
        return String(self[from.upperBound..<to.lowerBound])
    }

    /// Every line that starts with `prefix` gets `replacement` in its place.
    func replacingLines(startingWith prefix: String, by replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(prefix) ? replacement + line.dropFirst(prefix.count) : String(line)
        }.joined(separator: "\n")
    }

    /// Each list of values of ArgumentParser, from `opening` (`(values:` in the language) to its
    /// `)`, with the language's marks: every `,` by `between`, the `;` before the default by
    /// `beforeDefault`. The space or line break after a mark stays as ArgumentParser wrapped the
    /// line. The values are words and numbers, never marks.
    func punctuatingValueLists(after opening: String, between: String, beforeDefault: String) -> String {
        var result = "", rest = Substring(self)
        while let start = rest.firstRange(of: opening) {
            result += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            let end = rest.firstIndex(of: ")") ?? rest.endIndex
            for character in rest[..<end] {
                switch character {
                case ",": result += between
                case ";": result += beforeDefault
                default: result.append(character)
                }
            }
            rest = rest[end...]
        }
        return result + rest
    }

    /// Every `word` of ArgumentParser's `(values: …; default: …)` replaced by `replacement`: where
    /// it follows `(` directly, or `;` with spaces or a line break between (a wrapped line).
    func replacingFrameWord(_ word: String, with replacement: String) -> String {
        var result = "", rest = self
        while let found = rest.range(of: word) {
            let before = rest[..<found.lowerBound]
            let opening = before.last == "("
            let afterSemicolon = before.reversed().first { $0 != " " && $0 != "\n" } == ";"
            result += before + (opening || afterSemicolon ? replacement : word)
            rest = String(rest[found.upperBound...])
        }
        return result + rest
    }

    /// Every occurrence of `target` replaced by `replacement`.
    func replacingAll(_ target: String, with replacement: String) -> String {
        var result = "", rest = self
        while let found = rest.range(of: target) {
            result += rest[..<found.lowerBound] + replacement
            rest = String(rest[found.upperBound...])
        }
        return result + rest
    }

    /// The first range of `target` within `range` (all of the string by default).
    func range(of target: String, range: Range<Index>? = nil) -> Range<Index>? {
        let scope = range ?? startIndex..<endIndex
        guard !target.isEmpty else { return nil }
        var index = scope.lowerBound
        while index < scope.upperBound {
            if self[index..<scope.upperBound].hasPrefix(target) {
                return index..<self.index(index, offsetBy: target.count)
            }
            index = self.index(after: index)
        }
        return nil
    }
}
