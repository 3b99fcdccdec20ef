import CountOnMe

/// Batch mode: every line of standard input is an expression, every result a line of output, in
/// order. `ans` carries the previous line's result; blank lines and `#` comments are passed
/// over; a failed line is reported (`line N: …`) and the rest go on.
struct BatchSession {
    let calculator: Calculator
    let reporter: Reporter

    /// Runs to the end of input; returns whether every line succeeded.
    func run() -> Bool {
        var reader = LineReader(descriptor: 0) { [reporter] in reporter.output.flush() }
        var lineNumber = 0
        var succeeded = true
        while let line = reader.nextLine() {
            lineNumber += 1
            let content = line.drop { $0 == " " || $0 == "\t" }
            if content.isEmpty || content.first == "#" { continue }
            if reporter.evaluate(line, with: calculator, lineNumber: lineNumber) == nil { succeeded = false }
        }
        reporter.output.flush()
        return succeeded
    }
}
