import CountOnMeLocalization
import CountOnMeNumbers

/// The values of the last long integer literals a calculator read in plain input, so that a
/// keypad's text, which writes a big exact value out in full at every key that uses it (a memory
/// of 9^23000 is 21,946 digits in each `M+`), is not read and converted to binary again each
/// time: reading a digit and GMP's conversion cost some 190 instructions, two thirds of such a
/// key. A literal is looked up by its characters only where nothing could extend it (see
/// ``reading(in:at:maximumDigits:)``), so a hit stands for exactly what the reader would have made.
final class LiteralCache {
    /// Literals shorter than this are read as usual: finding them costs more than it saves.
    static let minimumLength = 256
    /// How many literals are kept; the one used least recently goes first.
    static let capacity = 8

    private var entries: [(digits: [UInt8], reading: NumberReading, value: Rational)] = []

    /// The run of ASCII digits at `index` of `scalars` when it is at least ``minimumLength`` long
    /// and the character after it cannot continue a plain number (no digit of any script, `.`,
    /// `e` or `E`, letter or subscript): where the plain reader would end, the end of the run.
    static func digitRun(in scalars: [Unicode.Scalar], at index: Int) -> Range<Int>? {
        var end = index
        while end < scalars.count, scalars[end].value >= 0x30, scalars[end].value <= 0x39 { end += 1 }
        guard end - index >= minimumLength else { return nil }
        if end < scalars.count {
            let next = scalars[end]
            if next.value == 0x2E || next.properties.isAlphabetic || next.decimalDigit != nil || Subscript.value(next) != nil { return nil }
        }
        return index..<end
    }

    /// The reading and value of the literal at `index`, if it is a run of digits kept here and
    /// within `maximumDigits` (a lower limit since it was kept has the reader decide again).
    func reading(in scalars: [Unicode.Scalar], at index: Int, maximumDigits: Int) -> (end: Int, reading: NumberReading, value: Rational)? {
        guard !entries.isEmpty, let run = Self.digitRun(in: scalars, at: index), run.count <= maximumDigits else { return nil }
        let found = scalars.withUnsafeBufferPointer { typed -> Int? in
            let literal = UnsafeBufferPointer(rebasing: typed[run])
            for position in entries.indices where entries[position].digits.count == run.count {
                let same = entries[position].digits.withUnsafeBufferPointer { kept in
                    for offset in 0..<kept.count where UInt32(kept[offset]) != literal[offset].value { return false }
                    return true
                }
                if same { return position }
            }
            return nil
        }
        guard let found else { return nil }
        let entry = entries.remove(at: found)
        entries.append(entry)
        return (run.upperBound, entry.reading, entry.value)
    }

    /// Keeps what the reader made of the literal `scalars[run]`, a run ``digitRun(in:at:)`` gave.
    func keep(_ scalars: [Unicode.Scalar], _ run: Range<Int>, reading: NumberReading, value: Rational) {
        if entries.count >= Self.capacity { entries.removeFirst() }
        entries.append((scalars[run].map { UInt8(truncatingIfNeeded: $0.value) }, reading, value))
    }
}
