#!/usr/bin/env python3
"""The Python peer: evaluates each line exactly with fractions.Fraction (decimal.Decimal at 34
digits for sqrt and ln), printing one result per line. Reads standard input."""
import decimal
import re
import sys
from fractions import Fraction

decimal.getcontext().prec = 34
number = re.compile(r"\d+(?:\.\d+)?")


def as_decimal(x):
    return decimal.Decimal(x.numerator) / decimal.Decimal(x.denominator)


def sqrt(x):
    return as_decimal(x).sqrt()


def ln(x):
    return as_decimal(x).ln()


output = sys.stdout
for line in sys.stdin:
    expression = number.sub(lambda m: f"Fraction('{m.group(0)}')", line)
    value = eval(expression, {"Fraction": Fraction, "sqrt": sqrt, "ln": ln})
    if isinstance(value, Fraction):
        value = value.numerator if value.denominator == 1 else as_decimal(value)
    output.write(f"{value}\n")
