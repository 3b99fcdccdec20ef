#if canImport(Glibc)
import Glibc
#endif
import CountOnMe

/// Helpers for showing errors on standard error.
enum ErrorReport {
    /// The input as it is shown above the caret line: tabs expanded (see ``TerminalColumns``).
    static func shownInput(_ input: String) -> String {
        TerminalColumns.expandingTabs(input)
    }

    /// The caret line for `range` of `input`: spaces up to the error's first column, `^`, then
    /// `~` under the rest. Columns are terminal columns (``TerminalColumns``): a wide character
    /// counts two, a combining accent none, a tab up to its stop, so the caret stands under the
    /// error in any script.
    static func caretLine(for range: SourceRange, in input: String) -> String {
        let bytes = Array(input.utf8)
        let start = min(range.start, bytes.count), end = min(max(range.end, start), bytes.count)
        var column = TerminalColumns.count(String(decoding: bytes[..<start], as: UTF8.self))
        let width = TerminalColumns.count(String(decoding: bytes[start..<end], as: UTF8.self), from: column)
        // A combining accent alone takes no column: point at the character it sits on.
        if width == 0 && column > 0 { column -= 1 }
        return String(repeating: " ", count: column) + "^" + String(repeating: "~", count: max(1, width) - 1)
    }

    /// Writes `message` to standard error as the command's complaint: `countonme: `, in batch
    /// mode the input line's number (`line N: ` in `language`), the message, a newline.
    static func complain(_ message: String, lineNumber: Int? = nil, language: any MessageCatalog = CommandText.messages) {
        writeStandardError(prefix + lined(message, lineNumber: lineNumber, language: language) + "\n")
    }

    /// What starts every complaint of the command on standard error.
    static let prefix = "countonme: "

    /// `message` after the number of the input line it concerns, in batch mode.
    static func lined(_ message: String, lineNumber: Int?, language: any MessageCatalog) -> String {
        guard let lineNumber else { return message }
        return CommandText.batchLineError.text(in: language, .integer(lineNumber), .text(message))
    }

    /// Writes `text` to standard error, unbuffered.
    static func writeStandardError(_ text: String) {
        writeAll(Array(text.utf8)[...], to: STDERR_FILENO)
    }
}
