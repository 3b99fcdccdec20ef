import CountOnMeNumbers

/// Positional numbers written from templates ICU wrote once.
///
/// What ICU writes for a positional number depends only on its shape (see the long numbers):
/// its sign and how many integer digits it has (where the groups go, a locale's minimum
/// grouping, the sign's bidi marks, the digits' script), and for a number below 1 only its sign.
/// So for each sign and integer length ICU writes a template once (`−1 000 000`, `−0,1`), kept
/// as a plan: its bytes, each digit marked, and its script's ten digits. Writing a number is then
/// copying bytes — the digits are the number's own, everything else is ICU's — instead of a call
/// into ICU's formatter for every result (several thousand instructions each).
extension ICULocaleData {
    /// A template's bytes with its digits marked, and what replaces them. A class, immutable:
    /// handing a plan out is one reference count, not one per array.
    final class PositionalPlan: Sendable {
        /// The template's UTF-8 bytes, each digit replaced by ``digitMark`` (a byte UTF-8 never uses).
        let bytes: [UInt8]
        /// The UTF-8 of the template's script's digits 0–9, each in `digitWidth` bytes.
        let digitBytes: [UInt8]
        let digitWidth: Int
        /// The decimal separator as ICU writes it between two digits.
        let separator: [UInt8]

        static let digitMark: UInt8 = 0xFF

        init(bytes: [UInt8], digitBytes: [UInt8], digitWidth: Int, separator: [UInt8]) {
            self.bytes = bytes
            self.digitBytes = digitBytes
            self.digitWidth = digitWidth
            self.separator = separator
        }
    }

    /// Integer parts longer than this are written from the plan of a shorter one (``longPlan``).
    static let longTemplateThreshold = 64

    /// The plans made so far, by sign and integer length (index 0: below 1).
    final class PositionalPlans: @unchecked Sendable {
        private let lock = Lock()
        /// Read and written under `lock` only, so the runtime's exclusivity check (two calls a
        /// number) is not made.
        @exclusivity(unchecked) private var plans: [PositionalPlan?] = Array(repeating: nil, count: 2 * (ICULocaleData.longTemplateThreshold + 1))

        func plan(index: Int, making make: () -> PositionalPlan?) -> PositionalPlan? {
            if let plan = lock.withLock({ plans[index] }) { return plan }
            // Made outside the lock (it calls ICU); two threads may both make it, alike.
            guard let made = make() else { return nil }
            lock.withLock { plans[index] = made }
            return made
        }
    }

    /// `number` in positional notation from a plan, into `output`; `false` if ICU fails or
    /// writes something unexpected, or memory runs out (then the caller reports it).
    func planned(_ number: DecimalNumber, into output: inout some UTF8Output) -> Bool {
        let exponent = number.exponent
        let integerCount = max(exponent + 1, 0)
        let found = integerCount > Self.longTemplateThreshold ? longPlan(negative: number.isNegative, integerCount: integerCount)
            : plan(negative: number.isNegative, integerCount: integerCount)
        guard let plan = found else { return false }
        let digits = number.digits
        let fractionStart = exponent < 0 ? 0 : integerCount
        let leadingZeros = exponent < 0 ? -exponent - 1 : 0
        let fractionCount = max(digits.count - fractionStart, 0) + (fractionStart < digits.count ? leadingZeros : 0)
        let capacity = plan.bytes.count + (fractionCount + integerCount + 1) * plan.digitWidth + plan.separator.count
        return output.take(capacity: capacity) { start in
            Self.fill(start, from: plan, digits: digits, exponent: exponent, integerCount: integerCount, leadingZeros: leadingZeros)
        }
    }

    /// Writes `digits` (ASCII, of a number with `integerCount` integer digits, or `leadingZeros`
    /// zeros after the point when below 1) through `plan` at `output`, which has room for them
    /// (``planned(_:into:)`` counts it); returns how many bytes. Pointer writes: this runs once per
    /// byte of every result a program shows.
    private static func fill(_ output: UnsafeMutablePointer<UInt8>, from plan: PositionalPlan, digits: [UInt8],
                             exponent: Int, integerCount: Int, leadingZeros: Int) -> Int {
        plan.digitBytes.withUnsafeBufferPointer { digitBytes in
            digits.withUnsafeBufferPointer { digits in
                let width = plan.digitWidth
                var end = output
                func putDigit(_ ascii: UInt8) {
                    let value = Int(ascii &- UInt8(ascii: "0"))
                    guard value < 10 else { return }
                    if width == 1 {
                        end.pointee = digitBytes[value]
                        end += 1
                        return
                    }
                    for offset in 0..<width {
                        let byte = digitBytes[value &* width &+ offset]
                        if byte != 0 {
                            end.pointee = byte
                            end += 1
                        }
                    }
                }
                var digitIndex = 0
                for byte in plan.bytes {
                    guard byte == PositionalPlan.digitMark else {
                        end.pointee = byte
                        end += 1
                        continue
                    }
                    if exponent < 0 {
                        // `0,1`: the zero stays, the one stands for all the fraction's digits.
                        if digitIndex == 0 {
                            putDigit(UInt8(ascii: "0"))
                        } else {
                            for _ in 0..<leadingZeros { putDigit(UInt8(ascii: "0")) }
                            for digit in digits { putDigit(digit) }
                        }
                    } else {
                        putDigit(digitIndex < digits.count ? digits[digitIndex] : UInt8(ascii: "0"))
                        if digitIndex == integerCount - 1 && digits.count > integerCount {
                            for byte in plan.separator {
                                end.pointee = byte
                                end += 1
                            }
                            for digit in digits[integerCount...] { putDigit(digit) }
                        }
                    }
                    digitIndex += 1
                }
                return end - output
            }
        }
    }

