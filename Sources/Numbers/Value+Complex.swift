import GMPBridge

/// Complex numbers: `a + bi` with each part a real value, so the parts stay exact wherever the
/// real arithmetic keeps them so (Gaussian rationals, multiples of π: `(2.5 + 3i) × 2 = 5 + 6i`,
/// `i² = −1`, `e^(iπ) = −1`), and are otherwise computed within rigorous bounds from the real
/// functions' intervals: every function below is a formula in real operations, each enclosed, so
/// the digits shown are as certain as a real result's.
///
/// Branch cuts are the principal ones, as in mpmath and C99: `arg` in (−π, π], `ln z = ln|z| +
/// i·arg z`, `√z = e^(ln z / 2)` with a non-negative real part, `z^w = e^(w·ln z)`.
extension Value {
    /// `real + imaginary·i`: a real value when the imaginary part is exactly zero.
    package static func complex(_ real: Value, _ imaginary: Value) -> Value {
        if case .exact(let b) = imaginary, b.isZero { return real }
        return .complex(real: real, imaginary: imaginary)
    }

    /// The imaginary unit `i`.
    package static let imaginaryUnit = Value.complex(real: .zero, imaginary: .one)

    /// Whether the value is complex (has an imaginary part not known to be zero).
    package var isComplex: Bool {
        if case .complex = self { return true }
        return false
    }

    /// The real and imaginary parts (a real value's imaginary part is 0).
    package var parts: (real: Value, imaginary: Value) {
        if case .complex(let real, let imaginary) = self { return (real, imaginary) }
        return (self, .zero)
    }

    // MARK: Arithmetic

    /// `a + b` of complex values, part by part.
    static func complexSum(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let (x, y) = a.parts, (u, v) = b.parts
        return complex(try add(x, u, in: context), try add(y, v, in: context))
    }

    /// `(x + yi)(u + vi) = (xu − yv) + (xv + yu)i`.
    static func complexProduct(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let (x, y) = a.parts, (u, v) = b.parts
        let real = try subtract(try multiply(x, u, in: context), try multiply(y, v, in: context), in: context)
        let imaginary = try add(try multiply(x, v, in: context), try multiply(y, u, in: context), in: context)
        return complex(real, imaginary)
    }

    /// `a / b = a·conj(b) / |b|²`, or part by part when `b` is real (exact for exact parts:
    /// `(π + 2πi) / π = 1 + 2i`); fails when `b` is zero.
    static func complexQuotient(_ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if !b.isComplex {
            let (x, y) = a.parts
            return complex(try divide(x, b, in: context), try divide(y, b, in: context))
        }
        let (u, v) = b.parts
        let norm = try add(try multiply(u, u, in: context), try multiply(v, v, in: context), in: context)
        if try norm.sign() == 0 { throw .divisionByZero }
        let numerator = try complexProduct(a, complex(u, v.negated()), in: context)
        let (p, q) = numerator.parts
        return complex(try divide(p, norm, in: context), try divide(q, norm, in: context))
    }

    /// `z^n` for an integer `n`, by squaring: exact for exact parts (`(1 + i)^8 = 16`, `(√3 + i)^6 =
    /// −64`), within bounds from the start when the exact power cannot keep to the size limit.
    static func complexIntegerPower(_ z: Value, _ n: Int, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if n == 0 { return .one }
        if n < 0, let magnitude = Int(exactly: n.magnitude) {
            // z^−n = (1/z)^n, and 1/z is exact where z is: the size bound then judges the power
            // whose size matters (z = (4√5 − 31i)/1041 is 1/(4√5 + 31i), a small z^−5 beside a
            // large z^5).
            return try complexIntegerPower(try divide(.one, z, in: context), magnitude, in: context)
        }
        var result = Value.one, square = z, remaining = n.magnitude
        if exactPowerExceedsLimit(z, n.magnitude, context.limits), case .complex(let x, let y) = z {
            // A part of z^n is exactly zero only when arg z is a rational multiple of π. For a
            // Gaussian rational that is a multiple of π/4: z = b·i, whose zero part stays exact,
            // or z = a·(1 ± i), whose power a^n·(1 ± i)^n keeps its zero parts exact from the
            // small exact (1 ± i)^n; the same for z = a√m·(1 ± i). Any other z of this kind has no
            // zero part to lose, but a·(√3 + i), whose powers reach the real axis, is computed
            // within bounds here as it was when a square passed the limit.
            if let (a, rootA) = x.rootCoefficient, let (b, rootB) = y.rootCoefficient, rootA == rootB,
               !a.isZero, a == b || a == b.negated {
                let unit = complex(.one, .exact(b == a ? .one : Rational(-1)))
                return try multiply(try power(x, .exact(Rational(n)), in: context), try complexIntegerPower(unit, n, in: context), in: context)
            }
            func enclosed(_ part: Value) throws(ArithmeticFailure) -> Value {
                if case .exact(let q) = part, q.isZero { return .zero }
                return .approximate(try part.real(in: context))
            }
            square = complex(try enclosed(x), try enclosed(y))
        }
        while remaining > 0 {
            if remaining & 1 == 1 { result = try multiply(result, square, in: context) }
            remaining >>= 1
            if remaining > 0 { square = try multiply(square, square, in: context) }
        }
        return n < 0 ? try divide(.one, result, in: context) : result
    }

