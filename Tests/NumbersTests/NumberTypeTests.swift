import Testing
@testable import CountOnMeNumbers
import CountOnMeTestSupport

/// The number types alone: reading plain decimals, exact arithmetic, rounding and the digits a
/// value is shown with. Expected values by hand (or Python's `fractions`, noted where used).
@Suite struct NumberTypeTests {
    static let context = NumericContext(displayDigits: 16, limits: .standard, angleUnit: .radians)

    @Test(arguments: [
        ("0", "0"), ("-0", "0"), ("12", "12"), ("+12", "12"), ("0.5", "1/2"), (".5", "1/2"), ("5.", "5"), ("-2.50", "-5/2"),
        ("1e3", "1000"), ("1.5E-3", "3/2000"), ("123456789012345678901234567890", "123456789012345678901234567890"),
        ("0.000000000000000000001", "1/1000000000000000000000"),
        // Up to 18 digits with trailing zeros, scaled past a machine word (Python's fractions).
        ("1200e30", "1200000000000000000000000000000000"), ("-1200e-30", "-3/2500000000000000000000000000"),
        ("25e19", "250000000000000000000"), ("-123456789012345678e20", "-12345678901234567800000000000000000000"),
        ("990000e-25", "99/1000000000000000000000"), ("10e-19", "1/1000000000000000000"),
    ])
    func plainDecimalsAreReadExactly(text: String, expected: String) throws {
        #expect(try Rational.parsePlainDecimal(text, maximumDigits: 100_000).description == expected)
    }

    @Test(arguments: ["", ".", "-", "1..2", "1.2.3", "1e", "1e+", "e5", "1 2", "0x10", "١٢"])
    func malformedPlainDecimalsAreRefused(text: String) {
        #expect(throws: Rational.PlainDecimalFailure.malformed) { try Rational.parsePlainDecimal(text, maximumDigits: 100_000) }
    }

    /// Equal values hash alike however they were made; big values that differ only in their
    /// highest limb hash apart (a calculator's memory keys computations by the numbers in them:
    /// 2^200 + 1 and 2^200 + 2^195 + 1 have the same sizes and lowest limb).
    @Test func bigValuesHashByTheirEndsAndTheirSizes() throws {
        let read = { (text: String) throws -> Rational in try Rational.parsePlainDecimal(text, maximumDigits: 100_000) }
        let a = try read("1606938044258990275541962092341162602522202993782792835301377")   // 2^200 + 1
        let b = try read("1657154858142083721652648407726823933851021837338505111404545")   // 2^200 + 2^195 + 1
        let product = try read("1606938044258990275541962092341162602522202993782792835301376") + Rational(1)
        #expect(a == product && a.hashValue == product.hashValue)
        #expect(a != b && a.hashValue != b.hashValue)
        let third = try read("1E-60").divided(by: Rational(3)), other = try read("2E-60").divided(by: Rational(6))
        #expect(third == other && third.hashValue == other.hashValue)
    }

    @Test func digitsBeyondTheLimitAreRefusedBeforeTheyAreBuilt() {
        #expect(throws: Rational.PlainDecimalFailure.tooLarge) { try Rational.parsePlainDecimal("1e1000000000000", maximumDigits: 100) }
        #expect(throws: Rational.PlainDecimalFailure.tooLarge) { try Rational.parsePlainDecimal("1e-101", maximumDigits: 100) }
        #expect(DecimalExponent.appending(9, to: DecimalExponent.saturation) == DecimalExponent.saturation)
        #expect(DecimalExponent.sum(-DecimalExponent.saturation, -5) == -DecimalExponent.saturation)
    }

    /// The digits of a plain decimal, read without its value as a fraction (what formatting
    /// needs), are the exact value's digits: by hand, and against the fraction's own expansion
    /// (GMP) for the same texts, refusals included.
    @Test(arguments: [
        ("0", false, "", 0), ("-0", false, "", 0), ("000.000", false, "", 0), ("12", false, "12", 1), ("+12.50", false, "125", 1),
        ("-0.00100", true, "1", -3), ("1e3", false, "1", 3), ("1.5E-7", false, "15", -7), ("100", false, "1", 2),
        ("999999999999999999", false, "999999999999999999", 17), ("1000000000000000000", false, "1", 18),
        ("-1234567890123456789.5", true, "12345678901234567895", 18), (".5", false, "5", -1), ("5.", false, "5", 0),
    ])
    func plainDecimalDigitsAreTheValuesDigits(text: String, negative: Bool, digits: String, exponent: Int) throws {
        let decimal = try DecimalNumber.parsePlainDecimal(text, maximumDigits: 100_000)
        #expect(decimal == DecimalNumber(isNegative: negative, digits: Array(digits.utf8), exponent: exponent))
        let fromValue = try Rational.parsePlainDecimal(text, maximumDigits: 100_000).exactDecimal(maximumSignificantDigits: Int.max)
        #expect(decimal == fromValue)
    }

