import GMPBridge

/// The trigonometric functions, exact at the angles where the answer is rational.
///
/// An angle known as an exact multiple of π (`π/3` in radians, `60` in degrees) is reduced exactly;
/// `sin`, `cos`, `tan` and `cot` of multiples of π/6 and π/4 with rational values are returned
/// exactly, poles are domain errors. Other angles go to MPFR, which reduces the argument with
/// `mpfr_sinpi` (multiples of π) or `mpfr_sinu` (degrees) so no precision is lost to π.
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
            let x = Value.exact(reduced)
            switch function {
            case .sin, .cos: return try x.mapReal(in: context) { mpfr_sinpi($0, $1, MPFR_RNDN) }
            case .tan: return try x.mapReal(in: context) { mpfr_tanpi($0, $1, MPFR_RNDN) }
            case .cot:
                let tangent = try x.mapReal(in: context) { mpfr_tanpi($0, $1, MPFR_RNDN) }
                return try divide(.one, tangent, in: context)
            }
        }
        let degrees = context.angleUnit == .degrees
        let result: Value
        switch function {
        case .sin: result = try angle.mapReal(in: context) { _ = degrees ? mpfr_sinu($0, $1, 360, MPFR_RNDN) : mpfr_sin($0, $1, MPFR_RNDN) }
        case .cos: result = try angle.mapReal(in: context) { _ = degrees ? mpfr_cosu($0, $1, 360, MPFR_RNDN) : mpfr_cos($0, $1, MPFR_RNDN) }
        case .tan: result = try angle.mapReal(in: context) { _ = degrees ? mpfr_tanu($0, $1, 360, MPFR_RNDN) : mpfr_tan($0, $1, MPFR_RNDN) }
        case .cot:
            let tangent = try angle.mapReal(in: context) { _ = degrees ? mpfr_tanu($0, $1, 360, MPFR_RNDN) : mpfr_tan($0, $1, MPFR_RNDN) }
            return try divide(.one, tangent, in: context)
        }
        return result
    }

    /// `asin`, `acos` or `atan`, returning an angle in the context's unit; exact at the arguments
    /// whose angle is a rational multiple of π (`asin(0.5) = π/6`, `atan(1) = 45°`).
    package static func inverseTrigonometric(_ function: InverseTrigonometric, _ x: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if case .exact(let value) = x, let turns = try exactInverse(function, value) {
            switch context.angleUnit {
            case .radians: return .multipleOfPi(turns)
            case .degrees: return .exact(turns * Rational(180))
            }
        }
        let degrees = context.angleUnit == .degrees
        switch function {
        case .asin: return try x.mapReal(in: context) { _ = degrees ? mpfr_asinu($0, $1, 360, MPFR_RNDN) : mpfr_asin($0, $1, MPFR_RNDN) }
        case .acos: return try x.mapReal(in: context) { _ = degrees ? mpfr_acosu($0, $1, 360, MPFR_RNDN) : mpfr_acos($0, $1, MPFR_RNDN) }
        case .atan: return try x.mapReal(in: context) { _ = degrees ? mpfr_atanu($0, $1, 360, MPFR_RNDN) : mpfr_atan($0, $1, MPFR_RNDN) }
        }
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
