import Foundation
import Testing

/// Variables through the command (issue 15, item 3): one-shot text of several lines, batch, JSON;
/// the REPL's `vars` and `unset` are driven through a pseudo-terminal by Tests/CLI/repl_test.py.
@Suite struct VariableCommandTests {
    typealias Outcome = CommandLineTests.Outcome
    static func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws -> Outcome {
        try CommandLineTests.run(arguments, environment: environment, input: input)
    }

    /// The issue's figure: `printf 'x = 5\nx² + 1\n' | countonme` prints 5 then 26.
    @Test func batch() throws {
        let outcome = try Self.run([], input: "x = 5\nx² + 1\n")
        #expect(outcome.output == "5\n26\n")
        #expect(outcome.status == 0)
    }

    /// Several statements in one argument, one per line, each with its output line; a failed one
    /// changes nothing and the rest go on (exit 1).
    @Test(arguments: [
        ("x = 5\nx² + 1", "5\n26\n", [Int](), 0),
        ("x := 1/3\r\n3x", "0.3333333333333333\n1\n", [], 0),
        ("x = 2\nx = 1/0\n\nx + 1", "2\n\n\n3\n", [2], 1),
        ("sin = 1\ny", "\n\n", [1, 2], 1),
    ])
    func oneShotLines(text: String, expected: String, failing: [Int], status: Int32) throws {
        let outcome = try Self.run([text])
        #expect(outcome.output == expected, "\(outcome.output)")
        let errors = outcome.error.split(separator: "\n").filter { $0.hasPrefix("countonme: line ") }
        #expect(errors.map { Int($0.split(separator: ":")[1].filter(\.isNumber)) } == failing, "\(outcome.error)")
        #expect(outcome.status == status)
    }

    @Test func jsonNamesTheVariable() throws {
        let outcome = try Self.run(["--json"], input: "x = 1/4\nx\n")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines == [
            #"{"line":1,"input":"x = 1/4","value":"0.25","formatted":"0.25","exact":true,"variable":"x"}"#,
            #"{"line":2,"input":"x","value":"0.25","formatted":"0.25","exact":true}"#,
        ])
    }

    /// In French: the messages, and a number in the locale's format assigned.
    @Test func inFrench() throws {
        let outcome = try Self.run([], environment: ["LANG": "fr_FR.UTF-8"], input: "taux = 2,5\n1 000 × taux\nen = 1\n")
        #expect(outcome.output == "2,5\n2\u{202F}500\n\n")
        #expect(outcome.error.contains("«\u{202F}en\u{202F}» ne peut pas servir de nom de variable"), "\(outcome.error)")
    }
}
