#if canImport(Glibc)
import Glibc
#endif
import CountOnMeLocalization
import CountOnMeNumbers

/// Reading a whole text file without Foundation (the engine does not import it).
package enum TextFile {
    /// Why a file was not read.
    package enum Failure: Error, Equatable {
        /// It cannot be opened or read (missing, no permission, a directory, an I/O error).
        case unreadable
        /// It is larger than the limit.
        case tooLarge
        /// Its content is not valid UTF-8.
        case notUTF8
    }

    /// The content, as UTF-8, of the file at `path`: the path's bytes as the system takes them
    /// (POSIX paths are bytes, not necessarily UTF-8), without a terminating NUL.
    package static func read(path: [UInt8], maximumBytes: Int) throws(Failure) -> String {
        let terminated = path.map { CChar(bitPattern: $0) } + [0]
        guard !path.contains(0), let file = terminated.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress.flatMap { fopen($0, "rb") }
        }) else { throw .unreadable }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count > 0 { bytes.append(contentsOf: chunk[..<count]) }
            if bytes.count > maximumBytes { throw .tooLarge }
            if count < chunk.count {
                // A short read is the end, or an error (a directory: EISDIR): never half a file.
                if ferror(file) != 0 { throw .unreadable }
                break
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
        return text
    }
}
