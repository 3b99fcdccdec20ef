import GMPBridge

extension Value {
    /// The value as the nearest `double` (round to nearest, ties to even, as IEEE 754 does);
    /// beyond the `double` range it is ±infinity, below it ±0. An approximate value gives the
    /// `double` nearest the middle of its bounds, computed at well over a double's precision.
    package var doubleValue: Double {
        guard let rational = representative else { return representativeReal?.midpointDouble ?? 0 }
        // One rounding only: integers are copied with all their bits, fractions rounded once to 53 bits.
        let precision = rational.isInteger ? max(53, rational.bitLength + 2) : 53
        let copy = UnsafeMutablePointer<__mpfr_struct>.allocate(capacity: 1)
        mpfr_init2(copy, mpfr_prec_t(precision))
        defer { mpfr_clear(copy); copy.deallocate() }
        rational.withMPQ { _ = mpfr_set_q(copy, $0, MPFR_RNDN) }
        return mpfr_get_d(copy, MPFR_RNDN)
    }
}
