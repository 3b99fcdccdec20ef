import CountOnMeMoney
import CountOnMeLocalization
import CountOnMeNumbers

/// Turns an expression's text into tokens, each with its UTF-8 byte range.
struct Lexer {
    private let scalars: [Unicode.Scalar]
    /// `offsets[i]` is the UTF-8 offset of `scalars[i]`; one extra entry holds the total length.
    /// Empty for ASCII input (most lines), where the offset of `scalars[i]` is `i`.
    private let offsets: [Int]
    private let syntax: any NumberSyntax
    private let currencies: CurrencySymbols
    private let conversionWords: ConversionWords?
    private let functionNames: FunctionNames?
    private let maximumDigits: Int
    /// Long integer literals read before, for input a program writes again and again (a keypad's).
    private let literals: LiteralCache?

    /// A lexer over `input` (whose length the caller has already bounded).
    init(_ input: String, syntax: any NumberSyntax, currencies: CurrencySymbols, conversionWords: ConversionWords? = nil,
         functionNames: FunctionNames? = nil, maximumDigits: Int, literals: LiteralCache? = nil) {
        var offsets: [Int] = []
        var input = input
        // Every character of ASCII input (most lines) is one byte, and readable: one pass over
        // the bytes to know, one to widen them, with no per-character checks.
        var scalars = input.withUTF8 { bytes -> [Unicode.Scalar] in
            var union: UInt8 = 0
            for byte in bytes { union |= byte }
            guard union < 0x80 else { return [] }
            return Array(unsafeUninitializedCapacity: bytes.count) { buffer, count in
                for index in bytes.indices { buffer.initializeElement(at: index, to: Unicode.Scalar(bytes[index])) }
                count = bytes.count
            }
        }
        if scalars.isEmpty && !input.isEmpty {
            scalars.reserveCapacity(input.utf8.count)
            offsets.reserveCapacity(input.utf8.count + 1)
            var offset = 0
            for scalar in input.unicodeScalars {
                defer { offset += UTF8.width(scalar) }
                guard let readable = Lexer.readable(scalar) else { continue }
                scalars.append(readable)
                offsets.append(offset)
            }
            offsets.append(offset)
        }
        self.scalars = scalars
        self.offsets = offsets
        self.syntax = syntax
        self.currencies = currencies
        self.conversionWords = conversionWords
        self.functionNames = functionNames
        self.literals = literals
        self.maximumDigits = maximumDigits
    }

    /// The UTF-8 offset of scalar `index` (`scalars.count`: the input's length).
    private func offset(_ index: Int) -> Int {
        offsets.isEmpty ? index : offsets[index]
    }

