#!/usr/bin/env python3
"""Independent reference for the scientific functions (issue 15): rounding (floor ceil trunc frac
sgn round), integers (gcd lcm ncr npr), min/max, hyperbolic functions and their inverses, sec csc
asec acsc acot, atan2 and hypot. Exact results from fractions.Fraction and math (gcd, comb, perm),
irrational ones from mpmath at 70 digits, confirmed at 110; the table has the differential
test's columns (mode, angle, expression, expected display, exactness), so DifferentialTests
replays it the same way.

Usage (from the package root): python3 Tests/Reference/generate_functions.py [--output PATH]
Deterministic: the same run writes byte-identical output.
"""
import argparse
import math
import os
import random
import sys
from fractions import Fraction

import mpmath
from mpmath import mp, mpf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generate_differential import Avoid, display_exact, display_approx, layout, SIG_DIGITS  # noqa: E402

SEED = 20261124
OUTPUT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "functions.tsv"))


class Domain(Exception):
    pass


def text(q):
    """A Fraction as the calculator reads it: an integer, a terminating decimal, or a quotient."""
    if q.denominator == 1:
        return str(q.numerator)
    d = q.denominator
    while d % 2 == 0:
        d //= 2
    while d % 5 == 0:
        d //= 5
    if d == 1:
        # A terminating decimal: numerator · 10^k / denominator is an integer.
        k = 0
        while (q * 10 ** k).denominator != 1:
            k += 1
        n = q.numerator * 10 ** k // q.denominator
        sign = "-" if n < 0 else ""
        digits = str(abs(n)).rjust(k + 1, "0")
        return sign + digits[:-k] + "." + digits[-k:]
    return f"({q.numerator}/{q.denominator})"


def arg(q):
    s = text(q)
    return f"({s})" if s.startswith("-") else s


def rounded(q, mode):
    if mode == "floor":
        return Fraction(math.floor(q))
    if mode == "ceil":
        return Fraction(math.ceil(q))
    if mode == "trunc":
        return Fraction(math.trunc(q))
    # half away from zero
    a = abs(q)
    r = math.floor(a + Fraction(1, 2))
    return Fraction(-r if q < 0 else r)


def hyper(name, x):
    v = mpf(x.numerator) / x.denominator
    if name == "acosh" and x < 1:
        raise Domain
    if name == "atanh" and abs(x) >= 1:
        raise Domain
    exact = {("sinh", 0): 0, ("tanh", 0): 0, ("asinh", 0): 0, ("atanh", 0): 0, ("cosh", 0): 1, ("acosh", 1): 0}
    if (name, x) in exact:
        return Fraction(exact[(name, x)])
    return getattr(mpmath, name)(v)


def to_unit(v, angle):
    return v * 180 / mpmath.pi if angle == "deg" else v


def trig_more(name, x, angle):
    v = mpf(x.numerator) / x.denominator
    if name in ("sec", "csc"):
        r = mpmath.radians(v) if angle == "deg" else v
        f = mpmath.cos(r) if name == "sec" else mpmath.sin(r)
        if abs(f) < mpf(10) ** -60:
            raise Domain
        return 1 / f
    if name in ("asec", "acsc"):
        if x == 0 or abs(x) < 1:
            raise Domain
        inner = 1 / v
        return to_unit(mpmath.acos(inner) if name == "asec" else mpmath.asin(inner), angle)
    if name == "acot":
        return to_unit(mpmath.pi / 2 if x == 0 else mpmath.atan(1 / v), angle)
    raise ValueError(name)


def atan2(y, x, angle):
    if x == 0 and y == 0:
        raise Domain
    return to_unit(mpmath.atan2(mpf(y.numerator) / y.denominator, mpf(x.numerator) / x.denominator), angle)


