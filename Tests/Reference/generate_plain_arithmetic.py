#!/usr/bin/env python3
"""Independent reference for the quick reading of plain arithmetic (Sources/Expressions/
PlainArithmetic.swift): expressions of ASCII decimals, + - * /, parentheses and leading signs,
built as trees here and evaluated with fractions.Fraction (never by the engine), rendered with
the same display rules as the differential table (16 significant digits, half away from zero,
exact terminating decimals in full). The rows reach where the quick reading hands over to the
general one: 18- and 19-digit numbers, values past 64 and 128 bits, nesting around its depth
of 32, division by zero, and left-to-right (immediate) mode, where the quick reading must not
apply.

    mode<TAB>angle<TAB>expression<TAB>expected<TAB>exactness

Usage (from the package root):
    python3 Tests/Reference/generate_plain_arithmetic.py [--output PATH]
Deterministic: same arguments -> byte-identical output."""

import argparse
import os
import random
import sys
from fractions import Fraction

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, SCRIPT_DIR)
from generate_differential import display_exact  # noqa: E402  (the shared display rules)

DEFAULT_OUTPUT = os.path.normpath(os.path.join(SCRIPT_DIR, "..", "Fixtures", "plain-arithmetic.tsv"))
rng = random.Random(20261127)


class DivisionByZero(Exception):
    pass


def number(max_digits=18):
    """A typed number: an integer or a decimal, up to max_digits digits in all."""
    digits = rng.randint(1, max_digits)
    if digits > 1 and rng.random() < 0.5:
        fraction_digits = rng.randint(1, digits - 1)
        whole = digits - fraction_digits
        whole_text = str(rng.randint(10 ** (whole - 1) if whole > 1 else 0, 10 ** whole - 1))
        fraction_text = "".join(rng.choice("0123456789") for _ in range(fraction_digits))
        text = whole_text + "." + fraction_text
    else:
        text = str(rng.randint(10 ** (digits - 1) if digits > 1 else 0, 10 ** digits - 1))
    return text, Fraction(text)


def space():
    return " " if rng.random() < 0.15 else ""


def expression(depth, max_depth, max_digits, signed=True):
    """A sum of products (as text and exact value), operands numbers or parenthesized sums."""
    text, value = "", None
    negative = signed and rng.random() < 0.15
    for index in range(rng.randint(1, 4)):
        term_text, term_value = "", None
        for position in range(rng.randint(1, 3)):
            if depth < max_depth and rng.random() < 0.25:
                inner_text, inner_value = expression(depth + 1, max_depth, max_digits)
                factor_text, factor_value = "(" + space() + inner_text + space() + ")", inner_value
            else:
                factor_text, factor_value = number(max_digits)
            if position == 0:
                term_text, term_value = factor_text, factor_value
            elif rng.random() < 0.5:
                term_text += space() + "*" + space() + factor_text
                term_value = term_value * factor_value
            else:
                term_text += space() + "/" + space() + factor_text
                if factor_value == 0:
                    raise DivisionByZero
                term_value = term_value / factor_value
        if index == 0:
            text, value = term_text, term_value
            if negative:
                text, value = "-" + space() + text, -value
        else:
            sign = rng.choice("+-")
            text += space() + sign + space() + term_text
            value = value + term_value if sign == "+" else value - term_value
    return text, value


def nested(levels, signed):
    """`levels` parentheses around a small sum, each opened with a sign when `signed`."""
    core_text, core_value = number(4)
    text, value = core_text + "+1", core_value + 1
    for _ in range(levels):
        if signed:
            text, value = "-(" + text + ")", -value
        else:
            text, value = "(" + text + ")*2", value * 2
    return text, value


def immediate_chain():
    """Numbers joined by + - * / evaluated left to right as typed (a pocket calculator)."""
    text, value = number(6)
    for _ in range(rng.randint(1, 5)):
        operator = rng.choice("+-*/")
        operand_text, operand = number(6)
        if operator == "/" and operand == 0:
            raise DivisionByZero
        text += operator + operand_text
        value = {"+": value + operand, "-": value - operand, "*": value * operand, "/": value / operand if operand else None}[operator]
    return text, value


def rows():
    seen = set()

    def row(mode, text, value):
        if text in seen:
            return None
        seen.add(text)
        expected = "!divisionByZero" if value is None else display_exact(value)
        return f"{mode}\trad\t{text}\t{expected}\t{'-' if value is None else 'exact'}"

    def generated(count, make):
        produced = 0
        while produced < count:
            try:
                text, value = make()
            except DivisionByZero:
                continue
            line = row("algebraic", text, value)
            if line:
                produced += 1
                yield line

    # Everyday lines: short numbers, shallow nesting (what the quick reading is for).
    yield from generated(600, lambda: expression(0, 2, 6))
    # Long numbers: every value width up to 18 digits, and 19 or more (read the general way).
    yield from generated(300, lambda: expression(0, 2, 18))
    yield from generated(100, lambda: expression(0, 1, 24))
    # Deep nesting: 31 to 34 levels of parentheses with and without signs, around the quick
    # reading's depth of 32.
    for levels in (1, 2, 15, 16, 30, 31, 32, 33, 34, 40):
        for signed in (False, True):
            text, value = nested(levels, signed)
            line = row("algebraic", text, value)
            if line:
                yield line
    # Values at the edges of 64 and 128 bits, and past them, through every operator.
    for bits in (62, 63, 64, 65, 126, 127, 128, 129, 200):
        for offset in (-1, 0, 1):
            target = 2 ** bits + offset
            half = 2 ** (bits // 2)
            for text, value in ((f"{half}*{target // half}+{target % half}", target),
                                (f"{target // 3}*3+{target % 3}", target),
                                (f"-{target // 7}*7-{target % 7}", -target),
                                (f"1/{half}/{target // half + 1}", Fraction(1, half * (target // half + 1))),
                                (f"{target // 10}.{target % 10}-1/3", Fraction(target, 10) - Fraction(1, 3))):
                line = row("algebraic", text, value)
                if line:
                    yield line
    # Division by zero, wherever it comes: the general reading reports it.
    for text in ("1/0", "5/(3-3)", "2+3/0*4", "(1/0)", "-7/0.0", "0/0", "1/(0.5-0.50)"):
        yield f"algebraic\trad\t{text}\t!divisionByZero\t-"
    # Immediate mode: left to right, never the quick reading's precedence.
    produced = 0
    while produced < 150:
        try:
            text, value = immediate_chain()
        except DivisionByZero:
            continue
        if text in seen:
            continue
        seen.add(text)
        produced += 1
        yield f"immediate\trad\t{text}\t{display_exact(value)}\texact"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--output", default=DEFAULT_OUTPUT)
    arguments = parser.parse_args()
    with open(arguments.output, "w", encoding="utf-8") as output:
        output.write("# Generated by Tests/Reference/generate_plain_arithmetic.py: do not edit.\n")
        for line in rows():
            output.write(line + "\n")


if __name__ == "__main__":
    main()
