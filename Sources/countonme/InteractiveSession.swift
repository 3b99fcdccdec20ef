#if canImport(Glibc)
import Glibc
#endif
import TerminalBridge
import CountOnMe

/// The interactive session: a prompt with line editing and history (libedit), `ans`, and
/// commands to show and change the settings. History is kept between sessions in
/// `$XDG_STATE_HOME/countonme/history` (default `~/.local/state/countonme/history`).
struct InteractiveSession {
    let calculator: Calculator
    /// The options the session started with; `locale` and `grouping` change them.
    var locale: LocaleOptions
    /// Whether results longer than the screen are shown whole (`--full`).
    var full = false

    private static let prompt = "› "

    mutating func run() {
        useUTF8CharacterType()
        line_editor_catch_interrupts()
        // With standard output not a terminal (`countonme | tee log`), only results go there.
        let onTerminal = isTerminal(STDOUT_FILENO)
        if onTerminal { printLine(CommandText.replGreeting.text(in: calculator.locale.messages, .text(CountOnMeVersion.string))) }
        let history = HistoryFile(language: calculator.locale.messages)
        history.load()
        offerCompletions()
        let output = OutputBuffer(descriptor: STDOUT_FILENO)
        let reporter = Reporter(output: output, json: false, alwaysShowCaret: true)
        while true {
            var cancelled = false
            guard let raw = line_editor_read(Self.prompt, &cancelled) else { break }
            let line = String(cString: raw)
            free(raw)
            // Ctrl-C cancels the line being typed; the session goes on.
            if cancelled { continue }
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty { continue }
            history.add(line)
            if let command = SessionCommand(trimmed) {
                if command.name == .quit && command.value == nil { break }   // `quit now` is an error
                if let text = command.apply(to: calculator, locale: &locale) { printLine(text) }
                if command.name == .locale || command.name == .unset { offerCompletions() }
                continue
            }
            evaluate(line, reporter: reporter)
            output.flush()
        }
        history.save()
        if onTerminal { printLine() }
    }

    /// Tab completes the names of the session's language: functions (`tg` in Polish too),
    /// constants, the variables and the session's commands.
    private func offerCompletions() {
        let words = ((try? calculator.locale.functionNames()) ?? []) + CalculatorLocale.constantNames + calculator.variableNames
            + SessionCommand.Name.allNames
        let copies = words.map { UnsafePointer(strdup($0)) }
        defer { copies.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        line_editor_set_completions(copies, Int32(copies.count))
    }

    /// Evaluates a line (one that starts with `× 2`, `+ 3`, `^2` continues from `ans`). Ctrl-C
    /// during the calculation stops it at its next step (the engine polls the terminal's
    /// interrupt), or drops its result if it finished meanwhile: `ans` stays as it was. A Ctrl-C
    /// pressed between Enter and the start of the calculation stops it too (the flag is cleared
    /// only when the next line is read).
    private func evaluate(_ line: String, reporter: Reporter) {
        calculator.interruptionCheck = { line_editor_interrupt_pending() }
        defer { calculator.interruptionCheck = nil }
        do {
            let calculation = try calculator.evaluate(line, committing: false, continuingFromAnswer: true)
            if line_editor_take_interrupt() {
                return printLine(CommandText.replCancelled.text(in: calculator.locale.messages))
            }
            calculator.commit(calculation)
            if calculation.variable != nil { offerCompletions() }
            if !full, let shortened = ShortenedResult(calculation.formatted, screen: TerminalSize.ofStandardOutput) {
                reporter.output.writeLine(shortened.text)
                reporter.output.writeLine(CommandText.replShortened.text(in: calculator.locale.messages, .integer(shortened.digitCount)))
            } else {
                reporter.result(calculation, input: line)
            }
            warnIfRatesAreOld(calculation, calculator)
        } catch where error.code == .interrupted {
            _ = line_editor_take_interrupt()
            printLine(CommandText.replCancelled.text(in: calculator.locale.messages))
        } catch {
            reporter.failure(error, input: line, message: calculator.message(for: error), language: calculator.locale.messages)
        }
    }
}

/// The session's history file under the XDG state directory. Two sessions may end at the same
/// time, and a session may be killed while it writes: the file is saved under a lock, as what it
/// holds then plus this session's lines, through a temporary file renamed over it, so it is
/// always whole and no session's lines are lost. A file that cannot be read as a history is
/// set aside under another name, with a warning, never deleted.
final class HistoryFile {
    /// The file, or `nil` when neither `XDG_STATE_HOME` nor `HOME` is set.
    let path = UserFiles.path("XDG_STATE_HOME", homeFallback: ".local/state", name: "history")
    /// The language of the warnings.
    private let language: any MessageCatalog
    /// The lines this session added, saved after those the file holds then.
    private var added: [String] = []

