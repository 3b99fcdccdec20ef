/// Calls an ICUBridge function that writes UTF-8 into a caller's buffer and returns the length it
/// needs, retrying once with a buffer of that length when the first was too small.
enum ICUText {
    /// The text `body` writes, or `nil` when it reports a negative length (nothing found).
    static func read(initialCapacity: Int = 256, _ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        var capacity = initialCapacity
        for _ in 0..<2 {
            var buffer = [CChar](repeating: 0, count: capacity)
            let needed = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32($0.count)) }
            if needed < 0 { return nil }
            if Int(needed) < capacity {
                return String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity = Int(needed) + 1
        }
        return nil
    }
}
