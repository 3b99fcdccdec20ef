#if canImport(Glibc)
import Glibc
#endif
import CountOnMe

/// Strings across the C boundary.
enum CText {
    /// Text a C caller gives: a NUL-terminated string, or bytes and their count.
    enum Input {
        case terminated(UnsafePointer<CChar>)
        case counted(UnsafePointer<CChar>, Int)
        case empty

        /// `length` bytes at `pointer`: NULL with length 0 is the empty text, NULL with a length
        /// is no text at all (`nil`).
        static func counted(_ pointer: UnsafePointer<CChar>?, length: Int) -> Input? {
            guard let pointer else { return length == 0 ? .empty : nil }
            return .counted(pointer, length)
        }

        /// The text, or `nil` when it is not valid UTF-8 (or the count is negative).
        var string: String? {
            switch self {
            case .terminated(let pointer): return CText.read(pointer)
            case .counted(let pointer, let count):
                guard count >= 0 else { return nil }
                return pointer.withMemoryRebound(to: UInt8.self, capacity: count) {
                    String(validating: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
                }
            case .empty: return ""
            }
        }
    }

    /// The UTF-8 text at `pointer`, or `nil` when it is NULL or not valid UTF-8 (never replaced
    /// silently, as `String(cString:)` would).
    static func read(_ pointer: UnsafePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        return String(validatingCString: pointer)
    }

    /// The bytes of the C string at `pointer`, read where they lie, when they are UTF-8; `nil`
    /// when they are not.
    static func utf8(_ pointer: UnsafePointer<CChar>) -> UnsafeBufferPointer<UInt8>? {
        // CChar and UInt8 are the same bytes (signed and unsigned views of one type).
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
        // ASCII, the usual case, needs no decoding.
        if bytes.allSatisfy({ $0 < 0x80 }) { return bytes }
        return read(pointer) == nil ? nil : bytes
    }

    /// A NUL-terminated string in memory from `malloc`, written by the engine in place, which the
    /// caller frees with `countonme_free`.
    struct Allocated: UTF8Output {
        /// The text once taken (`nil` before, or when memory ran out).
        private(set) var pointer: UnsafeMutablePointer<CChar>?

        mutating func take(capacity: Int, writing write: (UnsafeMutablePointer<UInt8>) -> Int) -> Bool {
            // A capacity comes from text already bounded in memory: the sum cannot wrap.
            guard let block = malloc(capacity &+ 1) else { return false }
            let bytes = block.bindMemory(to: UInt8.self, capacity: capacity &+ 1)
            bytes[write(bytes)] = 0
            pointer = block.bindMemory(to: CChar.self, capacity: capacity &+ 1)
            return true
        }

        mutating func take(_ text: String) -> Bool {
            pointer = allocate(text)
            return pointer != nil
        }
    }

    /// A copy of `text` in memory from `malloc`, which the caller frees with `countonme_free`;
    /// `nil` when memory runs out.
    static func allocate(_ text: String) -> UnsafeMutablePointer<CChar>? {
        text.withCString { strdup($0) }
    }

    /// Hands out a copy of `text` through `out`. Returns the status (out of memory, or ok).
    static func deliver(_ text: String, to out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
        guard let copy = allocate(text) else { return Status.outOfMemory }
        out.pointee = copy
        return Status.ok
    }

    /// Hands out `texts` as one block from `malloc` that the caller frees with one
    /// `countonme_free`: the array of pointers, ended by NULL, then the strings it points to.
    /// `count` (optional) receives how many. Returns the status (out of memory, or ok).
    static func deliver(_ texts: [String], to out: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                        count: UnsafeMutablePointer<Int32>?) -> Int32 {
        // Sizes of strings already in memory: the sums cannot wrap.
        let slots = texts.count &+ 1
        let pointerBytes = slots &* MemoryLayout<UnsafeMutablePointer<CChar>?>.stride
        let textBytes = texts.reduce(0) { $0 &+ $1.utf8.count &+ 1 }
        guard texts.count < Int32.max, let block = malloc(pointerBytes &+ textBytes) else { return Status.outOfMemory }
        let pointers = block.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: slots)
        var next = block.advanced(by: pointerBytes).bindMemory(to: CChar.self, capacity: textBytes)
        for (index, text) in texts.enumerated() {
            pointers[index] = next
            for byte in text.utf8 {
                next.pointee = CChar(bitPattern: byte)
                next = next.successor()
            }
            next.pointee = 0
            next = next.successor()
        }
        pointers[texts.count] = nil
        out.pointee = pointers
        count?.pointee = Int32(clamping: texts.count)
        return Status.ok
    }

    /// Hands out up to two strings through optional out-pointers: both or neither (when memory
    /// runs out, whatever was allocated is freed). Returns the status.
    static func deliver(_ first: String, to firstOut: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                        _ second: String, to secondOut: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        let firstCopy = firstOut == nil ? nil : allocate(first)
        let secondCopy = secondOut == nil ? nil : allocate(second)
        if (firstOut != nil && firstCopy == nil) || (secondOut != nil && secondCopy == nil) {
            free(firstCopy)
            free(secondCopy)
            return Status.outOfMemory
        }
        firstOut?.pointee = firstCopy
        secondOut?.pointee = secondCopy
        return Status.ok
    }
}
