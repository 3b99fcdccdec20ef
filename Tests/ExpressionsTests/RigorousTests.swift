import Foundation
import Testing
import CountOnMe
@testable import CountOnMeExpressions
import CountOnMeNumbers
import CountOnMeTestSupport

/// Replays `Fixtures/rigorous.tsv` (issue 21): irrational results whose every shown digit must be
/// the correctly rounded digit of the true value — arguments that need precision, cancellation,
/// underflow and overflow, computed zeros — at `--digits` from 1 to 50, against mpmath at 600
/// digits (`Tests/Reference/generate_rigorous.py`), never against the engine.
@Suite struct RigorousTests {
    @Test func everyDigitShownIsRight() throws {
        let text = try String(contentsOfFile: fixturePath("rigorous.tsv"), encoding: .utf8)
        var cases = 0
        var mismatches: [String] = []
        var calculators: [Int: Calculator] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let digits = Int(fields[0]) else {
                mismatches.append("malformed line: \(line)")
                continue
            }
            let calculator: Calculator
            if let existing = calculators[digits] {
                calculator = existing
            } else {
                calculator = try Calculator(settings: settings(angle: fields[1] == "deg" ? .degrees : .radians, digits: digits))
                calculators[digits] = calculator
            }
            cases += 1
            let got: String
            do {
                got = try calculator.evaluate(fields[2], committing: false).formatted
            } catch {
                got = "!" + error.code.name
            }
            if got != fields[3] { mismatches.append("--digits \(digits) \(fields[2]): expected \(fields[3]), got \(got)") }
        }
        #expect(cases >= 5_000)
        #expect(mismatches.isEmpty, Comment(rawValue: "\(mismatches.count) mismatches:\n" + mismatches.prefix(40).joined(separator: "\n")))
    }

    /// With a factorial of a non-integer (Γ) the precision rises to 4,096 bits at most, not
    /// 16,384 (MPFR's Γ took seconds there): a cancellation within that is still decided, and an
    /// exact zero is still zero. Values from mpmath (Γ(3/2) = 0.886226925452758013649083741670…).
    @Test(arguments: [
        ("0.5!", "0.886226925452758"),
        ("(0.5! - 0.886226925452758) * 10^15", "0.01364908374167057"),
        ("0.5! - 0.5!", "0"),
        ("2 * 0.5! - sqrt(pi)", "0"),
        ("3.5! / 3.5! - 1", "0"),
    ])
    func factorialsOfNonIntegersDecideWithinTheirCeiling(expression: String, expected: String) throws {
        let calculator = try Calculator(settings: settings(angle: .radians, digits: 16))
        #expect(try calculator.evaluate(expression, committing: false).formatted == expected)
    }

    /// A power first computed at a low precision can have bounds 2^(10^17) apart ([1, 2^(10^17)]
    /// for (1 + 2^−270)^(10^89) before the base is held exactly). Writing such bounds, or
    /// comparing them with ±1, made a rational of one of them, which GMP cannot hold: it aborted
    /// the process ("overflow in mpz type"; found by fuzz_evaluate as `9-1^-10^9-1^-64!` in
    /// immediate mode). Each bound is now rounded on its own. Digits from mpmath at 200 digits.
    @Test(arguments: [
        ("(1+2^-270)^(10^89)", "9.3193E22892091"),
        ("sqrt((1+2^-270)^(10^89))", "9.6537E11446045"),
        ("1/(1-2^-270)^(10^89)", "9.3193E22892091"),
        ("(1-2^-270)^(10^89)", "1.073E-22892092"),
        ("asin((1-2^-270)^(10^89))", "1.073E-22892092"),
        ("acos((1-2^-270)^(10^89))", "1.5708"),
        ("(2^-270-1)^-64!", "1.6335E29047073"),
        // Complex: exact parts whose power would pass the limit are computed within bounds from
        // the start (Value.exactPowerExceedsLimit). mpmath at 125,000 digits:
        // 1.12652860709e-119408 + 5.73096258185e-119419i.
        ("((((((38^9-i)^41)^-5)-i)^41)^-5-i)^41", "1.1265E-119408 + 5.731E-119419i"),
        // Those whose argument is a multiple of π/4 keep their zero parts exact (a real result
        // stays real): mpmath, 3^209640 = 5.010019659E100023, 209640·ln 3 = 230313.08…,
        // −4·3^209640, 3^262050·(4 − 4i), 3^−314460·i/8 = 3.524933011E−150037i.
        ("(3^52410*i)^4", "5.01E100023"), ("floor(ln((3^52410*i)^4))", "230313"),
        ("(3^52410*(1+i))^4", "-2.004E100024"), ("(3^52410*(-1+i))^5", "1.686E125030 - 1.686E125030i"),
        ("(3^52410*(1+i))^-6", "3.5249E-150037i"),
        // With a root in both parts, a√3·(1 + i): −4·3^209642 = −1.80360707732E100025, real;
        // 3^−314463/8 = 1.30553074516E−150038, imaginary (mpmath).
        ("(3^52410*√3*(1+i))^4", "-1.8036E100025"), ("(3^52410*√3*(1-i))^-6", "-1.3055E-150038i"),
        // The same for parts with a root: (3^9.5 − i)^441 is exact (19683√3·… + …i), its fifth
        // inverse power has denominators of 20,000 digits, and their 15th power would need
        // 300,000: computed exactly until a square passed the limit, it took 0.5 s, again at each
        // precision the last step asked for (4.5 s). mpmath at 40,000 digits: −4.76100450830e−9994
        // + 1.0i, then 4.81047738096535.
        ("(((3^9.5-i)^441)^-5-i)^15", "-4.761E-9994 + 1i"), ("((((3^9.5-i)^441)^-5-i)^15)^-i", "4.8105"),
    ])
    func boundsFarApartInSizeAreWrittenWithoutMakingThemExact(expression: String, expected: String) throws {
        let calculator = try Calculator(settings: settings(angle: .radians, digits: 5))
        #expect(try calculator.evaluate(expression, committing: false).formatted == expected)
    }

    /// An angle not known exactly and larger than the working precision can place within a
    /// turn is undecided at once at each precision tried, not reduced by π at its full size
    /// first (sin(10^26728·√2) took 8 s to give the same answer); an exact one is still reduced
    /// exactly at any size, and a multiple of a root the precision can place is computed.
    /// Digits from mpmath (3,200 and 27,000 digits).
    @Test(arguments: [
        ("sin(10^3000 * sqrt(2))", "-0.6017375595743497"), ("sin(10^26728 * 1.5)", "-0.5630154506198025"),
        ("sin(10^26728 * sqrt(2))", "!undecidable"), ("tan(7737! * sqrt(8))", "!undecidable"),
        ("cos(10^30000 * e)", "!undecidable"),
    ])
    func hugeAnglesNotKnownExactlyAreUndecidedAtOnce(expression: String, expected: String) throws {
        let calculator = try Calculator(settings: settings(angle: .radians, digits: 16))
        do {
            #expect(try calculator.evaluate(expression, committing: false).formatted == expected)
        } catch {
            #expect("!" + error.code.name == expected)
            // Its message says what is unknown: where the angle falls within a turn, not a value
            // too close to zero.
            #expect(error.message.key == .undecidableAngle)
        }
    }

    /// Γ (factorials of non-integers) is computed to at most `maximumGammaDigits` digits: there,
    /// directly and by reflection, every digit is mpmath's (`Fixtures/gamma-limit.tsv`); one digit
    /// more is refused at once with its own message (at 10,000 digits MPFR's Γ took minutes),
    /// while an integer's factorial stays exact and other functions keep every digit asked. Each
    /// is computed twice by one calculator, the second time from its Γ memory, and an argument
    /// differing from the first past its 2,000th digit has its own value.
    @Test func gammaIsComputedToABoundedNumberOfDigits() throws {
        let limit = NumericContext.maximumGammaDigits
        let text = try String(contentsOfFile: fixturePath("gamma-limit.tsv"), encoding: .utf8)
        let cases = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
        #expect(cases.count == 3)
        let atLimit = try Calculator(settings: settings(angle: .radians, digits: limit))
        for fields in cases + cases {
            #expect(Int(fields[0]) == limit)
            #expect(try atLimit.evaluate(fields[1], committing: false).formatted == fields[2], "\(fields[1])")
        }
        let beyond = try Calculator(settings: settings(angle: .radians, digits: limit + 1))
        for expression in ["0.5!", "(-1.5)!", "1 + sqrt(2)!"] {
            do {
                _ = try beyond.evaluate(expression, committing: false)
                Issue.record("\(expression) was computed past the limit")
            } catch {
                #expect(error.code == .undecidable)
                #expect(error.message.key == .gammaTooPrecise)
                #expect(error.message.arguments == [.integer(limit)])
            }
        }
        // The factorial node is what the error points at.
        #expect(throws: CalculationError.self) { try beyond.evaluate("2 + 0.5!", committing: false) }
        do { _ = try beyond.evaluate("2 + 0.5!", committing: false) } catch { #expect(error.range == SourceRange(start: 4, end: 8)) }
        // 30! is exact, √2 has every digit asked (its first 20 by hand, the count of the rest).
        let many = try Calculator(settings: settings(angle: .radians, digits: 10_000))
        #expect(try many.evaluate("30!", committing: false).formatted == "265252859812191058636308480000000")
        let root = try many.evaluate("sqrt(2)", committing: false).formatted
        #expect(root.hasPrefix("1.4142135623730950488") && root.count == 10_001)
    }

    /// A logarithm near 1 is log1p of the offset from 1, taken exactly: an exact argument keeps
    /// the digits of a tiny offset that rounding it to the precision would lose (`ln(1 + 10^-90000)`
    /// was shown as 0), and bounds near 1 are never handed to MPFR's logarithm, which redoes the
    /// cancellation at twice the precision. Digits from mpmath (200,000 and 3,000 digits).
    @Test(arguments: [
        ("ln(1 + 10^-90000)", "1E-90000"), ("log(1 + 10^-90000)", "4.342944819032518E-90001"),
        ("log2(1 - 10^-90000)", "-1.442695040888963E-90000"),
        ("ln(1 + 10^-1000) * 10^1000 - 1", "-5E-1001"),
        ("ln(1 + sqrt(2) * 10^-1000)", "1.414213562373095E-1000"),
        ("log(1 + sqrt(2) * 10^-1000)", "6.141851463713754E-1001"),
        ("ln(pi/3)", "0.04611759718129048"), ("log(1 - e * 10^-30)", "-1.180534798357645E-30"),
        ("ln((1 + 10^-300)^pi) * 10^300", "3.141592653589793"),
        ("log(0.5; 2)", "-1"), ("ln(1.5)", "0.4054651081081644"), ("ln(0.5)", "-0.6931471805599453"),
    ])
    func logarithmsNearOneKeepTheDigitsOfTheirOffset(expression: String, expected: String) throws {
        let calculator = try Calculator(settings: settings(angle: .radians, digits: 16))
        #expect(try calculator.evaluate(expression, committing: false).formatted == expected)
    }

    /// The same computation taken from itself (`x − x`, what `M+` then `M−` of a shown value
    /// asks) is exactly zero at once, where the bounds of the difference always contain zero and
    /// deciding from them climbed to the precision ceiling (137 ms for one keypad key). Numbers
    /// compare by value (`1` and `1.0`); an operand that fails still fails; a different
    /// computation is still computed, its digits from mpmath.
    @Test(arguments: [
        ("0.5! - 0.5!", "0", true), ("tan(tan(tan(0.5!))) - tan(tan(tan(0.5!)))", "0", true),
        ("(ln(2) + i) - (ln(2) + i)", "0", true), ("sin(1) - sin(1.0)", "0", true),
        ("(x - x) + 1", "1", true), ("ans - ans", "0", true),
        ("ln(2) - ln(2.000000000000000000001)", "-5E-22", false),
        ("sin(1) - sin(1.0000000000000000000000000001)", "-5.403023058681397E-29", false),
        ("sqrt(-2 - ln(2)) - sqrt(-2 - ln(2))", "!domain", false),
    ])
    func theSameComputationTakenFromItselfIsExactlyZero(expression: String, expected: String, exact: Bool) throws {
        let calculator = try Calculator(settings: settings(angle: .radians, digits: 16))
        _ = try calculator.evaluate("x = ln(5)")
        _ = try calculator.evaluate("sqrt(7)")
        do {
            let result = try calculator.evaluate(expression, committing: false)
            #expect(result.formatted == expected)
            #expect(result.isExact == exact)
        } catch {
            #expect("!" + error.code.name == expected)
        }
    }
}