    /// Whether `z^n` is certain to need a part of more bits than `limits` allow, from two lower
    /// bounds, for parts that are rationals or rational multiples of one root `√m` (`z = (p₁√m +
    /// p₂i)/d`, `d` the least common denominator of the rationals). Without them the power was
    /// computed exactly until a square passed the limit, through GCDs of 100,000-digit parts:
    /// seconds for `(2E-2915 − i)^41`, and again at each precision an undecided result asked for.
    /// - Denominators, Gaussian rationals (`m = 1`): no odd prime of `d` divides both of p₁, p₂, so
    ///   in the Gaussian integers no odd prime divides `(p₁ + p₂i)^n` and `d^n` alike, and 2 at most
    ///   `2^⌊n/2⌋` times: the common denominator of `z^n` is at least `d^n / 2^(n/2)`, and the larger
    ///   of its parts' denominators at least its square root. `d` is at least each part's
    ///   denominator.
    /// - Denominators, with a root: in ℚ(√m, i) only the primes of `2m` ramify or divide the index
    ///   of ℤ[√m, i] in its ring of integers (`(√3 + i)/2` is a root of unity: all its 2s cancel).
    ///   Any other prime `p` of `d` is unramified and leaves a coefficient of `p₁√m + p₂i` not a
    ///   multiple of `p`, so one of the primes above `p` does not divide it, nor its n-th power:
    ///   `p^(n·v_p(d))` stays in the common denominator of `z^n`. So does `d′^n`, `d′` the part of `d`
    ///   coprime to `2m`, at least each part's denominator without the primes of `2m`.
    /// - Numerators: when `|z| ≥ 2^L`, a part of `z^n` is at least `2^(nL) / √2` in magnitude, and
    ///   its rational coefficient at least that over `√m`.
    package static func exactPowerExceedsLimit(_ z: Value, _ n: UInt, _ limits: NumericLimits) -> Bool {
        guard case .complex(let real, let imaginary) = z, let (x, rootX) = real.rootCoefficient,
              let (y, rootY) = imaginary.rootCoefficient, rootX == 1 || rootY == 1 || rootX == rootY,
              let n = Int(exactly: n) else { return false }
        let radicand = max(rootX, rootY), bitsX = x.partBitLengths, bitsY = y.partBitLengths
        if radicand == 1 {
            // d ≥ 2^(bits − 1): bits of the needed denominator ≥ n·(bits − 1 − ½)/2.
            let denominatorBits = max(bitsX.denominator, bitsY.denominator)
            let (fourTimesDenominatorBound, overflowD) = n.multipliedReportingOverflow(by: 2 * denominatorBits - 3)
            if overflowD || fourTimesDenominatorBound / 4 > limits.maximumBits { return true }
        } else {
            // d′ ≥ 2^(bits − 1): bits of the needed denominator ≥ n·(bits − 1)/2.
            let denominatorBits = max(x.denominatorBitLength(withoutPrimesOf: 2 * radicand),
                                      y.denominatorBitLength(withoutPrimesOf: 2 * radicand))
            let (twiceDenominatorBound, overflowD) = n.multipliedReportingOverflow(by: denominatorBits - 1)
            if overflowD || twiceDenominatorBound / 2 > limits.maximumBits { return true }
        }
        // |z| ≥ max over the parts of 2^(numerator bits − 1 − denominator bits); a coefficient of
        // √m is smaller than its part by √m < 2^(bits of m / 2).
        let magnitude = max(bitsX.numerator - 1 - bitsX.denominator, bitsY.numerator - 1 - bitsY.denominator)
        guard magnitude > 0 else { return false }
        let rootBits = radicand == 1 ? 0 : (Int.bitWidth - radicand.leadingZeroBitCount + 1) / 2
        let (numeratorBound, overflowN) = n.multipliedReportingOverflow(by: magnitude)
        return overflowN || numeratorBound - 1 - rootBits > limits.maximumBits
    }

