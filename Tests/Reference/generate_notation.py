#!/usr/bin/env python3
"""Independent reference for the notations of other calculators (issue 22): functions applied
without parentheses (`sin 30`, `2 sin 30`, `sin 30 cos 60`), powers and inverses on function
names (`sin²45`, `cos⁻¹ 0`), subscript bases and root indexes (`log₂ 8`, `1010₂`, `FF₁₆`, `₃√8`,
`³√8`), the rounding brackets `⌊x⌋ ⌈x⌉ [x] {x}`, vulgar fractions (`½`, `1¾`: their values from
Python's own Unicode database) and angles in degrees, minutes and seconds (`12°30′15″`).
Exact results from fractions.Fraction, irrational ones from mpmath at 70 digits, confirmed at
110; the columns are the differential test's (mode, angle, expression, expected display,
exactness), so DifferentialTests replays the table the same way.

Usage (from the package root): python3 Tests/Reference/generate_notation.py [--output PATH]
Deterministic: the same run writes byte-identical output.
"""
import math
import os
import random
import sys
import unicodedata
from fractions import Fraction

import mpmath
from mpmath import mp, mpf

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generate_functions import Domain, arg, rounded, row_adder, shown, text, to_unit, write_table  # noqa: E402
from generate_differential import Avoid  # noqa: E402

SEED = 20261125
OUTPUT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "notation.tsv"))
SUPERSCRIPT = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")
SUBSCRIPT = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def real(q):
    return mpf(q.numerator) / q.denominator


def function(name, x, angle):
    """The value of a one-argument function at the Fraction x (a rational value in disguise,
    such as sin 30° = 0.5, is recognized as exact by `shown`)."""
    v = real(x)
    radians = v * mpmath.pi / 180 if angle == "deg" else v
    if name in ("sin", "cos"):
        return mpmath.sin(radians) if name == "sin" else mpmath.cos(radians)
    if name == "tan":
        if angle == "deg" and x.denominator == 1 and x.numerator % 180 == 90:
            raise Domain
        return mpmath.tan(radians)
    if name in ("asin", "acos"):
        if abs(x) > 1:
            raise Domain
        return to_unit(mpmath.asin(v) if name == "asin" else mpmath.acos(v), angle)
    if name == "atan":
        return to_unit(mpmath.atan(v), angle)
    if name in ("asinh", "acosh", "atanh"):
        if (name == "acosh" and x < 1) or (name == "atanh" and abs(x) >= 1):
            raise Domain
        return getattr(mpmath, name)(v)
    if name == "ln":
        if x <= 0:
            raise Domain
        return mpmath.ln(v)
    if name == "sqrt":
        if x < 0:
            raise Domain
        return mpmath.sqrt(v)
    if name == "abs":
        return abs(x)
    raise ValueError(name)


def logarithm(x, base):
    """log of x in an integer base, exact when x is a rational power of it."""
    if x <= 0 or base <= 0 or base == 1:
        raise Domain
    for k in range(-60, 61):
        if Fraction(base) ** k == x:
            return Fraction(k)
    return mpmath.log(real(x)) / mpmath.log(base)


def root(x, n):
    if x < 0 and n % 2 == 0:
        raise Domain
    magnitude = abs(x)
    for candidate in range(0, 10 ** 4):
        if Fraction(candidate) ** n == magnitude:
            return Fraction(candidate) * (1 if x >= 0 else -1)
    value = mpmath.root(real(magnitude), n)
    return value if x >= 0 else -value


def in_base(value, base):
    digits = ""
    while True:
        value, digit = divmod(value, base)
        digits = DIGITS[digit] + digits
        if value == 0:
            return digits


