#if canImport(Glibc)
import Glibc
#endif
import CountOnMeLocalization
import CountOnMeNumbers

/// Reading a whole text file without Foundation (the engine does not import it).
package enum TextFile {
    /// The file's content as UTF-8, or `nil` when it cannot be read, is larger than
    /// `maximumBytes`, or is not valid UTF-8.
    package static func read(_ path: String, maximumBytes: Int) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count > 0 { bytes.append(contentsOf: chunk[..<count]) }
            if bytes.count > maximumBytes { return nil }
            if count < chunk.count { break }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
