#if canImport(Glibc)
import Glibc
#endif
import CountOnMe

/// Shows results and errors: text for people (results on standard output, errors on standard
/// error with a caret under the offending input), or one JSON object per expression for programs.
struct Reporter {
    let output: OutputBuffer
    let json: Bool
    /// Whether errors show the input with a caret line under the part they concern.
    let showsCaret: Bool
    /// Whether errors are coloured (only on a terminal, never when NO_COLOR is set).
    let colour: Bool

    init(output: OutputBuffer, json: Bool, alwaysShowCaret: Bool) {
        self.output = output
        self.json = json
        let terminal = isTerminal(STDERR_FILENO)
        showsCaret = alwaysShowCaret || terminal
        colour = terminal && LocaleResolution.environmentVariable("NO_COLOR").map(\.isEmpty) ?? true
    }

    /// Evaluates `input` with `calculator` and reports the result or the failure (`lineNumber`
    /// names the input line in batch mode). Returns the calculation, `nil` when it failed.
    @discardableResult
    func evaluate(_ input: String, with calculator: Calculator, lineNumber: Int? = nil) -> Calculation? {
        do {
            let calculation = try calculator.evaluate(input)
            result(calculation, input: input)
            return calculation
        } catch {
            failure(error, input: input, message: calculator.message(for: error), lineNumber: lineNumber,
                    language: calculator.locale.messages)
            return nil
        }
    }

    /// Reports a result.
    func result(_ calculation: Calculation, input: String) {
        guard json else { return output.writeLine(calculation.formatted) }
        var line = JSONLine()
        line.add("input", input)
        line.add("value", calculation.plainString)
        line.add("formatted", calculation.formatted)
        line.add("exact", calculation.isExact)
        if let currency = calculation.currency { line.add("currency", currency) }
        output.writeLine(line.finished)
    }

    /// Reports a failure; `lineNumber` names the input line in batch mode (in the words of
    /// `language`, the message's).
    func failure(_ error: CalculationError, input: String, message: String, lineNumber: Int? = nil,
                 language: any MessageCatalog = CommandText.messages) {
        if json {
            var details = JSONLine()
            details.add("code", Int(error.code.rawValue))
            details.add("name", error.code.name)
            details.add("message", message)
            details.add("start", error.range.start)
            details.add("end", error.range.end)
            var line = JSONLine()
            line.add("input", input)
            line.add("error", details)
            return output.writeLine(line.finished)
        }
        // Standard output first, so a terminal shows results and errors in order.
        output.flush()
        let line = lineNumber.map { CommandText.batchLineError.text(in: language, .integer($0), .text(message)) } ?? message
        var text = paint("countonme: ", "1") + line + "\n"
        if showsCaret && !input.isEmpty {
            text += "  \(input)\n  " + paint(ErrorReport.caretLine(for: error.range, in: input), "31") + "\n"
        }
        ErrorReport.writeStandardError(text)
    }

    /// `text` in an ANSI style (`1` bold, `31` red) when colour is on.
    private func paint(_ text: String, _ style: String) -> String {
        colour ? "\u{1B}[\(style)m\(text)\u{1B}[0m" : text
    }
}