    /// `z^w` where a complex value is involved, or a real power has no real value (`(−8)^(1/2)`):
    /// an integer power by squaring, otherwise `e^(w·ln z)`; `0^w` is 0 for `Re w > 0`.
    static func complexPower(_ z: Value, _ w: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if case .exact(let n) = w, n.isInteger, let exponent = n.intValue, exponent.magnitude <= 1 << 20 {
            return try complexIntegerPower(z, exponent, in: context)
        }
        if case .exact(let n) = w, n == Rational(numerator: 1, denominator: 2) {
            return try complexSquareRoot(z, in: context)   // exact where it can be: √(−4) = 2i
        }
        if try isZero(z) {
            if try w.parts.real.sign() > 0 { return .zero }
            throw .domain
        }
        return try complexExp(try multiply(w, try complexLogarithm(z, in: context), in: context), in: context)
    }

    /// Whether both parts are zero: false as soon as one part is known not to be (a part within
    /// bounds around zero, such as the real part of `√(−1.3i + 1)·√(−1.3i − 1) − 1.3i`, need not
    /// be decided then); undecided when neither can be told from zero.
    private static func isZero(_ z: Value) throws(ArithmeticFailure) -> Bool {
        let (x, y) = z.parts
        if let ySign = try? y.sign(), ySign != 0 { return false }
        guard try x.sign() == 0 else { return false }
        return try y.sign() == 0
    }

    // MARK: Parts

    /// `|z| = √(x² + y²)`, exact where the root is (`|3 + 4i| = 5`).
    package static func modulus(_ z: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let (x, y) = z.parts
        return try hypotenuse(x, y, in: context)
    }

    /// `arg z`, the angle of `z` in (−π, π] in the context's angle unit (`arg(−1) = π`, 180°);
    /// undefined at 0.
    package static func argument(_ z: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let (x, y) = z.parts
        if !z.isComplex || x.rational != nil { return try angle(y: y, x: x, in: context) }
        // Off the real axis, arg z = sgn(y)·π/2 − atan(x/y): continuous where x crosses zero, so
        // a real part within bounds around zero (−1.3i computed from roots) needs no sign.
        let ySign = try y.sign()
        if ySign == 0 { return try angle(y: y, x: x, in: context) }
        let quarterTurn = try inverseTrigonometric(.acos, .zero, in: context)   // π/2 or 90
        let offset = try inverseTrigonometric(.atan, try divide(x, y, in: context), in: context)
        return try subtract(ySign > 0 ? quarterTurn : quarterTurn.negated(), offset, in: context)
    }

    /// The complex conjugate `x − yi`.
    package static func conjugate(_ z: Value) -> Value {
        let (x, y) = z.parts
        return complex(x, y.negated())
    }

    // MARK: Functions

    /// `e^(x + yi) = e^x (cos y + i sin y)`, `y` in radians.
    static func complexExp(_ z: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let (x, y) = z.parts
        let radians = context.inRadians
        let scale = try exp(x, in: context)
        let cosine = try trigonometric(.cos, y, in: radians), sine = try trigonometric(.sin, y, in: radians)
        return complex(try multiply(scale, cosine, in: context), try multiply(scale, sine, in: context))
    }

    /// The principal natural logarithm `ln|z| + i·arg z` (`ln(−1) = iπ`); undefined at 0.
    static func complexLogarithm(_ z: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        if try isZero(z) { throw .domain }
        let radians = context.inRadians
        if !z.isComplex {
            // A real z: ln z, or ln(−z) + iπ, exact where the real logarithm is (ln(−1) = iπ).
            if try z.sign() > 0 { return try ln(z, in: radians) }
            return complex(try ln(z.negated(), in: radians), .piMultiple(.one))
        }
        let magnitude = try modulus(z, in: radians)
        return complex(try ln(magnitude, in: radians), try argument(z, in: radians))
    }

    /// The principal square root: `√(−4) = 2i`, `√(2i) = 1 + i`; its real part is never negative.
    static func complexSquareRoot(_ z: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let (x, y) = z.parts
        if try y.sign() == 0 {
            // A real radicand: √x, or i·√(−x) for a negative one.
            if try x.sign() >= 0 { return try root(x, degree: .exact(Rational(2)), in: context) }
            return complex(.zero, try root(x.negated(), degree: .exact(Rational(2)), in: context))
        }
        // √z = √((|z| + x)/2) + i·sgn(y)·√((|z| − x)/2).
        let magnitude = try modulus(z, in: context)
        let half = Value.exact(Rational(numerator: 1, denominator: 2))
        let two = Value.exact(Rational(2))
        let real = try root(try multiply(try add(magnitude, x, in: context), half, in: context), degree: two, in: context)
        let imaginary = try root(try multiply(try subtract(magnitude, x, in: context), half, in: context), degree: two, in: context)
        return complex(real, try y.sign() < 0 ? imaginary.negated() : imaginary)
    }