    @Test func plainDecimalDigitsAreRefusedAsTheValueIs() {
        var random = SeededGenerator()
        let pieces = ["0", "7", "00", "123456789", "999999999999999999", ".", "-", "+", "e", "E", "e-", "9", "1e99", "5E-3", " "]
        for _ in 0..<3000 {
            let text = (0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let limit = [3, 20, 100_000][Int(random.next() % 3)]
            let digits = Result { () throws(Rational.PlainDecimalFailure) in try DecimalNumber.parsePlainDecimal(text, maximumDigits: limit) }
            let value = Result { () throws(Rational.PlainDecimalFailure) in try Rational.parsePlainDecimal(text, maximumDigits: limit) }
            switch (digits, value) {
            case (.success(let decimal), .success(let rational)):
                #expect(decimal == rational.exactDecimal(maximumSignificantDigits: Int.max), "\(text)")
            case (.failure(let refusal), .failure(let other)):
                #expect(refusal == other, "\(text)")
            default:
                Issue.record("\(text): read as \(digits) and \(value)")
            }
        }
    }

    @Test func arithmeticIsExact() throws {
        let third = try Value.divide(.exact(.one), .exact(Rational(3)), in: Self.context)
        #expect(try Value.multiply(third, .exact(Rational(3)), in: Self.context).rational == .one)
        let tenth = try Value.divide(.exact(.one), .exact(Rational(10)), in: Self.context)
        let fifth = try Value.divide(.exact(.one), .exact(Rational(5)), in: Self.context)
        #expect(try Value.add(tenth, fifth, in: Self.context).rational?.description == "3/10")
        #expect(throws: ArithmeticFailure.divisionByZero) { try Value.divide(.exact(.one), .exact(.zero), in: Self.context) }
        // 2^100 = 1267650600228229401496703205376 (Python: 2**100).
        #expect(try Value.power(.exact(Rational(2)), .exact(Rational(100)), in: Self.context).rational?.description
                == "1267650600228229401496703205376")
    }

    /// Half-even rounding to a currency's decimals (banks' rounding), exact at any size.
    @Test(arguments: [
        ("1/200", 2, "0"), ("3/200", 2, "1/50"), ("5/200", 2, "1/50"), ("-7/200", 2, "-1/25"), ("1/3", 2, "33/100"),
        ("2/3", 0, "1"), ("5/2", 0, "2"), ("7/2", 0, "4"), ("-5/2", 0, "-2"), ("-7/2", 0, "-4"), ("-1/2", 0, "0"),
        ("100000000000000000000000000000000000000001/200", 2, "50000000000000000000000000000000000000000/100"),
    ])
    func roundingHalfEven(value: String, places: Int, expected: String) throws {
        let parts = value.split(separator: "/").map(String.init)
        let rational = try Rational.parsePlainDecimal(parts[0], maximumDigits: 1000)
            .divided(by: try Rational.parsePlainDecimal(parts[1], maximumDigits: 1000))
        let expectedParts = expected.split(separator: "/").map(String.init)
        var wanted = try Rational.parsePlainDecimal(expectedParts[0], maximumDigits: 1000)
        if expectedParts.count == 2 { wanted = try wanted.divided(by: try Rational.parsePlainDecimal(expectedParts[1], maximumDigits: 1000)) }
        #expect(rational.roundedHalfEven(decimalPlaces: places) == wanted, "\(value) to \(places)")
    }

    /// Digits rounded to decimal places half to even, as an amount's cents are; expected values
    /// from Python's `Decimal.quantize(…, ROUND_HALF_EVEN)`.
    @Test(arguments: [
        ("0.015", 2, "0.02"), ("0.025", 2, "0.02"), ("999.995", 2, "1000"), ("0.000012345", 2, "0"), ("0.005", 2, "0"),
        ("0.005000001", 2, "0.01"), ("-2.675", 2, "-2.68"), ("1.25", 1, "1.2"), ("1.35", 1, "1.4"), ("9.5", 0, "10"),
        ("8.5", 0, "8"), ("123000", 2, "123000"),
        ("1414213562373095048801688724209.698078569671875376948073", 2, "1414213562373095048801688724209.7"),
        ("0.099999", 2, "0.1"), ("0.0049999999", 2, "0"), ("0.0005", 2, "0"), ("0.009", 2, "0.01"), ("-0.0051", 2, "-0.01"),
        ("999999999999999999999999999999999999.5", 0, "1000000000000000000000000000000000000"),
    ])
    func digitsRoundedHalfEven(value: String, places: Int, expected: String) throws {
        let number = try DecimalNumber.parsePlainDecimal(value, maximumDigits: 1000)
        let wanted = try DecimalNumber.parsePlainDecimal(expected, maximumDigits: 1000)
        #expect(number.roundedHalfEven(decimalPlaces: places) == wanted, "\(value) to \(places)")
    }

