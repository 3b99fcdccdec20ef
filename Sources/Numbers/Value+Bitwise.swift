import GMPBridge

/// The bitwise operators of integers (GMP), on two's complement of unbounded width as `mpz_and`
/// reads a negative number (`-1` is all ones): `and`, `or`, `xor`, and the shifts `<<` (times
/// 2ⁿ) and `>>` (divided by 2ⁿ, rounded toward −∞, so `-1 >> 1 = -1`). Operands must be exact
/// integers, a shift's count non-negative; a result past the size bound is refused before GMP
/// computes it.
extension Value {
    /// The bitwise operations of two integers.
    package enum BitwiseOperation: Sendable {
        case and, or, xor
    }

    /// `a and b`, `a or b` or `a xor b`.
    package static func bitwise(_ operation: BitwiseOperation, _ a: Value, _ b: Value, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let left = try integerStorage(a), right = try integerStorage(b)
        let result = BigIntegerStorage()
        switch operation {
        case .and: gb_mpz_and(result.pointer, left.pointer, right.pointer)
        case .or: gb_mpz_ior(result.pointer, left.pointer, right.pointer)
        case .xor: gb_mpz_xor(result.pointer, left.pointer, right.pointer)
        }
        return .exact(try context.check(Rational(integer: result)))
    }

    /// `a << count` (`left`) or `a >> count`.
    package static func shift(_ a: Value, by count: Value, left: Bool, in context: NumericContext) throws(ArithmeticFailure) -> Value {
        let integer = try integerStorage(a)
        guard case .exact(let places) = count, places.isInteger, !places.isNegative else { throw .domain }
        let bits = gb_mpz_sizeinbase(integer.pointer, 2)
        let result = BigIntegerStorage()
        if left {
            // The result has the operand's bits and `count` more: refuse it before GMP makes it.
            guard gb_mpz_cmp_si(integer.pointer, 0) != 0 else { return .zero }
            guard let shift = places.intValue, shift <= context.limits.maximumBits,
                  bits + shift <= context.limits.maximumBits else { throw .tooLarge }
            gb_mpz_mul_2exp(result.pointer, integer.pointer, UInt(shift))
        } else {
            // Past the operand's bits every shift gives 0 (or −1 for a negative operand).
            let shift = min(places.intValue ?? Int.max, bits + 1)
            gb_mpz_fdiv_q_2exp(result.pointer, integer.pointer, UInt(shift))
        }
        return .exact(try context.check(Rational(integer: result)))
    }
}
