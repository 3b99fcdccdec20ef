import CountOnMeLocalization
import CountOnMeNumbers

/// The operators of the expression language: one table of how each is written (in input, on
/// keypads and in the text a keypad evaluates) and how it binds. The lexer, the parser and the
/// keypad read it; nothing else spells an operator.
package enum Operator: CaseIterable, Sendable {
    case add, subtract, multiply, divide, modulo, power
    /// Postfix `!`.
    case factorial
    /// Postfix `!!`, the double factorial (`5!! = 5·3·1`).
    case doubleFactorial
    /// Postfix `%`.
    case percent
    /// Prefix `√`.
    case squareRoot
    /// Prefix `∛` and `∜`: the cube and fourth roots.
    case cubeRoot, fourthRoot
    /// Postfix `°`: an angle in degrees, whatever the angle unit (`sin(30°) = 0.5` in radians too).
    case degree
    /// Minutes and seconds of arc after degrees (`12°30′15″`, also typed `12°30'15"`): sixtieths
    /// and three-thousand-six-hundredths of a degree.
    case arcMinute, arcSecond
    /// The bitwise operators of integers, written as words: `and`, `or`, `xor`.
    case bitwiseAnd, bitwiseOr, bitwiseXor
    /// `<<` and `>>`: an integer shifted by a number of bits.
    case shiftLeft, shiftRight

    /// How the operator is shown: on keypads, in the keypad's display (`−`, `×`, `÷`).
    package var symbol: String {
        switch self {
        case .add: "+"
        case .subtract: "\u{2212}"
        case .multiply: "\u{00D7}"
        case .divide: "\u{00F7}"
        case .modulo: "mod"
        case .power: "^"
        case .factorial: "!"
        case .doubleFactorial: "!!"
        case .percent: "%"
        case .squareRoot: "\u{221A}"
        case .cubeRoot: "\u{221B}"
        case .fourthRoot: "\u{221C}"
        case .degree: "\u{00B0}"
        case .arcMinute: "\u{2032}"
        case .arcSecond: "\u{2033}"
        case .bitwiseAnd: "and"
        case .bitwiseOr: "or"
        case .bitwiseXor: "xor"
        case .shiftLeft: "<<"
        case .shiftRight: ">>"
        }
    }

    /// Every spelling that stands for it in input (`-` and `−`; `*`, `×`, `·`; `^` and `**`;
    /// `mod`, `and`, `or`, `xor`, read case-insensitively as names).
    package var spellings: [String] {
        switch self {
        case .add: ["+"]
        case .subtract: ["-", "\u{2212}"]
        case .multiply: ["*", "\u{00D7}", "\u{00B7}"]
        case .divide: ["/", "\u{00F7}"]
        case .modulo: ["mod"]
        case .power: ["^", "**"]
        case .factorial: ["!"]
        case .doubleFactorial: ["!!"]
        case .percent: ["%"]
        case .squareRoot: ["\u{221A}"]
        case .cubeRoot: ["\u{221B}"]
        case .fourthRoot: ["\u{221C}"]
        case .degree: ["\u{00B0}"]
        case .arcMinute: ["\u{2032}", "'"]
        case .arcSecond: ["\u{2033}", "\""]
        case .bitwiseAnd: ["and"]
        case .bitwiseOr: ["or"]
        case .bitwiseXor: ["xor"]
        case .shiftLeft: ["<<"]
        case .shiftRight: [">>"]
        }
    }

    /// ASCII text that every locale reads as this operator (for the text a keypad evaluates).
    package var plainText: String { spellings[0] }

    /// Whether it may also stand before an operand (`+2`, `−2`, `√2`).
    var isPrefix: Bool { self == .add || self == .subtract || isRoot }

    /// Whether it is a prefix root (`√`, `∛`, `∜`), which may begin an implicit factor (`2√3`).
    var isRoot: Bool { self == .squareRoot || self == .cubeRoot || self == .fourthRoot }

    /// The binary operation, for the infix operators.
    var binary: SyntaxTree.BinaryOperator? {
        switch self {
        case .add: .add
        case .subtract: .subtract
        case .multiply: .multiply
        case .divide: .divide
        case .modulo: .modulo
        case .power: .power
        case .bitwiseAnd: .bitwiseAnd
        case .bitwiseOr: .bitwiseOr
        case .bitwiseXor: .bitwiseXor
        case .shiftLeft: .shiftLeft
        case .shiftRight: .shiftRight
        case .factorial, .doubleFactorial, .percent, .squareRoot, .cubeRoot, .fourthRoot, .degree, .arcMinute, .arcSecond: nil
        }
    }

    /// How tightly an infix operator binds in algebraic mode (immediate mode gives them all the
    /// same), loosest first, as in Python and C: `or`, `xor`, `and`, shifts, sums, products (with
    /// implicit multiplication), powers. So `1 << 2 + 1` is 8 and `0xF0 or 0x0F and 0xFF` is 0xFF.
    package enum Precedence: Comparable, CaseIterable {
        case bitwiseOr, bitwiseXor, bitwiseAnd, shift, sum, product, power

        /// The next tighter level (itself for the tightest).
        var tighter: Precedence {
            let all = Self.allCases
            guard let index = all.firstIndex(of: self), index + 1 < all.count else { return self }
            return all[index + 1]
        }
    }

    package var precedence: Precedence? {
        switch self {
        case .add, .subtract: .sum
        case .multiply, .divide, .modulo: .product
        case .power: .power
        case .shiftLeft, .shiftRight: .shift
        case .bitwiseAnd: .bitwiseAnd
        case .bitwiseXor: .bitwiseXor
        case .bitwiseOr: .bitwiseOr
        case .factorial, .doubleFactorial, .percent, .squareRoot, .cubeRoot, .fourthRoot, .degree, .arcMinute, .arcSecond: nil
        }
    }

    /// The operator a single character stands for, if any (ASCII from a flat table: this is on
    /// the lexer's path for every character).
    static func forCharacter(_ scalar: Unicode.Scalar) -> Operator? {
        if scalar.isASCII { return asciiCharacters[Int(scalar.value)] }
        for (character, op) in otherCharacters where character == scalar { return op }
        return nil
    }

    /// The operator spelled by the two characters `first` and `second` (`**`), if any.
    static func forPair(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Operator? {
        for (spelling, op) in pairs where spelling.0 == first && spelling.1 == second { return op }
        return nil
    }

    /// The operator written as the word `name` (lower-cased): `mod`, `and`, `or`, `xor`.
    package static func forWord(_ name: String) -> Operator? {
        for (word, op) in words where word == name { return op }
        return nil
    }

    /// Every operator written as a word (`mod`, `and`, `or`, `xor`).
    static var wordSpellings: [String] { words.map(\.0) }

    /// The operators whose spelling is two symbols (`**`, `<<`, `>>`).
    private static let pairs: [((Unicode.Scalar, Unicode.Scalar), Operator)] = allCases.flatMap { op in
        op.spellings.compactMap { spelling -> ((Unicode.Scalar, Unicode.Scalar), Operator)? in
            let scalars = Array(spelling.unicodeScalars)
            guard scalars.count == 2, !scalars.contains(where: { $0.properties.isAlphabetic }) else { return nil }
            return ((scalars[0], scalars[1]), op)
        }
    }

    /// The operators spelled by one character: ASCII ones by code, the others (`×`, `÷`, `−`,
    /// `√`, a dozen) in a list searched in order. Arrays, not a dictionary: the first dictionary
    /// a process makes has the Swift runtime look up its key's `Hashable` conformance by
    /// scanning every conformance record (640,000 instructions, a third of `countonme 1+1`).
    private static let singleCharacters: [(Unicode.Scalar, Operator)] = allCases.flatMap { op in
        op.spellings.compactMap { spelling in spelling.unicodeScalars.count == 1 ? spelling.unicodeScalars.first.map { ($0, op) } : nil }
    }

    private static let asciiCharacters: [Operator?] = (0..<128).map { code in
        singleCharacters.first { $0.0.value == code }?.1
    }

    private static let otherCharacters = singleCharacters.filter { !$0.0.isASCII }

    /// The operators written as words, in a list as the characters are (see `singleCharacters`).
    private static let words: [(String, Operator)] = allCases.flatMap { op in
        op.spellings.filter { $0.unicodeScalars.allSatisfy { $0.properties.isAlphabetic } }.map { ($0, op) }
    }
}
