/*
 * GMPBridge: plain C functions for the GMP and MPFR names that Swift cannot import.
 *
 * GMP's public names are macros (mpq_add is __gmpq_add) and some are function-like macros
 * (mpz_sgn, mpq_numref) that Swift does not import at all; MPFR has a few of those too
 * (mpfr_sgn, mpfr_nan_p, mpfr_get_exp). Every wrapper here is a one-line static inline function,
 * so the engine calls GMP through names that read like GMP's documentation and cost nothing.
 */
#ifndef COUNTONME_GMP_BRIDGE_H
#define COUNTONME_GMP_BRIDGE_H

#include <gmp.h>
#include <mpfr.h>
#include <mpfi.h>

/* ---- mpz: big integers ---- */
static inline void gb_mpz_init(mpz_ptr x) { mpz_init(x); }
static inline void gb_mpz_clear(mpz_ptr x) { mpz_clear(x); }
static inline void gb_mpz_set(mpz_ptr r, mpz_srcptr x) { mpz_set(r, x); }
static inline void gb_mpz_set_si(mpz_ptr r, long x) { mpz_set_si(r, x); }
static inline int gb_mpz_set_str(mpz_ptr r, const char *s, int base) { return mpz_set_str(r, s, base); }
/* Writes x in base 10 into buffer, which must hold gb_mpz_sizeinbase(x, 10) + 2 bytes. */
static inline char *gb_mpz_get_str(char *buffer, int base, mpz_srcptr x) { return mpz_get_str(buffer, base, x); }
static inline size_t gb_mpz_sizeinbase(mpz_srcptr x, int base) { return mpz_sizeinbase(x, base); }
static inline int gb_mpz_cmp(mpz_srcptr a, mpz_srcptr b) { return mpz_cmp(a, b); }
static inline int gb_mpz_cmp_si(mpz_srcptr a, long b) { return mpz_cmp_si(a, b); }
static inline void gb_mpz_abs(mpz_ptr r, mpz_srcptr x) { mpz_abs(r, x); }
static inline void gb_mpz_add(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_add(r, a, b); }
static inline void gb_mpz_add_ui(mpz_ptr r, mpz_srcptr a, unsigned long b) { mpz_add_ui(r, a, b); }
static inline void gb_mpz_mul(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_mul(r, a, b); }
static inline void gb_mpz_pow_ui(mpz_ptr r, mpz_srcptr base, unsigned long e) { mpz_pow_ui(r, base, e); }
static inline void gb_mpz_ui_pow_ui(mpz_ptr r, unsigned long base, unsigned long e) { mpz_ui_pow_ui(r, base, e); }
static inline void gb_mpz_fac_ui(mpz_ptr r, unsigned long n) { mpz_fac_ui(r, n); }
static inline void gb_mpz_2fac_ui(mpz_ptr r, unsigned long n) { mpz_2fac_ui(r, n); }
static inline void gb_mpz_bin_ui(mpz_ptr r, mpz_srcptr n, unsigned long k) { mpz_bin_ui(r, n, k); }
static inline void gb_mpz_gcd(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_gcd(r, a, b); }
static inline void gb_mpz_lcm(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_lcm(r, a, b); }
/* Returns non-zero when the root is exact. */
static inline void gb_mpz_and(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_and(r, a, b); }
static inline void gb_mpz_ior(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_ior(r, a, b); }
static inline void gb_mpz_xor(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_xor(r, a, b); }
static inline void gb_mpz_mul_2exp(mpz_ptr r, mpz_srcptr x, mp_bitcnt_t n) { mpz_mul_2exp(r, x, n); }
static inline void gb_mpz_fdiv_q_2exp(mpz_ptr r, mpz_srcptr x, mp_bitcnt_t n) { mpz_fdiv_q_2exp(r, x, n); }
static inline int gb_mpz_root(mpz_ptr r, mpz_srcptr x, unsigned long n) { return mpz_root(r, x, n); }
static inline void gb_mpz_fdiv_qr(mpz_ptr q, mpz_ptr r, mpz_srcptr n, mpz_srcptr d) { mpz_fdiv_qr(q, r, n, d); }
static inline mp_bitcnt_t gb_mpz_remove(mpz_ptr r, mpz_srcptr x, mpz_srcptr factor) { return mpz_remove(r, x, factor); }
static inline int gb_mpz_fits_slong_p(mpz_srcptr x) { return mpz_fits_slong_p(x); }
/* The number of limbs of |x| (0 for zero), and limb n of |x| (least significant first). */
static inline size_t gb_mpz_size(mpz_srcptr x) { return mpz_size(x); }
static inline mp_limb_t gb_mpz_getlimbn(mpz_srcptr x, mp_size_t n) { return mpz_getlimbn(x, n); }
static inline long gb_mpz_get_si(mpz_srcptr x) { return mpz_get_si(x); }
static inline int gb_mpz_odd_p(mpz_srcptr x) { return mpz_odd_p(x); }

