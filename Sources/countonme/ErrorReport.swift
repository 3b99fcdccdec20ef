#if canImport(Glibc)
import Glibc
#endif
import CountOnMe

/// An error as a person reads it on standard error: the message, then the input with a caret
/// line under the part it concerns.
///
/// ```
/// countonme: Division by zero is undefined.
///   1/0
///    ^~
/// ```
struct ErrorReport {
    let input: String
    let error: CalculationError
    let message: String

    /// The caret line: spaces up to the error's first character, `^`, then `~` under the rest.
    /// Columns count characters (grapheme clusters), so multi-byte input lines up.
    var caretLine: String {
        let bytes = Array(input.utf8)
        let start = min(error.range.start, bytes.count), end = min(max(error.range.end, start), bytes.count)
        let column = String(decoding: bytes[..<start], as: UTF8.self).count
        let width = max(1, String(decoding: bytes[start..<end], as: UTF8.self).count)
        return String(repeating: " ", count: column) + "^" + String(repeating: "~", count: width - 1)
    }

    /// Writes the report to standard error.
    func write() {
        var text = "countonme: \(message)\n"
        if !input.isEmpty {
            text += "  \(input)\n  \(caretLine)\n"
        }
        Self.writeStandardError(text)
    }

    /// Writes `text` to standard error, unbuffered.
    static func writeStandardError(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
