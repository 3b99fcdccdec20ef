import CountOnMe

/// Batch mode: every line of standard input is an expression, every result a line of output, in
/// order, exactly one output line per input line so that scripts can pair them (`paste`). `ans`
/// carries the previous result; a blank line or a `#` comment gives an empty line; a failed line
/// gives an empty line too, its error going to standard error (`countonme: line N: …`), and the
/// rest go on. With `--json`, every line gives one object carrying its `line` number.
struct BatchSession {
    let calculator: Calculator
    let reporter: Reporter

    /// Runs to the end of input; returns whether every line succeeded.
    func run() -> Bool {
        var succeeded = true
        BatchLines.read(flushing: reporter.output) { line, lineNumber in
            if !evaluate(line, lineNumber: lineNumber) { succeeded = false }
        }
        reporter.output.flush()
        return succeeded
    }

    /// Runs the lines of one text (a one-shot expression of several lines: `x = 5⏎x² + 1`) the
    /// same way; returns whether every line succeeded.
    func run(text: String) -> Bool {
        var succeeded = true
        for (index, line) in BatchLines.split(text).enumerated() where !evaluate(line, lineNumber: index + 1) {
            succeeded = false
        }
        reporter.output.flush()
        return succeeded
    }

    /// Reports one line; returns whether it succeeded (a blank line does).
    private func evaluate(_ line: String, lineNumber: Int) -> Bool {
        if BatchLines.isBlank(line) {
            reporter.blank(line, lineNumber: lineNumber)
            return true
        }
        return reporter.evaluate(line, with: calculator, lineNumber: lineNumber) != nil
    }
}

/// The rules every batch mode shares (evaluate, format, parse): lines of standard input numbered
/// from 1, and which of them carry nothing to work on.
enum BatchLines {
    /// Calls `body` with each line of standard input and its number (the first is 1), flushing
    /// `output` whenever reading would wait, so results stream to a reader waiting on them.
    static func read(flushing output: OutputBuffer, _ body: (String, Int) -> Void) {
        var reader = LineReader(descriptor: 0) { output.flush() }
        var lineNumber = 0
        while let line = reader.nextLine() {
            lineNumber += 1
            body(line, lineNumber)
        }
    }

    /// The lines of `text`, split at `\n` or `\r\n` as standard input's are.
    static func split(_ text: String) -> [String] {
        // By bytes: as Characters, `\r\n` is one that no `\n` matches.
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        }
    }

    /// Whether `line` is blank (spaces and tabs only) or a comment (its first other character is `#`).
    static func isBlank(_ line: String) -> Bool {
        guard let first = line.utf8.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return true }
        return first == UInt8(ascii: "#")
    }
}
