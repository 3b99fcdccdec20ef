/// The brackets that round what they enclose: `⌊x⌋` (floor), `⌈x⌉` (ceiling), and GNOME
/// Calculator's `[x]` (nearest integer, halves away from zero, as `round`) and `{x}` (fractional
/// part, as `frac`: `x − trunc(x)`, so `{−3.5}` is −0.5). The one table of their glyphs: the
/// lexer reads them through it. No other meaning of these characters exists in the language, so
/// they cannot clash.
enum RoundingBracket: CaseIterable {
    case floor, ceiling, nearest, fractionalPart

    /// The character that opens it.
    var opening: Unicode.Scalar {
        switch self {
        case .floor: "\u{230A}"
        case .ceiling: "\u{2308}"
        case .nearest: "["
        case .fractionalPart: "{"
        }
    }

    /// The character that closes it.
    var closing: Unicode.Scalar {
        switch self {
        case .floor: "\u{230B}"
        case .ceiling: "\u{2309}"
        case .nearest: "]"
        case .fractionalPart: "}"
        }
    }

    /// The function it applies.
    var function: BuiltinFunction {
        switch self {
        case .floor: .floor
        case .ceiling: .ceil
        case .nearest: .round
        case .fractionalPart: .frac
        }
    }

    /// The bracket `scalar` opens, if any.
    init?(opening scalar: Unicode.Scalar) {
        guard let bracket = Self.allCases.first(where: { $0.opening == scalar }) else { return nil }
        self = bracket
    }

    /// The bracket `scalar` closes, if any.
    init?(closing scalar: Unicode.Scalar) {
        guard let bracket = Self.allCases.first(where: { $0.closing == scalar }) else { return nil }
        self = bracket
    }
}
