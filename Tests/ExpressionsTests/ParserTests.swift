import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeMoney
@testable import CountOnMeExpressions
import CountOnMeTestSupport

/// The parser alone: the shape of the tree, written as a Lisp-like string.
@Suite struct ParserTests {
    /// The tree of `input` in prefix form; an assignment as `(= name tree)`; the variables `v`
    /// and `w` are defined.
    static func tree(_ input: String, mode: EvaluationMode = .algebraic) throws(CalculationError) -> String {
        let locale = CalculatorLocale.posix
        let tokens = try Lexer(input, syntax: locale.numberSyntax, currencies: locale.currencySymbols,
                               conversionWords: locale.conversionWords, maximumDigits: 100_000).tokenize()
        let variables = ["v": Quantity(.exact(Rational(1))), "w": Quantity(.exact(Rational(2)))]
        let statement = try Parser.parse(tokens, input: input, mode: mode, maximumNesting: 50, variables: variables)
        let tree = statement.expression
        func render(_ index: Int) -> String {
            switch tree.nodes[index].kind {
            case .number(let index): return tree.numbers[index].description
            case .constant(let constant): return "\(constant)"
            case .variable(let index): return "$" + tree.names[index]
            case .negate(let child): return "(neg \(render(child)))"
            case .squareRoot(let child): return "(√ \(render(child)))"
            case .factorial(let child): return "(! \(render(child)))"
            case .doubleFactorial(let child): return "(!! \(render(child)))"
            case .degrees(let child): return "(° \(render(child)))"
            case .percent(let child): return "(% \(render(child)))"
            case .binary(let op, let left, let right): return "(\(op) \(render(left)) \(render(right)))"
            case .call(let function, let first, let count):
                return "(\(function.rawValue)" + tree.arguments[first..<(first + count)].map { " " + render($0) }.joined() + ")"
            case .money(let child, let code): return "(\(tree.names[code]) \(render(child)))"
            case .convert(let child, let code): return "(→\(tree.names[code]) \(render(child)))"
            }
        }
        let expression = render(tree.nodes.count - 1)
        return statement.target.map { "(= \($0.name) \(expression))" } ?? expression
    }

    @Test(arguments: [
        ("1 + 2 × 3", "(add 1 (multiply 2 3))"),
        ("(1 + 2) × 3", "(multiply (add 1 2) 3)"),
        ("2 ^ 3 ^ 2", "(power 2 (power 3 2))"),
        ("2³", "(power 2 3)"), ("-2²", "(neg (power 2 2))"), ("10⁻³", "(power 10 (neg 3))"), ("2³!", "(power 2 (! 3))"),
        ("|-3| + 1", "(add (abs (neg 3)) 1)"), ("||-2| - 5|", "(abs (subtract (abs (neg 2)) 5))"), ("∛8", "(cbrt 8)"),
        ("∜16", "(root 16 4)"), ("2∛8", "(multiply 2 (cbrt 8))"), ("30°", "(° 30)"), ("sin(30°)", "(sin (° 30))"),
        ("5!!", "(!! 5)"), ("5!!!", "(! (!! 5))"), ("5! !", "(! (! 5))"), ("2^3!!", "(power 2 (!! 3))"),
        ("-2 ^ 2", "(neg (power 2 2))"),
        ("2 ^ -1", "(power 2 (neg 1))"),
        ("1 / 2π", "(multiply (divide 1 2) pi)"),   // 1/2π = π/2, as the README says
        ("2(3 + 4)", "(multiply 2 (add 3 4))"),
        ("3√2", "(multiply 3 (√ 2))"),
        ("200 + 10%", "(addPercent 200 10)"),
        ("200 - 10%", "(subtractPercent 200 10)"),
        ("50 × 10%", "(multiply 50 (% 10))"),
        ("5!%", "(% (! 5))"),
        ("7 mod 3 + 1", "(add (modulo 7 3) 1)"),
        ("log(8; 2)", "(log 8 2)"),
        ("+-+2", "(neg 2)"),
        ("x = 1 + v", "(= x (add 1 $v))"), ("x := 2w", "(= x (multiply 2 $w))"), ("v = v + 1", "(= v (add $v 1))"),
        ("v w", "(multiply $v $w)"), ("2v!", "(multiply 2 (! $v))"), ("ｗ", "$w"),
        ("100 EUR in USD", "(→USD (EUR 100))"),
    ])
    func algebraicShapes(input: String, expected: String) throws {
        #expect(try Self.tree(input) == expected, "\(input)")
    }

