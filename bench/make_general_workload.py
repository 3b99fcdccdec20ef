#!/usr/bin/env python3
"""Writes N lines of general arithmetic, the same text for countonme and bc: random integers and
decimals joined by + - * / (divisors of every kind, so most quotients do not terminate) with
parentheses nested up to 3 deep, like `544.12*244.20-4132*1513+5882+3278/779`; and the exact
value of each line (Python's fractions) for checking. Deterministic (fixed seed).
Usage: make_general_workload.py N EXPRESSIONS-FILE EXACT-VALUES-FILE"""
import random
import sys
from fractions import Fraction

count, expressions_path, values_path = int(sys.argv[1]), sys.argv[2], sys.argv[3]
rng = random.Random(20261124)


def number():
    """An integer (1 to 4 digits) or a decimal with 1 or 2 decimals, as people type them."""
    if rng.random() < 0.5:
        text = str(rng.randint(1, 9999))
    else:
        text = f"{rng.randint(0, 999)}.{rng.randint(0, 99):02d}"[: -1 if rng.random() < 0.3 else None]
    return text, Fraction(text)


def expression(depth):
    """A sum of products, each factor a number or (at depth < 3) a parenthesized expression."""
    terms = rng.randint(1, 4)
    text, value = "", Fraction(0)
    for index in range(terms):
        factors = rng.randint(1, 2)
        term_text, term_value = "", None
        for position in range(factors):
            if depth < 3 and rng.random() < 0.1:
                inner_text, inner_value = expression(depth + 1)
                factor_text, factor_value = f"({inner_text})", inner_value
            else:
                factor_text, factor_value = number()
            if position == 0:
                term_text, term_value = factor_text, factor_value
            elif rng.random() < 0.5 or factor_value == 0 or term_value is None:
                term_text += "*" + factor_text
                term_value = None if term_value is None or factor_value is None else term_value * factor_value
            else:
                term_text += "/" + factor_text
                term_value = None if term_value is None or factor_value is None else term_value / factor_value
        if index == 0:
            text, value = term_text, term_value
        else:
            sign = rng.choice("+-")
            text += sign + term_text
            value = None if value is None or term_value is None else (value + term_value if sign == "+" else value - term_value)
    return text, value


with open(expressions_path, "w") as expressions, open(values_path, "w") as values:
    for _ in range(count):
        text, value = expression(0)
        expressions.write(text + "\n")
        values.write(f"{value.numerator}/{value.denominator}\n")
