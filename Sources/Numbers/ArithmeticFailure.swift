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
}