    @Test(arguments: [
        ("1 + 2 × 3", "(multiply (add 1 2) 3)"),
        ("2 ^ 3 ^ 2", "(power (power 2 3) 2)"),
        ("-2 ^ 2", "(power (neg 2) 2)"),
        ("1 + 2π", "(add 1 (multiply 2 pi))"),
    ])
    func immediateShapes(input: String, expected: String) throws {
        #expect(try Self.tree(input, mode: .immediate) == expected, "\(input)")
    }

    @Test(arguments: [
        ("2 3", Message(.missingOperator, [.text("3")]), 2, 3),
        ("(1 + 2", Message(.unclosedParenthesis), 0, 1),
        ("1 + 2)", Message(.unopenedParenthesis), 5, 6),
        ("()", Message(.emptyParentheses), 0, 2),
        ("2 + × 3", Message(.missingOperandAfter, [.text("+")]), 2, 3),
        ("gcd 30", Message(.functionNeedsParentheses, [.text("gcd")]), 0, 3),
        ("sin", Message(.missingOperandAfter, [.text("sin")]), 0, 3),
        ("sin 2π", Message(.functionArgumentAmbiguous, [.text("sin 2π"), .text("sin(2π)"), .text("sin(2)×π")]), 4, 7),
        ("sin 2 x", Message(.unknownIdentifier, [.text("x")]), 6, 7),
        ("2 + cos 3 (4)", Message(.functionArgumentAmbiguous, [.text("cos 3 (4)"), .text("cos(3 (4))"), .text("cos(3)×(4)")]), 8, 13),
        ("log⁻¹ 2", Message(.functionSuperscript, [.text("log⁻¹")]), 0, 8),
        ("sin⁰ 1", Message(.functionSuperscript, [.text("sin⁰")]), 0, 6),
        ("sin⁻² 1", Message(.functionSuperscript, [.text("sin⁻²")]), 0, 8),
        ("⌊3.5", Message(.unclosedBracket, [.text("⌊")]), 0, 3),
        ("[2", Message(.unclosedBracket, [.text("[")]), 0, 1),
        ("3⌋", Message(.unopenedBracket, [.text("⌋")]), 1, 4),
        ("{2}}", Message(.unopenedBracket, [.text("}")]), 3, 4),
        ("⌊3.5⌉", Message(.unexpectedToken, [.text("⌉")]), 6, 9),
        ("[]", Message(.missingOperandAfter, [.text("[")]), 0, 1),
        ("12°75'", Message(.invalidAngle, [.text("12°75'"), .integer(60)]), 0, 7),
        ("1°2′60″", Message(.invalidAngle, [.text("1°2′60″"), .integer(60)]), 0, 12),
        ("30′", Message(.unexpectedToken, [.text("′")]), 2, 5),
        ("₂", Message(.unexpectedToken, [.text("₂")]), 0, 3),
        ("ln₂ 8", Message(.unexpectedToken, [.text("₂")]), 2, 5),
        ("1012₂", Message(.invalidNumber, [.text("1012₂")]), 0, 7),
        ("5₁", Message(.invalidNumber, [.text("5₁")]), 0, 4),
        ("ⁿ√8", Message(.unknownIdentifier, [.text("ⁿ")]), 0, 3),
        ("½½", Message(.missingOperator, [.text("½")]), 2, 4),
        ("2 ½", Message(.missingOperator, [.text("½")]), 2, 4),
        ("", Message(.emptyInput), 0, 0),
        (String(repeating: "(", count: 60) + "1" + String(repeating: ")", count: 60), Message(.nestingTooDeep, [.integer(50)]), 50, 51),
    ])
    func refusals(input: String, message: Message, start: Int, end: Int) {
        do throws(CalculationError) {
            _ = try Self.tree(input)
            Issue.record("\(input) was parsed")
        } catch {
            #expect(error.message == message, "\(input)")
            #expect(error.range == SourceRange(start: start, end: end), "\(input)")
        }
    }

    /// The tokens of `input` in the POSIX locale.
    static func tokens(_ input: String) throws(CalculationError) -> [Token] {
        let locale = CalculatorLocale.posix
        return try Lexer(input, syntax: locale.numberSyntax, currencies: locale.currencySymbols,
                         conversionWords: locale.conversionWords, maximumDigits: 100_000).tokenize()
    }