def vulgar_fractions():
    """Every character Python's Unicode database decomposes as a fraction (`<fraction> 0031 2044 0032`)."""
    found = []
    for code in range(0x80, 0x10000):
        decomposition = unicodedata.decomposition(chr(code))
        if decomposition.startswith("<fraction>"):
            parts = [chr(int(part, 16)) for part in decomposition.split()[1:]]
            numerator, denominator = "".join(parts).split("\u2044")
            if not denominator:
                continue   # ⅟ is "1⁄", the start of a fraction, no value of its own
            found.append((chr(code), Fraction(int(numerator), int(denominator))))
    return found


def cases():
    rng = random.Random(SEED)
    out = []
    add = row_adder(out)

    def rational(limit=1000):
        return Fraction(rng.randint(-limit * 100, limit * 100), rng.choice([1, 2, 4, 5, 10, 100, 3, 7]))

    # Functions without parentheses: the argument is one signed operand with its power and postfix
    # operators; the function binds tighter than ×.
    names = ["sin", "cos", "tan", "ln", "sqrt", "abs"]
    for _ in range(120):
        name = rng.choice(names)
        angle = rng.choice(["rad", "deg"])
        x = Fraction(rng.choice([0, 30, 45, 60, 90, 120, 150, 180, 270, 1, 2, 7, 10, 100])) if rng.random() < 0.4 else abs(rational(100))
        y = abs(rational(50)) or Fraction(3)
        add("algebraic", angle, f"{name} {text(x)}", lambda n=name, x=x, a=angle: function(n, x, a))
        add("algebraic", angle, f"{name} -{text(x)}" if x else f"{name} {text(x)}", lambda n=name, x=x, a=angle: function(n, -x, a))
        add("algebraic", angle, f"-{name} {text(x)}", lambda n=name, x=x, a=angle: -function(n, x, a))
        add("algebraic", angle, f"2 {name} {text(x)}", lambda n=name, x=x, a=angle: 2 * function(n, x, a))
        add("algebraic", angle, f"{name} {text(x)} × {text(y)}", lambda n=name, x=x, y=y, a=angle: function(n, x, a) * y)
        add("algebraic", angle, f"{name} {text(x)} + {text(y)}", lambda n=name, x=x, y=y, a=angle: function(n, x, a) + y)
        if x.denominator == 1 and 0 <= x <= 9:
            add("algebraic", angle, f"{name} {x}^2", lambda n=name, x=x, a=angle: function(n, x * x, a))
            add("algebraic", angle, f"{name} {x}!", lambda n=name, x=x, a=angle: function(n, Fraction(math.factorial(int(x))), a))
        other = rng.choice(names)
        add("algebraic", angle, f"{name} {text(x)} {other} {text(y)}",
            lambda n=name, o=other, x=x, y=y, a=angle: function(n, x, a) * function(o, y, a))
    for angle in ("rad", "deg"):
        add("algebraic", angle, "4 ^ sin 30", lambda a=angle: Fraction(2) if a == "deg" else mpf(4) ** mpmath.sin(30))
        add("algebraic", angle, "sin 30 cos 60", lambda a=angle: function("sin", Fraction(30), a) * function("cos", Fraction(60), a))
        add("algebraic", angle, "cos 45 × 2", lambda a=angle: 2 * function("cos", Fraction(45), a))
        add("algebraic", angle, "sin 30°", lambda: Fraction(1, 2))
        add("immediate", angle, "2 + sin 30 × 2", lambda a=angle: (2 + function("sin", Fraction(30), a)) * 2)
    add("algebraic", "rad", "abs −3", lambda: Fraction(3))
    add("algebraic", "rad", "log 1000", lambda: Fraction(3))
    add("algebraic", "rad", "log 2", lambda: mpmath.log10(2))
    add("algebraic", "rad", "exp 1", lambda: mpmath.e)
    add("algebraic", "rad", "ln e", lambda: Fraction(1))
    add("algebraic", "rad", "sqrt 2 sqrt 2", lambda: Fraction(2))
    add("algebraic", "rad", "sin sin 1", lambda: mpmath.sin(mpmath.sin(1)))
    add("algebraic", "rad", "ln -1", lambda: (_ for _ in ()).throw(Domain()))

    # Powers and inverses on function names.
    for _ in range(40):
        name = rng.choice(["sin", "cos", "tan", "ln", "sqrt"])
        angle = rng.choice(["rad", "deg"])
        x = abs(rational(100)) or Fraction(1)
        power = rng.randint(1, 5)
        add("algebraic", angle, f"{name}{str(power).translate(SUPERSCRIPT)}{text(x)}",
            lambda n=name, x=x, a=angle, p=power: function(n, x, a) ** p)
        add("algebraic", angle, f"{name}{str(power).translate(SUPERSCRIPT)}({text(x)})",
            lambda n=name, x=x, a=angle, p=power: function(n, x, a) ** p)
    for angle in ("rad", "deg"):
        for name, inverse in [("sin", "asin"), ("cos", "acos"), ("tan", "atan")]:
            for x in [Fraction(0), Fraction(1), Fraction(-1), Fraction(1, 2), Fraction(-1, 2), Fraction(3, 10), Fraction(2), rational(10)]:
                add("algebraic", angle, f"{name}⁻¹ {arg(x)}", lambda i=inverse, x=x, a=angle: function(i, x, a))
                add("algebraic", angle, f"{name}⁻¹({text(x)})", lambda i=inverse, x=x, a=angle: function(i, x, a))
    for name, inverse in [("sinh", "asinh"), ("cosh", "acosh"), ("tanh", "atanh")]:
        for x in [Fraction(0), Fraction(1), Fraction(2), Fraction(1, 2), Fraction(-1, 2), Fraction(5)]:
            add("algebraic", "rad", f"{name}⁻¹ {text(x)}", lambda i=inverse, x=x: function(i, x, "rad"))
    add("algebraic", "deg", "sin²45 + cos²45", lambda: Fraction(1))
    add("algebraic", "deg", "sin²30", lambda: Fraction(1, 4))

    # Subscripts: a logarithm's base, a number's base, a root's index (and a superscript index).
    for _ in range(40):
        base = rng.randint(2, 36)
        x = Fraction(base) ** rng.randint(-3, 6) if rng.random() < 0.5 else abs(rational(1000)) or Fraction(7)
        sub = str(base).translate(SUBSCRIPT)
        add("algebraic", "rad", f"log{sub} {text(x)}", lambda x=x, b=base: logarithm(x, b))
        add("algebraic", "rad", f"log{sub}({text(x)})", lambda x=x, b=base: logarithm(x, b))
        value = rng.randint(0, 10 ** rng.randint(1, 15))
        digits = in_base(value, base)
        if any(c.isalpha() for c in digits) and rng.random() < 0.5:
            digits = digits.lower()
        if digits[0].isalpha() and digits.lower() in ("e", "pi", "ans", "ln", "log", "exp", "abs", "sin", "cos", "tan", "sec", "csc", "cot"):
            continue
        add("algebraic", "rad", f"{digits}{sub}", lambda v=value: Fraction(v))
        add("algebraic", "rad", f"{digits}{sub} + 1", lambda v=value: Fraction(v + 1))
        n = rng.randint(2, 7)
        y = Fraction(rng.randint(0, 20)) ** n if rng.random() < 0.5 else Fraction(rng.randint(-1000, 1000))
        add("algebraic", "rad", f"{str(n).translate(SUBSCRIPT)}√{arg(y)}", lambda y=y, n=n: root(y, n))
        add("algebraic", "rad", f"{str(n).translate(SUPERSCRIPT)}√{arg(y)}", lambda y=y, n=n: root(y, n))
        add("algebraic", "rad", f"2{str(n).translate(SUBSCRIPT)}√{arg(y)}", lambda y=y, n=n: 2 * root(y, n))
    add("algebraic", "rad", "2³√8", lambda: 8 * mpmath.sqrt(8))
    add("algebraic", "rad", "log₂ 8 + log₁₀ 100", lambda: Fraction(5))
    for text_, value in [("1010₂", 10), ("17₈", 15), ("FF₁₆", 255), ("ff₁₆", 255), ("Z₃₆", 35), ("10₃₆", 36), ("0₂", 0)]:
        add("algebraic", "rad", text_, lambda v=value: Fraction(v))

    # Rounding brackets (⌊x⌋ floor, ⌈x⌉ ceiling, [x] round half away from zero, {x} = x − trunc(x)).
    for _ in range(60):
        x, y = rational(), rational(20)
        add("algebraic", "rad", f"⌊{text(x)}⌋", lambda x=x: rounded(x, "floor"))
        add("algebraic", "rad", f"⌈{text(x)}⌉", lambda x=x: rounded(x, "ceil"))
        add("algebraic", "rad", f"[{text(x)}]", lambda x=x: rounded(x, "round"))
        add("algebraic", "rad", f"{{{text(x)}}}", lambda x=x: x - rounded(x, "trunc"))
        add("algebraic", "rad", f"2⌊{text(x)} × {arg(y)}⌋ + [{text(y)}]",
            lambda x=x, y=y: 2 * rounded(x * y, "floor") + rounded(y, "round"))
    for x in ["2.5", "-2.5", "0.5", "-0.5", "3.5"]:
        q = Fraction(x)
        add("algebraic", "rad", f"[{x}]", lambda q=q: rounded(q, "round"))
        add("algebraic", "rad", f"{{{x}}}", lambda q=q: q - rounded(q, "trunc"))
    add("algebraic", "rad", "⌊pi⌋ + ⌈e⌉ + [sqrt(2)]", lambda: Fraction(7))
    add("algebraic", "rad", "{pi}", lambda: mpmath.pi - 3)

    # Vulgar fractions, alone, mixed with a whole number, and in arithmetic.
    for character, value in vulgar_fractions():
        add("algebraic", "rad", character, lambda v=value: v)
        whole = rng.randint(1, 99)
        add("algebraic", "rad", f"{whole}{character}", lambda w=whole, v=value: w + v)
        add("algebraic", "rad", f"-{whole}{character} × 3", lambda w=whole, v=value: -(w + v) * 3)
    add("algebraic", "rad", "½ + ⅓ + ¼ + ¾ + ⅛", lambda: Fraction(1, 2) + Fraction(1, 3) + Fraction(1, 4) + Fraction(3, 4) + Fraction(1, 8))

    # Degrees, minutes and seconds, in either angle unit.
    for _ in range(40):
        d, m, s = rng.randint(0, 359), rng.randint(0, 59), Fraction(rng.randint(0, 5999), 100) if rng.random() < 0.5 else Fraction(rng.randint(0, 59))
        degrees = d + Fraction(m, 60) + s / 3600
        for angle in ("rad", "deg"):
            add("algebraic", angle, f"{d}°{m}′{text(s)}″",
                lambda q=degrees, a=angle: q if a == "deg" else real(q) * mpmath.pi / 180)
            add("algebraic", angle, f"{d}°{m}'{text(s)}\"",
                lambda q=degrees, a=angle: q if a == "deg" else real(q) * mpmath.pi / 180)
            add("algebraic", angle, f"{d}°{m}'", lambda d=d, m=m, a=angle: (d + Fraction(m, 60)) if a == "deg"
                else real(d + Fraction(m, 60)) * mpmath.pi / 180)
    add("algebraic", "deg", "sin 30°0′0″", lambda: Fraction(1, 2))
    add("algebraic", "rad", "sin(30°0'0\")", lambda: Fraction(1, 2))
    add("algebraic", "deg", "12°30'15\"", lambda: Fraction(12) + Fraction(30, 60) + Fraction(15, 3600))

    # Complex numbers: an expression that writes i is computed with complex values.
    complex_cases(rng, out)

    # The issue's own example: 0.5 + 90 + 3 − 4 + 0.5.
    add("algebraic", "deg", "sin 30 + cos⁻¹ 0 + log₂ 8 + ⌊−3.5⌋ + ½", lambda: Fraction(90))
    return out


