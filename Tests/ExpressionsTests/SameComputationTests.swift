import Foundation
import Testing
import CountOnMe
@testable import CountOnMeNumbers
@testable import CountOnMeLocalization
@testable import CountOnMeMoney
@testable import CountOnMeExpressions
import CountOnMeTestSupport

/// Computations an expression repeats, found once per tree (`firstEqualComputations`) so that
/// the precision attempts after the first compute each of them once.
@Suite struct SameComputationTests {
    static func tree(_ input: String) throws -> SyntaxTree {
        let locale = CalculatorLocale.posix
        let tokens = try Lexer(input, syntax: locale.numberSyntax, currencies: locale.currencySymbols,
                               conversionWords: locale.conversionWords, maximumDigits: 100_000).tokenize()
        let variables = ["v": Quantity(.exact(Rational(1))), "w": Quantity(.exact(Rational(2)))]
        return try Parser.parse(tokens, input: input, mode: .algebraic, maximumNesting: 200, variables: variables).expression
    }

    /// How many distinct computations an expression holds, node by node: numbers by value
    /// (`1` and `1.0`), operands in their order (`2 + 3` is not `3 + 2`), currencies by code.
    @Test(arguments: [
        ("sin(1) + sin(1.0)", 5, 3), ("0 + (ln(2)) + (ln(2)) + (ln(2))", 10, 6),
        ("(2 + 3) * (3 + 2)", 7, 5), ("v - v + w", 5, 4), ("pi * pi - e * e", 7, 5),
        ("sqrt(2)! + sqrt(2)!", 7, 4), ("10 USD + 10 EUR", 5, 4), ("atan2(1; 2) - atan2(2; 1)", 7, 5),
        ("1/3 + 2/6", 7, 7), ("((sin(1))) * sin((1))", 5, 3),
    ])
    func distinctComputationsAreCounted(input: String, nodes: Int, distinct: Int) throws {
        let tree = try Self.tree(input)
        let first = tree.firstEqualComputations()
        #expect(tree.nodes.count == nodes)
        #expect(first.indices.filter { first[$0] == $0 }.count == distinct)
    }

    /// Against the structural comparison `x − x` uses (`computesTheSame`, a walk over both
    /// subtrees): every node's first equal computes the same and comes no later, and no node
    /// before a first computes the same as it. Over the expressions of the rigorous table.
    @Test func firstEqualsAgreeWithTheStructuralComparison() throws {
        let text = try String(contentsOfFile: fixturePath("rigorous.tsv"), encoding: .utf8)
        var expressions = Set<String>()
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            if fields.count == 4 { expressions.insert(String(fields[2])) }
        }
        expressions.formUnion(["sin(1) - sin(1.0)", "(ln(2) + i) - (ln(2) + i)", "tan(tan(0.5!)) * tan(tan(0.5!)) + 0.5!"])
        var trees = 0, shared = 0
        var failures: [String] = []
        for expression in expressions.sorted() {
            guard let tree = try? Self.tree(expression) else { continue }
            trees += 1
            let first = tree.firstEqualComputations()
            for index in tree.nodes.indices {
                if first[index] != index {
                    shared += 1
                    if first[index] > index || !tree.computesTheSame(first[index], index) { failures.append("\(expression): node \(index)") }
                } else if let earlier = (0..<index).first(where: { tree.computesTheSame($0, index) }) {
                    failures.append("\(expression): node \(index) computes as \(earlier)")
                }
            }
        }
        #expect(trees >= 500)
        #expect(shared >= 100)
        #expect(failures.isEmpty, Comment(rawValue: failures.prefix(20).joined(separator: "\n")))
    }
}
