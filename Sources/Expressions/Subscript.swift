/// Numbers written in subscript (`₂`, `₁₆`): the base of a logarithm (`log₂ 8`), of a number
/// (`1010₂`, `FF₁₆`) or the index of a root (`₃√8`). The one table of the subscript digits.
enum Subscript {
    /// The digit a subscript stands for (`₂` → 2), if it is one: `₀` to `₉` are U+2080 to U+2089.
    static func value(_ scalar: Unicode.Scalar) -> Int? {
        (0x2080...0x2089).contains(scalar.value) ? Int(scalar.value - 0x2080) : nil
    }
}