class Gaussian:
    """An exact complex number with Fraction parts."""
    def __init__(self, re, im=Fraction(0)):
        self.re, self.im = Fraction(re), Fraction(im)

    def __add__(self, o): return Gaussian(self.re + o.re, self.im + o.im)
    def __sub__(self, o): return Gaussian(self.re - o.re, self.im - o.im)
    def __mul__(self, o): return Gaussian(self.re * o.re - self.im * o.im, self.re * o.im + self.im * o.re)

    def __truediv__(self, o):
        norm = o.re * o.re + o.im * o.im
        if norm == 0:
            raise ZeroDivisionError
        return Gaussian((self.re * o.re + self.im * o.im) / norm, (self.im * o.re - self.re * o.im) / norm)

    def __pow__(self, n):
        result, base = Gaussian(1), self if n >= 0 else Gaussian(1) / self
        for _ in range(abs(n)):
            result = result * base
        return result

    def text(self):
        """As the calculator reads it: `(a + bi)`, every part a plain decimal or a quotient."""
        im = self.im
        sign = "-" if im < 0 else "+"
        return f"({text(self.re)} {sign} {text(abs(im))}i)"

    def mpc(self):
        return mpmath.mpc(real(self.re), real(self.im))


def complex_shown(re, im):
    """The calculator's text of a complex value from its parts (Fractions or mpfs): `a + bi`,
    `a - bi`, `bi`, `i`, `-i`; zero parts left out; exact when both parts are."""
    real_text, real_exactness = shown(re)
    imaginary_text, imaginary_exactness = shown(im)
    exactness = "exact" if real_exactness == imaginary_exactness == "exact" else "approx"
    if imaginary_text == "0":
        return real_text, exactness
    negative = imaginary_text.startswith("-")
    magnitude = imaginary_text.lstrip("-")
    unit = ("" if magnitude == "1" and imaginary_exactness == "exact" else magnitude) + "i"
    if real_text == "0":
        return ("-" if negative else "") + unit, exactness
    return real_text + (" - " if negative else " + ") + unit, exactness


