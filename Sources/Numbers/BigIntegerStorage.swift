import GMPBridge

/// One GMP integer (`mpz_t`) in heap storage, initialized and cleared with the object.
///
/// Heap storage gives the value a stable address, so GMP may read and write it in place without
/// running into Swift's exclusivity rule. Used as scratch space by the numbers layer.
final class BigIntegerStorage {
    /// The GMP integer.
    let pointer: UnsafeMutablePointer<__mpz_struct>

    /// A new integer equal to zero.
    init() {
        pointer = .allocate(capacity: 1)
        gb_mpz_init(pointer)
    }

    /// A new integer equal to `value`.
    convenience init(_ value: Int) {
        self.init()
        gb_mpz_set_si(pointer, value)
    }

    deinit {
        gb_mpz_clear(pointer)
        pointer.deallocate()
    }
}

/// Helpers on raw GMP integers shared by the numbers layer.
enum BigIntegerText {
    /// The base-10 digits of `integer` (with a leading `-` when negative).
    static func decimalString(_ integer: UnsafePointer<__mpz_struct>) -> String {
        string(integer, base: 10)
    }

    /// The base-10 digits of `integer`'s magnitude as ASCII bytes, written by GMP straight into
    /// the array (a result's digits: no string made, validated and copied again on the way).
    static func decimalDigits(_ integer: UnsafePointer<__mpz_struct>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: capacity(integer, base: 10)) { buffer, count in
            count = write(integer, base: 10, into: buffer)
            // A negative integer's sign comes first: the digits move over it.
            if count > 0, buffer[0] == UInt8(ascii: "-"), let base = buffer.baseAddress {
                base.update(from: base + 1, count: count - 1)
                count -= 1
            }
        }
    }

    /// The digits of `integer` in `base` (2 to 36; upper-case letters), with a leading `-` when negative.
    static func string(_ integer: UnsafePointer<__mpz_struct>, base: Int) -> String {
        String(unsafeUninitializedCapacity: capacity(integer, base: base)) { write(integer, base: base, into: $0) }
    }

    /// Room for `integer` in `base`: its digits, a sign and GMP's closing NUL.
    private static func capacity(_ integer: UnsafePointer<__mpz_struct>, base: Int) -> Int {
        gb_mpz_sizeinbase(integer, Int32(base)) + 2
    }

    /// Writes `integer` in `base` into `buffer` (``capacity(_:base:)`` bytes) and returns how many
    /// bytes it took, without the NUL.
    private static func write(_ integer: UnsafePointer<__mpz_struct>, base: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        buffer.withMemoryRebound(to: CChar.self) { chars in
            guard let start = chars.baseAddress else { return 0 }
            // mpz_get_str writes letters in upper case for a negative base.
            _ = gb_mpz_get_str(start, -Int32(base), integer)
            var length = 0
            while length < chars.count && chars[length] != 0 { length += 1 }
            return length
        }
    }
}
