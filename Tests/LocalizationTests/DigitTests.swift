import Testing
@testable import CountOnMeLocalization

/// What the number readers take for a decimal digit is what Unicode's data says, including the
/// ranges answered without looking it up.
@Suite struct DigitTests {
    @Test func decimalDigitsAreUnicodesOwn() {
        var mismatches: [String] = []
        var digits = 0
        // The Basic Multilingual Plane and the next, where every script's digits but a few are.
        for value in UInt32(0)..<0x2_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let expected: (Int, UInt32)?
            if properties.numericType == .decimal, let numeric = properties.numericValue {
                expected = (Int(numeric), value - UInt32(numeric))
            } else {
                expected = nil
            }
            let actual = scalar.decimalDigit
            if expected?.0 != actual?.value || expected?.1 != actual?.zero {
                mismatches.append(String(value, radix: 16))
            }
            if actual != nil { digits += 1 }
        }
        #expect(mismatches.isEmpty, "U+\(mismatches.prefix(10).joined(separator: " U+"))")
        // Unicode 15 has 680 decimal digits in these two planes: the check saw them.
        #expect(digits > 600)
        // The edges of the ranges answered without a lookup are digits themselves.
        #expect(Unicode.Scalar(0x0660)!.decimalDigit?.value == 0)
        #expect(Unicode.Scalar(0x1C59)!.decimalDigit?.value == 9)
        #expect(Unicode.Scalar(0xA620)!.decimalDigit?.value == 0)
    }
}
