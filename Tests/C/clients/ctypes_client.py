#!/usr/bin/env python3
"""A client as Python binds the library: ctypes, no compiled glue, 8 threads at once.

Usage: ctypes_client.py LIBRARY [ROUNDS]

Each thread owns a context (the header: one context per thread at a time) and evaluates random
rational expressions (+ - * / and parentheses on integers and decimals, divisors of every kind),
checking each exact answer (countonme_calculation_fraction) against Python's fractions module and
each division by zero's status; then the French text of the README's sum against CLDR's format
(U+202F groups, decimal comma). Exits 1 on any difference."""
import ctypes
import random
import sys
import threading
from fractions import Fraction

library = ctypes.CDLL(sys.argv[1])
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
c_char_pp = ctypes.POINTER(ctypes.c_char_p)


def function(name, result, *arguments):
    f = getattr(library, name)
    f.restype = result
    f.argtypes = list(arguments)
    return f


context_new = function("countonme_context_new", ctypes.c_int32, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p))
context_free = function("countonme_context_free", None, ctypes.c_void_p)
calculate = function("countonme_calculate", ctypes.c_int32, ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t,
                     ctypes.POINTER(ctypes.c_void_p))
calculation_fraction = function("countonme_calculation_fraction", ctypes.c_int32, ctypes.c_void_p,
                                ctypes.POINTER(ctypes.c_void_p))
calculation_free = function("countonme_calculation_free", None, ctypes.c_void_p)
evaluate = function("countonme_evaluate", ctypes.c_int32, ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p))
free = function("countonme_free", None, ctypes.c_void_p)

DIVISION_BY_ZERO = 8   # COUNTONME_ERROR_DIVISION_BY_ZERO


def take_string(pointer):
    """The UTF-8 string the library returned, freed with countonme_free."""
    text = ctypes.string_at(pointer.value).decode("utf-8")
    free(pointer)
    return text


def random_expression(rng, depth=0):
    """An expression and its exact value (None when it divides by zero)."""
    if depth >= 3 or rng.random() < 0.35:
        if rng.random() < 0.5:
            # Zero one time in twenty: divisions by zero come up.
            n = 0 if rng.random() < 0.05 else rng.randint(0, 9999)
            return str(n), Fraction(n)
        whole, digits = rng.randint(0, 999), rng.randint(1, 4)
        fraction = rng.randint(0, 10 ** digits - 1)
        text = f"{whole}.{fraction:0{digits}d}"
        return text, Fraction(text)
    left_text, left = random_expression(rng, depth + 1)
    right_text, right = random_expression(rng, depth + 1)
    op = rng.choice("+-*/")
    text = f"({left_text} {op} {right_text})"
    if left is None or right is None:
        return text, None
    if op == "+":
        return text, left + right
    if op == "-":
        return text, left - right
    if op == "*":
        return text, left * right
    return text, (None if right == 0 else left / right)


failures = []
divisions_by_zero = [0] * 8


def worker(seed):
    rng = random.Random(seed)
    context = ctypes.c_void_p()
    if context_new(b"C", ctypes.byref(context)) != 0:
        failures.append(f"thread {seed}: context_new failed")
        return
    try:
        for _ in range(rounds):
            text, expected = random_expression(rng)
            data = text.encode()
            calculation = ctypes.c_void_p()
            status = calculate(context, data, len(data), ctypes.byref(calculation))
            if expected is None:
                if status != DIVISION_BY_ZERO:
                    failures.append(f"{text}: status {status}, expected division by zero")
                divisions_by_zero[seed] += 1
                continue
            if status != 0:
                failures.append(f"{text}: status {status}")
                continue
            fraction = ctypes.c_void_p()
            if calculation_fraction(calculation, ctypes.byref(fraction)) != 0:
                failures.append(f"{text}: no fraction")
            elif Fraction(take_string(fraction)) != expected:
                failures.append(f"{text}: not {expected}")
            calculation_free(calculation)
    finally:
        context_free(context)


threads = [threading.Thread(target=worker, args=(seed,)) for seed in range(8)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
# The French text of one result, as CLDR writes it (U+202F groups, decimal comma).
context = ctypes.c_void_p()
assert context_new(b"fr_FR", ctypes.byref(context)) == 0
result = ctypes.c_void_p()
if evaluate(context, "1 234,5 × 2".encode(), ctypes.byref(result)) != 0 or take_string(result) != "2\u202f469":
    failures.append("fr_FR: 1 234,5 × 2 is not 2\u202f469")
context_free(context)
for failure in failures[:20]:
    print("ctypes:", failure)
print(f"ctypes: 8 threads × {rounds} expressions ({sum(divisions_by_zero)} dividing by zero), {len(failures)} wrong")
sys.exit(1 if failures else 0)
