import CountOnMeNumbers

/// Calls an ICUBridge function that writes UTF-8 into a caller's buffer and returns the length it
/// needs, retrying once with a buffer of that length when the first was too small.
enum ICUText {
    /// The text `body` writes, or `nil` when it reports a negative length (nothing found).
    static func read(initialCapacity: Int = 256, _ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        var capacity = initialCapacity
        for _ in 0..<2 {
            var needed: Int32 = 0
            // Written straight into the string's storage: no intermediate buffer.
            let text = String(unsafeUninitializedCapacity: capacity + 1) { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    guard let base = chars.baseAddress else { return 0 }
                    needed = body(base, Int32(chars.count))
                    return needed >= 0 && Int(needed) < chars.count ? Int(needed) : 0
                }
            }
            if needed < 0 { return nil }
            if Int(needed) <= capacity { return text }
            capacity = Int(needed) + 1
        }
        return nil
    }

    /// ``read(initialCapacity:_:)``, keeping in `failure` the negative length `body` reported,
    /// for functions whose failures differ (-1: memory ran out; -2: what was asked has no text).
    static func read(initialCapacity: Int = 256, failure: inout Int32,
                     _ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        read(initialCapacity: initialCapacity) { out, capacity in
            let length = body(out, capacity)
            if length < 0 { failure = length }
            return length
        }
    }
}