    @Test(arguments: [
        ("1/3", 5, "0.33333", "3.3333E-1"), ("2/3", 3, "0.667", "6.67E-1"), ("-1/8", 16, "-0.125", "-1.25E-1"),
        ("1234500", 3, "1230000", "1.23E6"), ("995/1000", 2, "1", "1E0"),
    ])
    func roundingToSignificantDigits(value: String, digits: Int, positional: String, scientific: String) throws {
        let parts = value.split(separator: "/").map(String.init)
        var rational = try Rational.parsePlainDecimal(parts[0], maximumDigits: 1000)
        if parts.count == 2 { rational = try rational.divided(by: try Rational.parsePlainDecimal(parts[1], maximumDigits: 1000)) }
        let rounded = rational.rounded(significantDigits: digits)
        #expect(rounded.positionalString == positional)
        #expect(rounded.scientificString == scientific)
    }

    @Test func decimalNumbersKeepTheirShape() {
        let number = DecimalNumber(isNegative: true, digits: Array("0012300".utf8), exponent: 4)
        #expect(number.digits == Array("123".utf8))
        #expect(number.exponent == 2)
        #expect(number.positionalString == "-123")
        #expect(DecimalNumber(isNegative: true, digits: Array("000".utf8), exponent: 3) == .zero)
        #expect(DecimalNumber(isNegative: false, digits: Array("15".utf8), exponent: -9).scientificString == "1.5E-9")
    }
}

/// The size bound that sends a complex power too large to be exact straight to bounded
/// arithmetic (`Value.exactPowerExceedsLimit`): it never refuses a power that fits, and it
/// catches most of those far past the limit, for Gaussian rationals and for parts with a root
/// (`a√3 + bi`). Exact sizes from Python's `fractions` (`Tests/Fixtures/complex-powers.tsv`,
/// `Tests/Reference/generate_complex_powers.py`).
@Suite struct ComplexPowerBoundTests {
    @Test func theBoundRefusesOnlyPowersThatCannotFit() throws {
        let text = try String(contentsOfFile: fixturePath("complex-powers.tsv"), encoding: .utf8)
        func fraction(_ text: Substring) throws -> Rational {
            let parts = text.split(separator: "/")
            let numerator = try Rational.parsePlainDecimal(parts[0], maximumDigits: 100)
            guard parts.count == 2 else { return numerator }
            return try numerator.divided(by: try Rational.parsePlainDecimal(parts[1], maximumDigits: 100))
        }
        func part(_ coefficient: Substring, root: Substring) throws -> Value {
            let q = try fraction(coefficient), m = Int(root)!
            return m == 1 ? .exact(q) : .surd(q, m)
        }
        // Per kind (Gaussian, with a root): cases, far past the limit, caught among those.
        var cases = [0, 0], farPast = [0, 0], caught = [0, 0]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            let limits = NumericLimits(maximumDigits: Int(fields[3])!)
            let z = Value.complex(try part(fields[0], root: fields[6]), try part(fields[1], root: fields[7]))
            let kind = fields[6] == "1" && fields[7] == "1" ? 0 : 1
            let needed = Int(fields[4])!, fits = fields[5] == "yes"
            let exceeds = Value.exactPowerExceedsLimit(z, UInt(fields[2])!, limits)
            cases[kind] += 1
            #expect(!(exceeds && fits), "\(line): refused, but the exact power fits")
            if needed > 4 * limits.maximumBits {
                farPast[kind] += 1
                if exceeds { caught[kind] += 1 }
            }
        }
        #expect(cases[0] > 1_000 && cases[1] > 800)
        for kind in 0..<2 {
            #expect(farPast[kind] > 100 && caught[kind] * 4 >= farPast[kind] * 3,
                    "kind \(kind): caught \(caught[kind]) of \(farPast[kind]) powers past 4× the limit")
        }
    }

    /// A negative power is the power of the inverse, judged by its own size: z = (4√5 − 31i)/1041
    /// is 1/(4√5 + 31i), so z^−5 = 15420820√5 + 5788351i (24 bits; Python's `fractions`) fits a
    /// limit of 7 digits (24 bits), which z^5 (51 bits) passes: it stays exact.
    @Test func aNegativePowerIsJudgedByItsOwnSize() throws {
        let context = NumericContext(displayDigits: 16, limits: NumericLimits(maximumDigits: 7), angleUnit: .radians)
        let z = Value.complex(.surd(Rational(numerator: 4, denominator: 1041), 5), .exact(Rational(numerator: -31, denominator: 1041)))
        let power = try Value.complexIntegerPower(z, -5, in: context)
        guard case .complex(.surd(let a, 5), .exact(let b)) = power else {
            Issue.record("not exact: \(power)")
            return
        }
        #expect(a == Rational(15_420_820) && b == Rational(5_788_351))
    }
}
