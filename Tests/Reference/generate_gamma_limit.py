#!/usr/bin/env python3
"""Generates Tests/Fixtures/gamma-limit.tsv: factorials of non-integers at the most digits the
engine computes Γ to (NumericContext.maximumGammaDigits, 2,400), from mpmath at 2,500 digits,
never from the engine. One through Γ directly (0.5! = Γ(1.5) = √π/2), one through the reflection
below ½ ((-1.5)! = Γ(-0.5) = -2√π), and one whose argument differs from the first past its
2,000th digit ((0.5 + 10^-2000)!), which the engine computes after it with the same calculator:
a Γ value it remembered must not be given for another argument.

Columns: digits, expression (C locale), expected display (rounded half away from zero, trailing
zeros dropped, positional).

Usage: python3 Tests/Reference/generate_gamma_limit.py [--check]
"""
import os
import sys

from mpmath import mp, mpf
import mpmath

mp.dps = 2500
DIGITS = 2400
SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.normpath(os.path.join(SCRIPT_DIR, "..", "Fixtures", "gamma-limit.tsv"))


def display(v, digits):
    """The engine's positional display of v (between 1e-7 and 1e21 in magnitude) at `digits`."""
    negative = v < 0
    a = -v if negative else v
    e = int(mpmath.floor(mpmath.log10(a)))
    scaled = a * mpf(10) ** (digits - 1 - e)
    whole = int(mpmath.floor(scaled))
    if scaled - whole >= mpf("0.5"):
        whole += 1
    assert len(str(whole)) == digits, "a carry into a new digit: not expected for these values"
    text = str(whole)
    shown = text[: e + 1] + "." + text[e + 1:] if e >= 0 else "0." + "0" * (-e - 1) + text
    shown = shown.rstrip("0").rstrip(".")
    return ("-" if negative else "") + shown


def main():
    lines = ["# digits\texpression\texpected (mpmath at 2,500 digits; generate_gamma_limit.py)"]
    cases = (("0.5!", mpmath.gamma(mpf(3) / 2)), ("(-1.5)!", mpmath.gamma(mpf(-1) / 2)),
             ("(0.5 + 10^-2000)!", mpmath.gamma(mpf(3) / 2 + mpf(10) ** -2000)))
    for expression, value in cases:
        lines.append(f"{DIGITS}\t{expression}\t{display(value, DIGITS)}")
    text = "\n".join(lines) + "\n"
    if "--check" in sys.argv:
        with open(OUTPUT, encoding="utf-8") as existing:
            sys.exit(0 if existing.read() == text else 1)
    with open(OUTPUT, "w", encoding="utf-8") as out:
        out.write(text)


if __name__ == "__main__":
    main()