    /// The plan of a number with up to ``longTemplateThreshold`` integer digits (0: below 1),
    /// made once.
    private func plan(negative: Bool, integerCount: Int) -> PositionalPlan? {
        let index = (negative ? Self.longTemplateThreshold + 1 : 0) + integerCount
        return positionalPlans.plan(index: index, making: { makePlan(negative: negative, integerCount: integerCount) })
    }

    /// The plan of a number with more than ``longTemplateThreshold`` integer digits, from the plan
    /// of a shorter one with as many digits modulo the group size (so the same first group, the
    /// same last groups): its middle repeats, a group of digits with the separator after it,
    /// inserted as many times as the digits missing. ICU takes time in proportion to the digits
    /// it writes, and a keypad writes its numbers at every key.
    private func longPlan(negative: Bool, integerCount count: Int) -> PositionalPlan? {
        let period = max(secondaryGroup, 1)
        let shortCount = 48 + (count - 48) % period
        guard shortCount <= Self.longTemplateThreshold, let short = plan(negative: negative, integerCount: shortCount) else { return nil }
        let marks = short.bytes.indices.filter { short.bytes[$0] == PositionalPlan.digitMark }
        guard marks.count == shortCount else { return nil }
        // A group that starts a whole number of periods before the primary group, well inside.
        let start = shortCount - max(primaryGroup, 0) - 2 * period
        guard start > 0, start + period < shortCount else { return nil }
        let unit = short.bytes[marks[start]..<marks[start + period]]
        let repeats = (count - shortCount) / period
        var expanded: [UInt8] = []
        expanded.reserveCapacity(short.bytes.count + unit.count * repeats)
        expanded.append(contentsOf: short.bytes[..<marks[start]])
        for _ in 0..<repeats { expanded.append(contentsOf: unit) }
        expanded.append(contentsOf: short.bytes[marks[start]...])
        return PositionalPlan(bytes: expanded, digitBytes: short.digitBytes, digitWidth: short.digitWidth, separator: short.separator)
    }

    /// The plan of a number with `integerCount` integer digits (0: below 1) and the sign, from
    /// the template ICU writes for it; `nil` if ICU fails or writes something unexpected.
    private func makePlan(negative: Bool, integerCount: Int) -> PositionalPlan? {
        let sign = negative ? "-" : ""
        let templateText = integerCount == 0 ? format(decimal: sign + "0.1", notation: .positional)
            : format(decimal: sign + "1E" + String(integerCount - 1), notation: .positional)
        guard let templateText, let sample = format(decimal: "1.1", notation: .positional) else { return nil }
        var bytes: [UInt8] = []
        var zero: UInt32?
        var digitCount = 0
        for scalar in templateText.unicodeScalars {
            if let digit = scalar.decimalDigit {
                // One script only.
                guard zero == nil || zero == digit.zero else { return nil }
                zero = digit.zero
                bytes.append(PositionalPlan.digitMark)
                digitCount += 1
            } else {
                bytes.append(contentsOf: scalar.utf8)
            }
        }
        // `0,1` has two digits; `1 000` as many as the integer part.
        guard let zero, digitCount == (integerCount == 0 ? 2 : integerCount) else { return nil }
        var digitBytes: [UInt8] = []
        let encoded = (0...9).map { value in Unicode.Scalar(zero + UInt32(value)).map { Array(String($0).utf8) } ?? [] }
        let width = encoded.map(\.count).max() ?? 0
        guard width > 0, encoded.allSatisfy({ !$0.isEmpty }) else { return nil }
        for digit in encoded { digitBytes += digit + Array(repeating: 0, count: width - digit.count) }
        // What ICU writes between the digits of 1,1: the decimal separator with any marks.
        let separator = Array(Self.textBetweenFirstDigits(of: sample).utf8)
        return PositionalPlan(bytes: bytes, digitBytes: digitBytes, digitWidth: width, separator: separator)
    }
}
