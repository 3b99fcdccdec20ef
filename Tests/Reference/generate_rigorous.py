#!/usr/bin/env python3
"""Generates Tests/Fixtures/rigorous.tsv: irrational results whose every digit must be right, with
expected answers from an independent oracle (mpmath at 600 significant digits, and Fraction where a
value is exact), never from the engine.

Families (issue 21): arguments that need precision (near multiples of pi/2, huge and tiny
arguments, 1 + 1e-40), cancellation, underflow and overflow, computed zeros; each at several
--digits settings from 1 to 50.

Columns: digits, angle (rad|deg), expression (C locale), expected display ("!code" for an error).
Display rule, as the engine's: rounded to `digits` significant digits, half away from zero, trailing
zeros dropped; positional when -7 < e < 21, else scientific with E.

Usage: python3 Tests/Reference/generate_rigorous.py [--check]
"""
import os
import random
import sys

from mpmath import mp, mpf
import mpmath

mp.dps = 600
SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.normpath(os.path.join(SCRIPT_DIR, "..", "Fixtures", "rigorous.tsv"))
rng = random.Random(20261124)


class Skip(Exception):
    """A case the oracle cannot call with certainty (a value within 1e-60 of a rounding tie)."""


def display(v, digits):
    """The engine's display of the nonzero real v (an mpf at 600 digits) at `digits`."""
    neg = v < 0
    a = -v if neg else v
    e = int(mpmath.floor(mpmath.log10(a)))
    scaled = a * mpf(10) ** (digits - 1 - e)
    while scaled >= mpf(10) ** digits:
        e += 1
        scaled /= 10
    while scaled < mpf(10) ** (digits - 1):
        e -= 1
        scaled *= 10
    fl = int(mpmath.floor(scaled))
    frac = scaled - fl
    if abs(frac - mpf("0.5")) < mpf(10) ** -60 * scaled:
        raise Skip()
    if frac >= mpf("0.5"):
        fl += 1
    if fl == 10 ** digits:
        fl //= 10
        e += 1
    ds = str(fl).rstrip("0") or "0"
    if -7 < e < 21:
        if e >= 0:
            s = ds + "0" * (e + 1 - len(ds)) if len(ds) <= e + 1 else ds[: e + 1] + "." + ds[e + 1:]
        else:
            s = "0." + "0" * (-e - 1) + ds
    else:
        s = ds[0] + ("." + ds[1:] if len(ds) > 1 else "") + "E" + str(e)
    return ("-" if neg else "") + s


# An approximate value is refused only past the engine's exponent range, 2^±2^60 (inside MPFR's):
# its exact form is not needed (issue 15, item 7), so 10^-40158710 is written in scientific notation.
MAX_DECIMAL_EXPONENT = int(mpmath.floor((2 ** 60) * mpmath.log10(2)))


def magnitude_ok(v):
    """Whether the engine writes v rather than refusing it (|decimal exponent| within its range)."""
    e = int(mpmath.floor(mpmath.log10(abs(v))))
    if e > MAX_DECIMAL_EXPONENT:
        return "!resultTooLarge"
    if e < -MAX_DECIMAL_EXPONENT:
        return "!resultTooSmall"
    return None


def pi_text(k_num, k_den, digits):
    """k·pi/den written with `digits` significant digits (an exact decimal near a multiple of pi/2)."""
    v = mpmath.pi * k_num / k_den
    return mpmath.nstr(v, digits, strip_zeros=False, min_fixed=-100, max_fixed=100)


