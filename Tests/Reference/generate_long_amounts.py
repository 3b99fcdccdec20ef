#!/usr/bin/env python3
"""Independent reference for amounts of money that do not terminate, at any length: the value
computed with mpmath at more digits than the amount has, rounded to the currency's decimals half
to even with Python's decimal module (exact ties, reached through inexact functions, go to the
even cent as an exact amount's do), written as the C locale writes amounts (`EUR 1234.50`,
`-EUR 0.75`, `JPY 12`: the ISO code, a space, no grouping, '-' first).

Columns: expression, expected display. Usage (from the package root):
    python3 Tests/Reference/generate_long_amounts.py [--output PATH]
Deterministic: the same run writes byte-identical output.
"""
import argparse
import os
import sys
from decimal import Decimal, ROUND_HALF_EVEN, getcontext

from mpmath import mp, mpf, sqrt, pi, e, log, gamma, sin, exp

OUTPUT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "long-amounts.tsv"))
PLACES = {"EUR": 2, "JPY": 0, "KWD": 3}

# (expression as typed, currency, value as an mpmath function of nothing, exact tie as a Decimal or None)
CASES = [
    # Past ICU's 34 digits: rounded, not cut after the cent.
    ("1 EUR × 2^(1/2) × 10^30", "EUR", lambda: sqrt(2) * mpf(10) ** 30),
    ("-1 EUR × π × 10^40", "EUR", lambda: -pi * mpf(10) ** 40),
    ("1 JPY × 2^(1/2) × 10^40", "JPY", lambda: sqrt(2) * mpf(10) ** 40),
    ("1 KWD × e × 10^45", "KWD", lambda: e * mpf(10) ** 45),
    # Past the highest precision a plain result is tried at (about 3,900 digits at 16 digits):
    # the attempts go on to the precision the cents need.
    ("1 EUR × 2^(1/2) × 10^3895", "EUR", lambda: sqrt(2) * mpf(10) ** 3895),
    ("-1 EUR × π × 10^5000", "EUR", lambda: -pi * mpf(10) ** 5000),
    ("1 EUR × e × 10^12000", "EUR", lambda: e * mpf(10) ** 12000),
    ("1 EUR × ln(2) × 10^20000", "EUR", lambda: log(2) * mpf(10) ** 20000),
    ("1 EUR × sin(1) × 10^8000", "EUR", lambda: sin(1) * mpf(10) ** 8000),
    # A factorial of a non-integer, up to the 2,400 digits Γ is computed to.
    ("1 EUR × 0.5! × 10^2390", "EUR", lambda: gamma(mpf(3) / 2) * mpf(10) ** 2390),
    # Rounding that carries into a new digit, short and long.
    ("(10^20 - 0.005) EUR × ln(e^2)/2", "EUR", lambda: mpf(10) ** 20 - mpf("0.005")),
    ("(10^33 - 0.005) EUR × ln(e^2)/2", "EUR", lambda: mpf(10) ** 33 - mpf("0.005")),
    ("(10^40 - 0.5) JPY × ln(e^2)/2", "JPY", lambda: mpf(10) ** 40 - mpf("0.5")),
    # Exact half cents reached through inexact functions: to the even cent.
    ("0.015 EUR × ln(e^2)/2", "EUR", lambda: mpf("0.015")),
    ("1.005 EUR × ln(e^2)/2", "EUR", lambda: mpf("1.005")),
    ("2.675 EUR × ln(e^2)/2", "EUR", lambda: mpf("2.675")),
    ("12345.125 EUR × ln(e^2)/2", "EUR", lambda: mpf("12345.125")),
    ("-0.025 EUR × ln(e^2)/2", "EUR", lambda: mpf("-0.025")),
    ("1 EUR × e^(ln(2))/400", "EUR", lambda: mpf("0.005")),
    # Exact ties whose bounds have one end on the tie (a square that is zero, computed as a
    # tiny positive interval): to the even neighbour, not away from zero.
    ("(2.5 + (e^(ln 3) - 3)^2) JPY", "JPY", lambda: mpf("2.5")),
    ("(3.5 + (e^(ln 3) - 3)^2) JPY", "JPY", lambda: mpf("3.5")),
    ("(-2.5 + (e^(ln 3) - 3)^2) JPY", "JPY", lambda: mpf("-2.5")),
    ("(0.125 + (e^(ln 3) - 3)^2) EUR", "EUR", lambda: mpf("0.125")),
    # Ties with Γ, up to the 2,400 digits it is computed to (0.5!² = π/4).
    ("1 EUR × (0.5!^2 × 10^1200 / π + 0.015)", "EUR", lambda: gamma(mpf(3) / 2) ** 2 * mpf(10) ** 1200 / pi + mpf("0.015")),
    ("1 EUR × (0.5!^2 × 10^2300 / π + 0.005)", "EUR", lambda: gamma(mpf(3) / 2) ** 2 * mpf(10) ** 2300 / pi + mpf("0.005")),
    # Bounds that narrow as the precision rises: ln 2 + ln 3 − ln 6 is zero, its bounds at the
    # first precisions far wider than a cent once multiplied.
    ("((ln(2) + ln(3) - ln(6)) × 10^99990 + 1) EUR", "EUR", lambda: mpf(1)),
    # A factorial of an integer computes no Γ: its amount is not held to Γ's 2,400 digits.
    ("(3! × π × 10^3000) EUR", "EUR", lambda: 6 * pi * mpf(10) ** 3000),
    # Bounds far wider than the value at the first precision (e^(10^40 × a zero)): the precision
    # the cents need is read from each attempt's bounds, not kept from the widest.
    ("(2.5 × e^(10^40 × (ln(2) + ln(3) - ln(6)))) JPY", "JPY", lambda: mpf("2.5")),
    # A tie behind bounds that narrow as 2^(-precision/2) (asin near 1): decided at the last
    # attempt of a small amount, not climbed to the digit limit.
    ("(asin(1 - abs(e^(ln 3) - 3)) - π/2 + 0.125) EUR", "EUR", lambda: mpf("0.125")),
    # Below a cent, and far below (a bound too small to be a fraction).
    ("1 EUR × π ÷ 1000", "EUR", lambda: pi / 1000),
    ("1 EUR × π ÷ 318", "EUR", lambda: pi / 318),
    ("1 EUR × 2^(1/2) / 10^99999 / 10^99999", "EUR", lambda: sqrt(2) / mpf(10) ** 199998),
]

