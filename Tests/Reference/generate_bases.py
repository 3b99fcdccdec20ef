#!/usr/bin/env python3
"""Independent reference for bases and bitwise operators (issue 15, item 5): literals 0x1F, 0o17,
0b1011 read from Python's int(text, base); `and`, `or`, `xor`, `<<`, `>>` computed with Python's
own &, |, ^, <<, >> (two's complement of unbounded width, shifts rounding toward −∞, Python's
precedence: | below ^ below & below shifts below + −), or folded left to right for the immediate
mode; results written in base 2, 8 and 16 with format(n, 'b'/'o'/'X').

Columns: base (the display option), mode, expression, expected display ("!" and an error name for
an error). Usage (from the package root): python3 Tests/Reference/generate_bases.py [--output PATH]
Deterministic: the same run writes byte-identical output.
"""
import argparse
import os
import random
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generate_differential import display_exact  # noqa: E402

SEED = 20261124
OUTPUT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "bases.tsv"))
PREFIX = {2: ("0b", "b"), 8: ("0o", "o"), 16: ("0x", "X")}
PYTHON = {"and": "&", "or": "|", "xor": "^", "<<": "<<", ">>": ">>", "+": "+", "-": "-", "*": "*"}


def written(n, base):
    """n as the calculator writes it in `base`: the prefix, upper-case digits, '-' first."""
    if base == 10:
        return display_exact(Fraction(n))
    prefix, code = PREFIX[base]
    return ("-" if n < 0 else "") + prefix + format(abs(n), code)


def literal(n, base, rng):
    """n typed in `base`, letters in a random case (0xff, 0XFF, 0xFf all read the same)."""
    if base == 10:
        return str(n) if n >= 0 else f"({n})"
    prefix, code = PREFIX[base]
    text = "".join(c.upper() if rng.random() < 0.5 else c.lower() for c in format(abs(n), code))
    if rng.random() < 0.2:
        prefix = prefix.upper().replace("0O", "0o") if base != 8 else prefix
    return f"-{prefix}{text}" if n < 0 else f"{prefix}{text}"


class Avoid(Exception):
    """A case whose shift would make a number too long to be worth a table row."""


class Guarded(int):
    """An int whose left shifts refuse to make numbers of more than 10,000 bits (Python would
    compute them; the table skips them), so Python's own parser can evaluate the expressions."""

    def __lshift__(self, count):
        if count >= 0 and self.bit_length() + count > 10_000:
            raise Avoid
        return Guarded(int(self) << count)


for _name in ("__add__", "__radd__", "__sub__", "__rsub__", "__mul__", "__rmul__", "__and__", "__or__", "__xor__", "__rshift__"):
    setattr(Guarded, _name, (lambda name: lambda self, other: Guarded(getattr(int, name)(int(self), int(other))))(_name))
Guarded.__neg__ = lambda self: Guarded(-int(self))


def apply(op, a, b):
    return eval(f"a {PYTHON[op]} b", {"a": Guarded(a), "b": Guarded(b)})