def display_far(v):
    """An mpf of any exponent (10^456573, 10^-437) as the calculator shows it: 16 significant
    digits, half away from zero, from mpmath's own log10 and scaling (no Fraction of the value's
    size); a value too near a rounding tie is left out."""
    neg = v < 0
    a = -v if neg else v
    e = int(mpmath.floor(mpmath.log10(a)))
    scaled = a / mpmath.power(10, e - SIG_DIGITS + 1)   # about 10^15 .. 10^16
    if scaled < 10 ** (SIG_DIGITS - 1):
        e -= 1
        scaled *= 10
    whole = int(mpmath.floor(scaled))
    fraction = scaled - whole
    if abs(fraction - mpf(1) / 2) < mpf(10) ** -30:
        raise Avoid("near rounding tie")
    if fraction >= mpf(1) / 2:
        whole += 1
    if whole == 10 ** SIG_DIGITS:
        whole //= 10
        e += 1
    return layout(neg, str(whole).rstrip("0"), e)


class Far:
    """An mpf whose exact form would pass the calculator's digit limit: shown by display_far."""

    def __init__(self, value):
        self.value = value


def shown(value):
    """(display, exactness) for a Fraction (exact) or an mpf (checked at a second precision)."""
    if isinstance(value, Far):
        return display_far(value.value), "approx"
    if isinstance(value, Fraction):
        return display_exact(value), "exact"
    # A rational value in disguise (45° and the like) is exact in the engine too.
    guess = Fraction(int(mpmath.nint(value * 1_000_000)), 1_000_000)
    if abs(value - mpf(guess.numerator) / guess.denominator) < mpf(10) ** -60:
        return display_exact(guess), "exact"
    return display_approx(value), "approx"


def row_adder(out):
    """A function that appends to `out` the row of an expression whose value `compute` gives:
    its display and exactness, `!domain` for a domain error; nothing when the value is too near
    a rounding tie to be checked."""
    def add(mode, angle, expression, compute):
        try:
            value = compute()
            display, exactness = shown(value)
        except Domain:
            display, exactness = "!domain", "-"
        except Avoid:
            return
        out.append((mode, angle, expression, display, exactness))
    return add


