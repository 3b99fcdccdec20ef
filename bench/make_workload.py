#!/usr/bin/env python3
"""Writes the same N mixed expressions in the syntax of each tool the benchmark compares:
countonme (Unicode operators), bc -l, qalc, and Python (evaluated by python_evaluator.py).
Deterministic (fixed seed). Usage: make_workload.py N OUTPUT-PREFIX"""
import random
import sys

count, prefix = int(sys.argv[1]), sys.argv[2]
random.seed(20261121)


def number():
    kind = random.random()
    if kind < 0.45:
        return str(random.randint(1, 99999))
    if kind < 0.9:
        return f"{random.randint(0, 9999)}.{random.randint(0, 999):03d}".rstrip("0").rstrip(".") or "0"
    return str(random.randint(10**15, 10**19))


lines = {"countonme": [], "bc": [], "qalc": [], "python": []}
for _ in range(count):
    kind = random.random()
    a, b, c = number(), number(), number()
    if kind < 0.35:      # short sums and differences
        forms = (f"{a} + {b} - {c}",) * 4
    elif kind < 0.65:    # mixed precedence with decimals
        forms = (f"{a} × {b} − {c} ÷ 8", f"{a} * {b} - {c} / 8", f"{a} * {b} - {c} / 8", f"{a} * {b} - {c} / 8")
    elif kind < 0.8:     # parentheses and integer powers
        e = random.randint(2, 9)
        forms = (f"({a} + {b}) ^ {e}", f"({a} + {b}) ^ {e}", f"({a} + {b}) ^ {e}", f"({a} + {b}) ** {e}")
    elif kind < 0.9:     # big integers
        x, y = random.randint(10**20, 10**30), random.randint(10**10, 10**15)
        forms = (f"{x} × {y} + 1", f"{x} * {y} + 1", f"{x} * {y} + 1", f"{x} * {y} + 1")
    else:                # functions
        f = random.choice(["sqrt", "ln"])
        arg = str(random.randint(2, 9999))
        forms = (f"{f}({arg})", f"{'sqrt' if f == 'sqrt' else 'l'}({arg})", f"{f}({arg})", f"{f}({arg})")
    for tool, form in zip(lines, forms):
        lines[tool].append(form)

for tool, content in lines.items():
    with open(f"{prefix}.{tool}.txt", "w", encoding="utf-8") as file:
        file.write("\n".join(content) + "\n")