def cases():
    rng = random.Random(SEED)
    out = []

    def add(base, mode, expression, compute):
        try:
            value = compute()
            expected = written(value, base)
        except ValueError:
            expected = "!domain"
        except Avoid:
            return
        out.append((str(base), mode, expression, expected))

    # Literals in every base, read back and written in every base.
    for _ in range(80):
        n = rng.choice([rng.randint(0, 255), rng.randint(-10 ** 6, 10 ** 6), rng.randint(0, 2 ** 64), rng.randint(-(2 ** 200), 2 ** 200)])
        source = rng.choice([2, 8, 16])
        text = literal(n, source, rng)
        for base in (2, 8, 10, 16):
            add(base, "algebraic", text, lambda n=n: n)
    # Bitwise operators and shifts mixed with arithmetic, with Python's precedence in algebraic
    # mode and left to right in immediate mode.
    operators = ["and", "or", "xor", "<<", ">>", "+", "-", "*"]
    for _ in range(400):
        count = rng.randint(2, 4)
        numbers = [rng.choice([rng.randint(-300, 300), rng.randint(0, 2 ** 40), rng.randint(-(2 ** 70), 2 ** 70)]) for _ in range(count)]
        ops = [rng.choice(operators) for _ in range(count - 1)]
        # Shift counts: small non-negative numbers, so results stay readable (and a few negative).
        for i, op in enumerate(ops):
            if op in ("<<", ">>"):
                numbers[i + 1] = rng.randint(-2, 80) if rng.random() < 0.1 else rng.randint(0, 80)
        texts = [literal(n, rng.choice([10, 10, 16, 2, 8]), rng) for n in numbers]
        expression = texts[0] + "".join(f" {op} {t}" for op, t in zip(ops, texts[1:]))
        python = "n[0]" + "".join(f" {PYTHON[op]} n[{i + 1}]" for i, op in enumerate(ops))
        base = rng.choice([10, 10, 16, 2])

        def algebraic(python=python, numbers=numbers):
            return int(eval(python, {"n": [Guarded(n) for n in numbers]}))

        def immediate(numbers=numbers, ops=ops):
            value = numbers[0]
            for op, n in zip(ops, numbers[1:]):
                value = apply(op, value, n)
            return int(value)

        add(base, "algebraic", expression, algebraic)
        add(base, "immediate", expression, immediate)
    # Named cases: the issue's, the edges of the shifts, errors.
    for base, expression, value in [(10, "0xF0 xor 0xFF", 15), (16, "0xFF + 0b1", 256), (10, "0o17", 15), (10, "0b1011", 11),
                                    (10, "1 << 2 + 1", 8), (10, "0xF0 or 0x0F and 0xFF", 255), (10, "-1 >> 1", -1),
                                    (10, "-1 >> 1000", -1), (10, "5 >> 1000000000000", 0), (10, "0 << 1000000000000", 0),
                                    (10, "-6 and 0xFF", 250), (10, "(-1) xor 0xFF", -256),
                                    (16, "-255", -255), (2, "0", 0), (8, "8", 8), (10, "0XfF AND 0B1111", 15),
                                    (16, "2^64 - 1", 2 ** 64 - 1), (10, "3 XOR 5 Or 8", 14), (10, "6/3 and 3", 2)]:
        add(base, "algebraic", expression, lambda value=value: value)
    return out


ERRORS = [
    # Not integers, negative shift counts, literals with a digit outside the base, amounts of money.
    (10, "1.5 and 1", "!domain"), (10, "1 or 0.5", "!domain"), (10, "1/3 xor 1", "!domain"), (10, "1 << -1", "!domain"),
    (10, "1 >> 0.5", "!domain"), (10, "pi and 1", "!domain"), (10, "0b102", "!invalidNumber"), (10, "0o8", "!invalidNumber"),
    (10, "0xFG", "!invalidNumber"), (10, "0x1F.8", "!missingOperator"), (10, "5 EUR and 3", "!invalidMoneyOperation"),
    (10, "1 << 400000", "!resultTooLarge"), (16, "1/2", "!cannotWriteInBase"), (2, "sqrt(2)", "!cannotWriteInBase"),
    (8, "pi", "!cannotWriteInBase"), (16, "2 EUR", "!cannotWriteInBase"), (16, "0.5 × 4", "0x2"),
]


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--output", default=OUTPUT)
    arguments = parser.parse_args(argv)
    rows = cases() + [(str(b), "algebraic", e, x) for b, e, x in ERRORS]
    with open(arguments.output, "w", encoding="utf-8") as file:
        file.write(f"# generated by: python3 Tests/Reference/generate_bases.py (seed {SEED}, Python int, format and its "
                   f"bitwise operators); columns: base, mode, expression, expected\n")
        for row in rows:
            file.write("\t".join(row) + "\n")
    print(f"wrote {len(rows)} cases to {arguments.output}")


if __name__ == "__main__":
    main()
