import ArgumentParser
import CountOnMe

/// A whole number given to an option or a session setting (`--digits 20`, `digits 20`): in ASCII
/// digits, or in the decimal digits of any one script (`٢٠`, `۲۰`, `२०`), with an optional `+` or
/// `-` sign. The help writes the options' ranges and defaults in the digits of the messages
/// (`--digits` takes `(١–١٠٠٠٠)` in Arabic, default `١٦`), so what it shows can be typed back.
/// No grouping, no mixed scripts.
struct WholeNumberArgument: ExpressibleByArgument {
    /// The number.
    let value: Int

    /// The number `value`.
    init(_ value: Int) { self.value = value }

    /// `argument` read as above; `nil` when it is no such number or does not fit an `Int`.
    init?(argument: String) {
        var scalars = Substring(argument).unicodeScalars[...]
        let negative = scalars.first == "-"
        if negative || scalars.first == "+" { scalars = scalars.dropFirst() }
        guard !scalars.isEmpty else { return nil }
        var magnitude = 0
        var family: UInt32?
        for scalar in scalars {
            guard let digit = scalar.decimalDigit, family == nil || family == digit.zero else { return nil }
            family = digit.zero
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = shifted.addingReportingOverflow(digit.value)
            if overflow || carry { return nil }
            magnitude = sum
        }
        value = negative ? -magnitude : magnitude
    }

    /// How the default shows in help: in the digits of the range beside it.
    var defaultValueDescription: String { CommandText.number(value) }
}
