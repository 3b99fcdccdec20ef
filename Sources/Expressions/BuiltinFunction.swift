import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// The functions of the expression language.
enum BuiltinFunction: String, CaseIterable {
    case sqrt, cbrt, root, abs, exp, ln, log, log10, log2
    case sin, cos, tan, cot, sec, csc, asin, acos, atan, acot, asec, acsc, atan2, hypot
    case sinh, cosh, tanh, asinh, acosh, atanh
    case floor, ceil, trunc, frac, sgn, round
    case gcd, lcm, ncr, npr, min, max
    /// The parts, conjugate and argument of a complex number (of a real one too: `re 5 = 5`,
    /// `im 5 = 0`, `arg(−1) = π`).
    case re, im, conj, arg

    /// The least and most number of arguments: `root(x; n)`, `atan2(y; x)`, `hypot(x; y)`,
    /// `ncr(n; k)`, `npr(n; k)` take two; `log(x)` or `log(x; base)`, `round(x)` or
    /// `round(x; decimals)` one or two; `gcd`, `lcm`, `min`, `max` two or more; the others one.
    var arity: ClosedRange<Int> {
        switch self {
        case .root, .atan2, .hypot, .ncr, .npr: 2...2
        case .log, .round: 1...2
        case .gcd, .lcm, .min, .max: 2...Int.max
        default: 1...1
        }
    }

    /// The inverse function, written `⁻¹` after the name (`sin⁻¹` is `asin`): for the
    /// trigonometric and hyperbolic functions; `nil` for the others.
    var inverse: BuiltinFunction? {
        switch self {
        case .sin: .asin
        case .cos: .acos
        case .tan: .atan
        case .cot: .acot
        case .sec: .asec
        case .csc: .acsc
        case .sinh: .asinh
        case .cosh: .acosh
        case .tanh: .atanh
        default: nil
        }
    }

    /// The function a name stands for (names are matched lower-cased).
    init?(name: String) {
        self.init(rawValue: name)
    }

    /// Every function's name.
    static let names = allCases.map(\.rawValue)

    /// The names no language's function alias may take: the constants, the keywords and the
    /// root conversion words; `nil` when ICU fails to read those words.
    static var reservedNames: Set<String>? { reserved.get() }
    /// Read once (the lexer asks for every name it reads).
    private static let reserved = ReadOnce { ConversionWords.everywhere.map { Set(Constant.names + Operator.wordSpellings).union($0) } }

    /// The aliases of the functions in `table`'s languages (`tg` → `tan`); throws `outOfMemory`
    /// when ICU fails to read them.
    static func aliases(in table: FunctionNames?) throws(CalculationError) -> [String: String] {
        guard let table else { return [:] }
        guard let reserved = reservedNames, let aliases = table.aliases(of: names, reserved: reserved) else {
            throw CalculationError.outOfMemory()
        }
        return aliases
    }
}

extension CalculatorLocale {
    /// The names of the functions in this locale's languages: the English ones and the language's
    /// own (`tg`, `ctg` in Polish), sorted; for help texts and completion. Throws `outOfMemory`
    /// when ICU fails to read the language's names.
    public func functionNames() throws(CalculationError) -> [String] {
        (BuiltinFunction.names + (try BuiltinFunction.aliases(in: functionNameTable)).keys).sorted()
    }

    /// The names of the constants (`pi`, `π`, `e`, `ans`), the same in every language.
    public static var constantNames: [String] { Constant.names }
}

/// The named constants of the expression language.
package enum Constant: CaseIterable {
    case pi, e, answer
    /// The imaginary unit, `i` (or `j`, as electrical engineers write it).
    case imaginaryUnit

    /// How a keypad shows it: `π`, `e`, `ans`.
    package var symbol: String { self == .imaginaryUnit ? plainText : spellings.last ?? plainText }

    /// ASCII text every locale reads as it (for the text a keypad evaluates).
    package var plainText: String { spellings[0] }

    /// How the constant is written: `pi`/`π`, `e`, `ans` (the first is the one text made by the
    /// engine uses).
    var spellings: [String] {
        switch self {
        case .pi: ["pi", "\u{03C0}"]
        case .e: ["e"]
        case .answer: ["ans"]
        case .imaginaryUnit: ["i", "j"]
        }
    }

    /// Every name of a constant.
    static let names = allCases.flatMap(\.spellings)

    /// The constant a name stands for.
    init?(name: String) {
        guard let constant = Self.allCases.first(where: { $0.spellings.contains(name) }) else { return nil }
        self = constant
    }
}