TIES = {"0.015 EUR × ln(e^2)/2": "0.015", "1.005 EUR × ln(e^2)/2": "1.005", "2.675 EUR × ln(e^2)/2": "2.675",
        "12345.125 EUR × ln(e^2)/2": "12345.125", "-0.025 EUR × ln(e^2)/2": "-0.025", "1 EUR × e^(ln(2))/400": "0.005",
        "(10^20 - 0.005) EUR × ln(e^2)/2": "99999999999999999999.995",
        "(10^33 - 0.005) EUR × ln(e^2)/2": "999999999999999999999999999999999.995",
        "(10^40 - 0.5) JPY × ln(e^2)/2": "9999999999999999999999999999999999999999.5",
        "(2.5 + (e^(ln 3) - 3)^2) JPY": "2.5", "(3.5 + (e^(ln 3) - 3)^2) JPY": "3.5",
        "(-2.5 + (e^(ln 3) - 3)^2) JPY": "-2.5", "(0.125 + (e^(ln 3) - 3)^2) EUR": "0.125",
        "1 EUR × (0.5!^2 × 10^1200 / π + 0.015)": "25" + "0" * 1198 + ".015",
        "1 EUR × (0.5!^2 × 10^2300 / π + 0.005)": "25" + "0" * 2298 + ".005",
        "(2.5 × e^(10^40 × (ln(2) + ln(3) - ln(6)))) JPY": "2.5",
        "(asin(1 - abs(e^(ln 3) - 3)) - π/2 + 0.125) EUR": "0.125"}


def written(amount, currency):
    """An amount as the C locale writes it: `EUR 1234.50`, `-EUR 0.75`; zero without a sign."""
    places = PLACES[currency]
    text = format(abs(amount), "f")
    sign = "-" if amount < 0 and amount != 0 else ""
    if places:
        integer, _, fraction = text.partition(".")
        text = integer + "." + fraction.ljust(places, "0")
    return f"{sign}{currency} {text}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", default=OUTPUT)
    arguments = parser.parse_args()
    sys.set_int_max_str_digits(0)
    mp.dps = 20100
    getcontext().prec = 30000
    lines = ["# expression\texpected (generated by Tests/Reference/generate_long_amounts.py: mpmath, decimal)"]
    for expression, currency, value in CASES:
        quantum = Decimal(1).scaleb(-PLACES[currency])
        if expression in TIES:
            exact = Decimal(TIES[expression])
            # The tie is the value: mpmath agrees with it far past the last place.
            assert abs(mpf(TIES[expression]) - value()) < mpf(10) ** -(PLACES[currency] + 20), expression
        else:
            v = value()
            # Enough digits past the last place that no rounding of mpmath's decides the cent.
            digits = max(int(mp.floor(mp.log10(abs(v)))) + 1, 1) + PLACES[currency] + 30 if v != 0 else 1
            exact = Decimal(mp.nstr(v, digits, strip_zeros=False, min_fixed=-10**6, max_fixed=10**6))
        lines.append(f"{expression}\t{written(exact.quantize(quantum, rounding=ROUND_HALF_EVEN), currency)}")
    with open(arguments.output, "w", encoding="utf-8") as output:
        output.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
