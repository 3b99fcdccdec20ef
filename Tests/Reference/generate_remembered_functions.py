#!/usr/bin/env python3
"""Generates Tests/Fixtures/remembered-functions.tsv: keypad-like sequences of evaluations, each
text the previous one with one more function or operation around it (`tan((X)°)`, `ln(X)`,
`(X)+sin(X)`), as a keypad writes a function key applied to an irrational value. A calculator
evaluates each sequence in order, so its memory of computed values (ComputationMemory) serves
every step after the first; each step's display must still be the true value's, from mpmath at
1,500 digits, never from the engine.

A step is kept only when mpmath at 700 digits agrees with 1,500 far past the digits shown (a
chain whose error grows past that ends), and no displayed digit is within 1e-60 of a rounding tie.

Columns: sequence, digits, angle (rad|deg), expression (C locale), expected display (the
engine's rule: see generate_rigorous.display).

Usage: python3 Tests/Reference/generate_remembered_functions.py [--check]
"""
import os
import random
import sys

from mpmath import mp, mpf
import mpmath

from generate_rigorous import Skip, display, write_or_check

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.normpath(os.path.join(SCRIPT_DIR, "..", "Fixtures", "remembered-functions.tsv"))
SEED = 20261201
SEQUENCES = 16
# Then sequences of `tan` only, as pressed again and again: in radians each step multiplies the
# error of its argument (1 + tan²), so that later steps need more precision than earlier ones.
TANGENT_SEQUENCES = 4
STEPS = 40
STARTS = [("sqrt(2)", lambda: mpmath.sqrt(2)), ("pi/7", lambda: mpmath.pi / 7), ("ln(3)", lambda: mpmath.log(3)),
          ("e", lambda: mpmath.e), ("1.5^(1/3)", lambda: mpf("1.5") ** (mpf(1) / 3))]


# The steps that write X twice: twice at most in a sequence, so that its text stays short.
REPEATING = ("plus sine", "minus cosine")


def steps(degrees):
    """(name, condition on the value, text of X, value of x): the keys a sequence may press."""
    angle = (lambda x: x * mpmath.pi / 180) if degrees else (lambda x: x)
    inverse = (lambda y: y * 180 / mpmath.pi) if degrees else (lambda y: y)

    def direct(name):
        return (lambda t: f"{name}(({t})°)") if degrees else (lambda t: f"{name}({t})")

    def arc(name):
        return (lambda t: f"({name}({t})/1°)") if degrees else (lambda t: f"{name}({t})")

    return [
        ("sin", lambda x: True, direct("sin"), lambda x: mpmath.sin(angle(x))),
        ("cos", lambda x: True, direct("cos"), lambda x: mpmath.cos(angle(x))),
        ("tan", lambda x: abs(mpmath.cos(angle(x))) > mpf("1e-6"), direct("tan"), lambda x: mpmath.tan(angle(x))),
        ("atan", lambda x: True, arc("atan"), lambda x: inverse(mpmath.atan(x))),
        ("asin", lambda x: abs(x) < mpf("0.999"), arc("asin"), lambda x: inverse(mpmath.asin(x))),
        ("sqrt", lambda x: x > mpf("1e-20"), lambda t: f"sqrt({t})", mpmath.sqrt),
        ("ln", lambda x: x > mpf("1e-20") and abs(x - 1) > mpf("1e-20"), lambda t: f"ln({t})", mpmath.log),
        ("cube", lambda x: mpf("1e-20") < abs(x) < mpf("1e20"), lambda t: f"({t})^3", lambda x: x ** 3),
        ("plus sine", lambda x: True, lambda t: f"({t})+" + direct("sin")(t), lambda x: x + mpmath.sin(angle(x))),
        ("minus cosine", lambda x: True, lambda t: f"({t})-" + direct("cos")(t), lambda x: x - mpmath.cos(angle(x))),
    ]


def apply(function, x, dps):
    """function(x) at `dps` digits."""
    with mpmath.workdps(dps):
        return function(x)


def sequence(rng, index, only=None):
    """The rows of one sequence: the value is carried at 1,500 and at 700 digits."""
    degrees = index % 2 == 1
    digits = [6, 12, 20, 35][index % 4]
    start_text, start = rng.choice(STARTS)
    precise, coarse = apply(lambda _: start(), None, 1500), apply(lambda _: start(), None, 700)
    text, rows, previous, repeats = start_text, [], None, 0
    choices = [s for s in steps(degrees) if only is None or s[0] == only]
    for _ in range(STEPS):
        options = [s for s in choices if s[1](precise) and not (previous == "sqrt" and s[0] == "cube")
                   and not (previous == "cube" and s[0] == "sqrt") and not (s[0] in REPEATING and repeats == 2)]
        rng.shuffle(options)
        for name, _, write, compute in options:
            next_precise, next_coarse = apply(compute, precise, 1500), apply(compute, coarse, 700)
            if next_precise == 0 or abs(next_precise - next_coarse) > abs(next_precise) * mpf(10) ** -(digits + 80):
                continue
            try:
                with mpmath.workdps(1500):
                    shown = display(next_precise, digits)
            except Skip:
                continue
            precise, coarse, text, previous = next_precise, next_coarse, write(text), name
            repeats += name in REPEATING
            rows.append(f"{index}\t{digits}\t{'deg' if degrees else 'rad'}\t{text}\t{shown}")
            break
        else:
            break
    return rows


def main(argv):
    rng = random.Random(SEED)
    rows = []
    for index in range(SEQUENCES):
        rows.extend(sequence(rng, index))
    for index in range(SEQUENCES, SEQUENCES + TANGENT_SEQUENCES):
        rows.extend(sequence(rng, index, only="tan"))
    header = ["# Generated by Tests/Reference/generate_remembered_functions.py (mpmath at 1,500 digits): do not edit.",
              "# sequence\tdigits\tangle\texpression\texpected"]
    return write_or_check(OUTPUT, "\n".join(header + rows) + "\n", argv,
                          f"{len(rows)} steps in {SEQUENCES + TANGENT_SEQUENCES} sequences")

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