    /// How many lines are kept.
    static let limit: Int32 = 1000

    init(language: any MessageCatalog) {
        self.language = language
    }

    /// Starts the history with the file's lines. A file that is there but is no history file
    /// (EINVAL: another program's, or damaged) is renamed `history.unreadable-SECONDS` and a new
    /// history begins; an empty one is simply empty.
    func load() {
        guard line_editor_history_start(Self.limit, path) == EINVAL, let path else { return }
        var status = stat()
        guard stat(path, &status) == 0, status.st_size > 0 else { return }
        let setAside = path + ".unreadable-\(time(nil))"
        if rename(path, setAside) == 0 {
            ErrorReport.complain(CommandText.historySetAside.text(in: language, .text(path), .text(setAside)))
        }
    }

    func add(_ line: String) {
        line_editor_history_add(line)
        added.append(line)
    }

    /// Saves the history, or says in the session's language why it cannot.
    func save() {
        guard let path, !added.isEmpty else { return }
        UserFiles.makeParentDirectories(of: path, mode: 0o700)
        if !UserFiles.withLock(on: path, { replace(path) }) {
            ErrorReport.complain(CommandText.historyCannotSave.text(in: language, .text(path)))
        }
    }

    /// Under the lock: the file's lines as they are now (another session may have saved since
    /// this one started), this session's after them, written whole beside `path` and renamed over it.
    private func replace(_ path: String) -> Bool {
        line_editor_history_clear()
        _ = line_editor_history_read(path)
        for line in added { line_editor_history_add(line) }
        return UserFiles.replace(path, through: path + ".\(getpid()).tmp") { line_editor_history_write($0) == 0 }
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(scalars[first...last])
    }
}

/// A result too long for the screen, shown as its beginning, `…` and its last digits, with its
/// digit count: `10000!` has 35,660 digits, which would scroll everything else away.
struct ShortenedResult {
    /// The beginning, `…`, and the end, on one screen line or a few.
    let text: String
    /// How many digits the whole number has (before an exponent, if any).
    let digitCount: Int

    /// How many characters the end keeps.
    static let endLength = 12

    /// `nil` when `formatted` fits on the screen (all of it but two lines, for the prompt and the
    /// note); no screen size (`nil`) means 24 lines of 80 columns.
    init?(_ formatted: String, screen: (columns: Int, lines: Int)?) {
        let (columns, lines) = screen ?? (80, 24)
        let budget = max(columns, columns * (lines - 2))
        guard TerminalColumns.count(formatted) > budget else { return nil }
        let characters = Array(formatted)
        let end = characters.suffix(Self.endLength)
        var head: [Character] = []
        var width = 0
        for character in characters {
            let next = TerminalColumns.count(String(character), from: width)
            if width + next > budget - Self.endLength - 1 { break }
            head.append(character)
            width += next
        }
        text = String(head) + "…" + String(end)
        let mantissa = formatted.unicodeScalars.prefix { !$0.properties.isAlphabetic && $0 != "×" }
        digitCount = mantissa.filter { $0.properties.numericType == .decimal }.count
    }
}

/// The size of the terminal standard output is, when it is one.
enum TerminalSize {
    static var ofStandardOutput: (columns: Int, lines: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