    /// `sin`, `cos`, `tan` or `cot` of a complex angle (in the context's unit):
    /// `sin(x + yi) = sin x cosh y + i cos x sinh y`, `cos(x + yi) = cos x cosh y − i sin x sinh y`.
    static func complexTrigonometric(_ function: Trigonometric, _ angle: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let radians = context.inRadians
        let (x, y) = try Value.radians(angle, in: context).parts
        let sinX = try trigonometric(.sin, x, in: radians), cosX = try trigonometric(.cos, x, in: radians)
        let coshY = try hyperbolic(.cosh, y, in: radians), sinhY = try hyperbolic(.sinh, y, in: radians)
        let sine = complex(try multiply(sinX, coshY, in: radians), try multiply(cosX, sinhY, in: radians))
        let cosine = complex(try multiply(cosX, coshY, in: radians), try multiply(sinX, sinhY, in: radians).negated())
        switch function {
        case .sin: return sine
        case .cos: return cosine
        case .tan, .cot:
            do {
                return function == .tan ? try divide(sine, cosine, in: context) : try divide(cosine, sine, in: context)
            } catch .divisionByZero {
                throw .domain
            }
        }
    }

    /// `sinh z = −i sin(iz)`, `cosh z = cos(iz)`, `tanh z = −i tan(iz)` (arguments in radians);
    /// the inverses from logarithms: `asinh z = ln(z + √(z² + 1))`,
    /// `acosh z = ln(z + √(z + 1)·√(z − 1))`, `atanh z = (ln(1 + z) − ln(1 − z))/2`.
    static func complexHyperbolic(_ function: Hyperbolic, _ z: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let radians = context.inRadians
        let i = imaginaryUnit, minusI = imaginaryUnit.negated()
        switch function {
        case .sinh: return try multiply(minusI, try complexTrigonometric(.sin, try multiply(i, z, in: radians), in: radians), in: radians)
        case .cosh: return try complexTrigonometric(.cos, try multiply(i, z, in: radians), in: radians)
        case .tanh: return try multiply(minusI, try complexTrigonometric(.tan, try multiply(i, z, in: radians), in: radians), in: radians)
        case .asinh:
            let root = try complexSquareRoot(try add(try multiply(z, z, in: radians), .one, in: radians), in: radians)
            return try complexLogarithm(try add(z, root, in: radians), in: radians)
        case .acosh:
            let product = try multiply(try complexSquareRoot(try add(z, .one, in: radians), in: radians),
                                       try complexSquareRoot(try subtract(z, .one, in: radians), in: radians), in: radians)
            return try complexLogarithm(try add(z, product, in: radians), in: radians)
        case .atanh:
            let difference = try subtract(try complexLogarithm(try add(.one, z, in: radians), in: radians),
                                          try complexLogarithm(try subtract(.one, z, in: radians), in: radians), in: radians)
            return try multiply(difference, .exact(Rational(numerator: 1, denominator: 2)), in: radians)
        }
    }

    /// `asin z = −i·ln(iz + √(1 − z²))`, `acos z = π/2 − asin z`, `atan z = (i/2)·(ln(1 − iz) −
    /// ln(1 + iz))`, as angles in the context's unit.
    static func complexInverseTrigonometric(_ function: InverseTrigonometric, _ z: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let radians = context.inRadians
        let i = imaginaryUnit
        let iz = try multiply(i, z, in: radians)
        let result: Value
        switch function {
        case .asin, .acos:
            let root = try complexSquareRoot(try subtract(.one, try multiply(z, z, in: radians), in: radians), in: radians)
            let arcsine = try multiply(i.negated(), try complexLogarithm(try add(iz, root, in: radians), in: radians), in: radians)
            result = function == .asin ? arcsine : try subtract(.piMultiple(Rational(numerator: 1, denominator: 2)), arcsine, in: radians)
        case .atan:
            let difference = try subtract(try complexLogarithm(try subtract(.one, iz, in: radians), in: radians),
                                          try complexLogarithm(try add(.one, iz, in: radians), in: radians), in: radians)
            result = try multiply(.complex(.zero, .exact(Rational(numerator: 1, denominator: 2))), difference, in: radians)
        }
        return try inAngleUnit(radians: result, in: context)
    }
}