def complex_cases(rng, out):
    def add(angle, expression, compute):
        try:
            re, im = compute()
            display, exactness = complex_shown(re, im)
        except (Domain, ZeroDivisionError):
            display, exactness = "!domain", "-"
        except Avoid:
            return
        out.append(("algebraic", angle, expression, display, exactness))

    def gaussian(limit=20):
        return Gaussian(Fraction(rng.randint(-limit * 10, limit * 10), rng.choice([1, 2, 4, 10])),
                        Fraction(rng.randint(-limit * 10, limit * 10), rng.choice([1, 2, 5, 10])) or Fraction(1))

    # Exact arithmetic of Gaussian rationals.
    for _ in range(80):
        a, b = gaussian(), gaussian()
        for op in ["+", "-", "×", "/"]:
            def compute(a=a, b=b, op=op):
                r = {"+": a + b, "-": a - b, "×": a * b}[op] if op != "/" else a / b
                return r.re, r.im
            add("rad", f"{a.text()} {op} {b.text()}", compute)
        n = rng.randint(-4, 6)
        add("rad", f"{a.text()}^{arg(Fraction(n))}", lambda a=a, n=n: ((a ** n).re, (a ** n).im))
    for expression, value in [("i", (0, 1)), ("i^2", (-1, 0)), ("i^3", (0, -1)), ("j × j", (-1, 0)), ("(1 + i)^8", (16, 0)),
                              ("(2.5 + 3i) × 2", (5, 6)), ("1/i", (0, -1)), ("conj(3 + 4i)", (3, -4)), ("re(3 - 4i)", (3, 0)),
                              ("im(3 - 4i)", (-4, 0)), ("abs(3 + 4i)", (5, 0)), ("-i", (0, -1)), ("3 - i", (3, -1)),
                              ("e^(iπ)", (-1, 0)), ("e^(πi) + 1", (0, 0)), ("√−4 × i", (-2, 0)), ("sqrt(-4) + 0i", (0, 2)),
                              ("ln(-1) + 0i", (0, None)), ("sqrt(2i)", (1, 1)), ("i^i", (None, 0)), ("im(5)", (0, 0))]:
        def compute(value=value, expression=expression):
            if value == (0, None):
                return Fraction(0), mpmath.pi
            if value == (None, 0):
                return mpmath.exp(-mpmath.pi / 2), Fraction(0)
            return Fraction(value[0]), Fraction(value[1])
        add("rad", expression, compute)
    # Functions, against mpmath's complex functions (principal branches), off the branch cuts.
    functions = {
        "exp": mpmath.exp, "ln": mpmath.ln, "sqrt": mpmath.sqrt, "sin": mpmath.sin, "cos": mpmath.cos, "tan": mpmath.tan,
        "sinh": mpmath.sinh, "cosh": mpmath.cosh, "tanh": mpmath.tanh, "asin": mpmath.asin, "acos": mpmath.acos,
        "atan": mpmath.atan, "asinh": mpmath.asinh, "acosh": mpmath.acosh, "atanh": mpmath.atanh,
    }
    for _ in range(25):
        z = Gaussian(Fraction(rng.randint(-30, 30), 10), Fraction(rng.randint(1, 30), 10) * rng.choice([1, -1]))
        for name, f in functions.items():
            add("rad", f"{name}{z.text()}", lambda f=f, z=z: (lambda v: (v.real, v.imag))(f(z.mpc())))
        for name, f in [("sec", mpmath.sec), ("csc", mpmath.csc), ("cot", mpmath.cot),
                        ("asec", lambda v: mpmath.acos(1 / v)), ("acsc", lambda v: mpmath.asin(1 / v)), ("acot", lambda v: mpmath.atan(1 / v))]:
            add("rad", f"{name}{z.text()}", lambda f=f, z=z: (lambda v: (v.real, v.imag))(f(z.mpc())))
        add("rad", f"abs{z.text()}", lambda z=z: (mpmath.fabs(z.mpc()), Fraction(0)))
        add("rad", f"arg{z.text()}", lambda z=z: (mpmath.arg(z.mpc()), Fraction(0)))
        add("deg", f"arg{z.text()}", lambda z=z: (mpmath.degrees(mpmath.arg(z.mpc())), Fraction(0)))
        add("deg", f"sin{z.text()}", lambda z=z: (lambda v: (v.real, v.imag))(mpmath.sin(z.mpc() * mpmath.pi / 180)))
        w = Gaussian(Fraction(rng.randint(-20, 20), 10), Fraction(rng.randint(-20, 20), 10))
        add("rad", f"{z.text()}^{w.text()}", lambda z=z, w=w: (lambda v: (v.real, v.imag))(mpmath.power(z.mpc(), w.mpc())))
    # Real arguments with no real value, in an expression that writes i.
    for x in [-4, -2, Fraction(-9, 4), -1]:
        add("rad", f"sqrt({text(Fraction(x))}) + 0i", lambda x=x: (lambda v: (v.real, v.imag))(mpmath.sqrt(real(Fraction(x)))))
        add("rad", f"ln({text(Fraction(x))}) + 0i", lambda x=x: (lambda v: (v.real, v.imag))(mpmath.ln(real(Fraction(x)))))
    for x in [2, -3, Fraction(3, 2)]:
        add("rad", f"asin({text(Fraction(x))}) + 0i" if x > 0 else f"asin({text(Fraction(x))}) + 0i",
            lambda x=x: (lambda v: (v.real, v.imag))(mpmath.asin(mpmath.mpc(real(Fraction(x)), 0) + mpmath.mpc(0, 0))))


def main(argv=None):
    write_table(cases, OUTPUT, f"python3 Tests/Reference/generate_notation.py (seed {SEED}, Fraction, unicodedata", argv)


if __name__ == "__main__":
    main()
