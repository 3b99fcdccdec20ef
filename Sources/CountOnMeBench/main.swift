// In-process latency through the Swift API: parse + evaluate + format for typical expressions.
// Run by `make bench` (release build); prints median and p99 per call.
#if canImport(Glibc)
import Glibc
#endif
import CountOnMe

func nanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// Times batches of 16 calls; prints the median and p99 per call.
func measure(_ label: String, iterations: Int = 200_000, _ body: () -> Void) {
    for _ in 0..<1_000 { body() }
    var samples: [Double] = []
    samples.reserveCapacity(iterations / 16)
    for _ in 0..<(iterations / 16) {
        let start = nanoseconds()
        for _ in 0..<16 { body() }
        samples.append((nanoseconds() - start) / 16)
    }
    samples.sort()
    let median = samples[samples.count / 2], p99 = samples[samples.count * 99 / 100]
    let padded = label + String(repeating: " ", count: max(0, 44 - label.count))
    print("\(padded) \(Int(median)) ns median  \(Int(p99)) ns p99  \(Int(1e9 / median)) /s")
}

let plain = Calculator(locale: .posix)
let french = Calculator(locale: CalculatorLocale(identifier: "fr_FR")!)
let expressions = [
    ("short sum", "1+2"), ("mixed precedence with decimals", "12.5 * 3 - 4 / 8 + 0.25"),
    ("parentheses and powers", "(3 + 4) * 2^10 - 17 mod 5"), ("functions", "sqrt(2) + sin(1)"),
    ("big integers", "123456789012345678901234567890 * 987654321"), ("percent", "200 + 15%"),
]
print("Swift API (Calculator.evaluate, one calculator reused)")
for (label, expression) in expressions {
    measure("evaluate: \(label)") { _ = try? plain.evaluate(expression) }
}
measure("evaluate (fr_FR): 1 234,5 × 2") { _ = try? french.evaluate("1 234,5 × 2") }
measure("format (fr_FR): -1234567.891") { _ = try? french.locale.format(plainNumber: "-1234567.891") }
measure("parse (fr_FR): -1 234 567,891") { _ = try? french.locale.parse(localizedNumber: "-1\u{202F}234\u{202F}567,891") }
