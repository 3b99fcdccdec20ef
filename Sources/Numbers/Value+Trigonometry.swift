import GMPBridge

/// The trigonometric functions, exact at the angles where the answer is rational.
///
/// An angle known as an exact multiple of π (`π/3` in radians, `60` in degrees) is reduced exactly;
/// `sin`, `cos`, `tan` and `cot` of multiples of π/6 and π/4 with rational values are returned
/// exactly, poles are domain errors. Other angles are computed on intervals (MPFI): an exact
/// angle is first reduced exactly (modulo 2π as a multiple of π, modulo 360 in degrees), and an
/// exact rational argument enters at the working precision, which the caller raises until the
/// digits are certain, so no digit is lost to a huge or nearly-π argument.
extension Value {
    /// A direct trigonometric function.
    package enum Trigonometric { case sin, cos, tan, cot }
    /// An inverse trigonometric function.
    package enum InverseTrigonometric { case asin, acos, atan }

    /// The angle as an exact multiple of π, when it is known exactly.
    private func turnsOfPi(_ unit: AngleUnit) -> Rational? {
        switch (self, unit) {
        case (.piMultiple(let q), .radians): return q
        case (.exact(let x), .radians): return x.isZero ? .zero : nil
        case (.exact(let degrees), .degrees): return try? degrees.divided(by: Rational(180))
        default: return nil
        }
    }

    /// `sin(qπ)` when it is rational, for `q` reduced into [0, 2).
    private static func exactSine(ofPiTimes q: Rational) -> Rational? {
        // Rational sines of rational multiples of π occur only at multiples of π/6 (Niven's theorem).
        guard let sixths = (q * Rational(6)).intValue else { return nil }
        switch sixths {
        case 0, 6: return .zero
        case 3: return .one
        case 9: return Rational(-1)
        case 1, 5: return Rational(numerator: 1, denominator: 2)
        case 7, 11: return Rational(numerator: -1, denominator: 2)
        default: return nil
        }
    }

    /// `tan(qπ)` (or `cot` when `cotangent`) when it is rational, for `q` reduced into [0, 1);
    /// throws at a pole.
    private static func exactTangent(ofPiTimes q: Rational, cotangent: Bool) throws(ArithmeticFailure) -> Rational? {
        guard let quarters = (q * Rational(4)).intValue else { return nil }
        switch (quarters, cotangent) {
        case (0, false), (2, true): return .zero
        case (2, false), (0, true): throw .domain
        case (1, _): return .one
        case (3, _): return Rational(-1)
        default: return nil
        }
    }

    /// `sin`, `cos`, `tan` or `cot` of the angle, in the context's angle unit.
    package static func trigonometric(_ function: Trigonometric, _ angle: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if angle.isComplex { return try complexTrigonometric(function, angle, in: context) }
        if let turns = angle.turnsOfPi(context.angleUnit) {
            let period = function == .tan || function == .cot ? Rational.one : Rational(2)
            // cos(x) = sin(x + π/2).
            let shifted = function == .cos ? turns + Rational(numerator: 1, denominator: 2) : turns
            let reduced = try context.check(try shifted.modulo(period))
            let exact: Rational?
            switch function {
            case .sin, .cos: exact = exactSine(ofPiTimes: reduced)
            case .tan, .cot: exact = try exactTangent(ofPiTimes: reduced, cotangent: function == .cot)
            }
            if let exact { return .exact(exact) }
            // The exactly reduced angle, so no precision is lost to a large multiple of π.
            let sine = function == .cos ? Trigonometric.sin : function
            return try ofRadians(sine, .multipleOfPi(reduced), in: context)
        }
        // (An exact angle in degrees was reduced exactly above, as a multiple of π.)
        return try ofRadians(function, try radians(angle, in: context), in: context)
    }

    /// An angle of the context's unit in radians (degrees times π/180, exactly as a multiple of π).
    static func radians(_ angle: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        guard context.angleUnit == .degrees else { return angle }
        return try multiply(angle, .piMultiple(Rational(numerator: 1, denominator: 180)), in: context)
    }

