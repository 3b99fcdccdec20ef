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
            result(calculation, input: input, lineNumber: lineNumber)
            return calculation
        } catch {
            failure(error, input: input, message: calculator.message(for: error), lineNumber: lineNumber,
                    language: calculator.locale.messages)
            return nil
        }
    }

    /// Reports a result (`lineNumber` names the input line in batch mode).
    func result(_ calculation: Calculation, input: String, lineNumber: Int? = nil) {
        guard json else { return output.writeLine(calculation.formatted) }
        var line = jsonObject(input: input, lineNumber: lineNumber)
        line.add("value", calculation.plainString)
        line.add("formatted", calculation.formatted)
        line.add("exact", calculation.isExact)
        if let currency = calculation.currency { line.add("currency", currency) }
        if let variable = calculation.variable { line.add("variable", variable) }
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
            var line = jsonObject(input: input, lineNumber: lineNumber)
            line.add("error", details)
            return output.writeLine(line.finished)
        }
        // In batch mode an empty line keeps the output lined up with the input. Standard output
        // first, so a terminal shows results and errors in order.
        if lineNumber != nil { output.writeLine("") }
        output.flush()
        var text = paint(ErrorReport.prefix, "1") + ErrorReport.lined(message, lineNumber: lineNumber, language: language) + "\n"
        if showsCaret && !input.isEmpty {
            text += "  \(ErrorReport.shownInput(input))\n  " + paint(ErrorReport.caretLine(for: error.range, in: input), "31") + "\n"
        }
        ErrorReport.writeStandardError(text)
    }

    /// Reports a blank or comment line of batch mode: an empty line, or an object with neither
    /// `value` nor `error` in JSON.
    func blank(_ input: String, lineNumber: Int) {
        output.writeLine(json ? jsonObject(input: input, lineNumber: lineNumber).finished : "")
    }

    /// A JSON object's first fields: the input line's number (1 for a one-shot expression) and its text.
    private func jsonObject(input: String, lineNumber: Int?) -> JSONLine {
        var line = JSONLine()
        line.add("line", lineNumber ?? 1)
        line.add("input", input)
        return line
    }

    /// `text` in an ANSI style (`1` bold, `31` red) when colour is on.
    private func paint(_ text: String, _ style: String) -> String {
        colour ? "\u{1B}[\(style)m\(text)\u{1B}[0m" : text
    }
}