/* ---- mpq: exact rationals ---- */
static inline void gb_mpq_init(mpq_ptr x) { mpq_init(x); }
static inline void gb_mpq_clear(mpq_ptr x) { mpq_clear(x); }
static inline void gb_mpq_set_si(mpq_ptr r, long n, unsigned long d) { mpq_set_si(r, n, d); }
static inline void gb_mpq_set_z(mpq_ptr r, mpz_srcptr x) { mpq_set_z(r, x); }
static inline void gb_mpq_canonicalize(mpq_ptr x) { mpq_canonicalize(x); }
static inline mpz_ptr gb_mpq_numref(mpq_ptr x) { return mpq_numref(x); }
static inline mpz_ptr gb_mpq_denref(mpq_ptr x) { return mpq_denref(x); }
static inline mpz_srcptr gb_mpq_numref_const(mpq_srcptr x) { return mpq_numref(x); }
static inline mpz_srcptr gb_mpq_denref_const(mpq_srcptr x) { return mpq_denref(x); }
static inline void gb_mpq_add(mpq_ptr r, mpq_srcptr a, mpq_srcptr b) { mpq_add(r, a, b); }
static inline void gb_mpq_sub(mpq_ptr r, mpq_srcptr a, mpq_srcptr b) { mpq_sub(r, a, b); }
static inline void gb_mpq_mul(mpq_ptr r, mpq_srcptr a, mpq_srcptr b) { mpq_mul(r, a, b); }
static inline void gb_mpq_div(mpq_ptr r, mpq_srcptr a, mpq_srcptr b) { mpq_div(r, a, b); }
static inline void gb_mpq_neg(mpq_ptr r, mpq_srcptr x) { mpq_neg(r, x); }
static inline int gb_mpq_cmp(mpq_srcptr a, mpq_srcptr b) { return mpq_cmp(a, b); }
static inline int gb_mpq_sgn(mpq_srcptr x) { return mpq_sgn(x); }
static inline int gb_mpq_equal(mpq_srcptr a, mpq_srcptr b) { return mpq_equal(a, b); }

/* ---- mpfr: correctly rounded floating point (the functions Swift cannot import by name) ---- */
static inline int gb_mpfr_sgn(mpfr_srcptr x) { return mpfr_sgn(x); }
static inline int gb_mpfr_nan_p(mpfr_srcptr x) { return mpfr_nan_p(x); }
static inline int gb_mpfr_inf_p(mpfr_srcptr x) { return mpfr_inf_p(x); }
static inline int gb_mpfr_zero_p(mpfr_srcptr x) { return mpfr_zero_p(x); }
static inline mpfr_exp_t gb_mpfr_get_exp(mpfr_srcptr x) { return mpfr_get_exp(x); }
static inline mpfr_prec_t gb_mpfr_get_prec(mpfr_srcptr x) { return mpfr_get_prec(x); }
/* Prepares the calling thread for MPFR: the widest exponent range MPFR allows (the range is per
 * thread), so tiny and huge values stay numbers instead of underflowing to 0 or overflowing to
 * infinity and the engine decides itself what is too small or too large to show; and, once per
 * thread, a thread-exit destructor that frees MPFR's per-thread caches (π, log 2, …), which MPFR
 * would otherwise keep until the process ends (a leak per thread). See GMPBridge.c. */
void gb_mpfr_use_full_exponent_range(void);

/* ---- mpfi: intervals of two MPFR floats that contain the true value ---- */
static inline mpfr_srcptr gb_mpfi_left(mpfi_srcptr x) { return &x->left; }
static inline mpfr_srcptr gb_mpfi_right(mpfi_srcptr x) { return &x->right; }
/* The interval [a, b] of two MPFR floats (exact copies, at the interval's precision rounded outward). */
static inline void gb_mpfi_interv_fr(mpfi_ptr r, mpfr_srcptr a, mpfr_srcptr b) { mpfi_interv_fr(r, a, b); }

#endif