    /// An angle in radians in the context's unit (times 180/π in degrees: a multiple of π exactly).
    static func inAngleUnit(radians: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        guard context.angleUnit == .degrees else { return radians }
        return try divide(try multiply(radians, .exact(Rational(180)), in: context), .piMultiple(.one), in: context)
    }

    /// The function of an angle in radians, within rigorous bounds; a pole the bounds reach is
    /// undecided (more precision may tell which side the angle is on).
    private static func ofRadians(_ function: Trigonometric, _ radians: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let angle = try radians.real(in: context)
        if case .exact = radians {
            // A rational angle enters whole (an integer keeps all its bits): MPFR reduces it exactly.
        } else if angle.magnitudeExponent > angle.precision - 8 {
            // An angle known to less than a turn: an approximate one (sin(100000!)) or an exact
            // multiple of a root (sin(10^26728·√2)), both at the working precision. No digit of
            // the result is known, and MPFI would reduce the bounds by π at their full size first
            // (8 s for sin(10^26728·√2) over the precisions tried). Past the digit limit no
            // precision the engine tries would tell.
            throw angle.magnitudeExponent > context.limits.maximumBits ? .tooLarge : .undecidedAngle
        }
        return .approximate(try Real.compute(precision: context.precision, limits: context.limits) {
            switch function {
            case .sin: _ = mpfi_sin($0, angle.pointer)
            case .cos: _ = mpfi_cos($0, angle.pointer)
            case .tan: _ = mpfi_tan($0, angle.pointer)
            case .cot: _ = mpfi_cot($0, angle.pointer)
            }
        })
    }

    /// `asin`, `acos` or `atan`, returning an angle in the context's unit; exact at the arguments
    /// whose angle is a rational multiple of π (`asin(0.5) = π/6`, `atan(1) = 45°`).
    package static func inverseTrigonometric(_ function: InverseTrigonometric, _ x: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if x.isComplex { return try complexInverseTrigonometric(function, x, in: context) }
        if context.allowsComplex, function != .atan, try compare(try x.absolute(), .one, in: context) > 0 {
            return try complexInverseTrigonometric(function, x, in: context)
        }
        if case .exact(let value) = x, let turns = try exactInverse(function, value) {
            switch context.angleUnit {
            case .radians: return .multipleOfPi(turns)
            case .degrees: return .exact(turns * Rational(180))
            }
        }
        if function != .atan {
            // Defined on [−1, 1]: bounds that straddle a limit cannot decide.
            let real = try x.real(in: context)
            if real.compare(to: .one) > 0 || real.compare(to: Rational(-1)) < 0 { throw .domain }
            if real.compare(to: .one) == 0 || real.compare(to: Rational(-1)) == 0 {
                if real.compareUpperBound(to: .one) > 0 || real.compareLowerBound(to: Rational(-1)) < 0 { throw .undecided }
            }
        }
        let radians: Value
        switch function {
        case .asin: radians = try x.mapReal(in: context) { _ = mpfi_asin($0, $1) }
        case .acos: radians = try x.mapReal(in: context) { _ = mpfi_acos($0, $1) }
        case .atan: radians = try x.mapReal(in: context) { _ = mpfi_atan($0, $1) }
        }
        return try inAngleUnit(radians: radians, in: context)
    }

    /// The result as a multiple of π when the argument is one of the special values; throws
    /// outside [−1, 1] for `asin` and `acos`.
    private static func exactInverse(_ function: InverseTrigonometric, _ x: Rational) throws(ArithmeticFailure) -> Rational? {
        let half = Rational(numerator: 1, denominator: 2)
        if function != .atan && x.magnitude > .one { throw .domain }
        let asin: Rational?
        switch function {
        case .atan:
            if x.isZero { return .zero }
            return x.magnitude == .one ? Rational(numerator: x.sign, denominator: 4) : nil
        case .asin, .acos:
            if x.isZero { asin = .zero }
            else if x.magnitude == half { asin = Rational(numerator: x.sign, denominator: 6) }
            else if x.magnitude == .one { asin = Rational(numerator: x.sign, denominator: 2) }
            else { asin = nil }
        }
        guard let asin else { return nil }
        // acos(x) = π/2 − asin(x).
        return function == .acos ? half - asin : asin
    }
}
