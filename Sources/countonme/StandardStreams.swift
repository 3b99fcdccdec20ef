#if canImport(Glibc)
import Glibc
#endif
import CountOnMe

/// Buffered output to a file descriptor. Batch mode writes many short lines; one `write(2)` per
/// 64 KiB instead of per line is most of the difference between 50,000 and 500,000 lines a second.
final class OutputBuffer {
    private let descriptor: Int32
    /// Changed only here, one line at a time, never across a call out: unchecked, as the
    /// runtime's exclusivity check on every line cost more than the append.
    @exclusivity(unchecked) private var bytes: [UInt8] = []
    private let capacity = 1 << 16

    init(descriptor: Int32) {
        self.descriptor = descriptor
        bytes.reserveCapacity(capacity)
    }

    /// Appends `text` and a newline.
    func writeLine(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(UInt8(ascii: "\n"))
        if bytes.count >= capacity { flush() }
    }

    /// Writes out everything buffered.
    func flush() {
        writeAll(bytes[...], to: descriptor)
        bytes.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}

/// Writes all of `bytes` (UTF-8) to `descriptor`, in the terminal's character set (see
/// ``OutputEncoding``), retrying after interruptions; stops at an error (a closed pipe: there is
/// no one left to tell).
func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) {
    writeBytes(OutputEncoding.converted(bytes), to: descriptor)
}

/// Writes `text` and a newline to standard output, unbuffered, in the terminal's character set
/// (`print`, which the command does not use, would write UTF-8 whatever the locale).
func printLine(_ text: String = "") {
    writeAll(Array((text + "\n").utf8)[...], to: STDOUT_FILENO)
}

/// Writes all of `bytes` as they are. A failure on standard output is kept in ``OutputFailure``
/// (the command says so when it ends); one on standard error leaves no one to tell.
private func writeBytes(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) {
    if descriptor == STDOUT_FILENO && OutputFailure.standardOutputClosed {
        return OutputFailure.record(EBADF)
    }
    var remaining = bytes
    while !remaining.isEmpty {
        let written = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else {
            if descriptor == STDOUT_FILENO { OutputFailure.record(written < 0 ? errno : EIO) }
            return
        }
        remaining = remaining.dropFirst(written)
    }
}

/// Standard output that could not be written: a full disk, a closed descriptor, an I/O error.
/// Results are never lost in silence: the command ends with a complaint and exit status 1
/// (``CountOnMeCommand/finish(_:)``). A closed pipe is not such a failure: SIGPIPE ends the
/// process first, as it does every filter's.
enum OutputFailure {
    /// The first failure's `errno`, `nil` while every write succeeded.
    nonisolated(unsafe) private(set) static var errorNumber: Int32?
    /// Whether the command was started with standard output closed (see ``guardStandardDescriptors()``).
    nonisolated(unsafe) private(set) static var standardOutputClosed = false

    /// Keeps `error` unless an earlier failure is kept already.
    static func record(_ error: Int32) {
        if errorNumber == nil { errorNumber = error }
    }

    /// The complaint for the failure, in the command's language; `nil` when there was none.
    static var complaint: String? {
        guard let errorNumber else { return nil }
        return errorNumber == ENOSPC || errorNumber == EDQUOT ? CommandText.outputNoSpace() : CommandText.outputCannotWrite()
    }

    /// Gives standard input, output and error that were closed when the command started
    /// (`countonme 1+1 >&-`) an open `/dev/null`, so that no file the command opens later takes
    /// their number and receives its results; a closed standard output is remembered as a failure
    /// to report, not as somewhere to write.
    static func guardStandardDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            if descriptor == STDOUT_FILENO { standardOutputClosed = true }
            let null = open("/dev/null", O_RDWR)
            if null >= 0 && null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }
}

/// Lines from a file descriptor, read in large blocks. Before each read that may block, `beforeBlocking`
/// runs (batch mode flushes its output there), so results stream to a reader waiting on them.
struct LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private let beforeBlocking: () -> Void

    init(descriptor: Int32, beforeBlocking: @escaping () -> Void) {
        self.descriptor = descriptor
        self.beforeBlocking = beforeBlocking
    }

    /// The next line without its terminator (`\n` or `\r\n`), or `nil` at the end of input.
    /// Invalid UTF-8 becomes U+FFFD, which no expression accepts: it is reported, never misread.
    mutating func nextLine() -> String? {
        while true {
            // memchr and one decoding over the buffer's bytes: this runs once per batch line.
            let found: String? = buffer.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress, start < bytes.count,
                      let match = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else { return nil }
                let newline = base.distance(to: match.assumingMemoryBound(to: UInt8.self))
                var end = newline
                if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                start = newline + 1
                return line
            }
            if let found { return found }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                return line
            }
            // Keep the unfinished line, drop what was consumed, read more.
            buffer.removeSubrange(0..<start)
            start = 0
            beforeBlocking()
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { atEnd = true } else { buffer.append(contentsOf: chunk[..<count]) }
        }
    }
}

/// The character set of the user's locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`) when it is not
/// UTF-8: everything the command writes is converted to it, and the user is told once, in their
/// language, when characters had to be replaced, or when the set is one ICU does not know (then
/// the output stays UTF-8).
enum OutputEncoding {
    nonisolated(unsafe) private static var told = false

    /// `nil` for UTF-8 (and the C locale).
    private static let current: TerminalEncoding? = {
        let environment = LocaleResolution.environmentVariable
        guard let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment($0) }).first(where: { !$0.isEmpty }),
              let codeset = TerminalEncoding.codeset(ofLocale: name) else { return nil }
        guard let encoding = TerminalEncoding(codeset: codeset) else {
            tell(CommandText.encodingUnknown(.text(codeset)), in: nil)
            return nil
        }
        return encoding
    }()

    /// `bytes` in the terminal's character set.
    static func converted(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let current else { return bytes }
        guard let (converted, unmappable) = current.encode(bytes) else { return bytes }
        if unmappable > 0 { tell(CommandText.encodingLostCharacters(.text(current.codeset)), in: current) }
        return converted[...]
    }

    /// Writes a note on standard error, once per run, in `encoding` (UTF-8 when `nil`).
    private static func tell(_ note: String, in encoding: TerminalEncoding?) {
        guard !told else { return }
        told = true
        let text = Array((ErrorReport.prefix + note + "\n").utf8)[...]
        writeBytes(encoding?.encode(text).map { $0.bytes[...] } ?? text, to: STDERR_FILENO)
    }
}

/// Whether a file descriptor is a terminal.
func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) != 0 }