    private func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: offset(start), end: offset(end))
    }

    private func text(_ start: Int, _ end: Int) -> String {
        // One scalar at a time: `append(contentsOf:)` of a slice went through the runtime's
        // conformance lookup (a scan of every record) the first time a process read a name.
        var text = ""
        for index in start..<end { text.unicodeScalars.append(scalars[index]) }
        return text
    }

    /// How a character of the input is read: invisible format characters (bidi marks around
    /// Arabic signs, zero-width spaces and joiners, a byte-order mark) as nothing — `1\u{200B}2`
    /// is the 12 one sees — and full-width forms as ASCII; others as they are.
    static func readable(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar.isASCII { return scalar }   // no ASCII character is ignorable or full-width
        // Where numbers' own characters lie (no-break spaces, `×`, `÷`, Arabic and Indic digits
        // and separators, `−`, `√`, full-width forms) there is no ignorable character: answered
        // without the property lookup, some 350 instructions a character. `LexerTests` checks
        // these ranges against Unicode's data.
        for range in ignorableFree where range.contains(scalar.value) { return halfwidth(scalar) }
        return scalar.properties.isDefaultIgnorableCodePoint ? nil : halfwidth(scalar)
    }

    /// Ranges of code points with no default-ignorable one (Unicode's
    /// `Default_Ignorable_Code_Point` lies between them: U+00AD, U+034F, U+061C, U+200B–U+200F,
    /// U+202A–U+202E, U+2060–U+206F, U+3164, …).
    static let ignorableFree: [Range<UInt32>] = [
        0x0080..<0x00AD, 0x00AE..<0x034F, 0x0350..<0x061C, 0x061D..<0x115F,
        0x2010..<0x202A, 0x202F..<0x2060, 0x2070..<0x3164, 0xFF00..<0xFFA0,
    ]

    /// Whether a character separates tokens (ASCII answered without a Unicode property lookup).
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D) }
        return scalar.properties.isWhitespace
    }

    /// The ASCII character a full-width form stands for (`１２＋３` reads as `12+3`: the mapping
    /// NFKC applies to the Halfwidth and Fullwidth Forms block); other characters unchanged.
    static func halfwidth(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard (0xFF01...0xFF5E).contains(scalar.value) else { return scalar }
        return Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
    }

    /// How a character is named in a message: itself when visible, `U+XXXX` for control and
    /// other invisible characters (a raw NUL or escape in a message would garble it).
    static func visibleName(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        default:
            return String(scalar)
        }
    }

    /// Letters (any script: `π`, `sin`), `_`, and after the first character ASCII digits and
    /// combining marks too (`café` typed as `e` and a combining accent).
    static func isNameCharacter(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        if scalar.isASCII {
            let value = scalar.value | 0x20   // ASCII letters case-folded
            return (value >= 0x61 && value <= 0x7A) || scalar == "_" || (!first && scalar.value >= 0x30 && scalar.value <= 0x39)
        }
        if scalar.properties.isAlphabetic { return true }
        let category = scalar.properties.generalCategory
        return !first && (category == .nonspacingMark || category == .spacingMark)
    }

    /// Whether two letters belong to two names: `π` beside a Latin letter (`iπ` is i·π, `2πr` is
    /// 2·π·r), as a digit would be; Greek names that end in π (`εκπ`, the Greek lcm) stay whole.
    static func separatesPi(_ previous: Unicode.Scalar, _ next: Unicode.Scalar) -> Bool {
        let pi: Unicode.Scalar = "\u{03C0}"
        return (previous == pi && next.isASCII) || (next == pi && previous.isASCII)
    }

    /// The operator (from ``Operator``'s table), rounding bracket (``RoundingBracket``) or
    /// punctuation a single character stands for.
    private static func symbol(_ scalar: Unicode.Scalar) -> Token.Kind? {
        switch scalar {
        case "(": return .leftParenthesis
        case ")": return .rightParenthesis
        case ";": return .argumentSeparator
        case "|": return .bar
        default:
            if let op = Operator.forCharacter(scalar) { return .operator(op) }
            if let bracket = RoundingBracket(opening: scalar) { return .openingBracket(bracket) }
            return RoundingBracket(closing: scalar).map { .closingBracket($0) }
        }
    }

    /// Whether a character is an ASCII letter (answered without a Unicode property lookup).
    @inline(__always)
    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        let folded = scalar.value | 0x20
        return folded >= 0x61 && folded <= 0x7A
    }

    /// `ⁿ`, the superscript n of `ⁿ√x`.
    private static let superscriptN: Unicode.Scalar = "\u{207F}"

    /// Whether a root sign is at `index`.
    private func isRootSign(at index: Int) -> Bool {
        index < scalars.count && Operator.forCharacter(scalars[index]) == .squareRoot
    }

    /// Whether the last token read ends an operand, so that a superscript after it is a power
    /// (`2³√8` is 2³·√8) rather than the index of a root (`³√8`, the cube root of 8).
    private static func endsOperand(_ last: Token?) -> Bool {
        switch last?.kind {
        case .number, .identifier, .name, .rightParenthesis, .closingBracket, .currency, .bar: return true
        case .operator(let op): return op.binary == nil && !op.isPrefix
        default: return false
        }
    }

    /// The index of a root written in superscript digits before the root sign (`³√8`) where no
    /// operand ends just before: its end and value; `nil` elsewhere (a superscript power).
    private func superscriptRootIndex(at start: Int, after last: Token?) -> (end: Int, value: Int)? {
        guard !Self.endsOperand(last), let (end, value) = scriptInteger(from: start, digit: Superscript.value),
              end > start, isRootSign(at: end) else { return nil }
        return (end, value)
    }

    /// The integer written from `start` in the digits `digit` reads (superscript or subscript
    /// ones) and where it ends (`start` and 0 when there is none); `nil` past nine digits.
    private func scriptInteger(from start: Int, digit: (Unicode.Scalar) -> Int?) -> (end: Int, value: Int)? {
        var end = start, value = 0
        while end < scalars.count, let next = digit(scalars[end]) {
            guard end - start < 9 else { return nil }
            value = value * 10 + next
            end += 1
        }
        return (end, value)
    }

    /// A number written with its base in subscript (`1010₂`, `FF₁₆`, `7₈`; bases 2 to 36) at
    /// `start`: ASCII digits and letters directly followed by subscript digits. `nil` when the
    /// text at `start` is no such number, is a function's or constant's name (the `log` of
    /// `log₂ 8` takes the subscript as its base), or the subscript is a root's index (`2₃√8`); an error naming the whole number when its
    /// digits do not fit the base (`1012₂`) or the base is out of range (`5₁`).
    private func subscriptBaseLiteral(at start: Int) throws(CalculationError) -> (end: Int, value: Rational)? {
        var end = start
        while end < scalars.count, Self.isASCIILetter(scalars[end]) || ("0"..."9").contains(scalars[end]) { end += 1 }
        guard end > start, end < scalars.count, Subscript.value(scalars[end]) != nil else { return nil }
        let digits = text(start, end)
        if !("0"..."9").contains(scalars[start]), try knownIdentifier(digits.lowercased()) != nil { return nil }
        guard let (baseEnd, radix) = scriptInteger(from: end, digit: Subscript.value) else {
            throw CalculationError(code: .invalidNumber, range: range(start, end + 10),
                                   message: Message(.invalidNumber, [.text(text(start, end + 10))]))
        }
        // `2₃√8`: the subscript is the index of the root after it (2·∛8).
        if isRootSign(at: baseEnd) { return nil }
        let value: Rational?
        do {
            value = try NumberBase.integer(digits: digits, radix: radix, limits: NumericLimits(maximumDigits: maximumDigits))
        } catch {
            throw CalculationError.resultTooLarge(limit: maximumDigits, at: range(start, baseEnd))
        }
        guard let value else {
            throw CalculationError(code: .invalidNumber, range: range(start, baseEnd), message: Message(.invalidNumber, [.text(text(start, baseEnd))]))
        }
        return (baseEnd, value)
    }

    /// `value` with the vulgar fraction written right after its digits added (`1½` is 1.5): a
    /// mixed number, when the digits at `start..<end` are a whole number with no separator.
    private func mixedNumber(_ value: Rational, digitsFrom start: Int, to end: Int) -> (end: Int, value: Rational)? {
        guard end < scalars.count, !scalars[end].isASCII, let fraction = scalars[end].vulgarFraction,
              scalars[start..<end].allSatisfy({ $0.decimalDigit != nil }) else { return nil }
        return (end + 1, value + Rational(numerator: fraction.numerator, denominator: UInt(fraction.denominator)))
    }

    /// A power written in superscript (`2³`, `x²`, `10⁻³`) at `index`: the tokens of `^`, an
    /// optional sign and the exponent, all within what was typed. Returns where it ends.
    private func superscriptPower(at start: Int, into tokens: inout [Token]) throws(CalculationError) -> Int {
        var index = start
        let negative = scalars[index] == Superscript.minus
        if negative || scalars[index] == Superscript.plus { index += 1 }
        let digitsStart = index
        guard let (end, value) = scriptInteger(from: digitsStart, digit: Superscript.value) else {
            throw CalculationError.resultTooLarge(limit: maximumDigits, at: range(start, digitsStart + 10))
        }
        index = end
        let exponent = Rational(value)
        guard index > digitsStart else {
            throw CalculationError(code: .syntax, range: range(start, start + 1),
                                   message: Message(.unexpectedCharacter, [.text(Lexer.visibleName(scalars[start]))]))
        }
        tokens.append(Token(kind: .operator(.power), range: range(start, index)))
        if negative { tokens.append(Token(kind: .operator(.subtract), range: range(start, digitsStart))) }
        tokens.append(Token(kind: .number(exponent), range: range(digitsStart, index)))
        return index
    }

    /// A literal in another base at `start` (`0x1F`, `0o17`, `0b1011`: an ASCII `0`, the base's
    /// letter in either case, then letters and digits with no space), read whole: where it ends
    /// and its value. `nil` when the number at `start` (which ends at `numberEnd`) is no such
    /// literal; an error naming the whole literal when a character is no digit of its base
    /// (`0b102`, `0xFG`).
    private func baseLiteral(from start: Int, numberEnd: Int) throws(CalculationError) -> (end: Int, value: Rational)? {
        guard numberEnd == start + 1, scalars[start] == "0", numberEnd + 1 < scalars.count,
              let base = NumberBase(prefixLetter: scalars[numberEnd]) else { return nil }
        var end = numberEnd + 1
        while end < scalars.count, Self.isASCIILetter(scalars[end]) || ("0"..."9").contains(scalars[end]) {
            end += 1
        }
        guard end > numberEnd + 1 else { return nil }
        let value: Rational?
        do {
            value = try base.integer(digits: text(numberEnd + 1, end), limits: NumericLimits(maximumDigits: maximumDigits))
        } catch {
            throw CalculationError.resultTooLarge(limit: maximumDigits, at: range(start, end))
        }
        guard let value else {
            throw CalculationError(code: .invalidNumber, range: range(start, end), message: Message(.invalidNumber, [.text(text(start, end))]))
        }
        return (end, value)
    }

    /// An operator spelled with two symbols (`**`) at `index`.
    private func symbolPair(at index: Int) -> Operator? {
        guard index + 1 < scalars.count else { return nil }
        return Operator.forPair(scalars[index], scalars[index + 1])
    }

    /// What a name is: a function, constant or keyword (lower-cased), a conversion word, an ISO
    /// currency code (in any case, resolved to the upper-case one ICU lists), a currency symbol made of letters (`zł`,
    /// `kr`), or else a name: a variable's, or one the parser reports as unknown.
    private func name(_ start: Int, _ end: Int) throws(CalculationError) -> Token.Kind {
        let original = text(start, end)
        let lowered = original.lowercased()
        if let op = Operator.forWord(lowered) { return .operator(op) }
        if let identifier = try knownIdentifier(lowered) { return .identifier(identifier) }
        if let conversionWords {
            guard let converts = conversionWords.contains(lowered) else { throw CalculationError.outOfMemory() }
            if converts { return .conversion }
        }
        // ISO codes in any case (`eur`, `Usd`): people type them so, and no name clashes (functions,
        // constants and words were tried first).
        let upper = original.uppercased()
        if Currency.isCode(upper) { return .currency(upper) }
        if let resolution = currencies.resolve(original) { return try currency(resolution, original, start, end) }
        let aliases = try BuiltinFunction.aliases(in: functionNames)
        let known = BuiltinFunction.names + aliases.keys.sorted() + Constant.names + Operator.wordSpellings.sorted()
        return .name(original, suggestion: Self.nearest(to: lowered, among: known))
    }

    /// The function or constant a lower-cased name stands for, as its own name (a language's
    /// alias as its function's: `tg` → `tan`); `nil` for any other name.
    private func knownIdentifier(_ lowered: String) throws(CalculationError) -> String? {
        if BuiltinFunction(name: lowered) != nil || Constant(name: lowered) != nil { return lowered }
        return try BuiltinFunction.aliases(in: functionNames)[lowered]
    }

    /// The known name closest to an unknown `name` (`sin` for `sni`), when it is close enough to be
    /// a slip: one edit for names of three or four letters, two for longer ones (an edit is a
    /// letter added, removed, changed, or two neighbours swapped); none for one or two letters,
    /// which are a slip for too many names.
    static func nearest(to name: String, among names: [String]) -> String? {
        let typed = Array(name.unicodeScalars)
        guard typed.count > 2 else { return nil }
        let allowed = typed.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in names {
            let distance = editDistance(typed, Array(candidate.unicodeScalars))
            if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance between `a` and `b`.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// A currency symbol that is not a plain name (`€`, `$`, `US$`, `R$`) starting at `index`:
    /// tried where no number, operator or lower-case name begins, longest symbol first.
    private func currencySymbol(at index: Int) throws(CalculationError) -> (Int, Token.Kind)? {
        let first = scalars[index]
        if first.isASCII {
            let value = first.value
            let isUpper = value >= 0x41 && value <= 0x5A
            // Upper-case only when a non-letter follows soon (`US$`, `S/`); never digits, lower case or operators.
            guard isUpper || !(Self.symbol(first) != nil || first == "," || first == "." || (value >= 0x30 && value <= 0x39) || (value >= 0x61 && value <= 0x7A) || first == "_") else { return nil }
            if isUpper {
                let window = scalars[index..<min(scalars.count, index + 4)]
                guard window.contains(where: { !$0.properties.isAlphabetic && !Lexer.isSpace($0) && Self.symbol($0) == nil }) else { return nil }
            }
        } else if first.properties.isAlphabetic || Self.symbol(first) != nil {
            return nil
        }
        var best: (length: Int, symbol: String)?
        for symbol in currencies.symbols.keys {
            let symbolScalars = Array(symbol.unicodeScalars)
            guard symbolScalars.count > (best?.length ?? 0), index + symbolScalars.count <= scalars.count,
                  scalars[index..<(index + symbolScalars.count)].elementsEqual(symbolScalars) else { continue }
            // A symbol ending in a letter must not run into a name.
            let after = index + symbolScalars.count
            if let last = symbolScalars.last, last.properties.isAlphabetic, after < scalars.count, scalars[after].properties.isAlphabetic { continue }
            best = (symbolScalars.count, symbol)
        }
        guard let best, let resolution = currencies.resolve(best.symbol) else { return nil }
        let end = index + best.length
        return (end, try currency(resolution, best.symbol, index, end))
    }

    private func currency(_ resolution: CurrencySymbols.Resolution, _ symbol: String, _ start: Int, _ end: Int) throws(CalculationError) -> Token.Kind {
        switch resolution {
        case .currency(let code):
            return .currency(code)
        case .ambiguous(let codes):
            throw CalculationError(code: .ambiguousCurrency, range: range(start, end),
                                   message: Message(.ambiguousCurrency, [.text(symbol), .alternatives(codes)]))
        }
    }

    /// All tokens, ending with `.end`.
    ///
    /// The reading of numbers is decided for the expression as a whole: where one number can only
    /// be read with a decimal point (`0.5` in German) and another reads differently by the locale
    /// and by the decimal point (`1.234`), the second is refused as ambiguous, naming both
    /// readings — never a silent misread of one of them.
    func tokenize() throws(CalculationError) -> [Token] {
        var tokens: [Token] = []
        // Tokens are rarely more than the characters: one allocation, not one per doubling.
        tokens.reserveCapacity(scalars.count + 2)
        // Where the first number that reads two ways is (its texts are made only for the error).
        var firstAmbiguous: (start: Int, end: Int)?
        var hasDecimalPoint = false
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if Lexer.isSpace(scalar) {
                index += 1
            } else if syntax.beginsNumber(scalars, at: index) {
                let kept = literals?.reading(in: scalars, at: index, maximumDigits: maximumDigits)
                let (end, value) = kept.map { ($0.end, NumberReadOutcome.success($0.reading)) }
                    ?? syntax.readNumber(scalars, at: index, maximumDigits: maximumDigits)
                switch value {
                case .success(let reading):
                    if let literal = try baseLiteral(from: index, numberEnd: end) {
                        tokens.append(Token(kind: .number(literal.value), range: range(index, literal.end)))
                        index = literal.end
                        continue
                    }
                    if end < scalars.count, Subscript.value(scalars[end]) != nil || Self.isASCIILetter(scalars[end]),
                       let literal = try subscriptBaseLiteral(at: index) {
                        tokens.append(Token(kind: .number(literal.value), range: range(index, literal.end)))
                        index = literal.end
                        continue
                    }
                    let value = kept?.value ?? reading.value
                    if kept == nil, let literals, let run = LiteralCache.digitRun(in: scalars, at: index), run.upperBound == end {
                        literals.keep(scalars, run, reading: reading, value: value)
                    }
                    if let mixed = mixedNumber(value, digitsFrom: index, to: end) {
                        tokens.append(Token(kind: .number(mixed.value), range: range(index, mixed.end)))
                        index = mixed.end
                        continue
                    }
                    tokens.append(Token(kind: .number(value), range: range(index, end)))
                    switch reading.convention {
                    case .either: break
                    case .decimalPoint: hasDecimalPoint = true
                    case .ambiguous:
                        if firstAmbiguous == nil { firstAmbiguous = (index, end) }
                    }
                case .failure(.invalid(let example)):
                    let message = example.map { Message(.invalidNumberForLocale, [.text(text(index, end)), .text($0)]) }
                        ?? Message(.invalidNumber, [.text(text(index, end))])
                    throw CalculationError(code: .invalidNumber, range: range(index, end), message: message)
                case .failure(.tooLarge):
                    throw CalculationError.resultTooLarge(limit: maximumDigits, at: range(index, end))
                }
                index = end
            } else if scalar.isASCII, scalar != "=", scalar != ":", let kind = Self.symbol(scalar) {
                // An ASCII operator or parenthesis, the most common token after numbers: no
                // currency symbol or name begins with one (`currencySymbol(at:)` says so too).
                if let op = symbolPair(at: index) {
                    tokens.append(Token(kind: .operator(op), range: range(index, index + 2)))
                    index += 2
                } else {
                    tokens.append(Token(kind: kind, range: range(index, index + 1)))
                    index += 1
                }
            } else if !scalar.isASCII, let fraction = scalar.vulgarFraction {
                let value = Rational(numerator: fraction.numerator, denominator: UInt(fraction.denominator))
                tokens.append(Token(kind: .number(value), range: range(index, index + 1)))
                index += 1
            } else if scalar == Self.superscriptN, isRootSign(at: index + 1) {
                // `ⁿ√x`: the root of index n, the variable.
                tokens.append(Token(kind: .rootIndex(.variable("n")), range: range(index, index + 1)))
                index += 1
            } else if let (end, kind) = try currencySymbol(at: index) {
                tokens.append(Token(kind: kind, range: range(index, end)))
                index = end
            } else if Self.isNameCharacter(scalar, first: true) {
                if scalar.isASCII, let literal = try subscriptBaseLiteral(at: index) {
                    tokens.append(Token(kind: .number(literal.value), range: range(index, literal.end)))
                    index = literal.end
                    continue
                }
                var end = index + 1
                while end < scalars.count, Self.isNameCharacter(scalars[end], first: false),
                      !Self.separatesPi(scalars[end - 1], scalars[end]) { end += 1 }
                tokens.append(Token(kind: try name(index, end), range: range(index, end)))
                index = end
            } else if scalar == "=" || (scalar == ":" && index + 1 < scalars.count && scalars[index + 1] == "=") {
                let end = scalar == "=" ? index + 1 : index + 2
                tokens.append(Token(kind: .assignment, range: range(index, end)))
                index = end
            } else if let op = symbolPair(at: index) {
                tokens.append(Token(kind: .operator(op), range: range(index, index + 2)))
                index += 2
            } else if scalar == ",", syntax.commaSeparatesArguments {
                tokens.append(Token(kind: .argumentSeparator, range: range(index, index + 1)))
                index += 1
            } else if Superscript.beginsPower(scalar) {
                if let (end, value) = superscriptRootIndex(at: index, after: tokens.last) {
                    tokens.append(Token(kind: .rootIndex(.number(Rational(value))), range: range(index, end)))
                    index = end
                } else {
                    index = try superscriptPower(at: index, into: &tokens)
                }
            } else if Subscript.value(scalar) != nil {
                guard let (end, value) = scriptInteger(from: index, digit: Subscript.value) else {
                    throw CalculationError.resultTooLarge(limit: maximumDigits, at: range(index, index + 10))
                }
                let kind: Token.Kind = isRootSign(at: end) ? .rootIndex(.number(Rational(value))) : .subscriptNumber(Rational(value))
                tokens.append(Token(kind: kind, range: range(index, end)))
                index = end
            } else if let kind = Self.symbol(scalar) {
                tokens.append(Token(kind: kind, range: range(index, index + 1)))
                index += 1
            } else {
                throw CalculationError(code: .syntax, range: range(index, index + 1),
                                       message: Message(.unexpectedCharacter, [.text(Lexer.visibleName(scalar))]))
            }
        }
        if hasDecimalPoint, let (start, end) = firstAmbiguous,
           case .success(let reading) = syntax.readNumber(scalars, at: start, maximumDigits: maximumDigits).value,
           case .ambiguous(let localeReading, let decimalPointReading) = reading.convention {
            throw CalculationError(code: .ambiguousNumber, range: range(start, end),
                                   message: Message(.ambiguousNumber, [.text(text(start, end)), .text(localeReading), .text(decimalPointReading)]))
        }
        let end = offset(scalars.count)
        tokens.append(Token(kind: .end, range: SourceRange(start: end, end: end)))
        return tokens
    }
}
