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
    let locale: LocaleOptions

    private static let prompt = "› "

    func run() {
        useUTF8CharacterType()
        print(CommandText.replGreeting.text(in: calculator.locale.messages, .text(CountOnMeVersion.string)))
        let history = HistoryFile()
        history.load()
        let output = OutputBuffer(descriptor: STDOUT_FILENO)
        let reporter = Reporter(output: output, json: false, alwaysShowCaret: true)
        while let raw = line_editor_read(Self.prompt) {
            let line = String(cString: raw)
            free(raw)
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty { continue }
            history.add(line)
            if let command = SessionCommand(trimmed) {
                if command.name == .quit { break }
                print(command.apply(to: calculator, locale: locale))
                continue
            }
            reporter.evaluate(line, with: calculator)
            output.flush()
        }
        history.save()
        print()
    }
}

/// The session's history file under the XDG state directory.
struct HistoryFile {
    /// The file, or `nil` when neither `XDG_STATE_HOME` nor `HOME` is set.
    let path = UserFiles.path("XDG_STATE_HOME", homeFallback: ".local/state", name: "history")

    /// How many lines are kept.
    static let limit: Int32 = 1000

    func load() {
        line_editor_history_start(Self.limit, path)
    }

    func add(_ line: String) {
        line_editor_history_add(line)
    }

    func save() {
        guard let path else { return }
        // A failure only means no history is kept.
        UserFiles.makeParentDirectories(of: path, mode: 0o700)
        line_editor_history_save(path)
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
