import Foundation
import Testing

/// The `countonme` binary, run as a person or a script would.
@Suite struct CommandLineTests {
    /// The CLI built beside the test bundle.
    static let binary: URL = {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let beside = bundleDirectory.appendingPathComponent("countonme")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../.build/debug/countonme").standardized
    }()

    struct Outcome {
        let status: Int32
        let output: String
        let error: String
    }

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { a, _ in a }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       output: String(decoding: outputData, as: UTF8.self),
                       error: String(decoding: errorData, as: UTF8.self))
    }

    @Test(arguments: [
        (["2 × (3 + 4)"], "14\n"), (["0.1 + 0.2"], "0.3\n"), (["3.03 − 1.03"], "2\n"),
        (["123456789 × 987654321"], "121932631112635269\n"), (["1 + 2 × 3"], "7\n"),
        (["--mode", "immediate", "1 + 2 × 3"], "9\n"), (["--angle", "deg", "sin(30)"], "0.5\n"),
        (["2^0.5"], "1.414213562373095\n"), (["--", "-2^2"], "-4\n"), (["2", "×", "3"], "6\n"),
        (["--digits", "5", "1/3"], "0.33333\n"), (["--angle", "degrees", "tan(45)"], "1\n"),
    ])
    func printsTheResult(arguments: [String], expected: String) throws {
        let outcome = try Self.run(arguments)
        #expect(outcome.status == 0)
        #expect(outcome.output == expected)
        #expect(outcome.error.isEmpty)
    }

    @Test func divisionByZeroExitsOneAndPointsAtTheDivision() throws {
        let outcome = try Self.run(["1/0"])
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty)
        let lines = outcome.error.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first?.lowercased().contains("division by zero") == true)
        #expect(lines[1] == "  1/0")
        #expect(lines[2] == "   ^~")
    }

    @Test func caretCountsCharactersNotBytes() throws {
        let outcome = try Self.run(["2 × π ÷ 0"])
        #expect(outcome.status == 1)
        let lines = outcome.error.split(separator: "\n").map(String.init)
        #expect(lines.last == "        ^~~")
    }

    @Test(arguments: [["--digits", "0", "1"], ["--mode", "sideways", "1"], ["--angle", "grad", "1"], [], ["--bogus", "1"]])
    func badUsageExitsTwo(arguments: [String]) throws {
        let outcome = try Self.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(!outcome.error.isEmpty)
    }
}