def cases():
    rng = random.Random(SEED)
    values = [Fraction(n, d) for n, d in [(0, 1), (1, 1), (-1, 1), (2, 1), (-2, 1), (5, 2), (-5, 2), (7, 2), (-7, 2),
                                          (3, 4), (-3, 4), (1, 3), (-2, 3), (27, 10), (-27, 10), (123456789, 100),
                                          (1, 10), (99, 100), (-999, 1000), (10, 1), (17, 1), (-45, 1), (360, 1), (1, 2), (-1, 2)]]
    values += [Fraction(rng.randint(-10 ** 6, 10 ** 6), rng.choice([1, 2, 4, 5, 8, 10, 100, 1000, 3, 7])) for _ in range(40)]
    out = []
    add = row_adder(out)

    for x in values:
        for name in ("floor", "ceil", "trunc"):
            add("algebraic", "rad", f"{name}({text(x)})", lambda x=x, name=name: rounded(x, name))
        add("algebraic", "rad", f"round({text(x)})", lambda x=x: rounded(x, "round"))
        add("algebraic", "rad", f"frac({text(x)})", lambda x=x: x - rounded(x, "trunc"))
        add("algebraic", "rad", f"sgn({text(x)})", lambda x=x: Fraction((x > 0) - (x < 0)))
        for places in (0, 1, 2, 3, -1, -2):
            add("algebraic", "rad", f"round({text(x)}; {places})",
                lambda x=x, p=places: rounded(x * Fraction(10) ** p, "round") / Fraction(10) ** p)
        for name in ("sinh", "cosh", "tanh", "asinh", "acosh", "atanh"):
            if abs(x) <= 50:
                add("algebraic", "rad", f"{name}({text(x)})", lambda x=x, name=name: hyper(name, x))
        for angle in ("rad", "deg"):
            for name in ("sec", "csc", "asec", "acsc", "acot"):
                if abs(x) <= 10 ** 4:
                    add("algebraic", angle, f"{name}({text(x)})", lambda x=x, name=name, angle=angle: trig_more(name, x, angle))
    # Irrational arguments: rounding of π, e and √2 multiples, and their signs.
    for expression, value in [("floor(pi)", 3), ("ceil(pi)", 4), ("round(e)", 3), ("trunc(-pi)", -3), ("floor(-sqrt(2))", -2),
                              ("floor(sqrt(2) × 10^20)", 141421356237309504880), ("sgn(ln(2) - 0.6931)", 1),
                              ("round(pi; 4)", Fraction(31416, 10000)), ("round(e; 10)", Fraction(27182818285, 10 ** 10)),
                              ("sgn(sin(pi))", 0), ("ceil(ln(10))", 3)]:
        add("algebraic", "rad", expression, lambda value=value: Fraction(value))
    add("algebraic", "rad", "frac(pi)", lambda: mpmath.pi - 3)
    # Integers.
    for _ in range(60):
        a, b, c = (rng.randint(-10 ** 6, 10 ** 6) for _ in range(3))
        add("algebraic", "rad", f"gcd({a}; {b})", lambda a=a, b=b: Fraction(math.gcd(a, b)))
        add("algebraic", "rad", f"gcd({a}; {b}; {c})", lambda a=a, b=b, c=c: Fraction(math.gcd(a, b, c)))
        add("algebraic", "rad", f"lcm({a}; {b})", lambda a=a, b=b: Fraction(math.lcm(a, b)))
        n, k = rng.randint(0, 200), rng.randint(0, 60)
        add("algebraic", "rad", f"ncr({n}; {k})", lambda n=n, k=k: Fraction(math.comb(n, k)))
        add("algebraic", "rad", f"npr({n}; {k})", lambda n=n, k=k: Fraction(math.perm(n, k)))
    for expression, result in [("gcd(0; 0)", 0), ("gcd(12; 18)", 6), ("lcm(4; 6; 10)", 60), ("lcm(0; 5)", 0), ("ncr(3; 5)", 0),
                               ("ncr(5; 2)", 10), ("npr(5; 5)", 120), ("ncr(0; 0)", 1), ("ncr(1000; 500) - ncr(1000; 500)", 0)]:
        add("algebraic", "rad", expression, lambda result=result: Fraction(result))
    for expression in ["gcd(1.5; 3)", "lcm(2; 0.5)", "ncr(-1; 2)", "ncr(5; -1)", "npr(2.5; 1)", "ncr(5; 0.5)"]:
        add("algebraic", "rad", expression, lambda: (_ for _ in ()).throw(Domain()))
    # The double factorial n!! = n·(n−2)·…, 0!! = (−1)!! = 1; other values are a domain error.
    for n in list(range(-1, 40)) + [rng.randint(40, 400) for _ in range(10)]:
        add("algebraic", "rad", f"{arg(Fraction(n))}!!", lambda n=n: Fraction(math.prod(range(n, 0, -2))))
    for expression in ["(-2)!!", "(-3)!!", "2.5!!", "(1/2)!!"]:
        add("algebraic", "rad", expression, lambda: (_ for _ in ()).throw(Domain()))
    add("algebraic", "rad", "5!!!", lambda: Fraction(math.factorial(15)))
    add("algebraic", "rad", "round(2.5) + floor(-2.5) + gcd(12; 18) + ncr(5; 2) + 5!!", lambda: Fraction(31))
    # Input as people write it: superscript powers, ∛ ∜, |x|, and the degree sign in either unit.
    sup = str.maketrans("0123456789-+", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺")
    for base, power in [(2, 3), (10, -3), (3, 2), (-2, 2), (Fraction(1, 2), 3), (7, 0), (2, 10), (5, -1)]:
        add("algebraic", "rad", f"{arg(Fraction(base))}{str(power).translate(sup)}", lambda b=base, p=power: Fraction(b) ** p)
    add("algebraic", "rad", "-2²", lambda: Fraction(-4))
    for x in [8, 27, -64, 2, 10, Fraction(1, 8)]:
        add("algebraic", "rad", f"∛{arg(Fraction(x))}",
            lambda x=Fraction(x): (lambda r: r if r is not None else mpmath.cbrt(mpf(x.numerator) / x.denominator))(
                next((Fraction(n, d) * (1 if x > 0 else -1) for n in range(0, 100) for d in range(1, 10)
                      if Fraction(n, d) ** 3 == abs(x)), None)))
    for x in [16, 81, 2, Fraction(1, 16)]:
        add("algebraic", "rad", f"∜{arg(Fraction(x))}",
            lambda x=Fraction(x): (lambda r: r if r is not None else mpmath.root(mpf(x.numerator) / x.denominator, 4))(
                next((Fraction(n, d) for n in range(0, 100) for d in range(1, 10) if Fraction(n, d) ** 4 == x), None)))
    add("algebraic", "rad", "∜(-16)", lambda: (_ for _ in ()).throw(Domain()))
    for x in values[:20]:
        add("algebraic", "rad", f"|{text(x)}|", lambda x=x: abs(x))
    add("algebraic", "rad", "||-2| - 5| + |2 - 7| × 2", lambda: Fraction(13))
    add("algebraic", "rad", "2³ + ∛8 + |-3|", lambda: Fraction(13))
    for degrees in [30, 45, 60, 90, 1, 10, 120, -30]:
        for angle in ("rad", "deg"):
            add("algebraic", angle, f"sin({arg(Fraction(degrees))}°)",
                lambda d=degrees: {30: Fraction(1, 2), 90: Fraction(1), -30: Fraction(-1, 2)}.get(d, None) or mpmath.sin(mpmath.radians(d)))
            add("algebraic", angle, f"cos({arg(Fraction(degrees))}°)",
                lambda d=degrees: {60: Fraction(1, 2), 90: Fraction(0), 120: Fraction(-1, 2)}.get(d, None) if d in (60, 90, 120)
                else mpmath.cos(mpmath.radians(d)))
    add("algebraic", "rad", "90°", lambda: mpmath.pi / 2)
    add("algebraic", "deg", "90°", lambda: Fraction(90))
    # min, max, atan2, hypot.
    for _ in range(60):
        xs = [Fraction(rng.randint(-1000, 1000), rng.choice([1, 2, 4, 10, 3])) for _ in range(rng.randint(2, 4))]
        joined = "; ".join(text(x) for x in xs)
        add("algebraic", "rad", f"min({joined})", lambda xs=xs: min(xs))
        add("algebraic", "rad", f"max({joined})", lambda xs=xs: max(xs))
        y, x = xs[0], xs[1]
        for angle in ("rad", "deg"):
            add("algebraic", angle, f"atan2({text(y)}; {text(x)})", lambda y=y, x=x, angle=angle: atan2(y, x, angle))
        add("algebraic", "rad", f"hypot({text(y)}; {text(x)})",
            lambda y=y, x=x: (lambda s: Fraction(math.isqrt(s.numerator), math.isqrt(s.denominator))
                              if math.isqrt(s.numerator) ** 2 == s.numerator and math.isqrt(s.denominator) ** 2 == s.denominator
                              else mpmath.sqrt(mpf(s.numerator) / s.denominator))(y * y + x * x))
    add("algebraic", "rad", "max(pi; 3)", lambda: mpmath.pi)
    add("algebraic", "rad", "min(sqrt(2); 1.4143)", lambda: mpmath.sqrt(2))
    add("algebraic", "rad", "hypot(3; 4)", lambda: Fraction(5))
    add("algebraic", "rad", "atan2(0; 0)", lambda: (_ for _ in ()).throw(Domain()))
    add("algebraic", "deg", "atan2(1; -1)", lambda: Fraction(135))
    # Exact when it fits, correctly rounded when it does not (item 7): results whose exact form
    # passes the 100,000-digit limit, computed by mpmath and marked inexact.
    def sin_far():
        with mpmath.workprec(mp.prec + 30_100):   # 2^30000 + 0.5 needs all its bits
            return +mpmath.sin(mpmath.mpf(2) ** 30000 + mpf(1) / 2)

    def q(text):
        return mpf(Fraction(text).numerator) / Fraction(text).denominator

    far = [
        ("1.0001^30000", lambda: mpmath.power(q("1.0001"), 30000)),
        ("1.01^100000", lambda: mpmath.power(q("1.01"), 100000)),
        ("0.99^100000", lambda: mpmath.power(q("0.99"), 100000)),
        ("1.0001^(-30000)", lambda: mpmath.power(q("1.0001"), -30000)),
        ("(-1.0001)^30001", lambda: -mpmath.power(q("1.0001"), 30001)),
        ("1.0001^100000.5", lambda: mpmath.power(q("1.0001"), q("100000.5"))),
        ("100000!", lambda: mpmath.factorial(100000)),
        ("123456!", lambda: mpmath.factorial(123456)),
        ("2^1000000", lambda: mpmath.power(2, 1000000)),
        ("3^-300000", lambda: mpmath.power(3, -300000)),
        ("(2/3)^400000", lambda: mpmath.power(mpf(2) / 3, 400000)),
        ("10^200000 + 1", lambda: mpmath.power(10, 200000) + 1),
        ("ncr(1000000; 500000)", lambda: mpmath.binomial(1000000, 500000)),
        ("npr(200000; 100000)", lambda: mpmath.factorial(200000) / mpmath.factorial(100000)),
        ("200001!!", lambda: mpmath.fac2(200001)),
        ("200000!!", lambda: mpmath.fac2(200000)),
        ("9^9^9", lambda: mpmath.power(9, 9 ** 9)),
        ("1.0000000000000000001^(10^20)", lambda: mpmath.power(q("1.0000000000000000001"), 10 ** 20)),
        ("2^1000000 × 3^1000000", lambda: mpmath.power(6, 1000000)),
        ("100000! / 99998!", lambda: mpmath.factorial(100000) / mpmath.factorial(99998)),
        ("exp(-1e9)", lambda: mpmath.exp(-10 ** 9)),
        ("sin(2^30000 + 0.5)", lambda: sin_far()),
    ]
    for expression, compute in far:
        add("algebraic", "rad", expression, lambda compute=compute: Far(compute()))
    # Past MPFR's exponent range, or an exact form needed: still refused.
    for expression, error in [("9^9^9^9", "resultTooLarge"), ("exp(-1e20)", "resultTooSmall"), ("(100000!)!", "resultTooLarge"),
                              ("floor(100000!)", "resultTooLarge"), ("100000! mod 7", "resultTooLarge"),
                              ("1 << 400000", "resultTooLarge"), ("lcm(2^200000; 3^150000)", "resultTooLarge")]:
        out.append(("algebraic", "rad", expression, "!" + error, "-"))
    return out


def write_table(cases, default_output, header, argv=None):
    """Writes the rows `cases()` makes at 70 digits, after checking they are the same at 110;
    `header` names the script and its sources (after "generated by: ")."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--output", default=default_output)
    arguments = parser.parse_args(argv)
    mp.dps = 70
    first = cases()
    mp.dps = 110
    second = cases()
    assert first == second, "the table differs at 70 and 110 digits"
    mp.dps = 70
    with open(arguments.output, "w", encoding="utf-8") as file:
        file.write(f"# generated by: {header}, mpmath {mpmath.__version__} at 70/110 digits); "
                   f"columns: mode, angle, expression, expected, exactness\n")
        for row in first:
            file.write("\t".join(row) + "\n")
    print(f"wrote {len(first)} cases to {arguments.output}")


def main(argv=None):
    write_table(cases, OUTPUT, f"python3 Tests/Reference/generate_functions.py (seed {SEED}, Fraction, math", argv)


if __name__ == "__main__":
    main()