def families():
    """(expression, mpmath value or "!code") pairs, radians unless the expression says otherwise."""
    cases = []
    # 1. Near multiples of pi/2: the argument is an exact decimal, so the result is tiny or huge.
    for _ in range(120):
        k = rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 12, 100, 1001])
        n = rng.randint(10, 45)
        text = pi_text(k, 2, n)
        x = mpf(text)
        fn = rng.choice(["sin", "cos", "tan"])
        value = {"sin": mpmath.sin, "cos": mpmath.cos, "tan": mpmath.tan}[fn](x)
        cases.append((f"{fn}({text})", value))
    # 2. Huge arguments, exact: 10^n/m and 2^n + 1/2.
    for _ in range(120):
        n = rng.randint(15, 200)
        m = rng.choice([3, 7, 11, 13, 17, 97])
        fn = rng.choice(["sin", "cos", "tan"])
        f = {"sin": mpmath.sin, "cos": mpmath.cos, "tan": mpmath.tan}[fn]
        if rng.random() < 0.5:
            cases.append((f"{fn}(10^{n}/{m})", f(mpf(10) ** n / m)))
        else:
            cases.append((f"{fn}(2^{n} + 0.5)", f(mpf(2) ** n + mpf("0.5"))))
    # 3. Tiny arguments and 1 + tiny.
    for _ in range(160):
        n = rng.randint(8, 150)
        tiny = mpf(10) ** -n
        choice = rng.randrange(7)
        if choice == 0:
            cases.append((f"ln(1 + 1e-{n})", mpmath.log(1 + tiny)))
        elif choice == 1:
            cases.append((f"exp(1e-{n}) - 1", mpmath.exp(tiny) - 1))
        elif choice == 2:
            cases.append((f"sin(1e-{n})", mpmath.sin(tiny)))
        elif choice == 3:
            cases.append((f"sqrt(1 + 1e-{n}) - 1", mpmath.sqrt(1 + tiny) - 1))
        elif choice == 4:
            cases.append((f"log(2; 1 + 1e-{n})", mpmath.log(2) / mpmath.log(1 + tiny)))
        elif choice == 5:
            cases.append((f"atan(1e-{n})", mpmath.atan(tiny)))
        else:
            cases.append((f"1 - cos(1e-{n // 2 + 1})", 1 - mpmath.cos(mpf(10) ** -(n // 2 + 1))))
    # 4. Cancellation: a big exact number added and taken away again.
    for _ in range(160):
        k = rng.randint(5, 250)
        choice = rng.randrange(5)
        if choice == 0:
            cases.append((f"1e{k} + pi - 1e{k}", +mpmath.pi))
        elif choice == 1:
            cases.append((f"(1e{k} + e) - 1e{k}", +mpmath.e))
        elif choice == 2:
            cases.append((f"sqrt(10^{k} + 1) - sqrt(10^{k})", mpmath.sqrt(mpf(10) ** k + 1) - mpmath.sqrt(mpf(10) ** k)))
        elif choice == 3:
            m = rng.choice([3, 7, 10, 13])
            j = rng.randint(10, 150)
            cases.append((f"exp({j}) mod {m}", mpmath.fmod(mpmath.exp(j), m)))
        else:
            cases.append((f"ln(10^{k} + 1) - ln(10^{k})", mpmath.log(1 + mpf(10) ** -k)))
    # 5. Underflow and overflow.
    for _ in range(80):
        n = rng.choice([rng.randint(100, 200_000), rng.randint(230_000, 10 ** 9)])
        v = mpmath.exp(-n)
        cases.append((f"exp(-{n})", magnitude_ok(v) or v))
        m = rng.randint(100, 200_000)
        w = mpmath.exp(m)
        cases.append((f"exp({m})", magnitude_ok(w) or w))
    # 6. Computed zeros, and what is decided on them.
    zeros = [
        ("e - e", "0exact"), ("pi - pi", "0exact"), ("2e - e - e", "0exact"), ("0^(e - e)", "1exact"),
        ("(e - e)^-1", "!divisionByZero"), ("cot(e - e)", "!domain"), ("ln(e)", "1exact"), ("e/e", "1exact"),
        ("sqrt(2)^2 - 2", "0exact"), ("1/(sqrt(2)^2 - 2)", "!divisionByZero"), ("ln(sqrt(2)^2 - 1)", "0exact"),
        ("sqrt(8)/sqrt(2) - 2", "0exact"), ("sqrt(2)*sqrt(3) - sqrt(6)", "0exact"),
        ("sin(pi)", "0exact"), ("cos(pi/2)", "0exact"), ("tan(pi)", "0exact"), ("3^0.5 * 3^0.5 - 3", "0exact"),
        ("exp(ln(2)) - 2", "0inexact"), ("1/(exp(ln(2)) - 2)", "!undecidable"),
    ]
    for expression, expected in zeros:
        cases.append((expression, expected))
    return cases


def main(argv):
    rows = []
    digit_settings = [16, 1, 2, 3, 5, 8, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50]
    skipped = 0
    for expression, value in families():
        for digits in digit_settings:
            if isinstance(value, str):
                if value.startswith("!"):
                    expected = value
                elif value == "0exact" or value == "0inexact":
                    expected = "0"
                else:
                    expected = "1"
            else:
                try:
                    expected = display(value, digits)
                except Skip:
                    skipped += 1
                    continue
            rows.append(f"{digits}\trad\t{expression}\t{expected}")
    header = ["# Generated by Tests/Reference/generate_rigorous.py (mpmath at 600 digits): do not edit.",
              "# digits\tangle\texpression\texpected"]
    return write_or_check(OUTPUT, "\n".join(header + rows) + "\n", argv,
                          f"{len(rows)} cases ({skipped} skipped near a rounding tie)")


def write_or_check(output, text, argv, summary):
    """Writes `text` to the fixture `output`, or with --check in `argv` only says whether the
    fixture holds it; the exit status (1: stale)."""
    name = os.path.basename(output)
    if "--check" in argv:
        with open(output, encoding="utf-8") as f:
            same = f.read() == text
        print(name + " is " + ("up to date" if same else "stale"))
        return 0 if same else 1
    with open(output, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {output}: {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
