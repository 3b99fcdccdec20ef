/// Why a numeric operation could not produce a value.
///
/// The numbers layer knows nothing of source text; the evaluator turns a failure into a
/// ``CalculationError`` that carries the range of the offending part of the input.
package enum ArithmeticFailure: Error, Equatable {
    /// A division, reciprocal, modulo or negative power of zero.
    case divisionByZero
    /// The function is not defined for the argument (`sqrt(-1)`, `ln(0)`, `asin(2)`, `tan(90°)`).
    case domain
    /// The result (or an operand it needs) would exceed ``NumericLimits/maximumDigits``.
    case tooLarge
    /// The result is not zero, but so small that writing it would exceed
    /// ``NumericLimits/maximumDigits`` (`exp(-1e9)`).
    case tooSmall
    /// The bounds of an approximate value are too wide to decide what is asked (its sign before a
    /// division, a logarithm or a power; which side of a pole or a domain limit it is on; the
    /// digits to show). Computing again at a higher precision may decide it; past the highest
    /// precision the engine tries, the value is too close to zero (or to that limit) to decide.
    case undecided
    /// An angle known to less than a turn at this precision (`sin(10^26728·√2)`): where it falls
    /// within a turn, and so any digit of its sine, is unknown. Computing again at a higher
    /// precision may place it; past the highest precision the engine tries, it is too large to.
    case undecidedAngle
    /// Γ asked at a precision above ``NumericContext/highestGammaPrecision`` (more than
    /// ``NumericContext/maximumGammaDigits`` digits of a factorial of a non-integer).
    case gammaTooPrecise
}
