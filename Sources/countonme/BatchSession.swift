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
            if BatchLines.isBlank(line) { return reporter.blank(line, lineNumber: lineNumber) }
            if reporter.evaluate(line, with: calculator, lineNumber: lineNumber) == nil { succeeded = false }
        }
        reporter.output.flush()
        return succeeded
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

    /// Whether `line` is blank (spaces and tabs only) or a comment (its first other character is `#`).
    static func isBlank(_ line: String) -> Bool {
        guard let first = line.utf8.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return true }
        return first == UInt8(ascii: "#")
    }
}
