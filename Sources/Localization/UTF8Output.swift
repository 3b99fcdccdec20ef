/// Where a writer puts text it writes as UTF-8 once it knows how many bytes it needs at most:
/// a Swift `String`, or memory handed to a C caller. Numbers are written straight into the
/// memory their reader keeps, instead of into a string that is then copied and freed.
package protocol UTF8Output {
    /// Takes the text `write` puts into room for `capacity` bytes (it returns how many it wrote,
    /// at most `capacity`; the bytes are valid UTF-8). `false` when memory runs out.
    mutating func take(capacity: Int, writing write: (UnsafeMutablePointer<UInt8>) -> Int) -> Bool

    /// Takes a copy of `text`. `false` when memory runs out.
    mutating func take(_ text: String) -> Bool
}

extension String: UTF8Output {
    package mutating func take(capacity: Int, writing write: (UnsafeMutablePointer<UInt8>) -> Int) -> Bool {
        self = String(unsafeUninitializedCapacity: capacity) { buffer in buffer.baseAddress.map(write) ?? 0 }
        return true
    }

    package mutating func take(_ text: String) -> Bool {
        self = text
        return true
    }
}
