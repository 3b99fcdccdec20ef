import GMPBridge

/// The rest of the trigonometric family, built on `sin`, `cos` and the inverses so that their
/// exact values and angle units come with them: `sec`, `csc`, `asec`, `acsc`, `acot`, `atan2`,
/// `hypot`, and angles written in degrees.
extension Value {
    /// `sec` (1/`cos`) or `csc` (1/`sin`): undefined where the function is zero.
    package static func reciprocalTrigonometric(_ function: Trigonometric, _ angle: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let value = try trigonometric(function, angle, in: context)
        do {
            return try divide(.one, value, in: context)
        } catch .divisionByZero {
            throw .domain
        }
    }

    /// `asec(x) = acos(1/x)`, `acsc(x) = asin(1/x)` (both need |x| ≥ 1), `acot(x) = atan(1/x)`
    /// with `acot(0) = π/2` (so acot is odd, with values in (−π/2, π/2], as mpmath's).
    package static func inverseOfReciprocal(_ function: InverseTrigonometric, _ x: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if x.isComplex { return try inverseTrigonometric(function, try divide(.one, x, in: context), in: context) }
        if try x.sign() == 0 {
            guard function == .atan else { throw .domain }
            return try inverseTrigonometric(.acos, .zero, in: context)   // π/2 or 90°
        }
        return try inverseTrigonometric(function, try divide(.one, x, in: context), in: context)
    }

    /// `atan2(y; x)`: the angle of the point (x, y), in (−π, π] (or degrees); undefined at (0, 0).
    package static func angle(y: Value, x: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let halfTurn = try inverseTrigonometric(.acos, .exact(Rational(-1)), in: context)   // π or 180
        let xSign = try x.sign()
        if xSign == 0 {
            let ySign = try y.sign()
            if ySign == 0 { throw .domain }
            return try multiply(halfTurn, .exact(Rational(numerator: ySign, denominator: 2)), in: context)
        }
        let base = try inverseTrigonometric(.atan, try divide(y, x, in: context), in: context)
        if xSign > 0 { return base }
        // Left half-plane: a half turn up (y ≥ 0) or down (y < 0).
        return try y.sign() >= 0 ? add(base, halfTurn, in: context) : subtract(base, halfTurn, in: context)
    }

    /// An angle written in degrees (`30°`) in the context's angle unit: itself in degrees, times
    /// π/180 (exactly, as a multiple of π) in radians.
    package static func degrees(_ x: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        guard context.angleUnit == .radians else { return x }
        return try multiply(x, .piMultiple(Rational(numerator: 1, denominator: 180)), in: context)
    }

    /// `hypot(x; y) = √(x² + y²)`, exact where the root is.
    package static func hypotenuse(_ x: Value, _ y: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let sum = try add(try multiply(x, x, in: context), try multiply(y, y, in: context), in: context)
        return try root(sum, degree: .exact(Rational(2)), in: context)
    }
}