    /// The bound on nesting that chooses the parser's stack, worked out by hand from its rule: a
    /// closed group takes its levels away, so a long flat calculation of groups is shallow.
    @Test(arguments: [
        ("1 - 1 - 1", 0), ("(1)", 1), ("((1))", 2), ("-(-(1))", 4), ("2^2^2", 2), ("sin sin 1", 2),
        ("sin(sin(1))", 4), ("sin(1) + sin(1) + sin(1)", 2), ("(√2) + (√3) + (√5)", 2),
        ("|1| + |1|", 5),   // a bar may open or close: each counts (and a sign may follow), until a group closes
        ("(|1| + |1|) + (1)", 6), ("2√3", 1), ("sin -1", 2), ("sin €1", 2), ("(1) + ((1) + ((1)))", 3), ("⌊(1)⌋ + ⌈1⌉", 2), ("€€1 + 2", 2),
        ("1 + 2)", 0), ("((1", 2), ("sin²€€€1", 5), ("cos⁻¹€€1", 5),
        ([String](repeating: "(sqrt((2)))", count: 200).joined(separator: " + "), 4),
    ])
    func deepestNestingOfFlatGroupsIsOneGroup(input: String, expected: Int) throws {
        let bound = Parser.deepestNesting(of: try Self.tokens(input))
        #expect(bound == expected, "\(input): \(bound)")
    }

    /// The bound is never below the nesting the parser reaches: parsed with the bound as its
    /// limit, in either mode, no input is refused as too deep. 2,000 random calculations of every
    /// form that nests (groups, calls, bars, brackets, signs, roots after a factor or not, powers,
    /// currencies, a function's name without parentheses, with an exponent: `sin²€€1`, whose
    /// levels a C thread of 128 KiB overflowed on), then 2,000 random strings of those pieces, which
    /// fail part way. Their depth is found by the parser's own limit, not by the rule under test.
    @Test func deepestNestingBoundsTheParsersDepth() throws {
        var random = SeededGenerator()
        func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
        func expression(_ depth: Int) -> String {
            (0...pick(3)).map { _ in term(depth) }.joined(separator: ["+", " - ", "×", "^", " mod ", ""][pick(6)])
        }
        func term(_ depth: Int) -> String {
            guard depth > 0 else { return ["1", "2", "π", "v"][pick(4)] }
            let inner = depth - 1
            switch pick(15) {
            case 0: return "(" + expression(inner) + ")"
            case 1: return "sin(" + expression(inner) + ")"
            case 2: return "max(1; " + expression(inner) + ")"
            case 3: return "|" + expression(inner) + "|"
            case 4: return "⌊" + expression(inner) + "⌋"
            case 5: return "-" + term(inner)
            case 6: return "√" + term(inner)
            case 7: return "2√" + term(inner)
            case 8: return term(inner) + "^" + term(inner)
            case 9: return "€" + term(inner)
            case 10: return "abs " + term(inner)
            case 11: return term(inner) + "!"
            case 12: return "log₂(" + expression(inner) + ")"
            case 13: return ["sin²", "cos⁻¹", "sin² ", "tan³"][pick(4)] + String(repeating: "€", count: pick(4)) + term(inner)
            default: return "1"
            }
        }
        let pieces = ["(", ")", "1", "2", "+", "-", "×", "^", "√", "∛", "sin", "sin(", "abs(", "max(1;", ";", "|",
                      "⌊", "⌋", "[", "]", "€", "!", "%", "°", " ", "π", "log₂(", "sin²(", "v", "2√", "sin²", "cos⁻¹"]
        var exact = 0
        for index in 0..<4_000 {
            let input = index < 2_000 ? expression(1 + pick(9))
                : (0...pick(40)).map { _ in pieces[pick(pieces.count)] }.joined()
            guard let tokens = try? Self.tokens(input) else { continue }
            let bound = Parser.deepestNesting(of: tokens)
            func refusedAsTooDeep(limit: Int, mode: EvaluationMode = .algebraic) -> Bool {
                do throws(CalculationError) {
                    _ = try Parser.parse(tokens, input: input, mode: mode, maximumNesting: limit,
                                         variables: ["v": Quantity(.exact(Rational(1)))])
                    return false
                } catch { return error.code == .nestingTooDeep }
            }
            #expect(!refusedAsTooDeep(limit: bound), "\(input): bound \(bound)")
            #expect(!refusedAsTooDeep(limit: bound, mode: .immediate), "\(input): bound \(bound) in immediate mode")
            if bound > 0 && refusedAsTooDeep(limit: bound - 1) { exact += 1 }
        }
        // Not a vacuous bound: the parser often reaches it (229 times).
        #expect(exact > 150, "\(exact)")
    }
}
