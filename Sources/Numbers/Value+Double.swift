import GMPBridge

extension Value {
    /// The value as the nearest `double` (round to nearest, ties to even, as IEEE 754 does);
    /// beyond the `double` range it is ±infinity, below it ±0.
    package var doubleValue: Double {
        switch self {
        case .exact(let value):
            // One rounding only: integers are copied with all their bits, fractions rounded once to 53 bits.
            let precision = value.isInteger ? max(53, value.bitLength + 2) : 53
            // A named local, kept alive across the C call: a temporary would be freed as soon as
            // its pointer is read.
            let copy = Real.exactCopy(of: value, precision: precision)
            return withExtendedLifetime(copy) { mpfr_get_d(copy.pointer, MPFR_RNDN) }
        case .piMultiple(let q):
            let product = Real.exactCopy(of: q, precision: 128)
            let pi = Real.exactCopy(of: .zero, precision: 128)
            mpfr_const_pi(pi.pointer, MPFR_RNDN)
            return withExtendedLifetime((product, pi)) {
                mpfr_mul(product.pointer, product.pointer, pi.pointer, MPFR_RNDN)
                return mpfr_get_d(product.pointer, MPFR_RNDN)
            }
        case .approximate(let real):
            return mpfr_get_d(real.pointer, MPFR_RNDN)
        }
    }
}
