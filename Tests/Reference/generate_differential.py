#!/usr/bin/env python3
"""Independent reference generator for the calculator engine's differential test.

Generates random calculator expressions as ASTs, renders them to text, evaluates
the AST independently (exact rationals with fractions.Fraction, irrational values
with mpmath at high precision), re-parses the rendered text with a separate small
precedence parser as a cross-check, and writes a TSV table:

    mode<TAB>angle<TAB>expression<TAB>expected<TAB>exactness

Usage (from the package root):
    python3 Tests/Reference/generate_differential.py [--count N] [--output PATH] [--seed S]

Deterministic: same arguments -> byte-identical output.
Dependencies: Python 3.11 standard library + mpmath.
"""

import argparse
import math
import os
import random
import re
import sys
from decimal import Decimal, localcontext, ROUND_HALF_UP
from fractions import Fraction

import mpmath
from mpmath import mp, mpf

DEFAULT_SEED = 20240521
DEFAULT_COUNT = 2500
SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUTPUT = os.path.normpath(
    os.path.join(SCRIPT_DIR, "..", "Fixtures", "differential.tsv"))

LOW_DPS = 70     # main evaluation precision (significant digits)
HIGH_DPS = 110   # confirmation precision
PARSER_DPS = 100  # precision of the independent re-parser

SIG_DIGITS = 16
MAX_EXACT_DIGITS = 100

# ---------------------------------------------------------------------------
# Errors / rejection


class CalcError(Exception):
    kind = "?"


class DivZero(CalcError):
    kind = "divisionByZero"


class Domain(CalcError):
    kind = "domain"


class Avoid(Exception):
    """Candidate uses a construct whose expected result we are not certain of."""


# ---------------------------------------------------------------------------
# Number helpers


def to_mpf(q):
    if isinstance(q, Fraction):
        return mpf(q.numerator) / q.denominator
    return mpf(q)


def mpf_to_fraction(v):
    sign, man, exp, _bc = mpf(v)._mpf_
    if man == 0:
        if exp != 0:
            raise ValueError("non-finite mpf")
        return Fraction(0)
    if sign:
        man = -man
    if exp >= 0:
        return Fraction(man * (1 << exp))
    return Fraction(man, 1 << (-exp))


def iroot(x, n):
    """floor(x ** (1/n)) for integer x >= 0."""
    if x < 2:
        return x
    r = int(round(float(x) ** (1.0 / n))) if x < 10 ** 300 else 1 << (x.bit_length() // n)
    while r ** n > x:
        r -= 1
    while (r + 1) ** n <= x:
        r += 1
    return r


def exact_root(q, n):
    """Rational n-th root of q if it exists (odd n allows negative q), else None."""
    if q < 0:
        if n % 2 == 0:
            return None
        r = exact_root(-q, n)
        return None if r is None else -r
    a, b = q.numerator, q.denominator
    ra, rb = iroot(a, n), iroot(b, n)
    if ra ** n == a and rb ** n == b:
        return Fraction(ra, rb)
    return None


def exact_log(q, base):
    """Integer k with base**k == q, else None (q > 0)."""
    if q <= 0:
        return None
    a, b = q.numerator, q.denominator
    if b == 1:
        k = 0
        while a % base == 0:
            a //= base
            k += 1
        return k if a == 1 else None
    if a == 1:
        k = 0
        while b % base == 0:
            b //= base
            k += 1
        return -k if b == 1 else None
    return None


def check_size(q):
    if isinstance(q, Fraction):
        if abs(q.numerator) >= 10 ** 45 or q.denominator >= 10 ** 45:
            raise Avoid("too big")
    return q


# ---------------------------------------------------------------------------
# Display formatting


def floor_log10(a):
    """Exact floor(log10(a)) for a positive Fraction."""
    e = len(str(a.numerator)) - len(str(a.denominator))
    while Fraction(10) ** e > a:
        e -= 1
    while Fraction(10) ** (e + 1) <= a:
        e += 1
    return e


def round_sig(q, n=SIG_DIGITS):
    """Round nonzero Fraction q to n significant digits, half away from zero.
    Returns (negative, digit_string_without_trailing_zeros, exponent, tie_rel)."""
    neg = q < 0
    a = -q if neg else q
    e = floor_log10(a)
    scaled = a * Fraction(10) ** (n - 1 - e)
    fl = scaled.numerator // scaled.denominator
    frac = scaled - fl
    tie_rel = abs(frac - Fraction(1, 2)) / scaled
    if frac >= Fraction(1, 2):
        fl += 1
    if fl == 10 ** n:
        fl = 10 ** (n - 1)
        e += 1
    digits = str(fl).rstrip("0") or "0"
    return neg, digits, e, tie_rel


def layout(neg, digits, e):
    """Positional when -7 < e < 21, else scientific with 'E'."""
    if -7 < e < 21:
        if e >= 0:
            if len(digits) <= e + 1:
                s = digits + "0" * (e + 1 - len(digits))
            else:
                s = digits[: e + 1] + "." + digits[e + 1:]
        else:
            s = "0." + "0" * (-e - 1) + digits
    else:
        s = digits[0] + ("." + digits[1:] if len(digits) > 1 else "") + "E" + str(e)
    return ("-" if neg else "") + s


def decimal_crosscheck(q, neg, digits, e):
    """Second, independent rounding via decimal.Decimal ROUND_HALF_UP."""
    with localcontext() as ctx:
        ctx.prec = 300
        d = Decimal(q.numerator) / Decimal(q.denominator)
        ctx.prec = SIG_DIGITS
        ctx.rounding = ROUND_HALF_UP
        r = +d
    expect = Decimal(("-" if neg else "") + digits[0] + "." + (digits[1:] or "0") + "E" + str(e))
    assert r == expect, (q, r, expect)


def display_exact(q):
    if q.denominator == 1:
        return str(q.numerator)
    den = q.denominator
    a = b = 0
    while den % 2 == 0:
        den //= 2
        a += 1
    while den % 5 == 0:
        den //= 5
        b += 1
    if den == 1:
        k = max(a, b)
        n_int = q.numerator * 10 ** k // q.denominator
        assert Fraction(n_int, 10 ** k) == q
        s = str(abs(n_int))
        e = len(s) - 1 - k
        digits = s.rstrip("0")
        if len(digits) <= MAX_EXACT_DIGITS:
            return layout(q < 0, digits, e)
    neg, digits, e, _ = round_sig(q)
    decimal_crosscheck(q, neg, digits, e)
    return layout(neg, digits, e)


def display_approx(v):
    q = mpf_to_fraction(v)
    if q == 0:
        raise Avoid("approx zero")
    neg, digits, e, tie_rel = round_sig(q)
    if tie_rel < Fraction(1, 10 ** 40):
        raise Avoid("near rounding tie")
    return layout(neg, digits, e)


# ---------------------------------------------------------------------------
# AST

ADD, MUL, UNARY, POW, POST, ATOM = 1, 2, 3, 4, 5, 6


class Node:
    __slots__ = ()


class Num(Node):
    __slots__ = ("text", "value")

    def __init__(self, text):
        self.text = text
        self.value = Fraction(text)


class Const(Node):
    __slots__ = ("name", "text")

    def __init__(self, name, text):
        self.name, self.text = name, text


class Neg(Node):
    __slots__ = ("sign", "child")

    def __init__(self, sign, child):
        self.sign, self.child = sign, child


class Sqrt(Node):
    __slots__ = ("child",)

    def __init__(self, child):
        self.child = child


class Bin(Node):
    __slots__ = ("op", "text", "sp", "left", "right")

    def __init__(self, op, text, sp, left, right):
        self.op, self.text, self.sp, self.left, self.right = op, text, sp, left, right


class Imp(Node):
    __slots__ = ("left", "right")

    def __init__(self, left, right):
        self.left, self.right = left, right


class Fact(Node):
    __slots__ = ("child",)

    def __init__(self, child):
        self.child = child


class Pct(Node):
    __slots__ = ("child",)

    def __init__(self, child):
        self.child = child


class Func(Node):
    __slots__ = ("name", "args", "sep")

    def __init__(self, name, args, sep=";"):
        self.name, self.args, self.sep = name, args, sep


class Paren(Node):
    __slots__ = ("child",)

    def __init__(self, child):
        self.child = child


def level(n):
    if isinstance(n, (Num, Const, Func, Paren)):
        return ATOM
    if isinstance(n, (Fact, Pct)):
        return POST
    if isinstance(n, (Neg, Sqrt)):
        return UNARY
    if isinstance(n, Imp):
        return MUL
    if isinstance(n, Bin):
        if n.op == "^":
            return POW
        if n.op in ("*", "/", "mod"):
            return MUL
        return ADD
    raise TypeError(n)


def is_plain_num(n):
    return isinstance(n, Num) and "e" not in n.text.lower()


# --- rendering -------------------------------------------------------------

SIGN_CHARS = ("-", "\u2212", "+")


def wrap(s):
    return "(" + s + ")"


def mul_right_wrapped(child):
    return level(child) < UNARY


def imp_right_ok(child):
    return isinstance(child, Paren) or (isinstance(child, Const) and child.name == "pi") or (
        isinstance(child, Func) and child.name != "exp")


def ends_clean(n):
    """True when the rendering of n (at multiplicative level) ends in a plain
    number or a parenthesised group, so that an implicit multiplication may follow."""
    if is_plain_num(n) or isinstance(n, Paren):
        return True
    if isinstance(n, Bin) and n.op in ("*", "/", "mod"):
        return mul_right_wrapped(n.right) or ends_clean(n.right)
    if isinstance(n, Imp):
        return (not imp_right_ok(n.right)) or isinstance(n.right, Paren)
    return False


def pow_right_bare(r):
    if isinstance(r, Neg):
        return is_plain_num(r.child)
    if isinstance(r, (Fact, Pct, Sqrt)):
        return False
    return level(r) >= POW


def render(n):
    if isinstance(n, Num):
        return n.text
    if isinstance(n, Const):
        return n.text
    if isinstance(n, Paren):
        return wrap(render(n.child))
    if isinstance(n, Func):
        if n.name == "root":
            return "root(" + render(n.args[0]) + n.sep + render(n.args[1]) + ")"
        return n.name + "(" + render(n.args[0]) + ")"
    if isinstance(n, Neg):
        c = n.child
        assert not isinstance(c, Pct)
        s = render(c)
        if level(c) < POW:
            s = wrap(s)
        return n.sign + s
    if isinstance(n, Sqrt):
        c = n.child
        s = render(c)
        if not (is_plain_num(c) or isinstance(c, Paren)):
            s = wrap(s)
        return "\u221a" + s
    if isinstance(n, Fact):
        c = n.child
        s = render(c)
        if not (is_plain_num(c) or isinstance(c, Paren)):
            s = wrap(s)
        return s + "!"
    if isinstance(n, Pct):
        c = n.child
        s = render(c)
        if not (is_plain_num(c) or isinstance(c, Paren)):
            s = wrap(s)
        return s + "%"
    if isinstance(n, Imp):
        L, R = n.left, n.right
        ls = render(L)
        if level(L) < MUL or not ends_clean(L):
            ls = wrap(ls)
        rs = render(R)
        if not imp_right_ok(R):
            rs = wrap(rs)
        return ls + rs
    if isinstance(n, Bin):
        L, R = n.left, n.right
        ls, rs = render(L), render(R)
        if n.op in ("+", "-"):
            if level(R) <= ADD:
                rs = wrap(rs)
        elif n.op in ("*", "/", "mod"):
            if level(L) < MUL:
                ls = wrap(ls)
            if mul_right_wrapped(R):
                rs = wrap(rs)
        elif n.op == "^":
            assert not isinstance(L, Pct) and not isinstance(R, Pct)
            if level(L) < POST or (isinstance(L, Num) and not is_plain_num(L)):
                ls = wrap(ls)
            if not pow_right_bare(R):
                rs = wrap(rs)
        else:
            raise ValueError(n.op)
        if n.op == "mod":
            return ls + " mod " + rs
        if n.sp or (rs.startswith(SIGN_CHARS) and n.text != "^"):
            return ls + " " + n.text + " " + rs
        return ls + n.text + rs
    raise TypeError(n)


# --- AST evaluation --------------------------------------------------------

SIN_TABLE = {0: Fraction(0), 30: Fraction(1, 2), 90: Fraction(1), 150: Fraction(1, 2),
             180: Fraction(0), 210: Fraction(-1, 2), 270: Fraction(-1), 330: Fraction(-1, 2)}
TAN_TABLE = {0: Fraction(0), 45: Fraction(1), 135: Fraction(-1), 180: Fraction(0),
             225: Fraction(1), 315: Fraction(-1)}
NIVEN_SIN = {Fraction(0), Fraction(1, 2), Fraction(-1, 2), Fraction(1), Fraction(-1)}
NIVEN_TAN = {Fraction(0), Fraction(1), Fraction(-1)}


class Evaluator:
    """Evaluates the AST. Exact values are Fractions; irrational values are mpf.
    Irrationality is certified structurally: every irrational value stems from a single
    'irrational atom' (a function value known to be irrational, or pi/e) combined with
    nonzero rationals through field operations only."""

    def __init__(self, dps, angle):
        self.dps = dps
        self.deg = angle == "deg"
        self.atoms = 0

    def run(self, node):
        with mp.workdps(self.dps):
            v = self.ev(node)
            if isinstance(v, Fraction):
                if self.atoms:
                    raise Avoid("rational despite irrational atom")
                return v
            if self.atoms != 1:
                raise Avoid("multiple irrational atoms")
            return +v

    def irr(self, v):
        self.atoms += 1
        return v

    def ev(self, n):
        if isinstance(n, Num):
            return n.value
        if isinstance(n, Const):
            return self.irr(+mp.pi if n.name == "pi" else +mp.e)
        if isinstance(n, Paren):
            return self.ev(n.child)
        if isinstance(n, Neg):
            v = self.ev(n.child)
            return v if n.sign == "+" else -v
        if isinstance(n, Sqrt):
            return self.fn("sqrt", [self.ev(n.child)])
        if isinstance(n, Fact):
            v = self.ev(n.child)
            if not isinstance(v, Fraction) or v.denominator != 1 or not 0 <= v <= 20:
                raise Avoid("factorial arg")
            return Fraction(math.factorial(int(v)))
        if isinstance(n, Pct):
            v = self.ev(n.child)
            if not isinstance(v, Fraction):
                raise Avoid("percent of irrational")
            return v / 100
        if isinstance(n, Imp):
            return self.mul(self.ev(n.left), self.ev(n.right))
        if isinstance(n, Func):
            return self.fn(n.name, [self.ev(a) for a in n.args])
        if isinstance(n, Bin):
            if n.op in ("+", "-"):
                a = self.ev(n.left)
                if isinstance(n.right, Pct):
                    b = self.ev(n.right.child)
                    if not (isinstance(a, Fraction) and isinstance(b, Fraction)):
                        raise Avoid("percent with irrational")
                    d = a * b / 100
                    return check_size(a + d if n.op == "+" else a - d)
                b = self.ev(n.right)
                if isinstance(a, Fraction) and isinstance(b, Fraction):
                    return check_size(a + b if n.op == "+" else a - b)
                am, bm = to_mpf(a), to_mpf(b)
                r = am + bm if n.op == "+" else am - bm
                m = max(abs(am), abs(bm))
                if abs(r) < m / 1000:
                    raise Avoid("cancellation")
                return r
            if n.op == "*":
                return self.mul(self.ev(n.left), self.ev(n.right))
            if n.op == "/":
                a, b = self.ev(n.left), self.ev(n.right)
                if isinstance(b, Fraction):
                    if b == 0:
                        raise DivZero()
                    return check_size(a / b) if isinstance(a, Fraction) else a / to_mpf(b)
                if isinstance(a, Fraction) and a == 0:
                    raise Avoid("zero times irrational")
                return to_mpf(a) / b
            if n.op == "mod":
                a, b = self.ev(n.left), self.ev(n.right)
                if not (isinstance(a, Fraction) and isinstance(b, Fraction)):
                    raise Avoid("mod irrational")
                if b == 0:
                    raise DivZero()
                return a % b
            if n.op == "^":
                a, b = self.ev(n.left), self.ev(n.right)
                return self.power(n.left, a, b)
        raise TypeError(n)

    def mul(self, a, b):
        if isinstance(a, Fraction) and isinstance(b, Fraction):
            return check_size(a * b)
        if (isinstance(a, Fraction) and a == 0) or (isinstance(b, Fraction) and b == 0):
            raise Avoid("zero times irrational")
        return to_mpf(a) * to_mpf(b)

    def power(self, base_node, a, b):
        if not isinstance(b, Fraction):
            raise Avoid("irrational exponent")
        if not isinstance(a, Fraction):
            inner = base_node
            if isinstance(inner, Const) and b != 0:
                return a ** to_mpf(b)
            raise Avoid("irrational base")
        if b.denominator == 1:
            k = int(b)
            if a == 0 and k <= 0:
                raise Avoid("0^nonpositive")
            if abs(k) > 40:
                raise Avoid("big exponent")
            if a != 0 and abs(k) * max(len(str(abs(a.numerator))), len(str(a.denominator))) > 46:
                raise Avoid("big power")
            return check_size(a ** k)
        if a <= 0:
            raise Avoid("non-positive base with fractional exponent")
        r = exact_root(a, b.denominator)
        if r is not None:
            return self.power(None, r, Fraction(b.numerator))
        return self.irr(mp.power(to_mpf(a), to_mpf(b)))

    def fn(self, name, args):
        for x in args:
            if not isinstance(x, Fraction):
                raise Avoid("function of irrational")
        x = args[0]
        if name == "sqrt":
            if x < 0:
                raise Domain()
            r = exact_root(x, 2)
            return r if r is not None else self.irr(mp.sqrt(to_mpf(x)))
        if name == "cbrt":
            r = exact_root(x, 3)
            if r is not None:
                return r
            v = mp.cbrt(to_mpf(abs(x)))
            return self.irr(-v if x < 0 else v)
        if name == "root":
            k = args[1]
            if k.denominator != 1 or not 2 <= k <= 5 or x < 0:
                raise Avoid("root args")
            r = exact_root(x, int(k))
            return r if r is not None else self.irr(mp.root(to_mpf(x), int(k)))
        if name == "abs":
            return abs(x)
        if name == "exp":
            return Fraction(1) if x == 0 else self.irr(mp.exp(to_mpf(x)))
        if name in ("ln", "log", "log10", "log2"):
            if x <= 0:
                raise Domain()
            base = {"ln": None, "log": 10, "log10": 10, "log2": 2}[name]
            if base is None:
                return Fraction(0) if x == 1 else self.irr(mp.log(to_mpf(x)))
            k = exact_log(x, base)
            if k is not None:
                if k < 0:
                    raise Avoid("negative exact log")
                return Fraction(k)
            return self.irr(mp.log(to_mpf(x)) / mp.log(base))
        if name in ("sin", "cos", "tan"):
            if self.deg:
                return self.deg_trig(name, x)
            if x == 0:
                raise Avoid("trig(0) in rad")
            return self.irr(getattr(mp, name)(to_mpf(x)))
        if name in ("asin", "acos", "atan"):
            if name != "atan" and abs(x) > 1:
                raise Domain()
            if self.deg:
                if x in (NIVEN_TAN if name == "atan" else NIVEN_SIN):
                    raise Avoid("exact inverse trig in deg")
                return self.irr(getattr(mp, name)(to_mpf(x)) * 180 / mp.pi)
            if (name in ("asin", "atan") and x == 0) or (name == "acos" and x == 1):
                raise Avoid("exact inverse trig in rad")
            return self.irr(getattr(mp, name)(to_mpf(x)))
        raise ValueError(name)

    def deg_trig(self, name, x):
        r = x % 360
        if r.denominator == 1 and int(r) % 15 == 0:
            k = int(r)
            if name == "sin" and k in SIN_TABLE:
                return SIN_TABLE[k]
            if name == "cos" and (k + 90) % 360 in SIN_TABLE:
                return SIN_TABLE[(k + 90) % 360]
            if name == "tan":
                if k in (90, 270):
                    raise Avoid("tan pole")
                if k in TAN_TABLE:
                    return TAN_TABLE[k]
        # Niven: a rational multiple of pi has rational sin/cos only at multiples of 30
        # degrees and rational tan only at multiples of 45 degrees -> irrational here.
        rad = to_mpf(x) * mp.pi / 180
        return self.irr(getattr(mp, name)(rad))


# ---------------------------------------------------------------------------
# Immediate-mode AST


class ImmChain:
    __slots__ = ("operands", "ops", "sp")

    def __init__(self, operands, ops, sp):
        self.operands, self.ops, self.sp = operands, ops, sp  # ops: list of (canon, text)


class ImmNeg:
    __slots__ = ("sign", "child")

    def __init__(self, sign, child):
        self.sign, self.child = sign, child


class ImmParen:
    __slots__ = ("chain",)

    def __init__(self, chain):
        self.chain = chain


def imm_render(n):
    if isinstance(n, Num):
        return n.text
    if isinstance(n, ImmNeg):
        return n.sign + imm_render(n.child)
    if isinstance(n, ImmParen):
        return "(" + imm_render(n.chain) + ")"
    out = imm_render(n.operands[0])
    for (canon, text), opnd in zip(n.ops, n.operands[1:]):
        s = imm_render(opnd)
        if n.sp:
            out += " " + text + " " + s
        else:
            out += text + s
    return out


def imm_eval(n):
    if isinstance(n, Num):
        return n.value
    if isinstance(n, ImmNeg):
        v = imm_eval(n.child)
        return v if n.sign == "+" else -v
    if isinstance(n, ImmParen):
        return imm_eval(n.chain)
    acc = imm_eval(n.operands[0])
    for (canon, _), opnd in zip(n.ops, n.operands[1:]):
        b = imm_eval(opnd)
        if canon == "+":
            acc = acc + b
        elif canon == "-":
            acc = acc - b
        elif canon == "*":
            acc = acc * b
        else:
            if b == 0:
                raise DivZero()
            acc = acc / b
        check_size(acc)
    return acc


# ---------------------------------------------------------------------------
# Independent re-parser (text -> value), used only as a cross-check


class ParseError(Exception):
    pass


NUM_RE = re.compile(r"[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
IDENT_RE = re.compile(r"[A-Za-z][A-Za-z0-9]*")
FUNCS = {"sqrt", "cbrt", "abs", "exp", "ln", "log", "log10", "log2", "sin", "cos", "tan",
         "asin", "acos", "atan", "root"}


def tokenize(s):
    toks = []
    i = 0
    while i < len(s):
        c = s[i]
        if c == " ":
            i += 1
            continue
        if c.isdigit():
            m = NUM_RE.match(s, i)
            toks.append(("num", m.group()))
            i = m.end()
            if i < len(s) and (s[i].isdigit() or s[i] in ".eE"):
                raise ParseError("ambiguous number boundary")
            continue
        if c.isascii() and c.isalpha():
            m = IDENT_RE.match(s, i)
            name = m.group()
            toks.append(("mod", None) if name == "mod" else ("id", name))
            i = m.end()
            continue
        if s.startswith("**", i):
            toks.append(("pow", None))
            i += 2
            continue
        single = {"\u03c0": ("id", "pi"), "^": ("pow", None), "*": ("mul", None),
                  "\u00d7": ("mul", None), "\u00b7": ("mul", None), "/": ("div", None),
                  "\u00f7": ("div", None), "+": ("plus", None), "-": ("minus", None),
                  "\u2212": ("minus", None), "(": ("(", None), ")": (")", None),
                  ";": (";", None), "!": ("!", None), "%": ("%", None),
                  "\u221a": ("sqrt", None)}
        if c not in single:
            raise ParseError("bad char %r" % c)
        toks.append(single[c])
        i += 1
    toks.append(("end", None))
    return toks


def p_snap(v):
    """Snap an mpf that is (numerically) a small-denominator rational to a Fraction."""
    if abs(v) <= mpf(10) ** (-(PARSER_DPS - 15)):
        return Fraction(0)
    f = mpf_to_fraction(v).limit_denominator(10 ** 8)
    if abs(to_mpf(f) - v) <= abs(v) * mpf(10) ** (-(PARSER_DPS - 15)):
        return f
    return v


def p_num(a):
    return a if isinstance(a, Fraction) else mpf(a)


def p_arith(op, a, b):
    if isinstance(a, Fraction) and isinstance(b, Fraction):
        if op == "+":
            return a + b
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        if b == 0:
            raise DivZero()
        return a / b
    a, b = to_mpf(a), to_mpf(b)
    return {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b, "/": lambda: a / b}[op]()


class Parser:
    def __init__(self, text, angle):
        self.toks = tokenize(text)
        self.i = 0
        self.deg = angle == "deg"

    def peek(self):
        return self.toks[self.i][0]

    def take(self, kind=None):
        t = self.toks[self.i]
        if kind is not None and t[0] != kind:
            raise ParseError("expected %s got %s" % (kind, t[0]))
        self.i += 1
        return t

    def parse(self):
        with mp.workdps(PARSER_DPS):
            v = self.add()[0]
            self.take("end")
            return v

    # each level returns (value, is_percent_node, percent_operand)
    def add(self):
        a, pct, base = self.mul()
        while self.peek() in ("plus", "minus"):
            op = "+" if self.take()[0] == "plus" else "-"
            b, bpct, bbase = self.mul()
            if bpct:
                a = p_arith(op, a, p_arith("*", a, p_arith("/", bbase, Fraction(100))))
            else:
                a = p_arith(op, a, b)
            pct = False
        return a, pct, base

    def mul(self):
        a, pct, base = self.unary()
        while True:
            k = self.peek()
            if k in ("mul", "div", "mod"):
                self.take()
                b = self.unary()[0]
                if k == "mod":
                    if not (isinstance(a, Fraction) and isinstance(b, Fraction)):
                        raise ParseError("mod of irrational")
                    if b == 0:
                        raise DivZero()
                    a = a - b * math.floor(a / b)
                else:
                    a = p_arith("*" if k == "mul" else "/", a, b)
            elif k in ("(", "id"):
                b = self.unary()[0]
                a = p_arith("*", a, b)
            else:
                break
            pct = False
        return a, pct, base

    def unary(self):
        k = self.peek()
        if k in ("plus", "minus"):
            self.take()
            v = self.unary()[0]
            return (v if k == "plus" else -v), False, None
        if k == "sqrt":
            self.take()
            v = self.unary()[0]
            return self.call("sqrt", [v]), False, None
        return self.power()

    def power(self):
        b, pct, base = self.postfix()
        if self.peek() == "pow":
            self.take()
            e = self.unary()[0]
            return self.pw(b, e), False, None
        return b, pct, base

    def pw(self, b, e):
        if isinstance(b, Fraction) and isinstance(e, Fraction) and e.denominator == 1:
            if b == 0 and e < 0:
                raise DivZero()
            return b ** int(e)
        if isinstance(b, Fraction) and b <= 0:
            raise ParseError("negative base, fractional exponent")
        return p_snap(mp.power(to_mpf(b), to_mpf(e)))

    def postfix(self):
        v = self.primary()
        pct, base = False, None
        while self.peek() in ("!", "%"):
            if self.take()[0] == "!":
                if not (isinstance(v, Fraction) and v.denominator == 1 and v >= 0):
                    raise ParseError("factorial")
                v = Fraction(math.factorial(int(v)))
                pct, base = False, None
            else:
                base = v
                v = p_arith("/", v, Fraction(100))
                pct = True
        return v, pct, base

    def primary(self):
        kind, val = self.take()
        if kind == "num":
            return Fraction(Decimal(val))
        if kind == "(":
            v = self.add()[0]
            self.take(")")
            return v
        if kind == "id":
            if val == "pi":
                return +mp.pi
            if val == "e":
                return +mp.e
            if val not in FUNCS:
                raise ParseError("unknown ident " + val)
            self.take("(")
            args = [self.add()[0]]
            if val == "root":
                self.take(";")
                args.append(self.add()[0])
            self.take(")")
            return self.call(val, args)
        raise ParseError("unexpected " + kind)

    def call(self, name, args):
        x = args[0]
        xm = to_mpf(x)
        if name == "abs":
            return abs(x)
        if name == "sqrt":
            if x < 0:
                raise Domain()
            return p_snap(mp.sqrt(xm))
        if name == "cbrt":
            return p_snap(mp.sign(xm) * mp.cbrt(abs(xm)))
        if name == "root":
            if x < 0:
                raise ParseError("root of negative")
            return p_snap(mp.root(xm, int(args[1])))
        if name == "exp":
            return p_snap(mp.exp(xm))
        if name in ("ln", "log", "log10", "log2"):
            if x <= 0:
                raise Domain()
            if name == "ln":
                return p_snap(mp.log(xm))
            if name == "log2":
                return p_snap(mp.log(xm, 2))
            return p_snap(mp.log10(xm))
        if name in ("sin", "cos", "tan"):
            arg = mp.radians(xm) if self.deg else xm
            return p_snap(getattr(mp, name)(arg))
        if name in ("asin", "acos", "atan"):
            if name != "atan" and abs(x) > 1:
                raise Domain()
            v = getattr(mp, name)(xm)
            return p_snap(mp.degrees(v) if self.deg else v)
        raise ParseError(name)


def imm_parse(text):
    toks = tokenize(text)
    pos = [0]

    def peek():
        return toks[pos[0]][0]

    def take():
        t = toks[pos[0]]
        pos[0] += 1
        return t

    def operand():
        k, v = take()
        if k in ("plus", "minus"):
            x = operand()
            return x if k == "plus" else -x
        if k == "num":
            return Fraction(Decimal(v))
        if k == "(":
            x = chain()
            if take()[0] != ")":
                raise ParseError(")")
            return x
        raise ParseError("imm operand " + k)

    def chain():
        acc = operand()
        while peek() in ("plus", "minus", "mul", "div"):
            k = take()[0]
            b = operand()
            if k == "plus":
                acc = acc + b
            elif k == "minus":
                acc = acc - b
            elif k == "mul":
                acc = acc * b
            else:
                if b == 0:
                    raise DivZero()
                acc = acc / b
        return acc

    v = chain()
    if peek() != "end":
        raise ParseError("trailing")
    return v


# ---------------------------------------------------------------------------
# Random generation


class Gen:
    def __init__(self, rng):
        self.r = rng

    # -- primitive choices
    def chance(self, p):
        return self.r.random() < p

    def pick(self, items, weights=None):
        if weights is None:
            return items[self.r.randrange(len(items))]
        return self.r.choices(items, weights=weights)[0]

    def op_text(self, op):
        if op == "+":
            return "+"
        if op == "-":
            return self.pick(["-", "\u2212"], [55, 45])
        if op == "*":
            return self.pick(["*", "\u00d7", "\u00b7"], [35, 45, 20])
        if op == "/":
            return self.pick(["/", "\u00f7"], [55, 45])
        if op == "^":
            return self.pick(["^", "**"], [75, 25])
        return "mod"

    def bin(self, op, left, right):
        if isinstance(right, Neg) and op != "^" and self.chance(0.7):
            right = Paren(right)
        if op == "mod" and isinstance(right, Neg):
            right = Paren(right)
        return Bin(op, self.op_text(op), self.chance(0.6), left, right)

    def neg(self, child):
        if isinstance(child, Neg):
            child = Paren(child)
        sign = self.pick(["-", "\u2212", "+"], [55, 38, 7])
        return Neg(sign, child)

    # -- numbers
    def int_num(self, lo, hi):
        return Num(str(self.r.randint(lo, hi)))

    def dec_text(self, int_hi=99, max_frac=3):
        ip = self.r.randint(0, int_hi)
        nd = self.r.randint(1, max_frac)
        fd = "".join(str(self.r.randint(0, 9)) for _ in range(nd))
        if fd[-1] == "0" and self.chance(0.8):
            fd = fd[:-1] + str(self.r.randint(1, 9))
        return "%d.%s" % (ip, fd)

    def sci_text(self):
        m = str(self.r.randint(1, 9))
        if self.chance(0.6):
            m += "." + str(self.r.randint(1, 99)).rstrip("0")
        k = self.r.randint(-12, 12)
        e = self.pick(["e", "E"])
        if k >= 0 and self.chance(0.25):
            return m + e + "+" + str(k)
        return m + e + str(k)

    def big_sci(self):
        """A power of ten scale factor such as 1e-9 or 2.5E22."""
        m = self.pick(["1", "2", "5", "1.5", "2.5", "3", "4.2", "7"])
        k = self.r.randint(6, 24) * self.pick([1, -1])
        return Num(m + self.pick(["e", "E"]) + str(k))

    def number(self, nonzero=False, plain=False):
        while True:
            x = self.r.random()
            if x < 0.42:
                n = self.int_num(0, 20)
            elif x < 0.62:
                n = self.int_num(21, 999)
            elif x < 0.68:
                n = self.int_num(1000, 10 ** self.r.randint(4, 9))
            elif x < 0.94 or plain:
                n = Num(self.dec_text())
            else:
                n = Num(self.sci_text())
            if not (nonzero and n.value == 0):
                return n

    def small_pos(self):
        x = self.r.random()
        if x < 0.7:
            return self.int_num(1, 12)
        return Num(self.pick(["0.5", "1.5", "2.5", "0.25", "0.1", "0.2", "1.2", "0.75", "3.5"]))

    def value_node(self, q):
        """A node that evaluates exactly to the Fraction q."""
        if q < 0:
            return self.neg(self.value_node(-q))
        if q.denominator == 1:
            return Num(str(q.numerator))
        d = q.denominator
        while d % 2 == 0:
            d //= 2
        while d % 5 == 0:
            d //= 5
        if d == 1 and self.chance(0.7):
            s = display_exact(q)
            if "E" not in s and len(s) <= 12:
                return Num(s)
        return Paren(Bin("/", self.op_text("/"), self.chance(0.3),
                         Num(str(q.numerator)), Num(str(q.denominator))))

    def small_rational(self, allow_neg=False):
        x = self.r.random()
        if x < 0.55:
            q = Fraction(self.r.randint(0, 25))
        elif x < 0.8:
            q = Fraction(self.r.randint(1, 40), self.pick([2, 4, 5, 10, 20]))
        else:
            q = Fraction(self.r.randint(1, 12), self.r.randint(2, 9))
        if allow_neg and self.chance(0.35):
            q = -q
        return q

    # -- exact (rational) expressions
    def leaf(self):
        x = self.r.random()
        if x < 0.93:
            return self.number()
        if x < 0.97:
            return Fact(self.int_num(0, 12))
        return self.exact_func(0)

    def rat(self, d):
        if d <= 0:
            return self.leaf()
        kinds = ["leaf", "addsub", "muldiv", "mod", "pow", "imp", "neg", "paren", "pct", "func", "sqrtp", "sci"]
        weights = [12, 26, 24, 5, 7, 6, 5, 3, 5, 6, 1, 2]
        k = self.pick(kinds, weights)
        if k == "leaf":
            return self.leaf()
        if k == "sci":
            return self.bin(self.pick(["*", "/"]), self.rat(d - 1), self.big_sci())
        if k == "addsub":
            return self.bin(self.pick(["+", "-"]), self.rat(d - 1), self.rat(d - 1))
        if k == "muldiv":
            return self.bin(self.pick(["*", "/"]), self.rat(d - 1), self.rat(d - 1))
        if k == "mod":
            left = self.rat(d - 1)
            right = self.pick([self.small_pos(), self.number(nonzero=True), self.neg(self.small_pos())])
            return self.bin("mod", left, right)
        if k == "pow":
            return self.exact_pow(d)
        if k == "imp":
            return self.implicit(d, exact=True)
        if k == "neg":
            c = self.rat(d - 1)
            if isinstance(c, Neg):
                c = Paren(c)
            return self.neg(c)
        if k == "paren":
            return Paren(self.rat(d - 1))
        if k == "pct":
            return self.percent(d)
        if k == "func":
            return self.exact_func(d - 1)
        return Sqrt(self.value_node(self.small_rational() ** 2) if self.chance(0.5)
                    else Num(str(self.r.randint(0, 30) ** 2)))

    def pct_node(self, d):
        if d > 1 and self.chance(0.3):
            return Pct(Paren(self.rat(d - 1)))
        x = self.r.random()
        if x < 0.7:
            return Pct(self.int_num(1, 100))
        return Pct(Num(self.dec_text(int_hi=50, max_frac=2)))

    def percent(self, d):
        x = self.r.random()
        if x < 0.55:   # a + b%  /  a - b%   (calculator rule)
            return self.bin(self.pick(["+", "-"]), self.rat(d - 1), self.pct_node(d))
        if x < 0.75:   # a * b%, a / b%
            return self.bin(self.pick(["*", "/"]), self.rat(d - 1), self.pct_node(d))
        if x < 0.88:   # b% * a
            return self.bin(self.pick(["*", "/"]), self.pct_node(d), self.rat(d - 1))
        return self.bin(self.pick(["+", "-"]), self.pct_node(d), self.rat(d - 1))  # b% + a

    def exact_pow(self, d):
        x = self.r.random()
        if x < 0.45:
            base = self.pick([self.int_num(0, 12), self.int_num(2, 5), self.small_pos(),
                              Paren(self.neg(self.int_num(1, 9)))])
            bv = abs(base.value) if isinstance(base, Num) else Fraction(2)
            k = self.r.randint(0, 12 if bv > 3 else 20)
            if self.chance(0.2) and bv != 0:
                expo = self.neg(Num(str(self.r.randint(1, 6))))
            else:
                expo = Num(str(k))
            return self.bin("^", base, expo)
        if x < 0.55:
            k = self.r.randint(-30, 30)
            expo = Num(str(k)) if k >= 0 else self.neg(Num(str(-k)))
            return self.bin("^", Num("10"), expo)
        if x < 0.75:  # rational exponent with rational result
            q = self.pick([2, 2, 2, 3, 3, 4])
            root = self.small_rational()
            if root == 0:
                root = Fraction(self.r.randint(1, 9))
            p = self.pick([1, 1, 2, 3, -1, -2])
            if q == 4 and root.numerator > 9:
                root = Fraction(self.r.randint(1, 5))
            base = self.value_node(root ** q)
            e = Fraction(p, q)
            if e.denominator in (2, 4) and self.chance(0.6):
                es = display_exact(abs(e))
                expo = Num(es) if e > 0 else self.neg(Num(es))
            else:
                inner = Bin("/", self.op_text("/"), False, Num(str(abs(p))), Num(str(q)))
                if p > 0:
                    expo = Paren(inner)
                elif self.chance(0.5):
                    expo = Paren(Neg("-", Paren(inner)))
                else:
                    expo = Paren(Bin("/", inner.text, False, Neg(self.pick(["-", "\u2212"]), Num(str(-p))), Num(str(q))))
            return self.bin("^", base, expo)
        if x < 0.85:  # -a^n
            return self.neg(self.bin("^", self.int_num(2, 9), self.int_num(2, 4)))
        if x < 0.92:  # right-assoc tower
            a, b, c = self.pick([(2, 3, 2), (2, 2, 3), (3, 2, 2), (2, 2, 2), (2, 1, 5), (5, 2, 1), (4, 3, 1), (10, 2, 1)])
            return self.bin("^", Num(str(a)), self.bin("^", Num(str(b)), Num(str(c))))
        if x < 0.95:
            return self.bin("^", Fact(self.int_num(0, 5)), self.int_num(0, 3))
        return self.bin("^", Paren(self.rat(max(d - 1, 1))), self.int_num(0, 3))

    def implicit(self, d, exact=True, right=None):
        x = self.r.random()
        if x < 0.45:
            left = self.number(plain=True)
        elif x < 0.7:
            left = Paren(self.rat(d - 1))
        elif x < 0.85:
            left = self.bin(self.pick(["*", "/"]), self.number(plain=True), self.number(nonzero=True, plain=True))
        else:
            left = self.rat(d - 1)
        if right is None:
            if self.chance(0.75) or not exact:
                right = Paren(self.rat(d - 1))
            else:
                right = self.exact_func(d - 1)
                if not imp_right_ok(right):
                    right = Paren(right)
        return Imp(left, right)

    def exact_func(self, d):
        k = self.pick(["sqrt", "cbrt", "root", "abs", "log10", "log2", "ln1", "exp0"],
                      [30, 14, 10, 16, 12, 10, 4, 4])
        if k == "sqrt":
            q = self.small_rational()
            return Func("sqrt", [self.value_node(q * q)])
        if k == "cbrt":
            q = self.small_rational(allow_neg=True)
            if abs(q.numerator) > 12:
                q = Fraction(self.r.randint(-10, 10))
            return Func("cbrt", [self.value_node(q ** 3)])
        if k == "root":
            n = self.r.randint(2, 5)
            q = Fraction(self.r.randint(1, {2: 30, 3: 10, 4: 6, 5: 4}[n]))
            if self.chance(0.2):
                q = q / self.r.randint(2, 3)
            return Func("root", [self.value_node(q ** n), Num(str(n))], self.pick([";", "; "]))
        if k == "abs":
            return Func("abs", [self.rat(max(d, 0)) if self.chance(0.6) else self.neg(self.number())])
        if k == "log10":
            kk = self.r.randint(0, 9)
            arg = self.pick([Num(str(10 ** kk)), Num("1e" + str(kk)),
                             self.bin("^", Num("10"), Num(str(kk)))], [6, 2, 2])
            return Func(self.pick(["log", "log10"]), [arg])
        if k == "log2":
            kk = self.r.randint(0, 16)
            arg = self.pick([Num(str(2 ** kk)), self.bin("^", Num("2"), Num(str(kk)))], [7, 3])
            return Func("log2", [arg])
        if k == "ln1":
            return Func("ln", [self.pick([Num("1"), Num("1.0"), self.bin("-", Num("3"), Num("2"))])])
        return Func("exp", [self.pick([Num("0"), self.bin("-", Num("2"), Num("2")), Num("0.0")])])

    # -- irrational
    def irr_arg_pos(self):
        x = self.r.random()
        if x < 0.55:
            return self.int_num(2, 200)
        if x < 0.8:
            return Num(self.dec_text(int_hi=50, max_frac=2))
        if x < 0.9:
            return Bin("/", self.op_text("/"), self.chance(0.3), self.int_num(1, 30), self.int_num(2, 30))
        return self.rat(1)

    def irr_arg_small(self, lo, hi):
        x = self.r.random()
        if x < 0.45:
            n = Num(str(self.r.randint(max(1, int(lo)), int(hi))))
        elif x < 0.85:
            n = Num(self.dec_text(int_hi=int(hi) - 1, max_frac=2))
        else:
            n = Bin("/", self.op_text("/"), self.chance(0.3), self.int_num(1, 9), self.int_num(2, 9))
        if self.chance(0.3):
            return self.neg(n)
        return n

    def irr_atom(self):
        k = self.pick(["sqrt", "sqrtp", "cbrt", "root", "pow", "ln", "log10", "log2", "exp",
                       "trig", "atan", "asinacos", "pi", "e", "npi", "epow", "pipow"],
                      [16, 5, 6, 4, 8, 9, 6, 4, 8, 12, 4, 5, 4, 3, 5, 3, 2])
        if k == "sqrt":
            return Func("sqrt", [self.irr_arg_pos()])
        if k == "sqrtp":
            return Sqrt(self.pick([self.int_num(2, 99), Paren(self.rat(1))], [7, 3]))
        if k == "cbrt":
            a = self.irr_arg_pos()
            return Func("cbrt", [self.neg(a) if self.chance(0.3) else a])
        if k == "root":
            return Func("root", [self.irr_arg_pos(), Num(str(self.r.randint(2, 5)))], self.pick([";", "; "]))
        if k == "pow":
            base = self.pick([self.int_num(2, 20), Num(self.dec_text(int_hi=9, max_frac=1))])
            expo = self.pick([Num("0.5"), Num("1.5"), Num("0.25"), Num("0.3"), Num("2.5"),
                              Paren(Bin("/", "/", False, Num("1"), Num("3"))),
                              Paren(Bin("/", "\u00f7", False, Num("2"), Num("3"))),
                              self.neg(Num("0.5"))])
            return self.bin("^", base, expo)
        if k == "ln":
            return Func("ln", [self.irr_arg_pos()])
        if k == "log10":
            return Func(self.pick(["log", "log10"]), [self.irr_arg_pos()])
        if k == "log2":
            return Func("log2", [self.irr_arg_pos()])
        if k == "exp":
            return Func("exp", [self.irr_arg_small(1, 10)])
        if k == "trig":
            return Func(self.pick(["sin", "cos", "tan"]), [self.irr_arg_small(1, 10)])
        if k == "atan":
            return Func("atan", [self.irr_arg_small(1, 50)])
        if k == "asinacos":
            v = Fraction(self.r.randint(-100, 100), 100)
            arg = self.value_node(v) if self.chance(0.4) else (
                Num(display_exact(v)) if v >= 0 else self.neg(Num(display_exact(-v))))
            return Func(self.pick(["asin", "acos"]), [arg])
        if k == "pi":
            return Const("pi", self.pick(["pi", "\u03c0"], [4, 6]))
        if k == "e":
            return Const("e", "e")
        if k == "npi":
            return Imp(self.number(nonzero=True, plain=True), Const("pi", self.pick(["pi", "\u03c0"], [3, 7])))
        if k == "epow":
            return self.bin("^", Const("e", "e"), self.irr_arg_small(1, 5))
        return self.bin("^", Const("pi", self.pick(["pi", "\u03c0"])), self.int_num(2, 4))

    def wrap_irr(self, node):
        rd = self.pick([0, 0, 1, 1, 2])
        x = self.r.random()
        if x < 0.22:
            return self.bin(self.pick(["+", "-"]), node, self.rat(rd))
        if x < 0.40:
            return self.bin(self.pick(["+", "-"]), self.rat(rd), node)
        if x < 0.55:
            return self.bin("*", self.rat(rd), node)
        if x < 0.63:
            return self.bin("*", node, self.rat(rd))
        if x < 0.73:
            return self.bin("/", node, self.rat(rd))
        if x < 0.80:
            return self.bin("/", self.rat(rd), node)
        if x < 0.90:
            if imp_right_ok(node):
                return Imp(self.number(nonzero=True, plain=True), node)
            return Imp(self.number(nonzero=True, plain=True), Paren(node))
        if x < 0.95:
            return self.neg(node)
        return Paren(node)

    def irrational(self, deg=False):
        node = self.deg_atom() if deg else self.irr_atom()
        for _ in range(self.pick([0, 1, 1, 2, 2, 3])):
            node = self.wrap_irr(node)
        if self.chance(0.06):
            node = self.bin(self.pick(["*", "/"]), node, self.big_sci())
        return node

    # -- degree-mode trig
    def deg_arg(self):
        x = self.r.random()
        if x < 0.55:
            v = 15 * self.r.randint(-8, 40)
        elif x < 0.8:
            v = self.pick([30, 45, 60, 90, 120, 135, 150, 180, 210, 225, 240, 270, 300, 315, 330, 360, 390, 405, 720, -30, -45, -60, -90])
        else:
            v = None
        if v is None:
            if self.chance(0.5):
                return Num(self.dec_text(int_hi=359, max_frac=1))
            return self.int_num(1, 359)
        y = self.r.random()
        if y < 0.7 or v == 0:
            n = Num(str(abs(v)))
            return self.neg(n) if v < 0 else n
        if y < 0.85 and v % 2 == 0 and v > 0:
            return self.bin("*", Num(str(v // 2)), Num("2"))
        if v > 0:
            return self.bin("+", Num(str(v - 15 if v > 15 else v)), Num(str(15 if v > 15 else 0)))
        return self.neg(Num(str(-v)))

    def deg_atom(self):
        if self.chance(0.82):
            return Func(self.pick(["sin", "cos", "tan"]), [self.deg_arg()])
        name = self.pick(["asin", "acos", "atan"])
        if name == "atan":
            return Func(name, [self.irr_arg_small(1, 20)])
        v = Fraction(self.r.randint(-99, 99), 100)
        arg = Num(display_exact(abs(v)))
        return Func(name, [self.neg(arg) if v < 0 else arg])

    def degree_case(self):
        x = self.r.random()
        if x < 0.55:
            return self.irrational(deg=True)
        if x < 0.85:  # two trig values combined
            a, b = self.deg_atom(), self.deg_atom()
            return self.bin(self.pick(["+", "-", "*", "/"]), a, b)
        return self.deg_atom()

    # -- errors
    def zero_expr(self):
        a = self.small_pos()
        return self.pick([
            Num("0"),
            Num("0.0"),
            Paren(self.bin("-", a, Num(a.text))),
            Paren(self.bin("-", Num("0.5"), Bin("/", "/", False, Num("1"), Num("2")))),
            Paren(self.bin("*", Num("0"), self.int_num(1, 99))),
            Paren(self.bin("+", Num("1"), self.neg(Num("1")))),
        ], [4, 1, 4, 1, 1, 1])

    def safe_rat(self, d):
        """A rational subtree that evaluates without any error (so that the only
        error in an error case is the intended one)."""
        while True:
            node = self.rat(d)
            try:
                v = Evaluator(LOW_DPS, "rad").run(node)
            except (CalcError, Avoid):
                continue
            if isinstance(v, Fraction):
                return node

    def error_core(self):
        if self.chance(0.5):
            num = self.safe_rat(self.pick([0, 1, 2]))
            if self.chance(0.3):
                return self.bin("mod", num, self.zero_expr())
            return self.bin("/", num, self.zero_expr())
        k = self.pick(["sqrt", "sqrtp", "ln", "log", "asin", "acos"], [25, 8, 25, 14, 14, 14])
        if k == "sqrt":
            arg = self.pick([self.neg(self.int_num(1, 50)), self.bin("-", self.int_num(1, 5), self.int_num(6, 20)),
                             self.neg(Num(self.dec_text(int_hi=9, max_frac=2)))])
            return Func("sqrt", [arg])
        if k == "sqrtp":
            return Sqrt(Paren(self.neg(self.int_num(1, 50))))
        if k in ("ln", "log"):
            name = "ln" if k == "ln" else self.pick(["log", "log10", "log2"])
            arg = self.pick([Num("0"), self.neg(self.int_num(1, 20)), self.bin("-", Num("2"), Num("2")),
                             self.neg(Num(self.dec_text(int_hi=3, max_frac=1)))])
            return Func(name, [arg])
        v = self.pick([Num("2"), Num("1.5"), Num("1.01"), self.int_num(2, 10), Num("3.25")])
        return Func(k, [self.neg(v) if self.chance(0.5) else v])

    def error_case(self):
        node = self.error_core()
        for _ in range(self.pick([0, 0, 1, 1, 2])):
            ctx = self.safe_rat(self.pick([0, 1]))
            x = self.r.random()
            if x < 0.4:
                node = self.bin(self.pick(["+", "-", "*", "/"]), ctx, node)
            elif x < 0.8:
                node = self.bin(self.pick(["+", "-", "*"]), node, ctx)
            elif x < 0.9:
                node = self.neg(node)
            else:
                node = Paren(node)
        return node

    # -- immediate mode
    def imm_operand(self, d):
        x = self.r.random()
        if d > 0 and x < 0.18:
            return ImmParen(self.imm_chain(d - 1, allow_neg=True))
        if x < 0.75:
            return Num(str(self.r.randint(1, 99)))
        if x < 0.9:
            return Num(self.dec_text(int_hi=20, max_frac=2))
        return Num(str(self.r.randint(0, 9)))

    def imm_chain(self, d, allow_neg=True):
        n = self.r.randint(2, 5)
        operands = [self.imm_operand(d) for _ in range(n)]
        if allow_neg and self.chance(0.2) and isinstance(operands[0], Num):
            operands[0] = ImmNeg(self.pick(["-", "\u2212"]), operands[0])
        ops = []
        for _ in range(n - 1):
            canon = self.pick(["+", "-", "*", "/"])
            ops.append((canon, self.op_text(canon)))
        return ImmChain(operands, ops, self.chance(0.7))

    def imm_error(self):
        ch = self.imm_chain(1)
        a = self.r.randint(1, 9)
        zero = self.pick([Num("0"), ImmParen(ImmChain([Num(str(a)), Num(str(a))], [("-", self.op_text("-"))], self.chance(0.5)))])
        ch.operands.append(zero)
        ch.ops.append(("/", self.op_text("/")))
        return ch


# ---------------------------------------------------------------------------
# Case construction and cross-checking


def fraction_close(a, b, rel=mpf(10) ** -50):
    return abs(to_mpf(a) - to_mpf(b)) <= rel * max(abs(to_mpf(a)), abs(to_mpf(b)))


def evaluate_alg(node, angle):
    """Returns (kind, value) where kind is 'exact', 'approx' or 'error' (value=error kind)."""
    try:
        v1 = Evaluator(LOW_DPS, angle).run(node)
    except CalcError as err:
        return "error", err.kind, None
    if isinstance(v1, Fraction):
        return "exact", v1, None
    v2 = Evaluator(HIGH_DPS, angle).run(node)
    return "approx", v1, v2


def crosscheck_alg(text, angle, kind, value, shown):
    try:
        pv = Parser(text, angle).parse()
    except CalcError as err:
        assert kind == "error" and err.kind == value, (text, kind, value, err.kind)
        return
    except ParseError as err:
        raise AssertionError("reparse failed for %r: %s" % (text, err))
    assert kind != "error", (text, "parser gave value", pv)
    if kind == "exact":
        assert isinstance(pv, Fraction) and pv == value, (text, value, pv)
    else:
        assert not isinstance(pv, Fraction), (text, "parser says rational", pv)
        with mp.workdps(PARSER_DPS):
            assert fraction_close(pv, value), (text, value, pv)
            assert display_approx(pv) == shown, (text, shown, display_approx(pv))


def finish(kind, value, v2):
    if kind == "error":
        return "!" + value, "-"
    if kind == "exact":
        q = value
        if abs(q.numerator) >= 10 ** 40 or q.denominator >= 10 ** 40:
            raise Avoid("result too big")
        return display_exact(q), "exact"
    with mp.workdps(HIGH_DPS):
        a = abs(value)
        if a < mpf(10) ** -30 or a > mpf(10) ** 30:
            raise Avoid("approx magnitude")
        s1 = display_approx(value)
        s2 = display_approx(v2)
    if s1 != s2:
        raise Avoid("precision-sensitive")
    return s1, "approx"


CATEGORIES = [("exact", 0.55), ("immediate", 0.10), ("irrational", 0.25), ("degree", 0.05), ("error", 0.05)]


def make_case(gen, cat, seen):
    for _attempt in range(10000):
        try:
            if cat == "immediate":
                ch = gen.imm_chain(gen.pick([0, 1, 1, 2]))
                text = imm_render(ch)
                try:
                    v = imm_eval(ch)
                except DivZero:
                    continue
                pv = imm_parse(text)
                assert pv == v, (text, v, pv)
                if sum(1 for c, _ in ch.ops if c in "*/") == 0 and gen.chance(0.8):
                    continue  # prefer precedence-sensitive chains
                expected, exactness = finish("exact", v, None)
                mode, angle = "immediate", "rad"
            else:
                mode = "algebraic"
                angle = "rad"
                if cat == "exact":
                    node = gen.rat(gen.pick([1, 2, 2, 3, 3, 4]))
                    if isinstance(node, (Num, Paren)):
                        continue
                elif cat == "irrational":
                    node = gen.irrational()
                elif cat == "degree":
                    node = gen.degree_case()
                    angle = "deg"
                else:
                    if gen.chance(0.15):
                        ch = gen.imm_error()
                        text = imm_render(ch)
                        try:
                            imm_eval(ch)
                            continue
                        except DivZero:
                            pass
                        try:
                            imm_parse(text)
                            raise AssertionError(text)
                        except DivZero:
                            pass
                        key = ("immediate", "rad", text)
                        if key in seen:
                            continue
                        seen.add(key)
                        return "immediate", "rad", text, "!divisionByZero", "-"
                    node = gen.error_case()
                if cat != "degree" and gen.chance(0.08):
                    angle = "deg"
                text = render(node)
                if len(text) > 90:
                    continue
                kind, value, v2 = evaluate_alg(node, angle)
                want = {"exact": "exact", "irrational": "approx", "error": "error"}.get(cat)
                if want and kind != want:
                    continue
                if cat == "degree" and kind == "error":
                    continue
                expected, exactness = finish(kind, value, v2)
                crosscheck_alg(text, angle, kind, value, expected)
            assert "\t" not in text and "\n" not in text
            key = (mode, angle, text)
            if key in seen:
                continue
            seen.add(key)
            return mode, angle, text, expected, exactness
        except Avoid:
            continue
    raise RuntimeError("could not generate case for " + cat)


def self_test():
    """Display-rule examples from the specification."""
    ex = {
        Fraction("0.3"): "0.3", Fraction(1, 3): "0.3333333333333333",
        Fraction(2, 3): "0.6666666666666667", Fraction(2): "2", Fraction(-4): "-4",
        Fraction(220): "220", Fraction("0.2"): "0.2", Fraction("1.5e-9"): "1.5E-9",
        Fraction(1, 10 ** 30): "1E-30", Fraction(10 ** 25): "10000000000000000000000000",
        Fraction(0): "0", Fraction(121932631112635269): "121932631112635269",
        Fraction(25 * 10 ** 20): "2500000000000000000000",
        Fraction(10 ** 25, 3): "3.333333333333333E24", Fraction(5, 10 ** 7): "5E-7",
        Fraction(5, 10 ** 6): "0.000005", Fraction(-1, 8): "-0.125",
        Fraction(2 * 10 ** 21 + 1, 2): "1.0000000000000000000005E21",
        Fraction(1, 7 * 10 ** 6): "1.428571428571429E-7",
        Fraction(999999999999999999, 10 ** 18 * 3): "0.333333333333333333",
        Fraction(10 ** 120 + 1, 3 * 10 ** 120): "0.3333333333333333",
        Fraction(2 * 10 ** 110 + 1, 10 ** 110): "2",
        Fraction(99999999999999995, 10 ** 17): "0.99999999999999995",
        Fraction(2, 3 * 10 ** 20): "6.666666666666667E-21",
    }
    for q, s in ex.items():
        got = display_exact(q)
        assert got == s, (q, got, s)
    with mp.workdps(LOW_DPS):
        assert display_approx(mp.sqrt(2)) == "1.414213562373095"
        assert display_approx(-mp.sqrt(2) / 10 ** 8) == "-1.414213562373095E-8"
        assert mpf_to_fraction(mpf(-0.375)) == Fraction(-3, 8)
        assert display_approx(mp.pi * 10 ** 21) == "3.141592653589793E21"
        assert display_approx(mp.pi * 10 ** 20) == "314159265358979300000"
    checks = [("1 mod 0.1", "rad", Fraction(0)), ("-2^2", "rad", Fraction(-4)),
              ("200 + 10%", "rad", Fraction(220)), ("2 × 10%", "rad", Fraction(1, 5)),
              ("10% + 5", "rad", Fraction(51, 10)), ("50 - (2+3)%", "rad", Fraction(95, 2)),
              ("1/2(3)", "rad", Fraction(3, 2)), ("2^-2", "rad", Fraction(1, 4)),
              ("2^3^2", "rad", Fraction(512)), ("sqrt(16)", "rad", Fraction(4)),
              ("cbrt(-8)", "rad", Fraction(-2)), ("sin(30)", "deg", Fraction(1, 2)),
              ("3.03 − 1.03", "rad", Fraction(2)), ("0.1 + 0.2", "rad", Fraction(3, 10)),
              ("log10(1000)", "rad", Fraction(3)), ("log2(8)", "rad", Fraction(3)),
              ("-7 mod 3", "rad", Fraction(2)), ("7 mod (-3)", "rad", Fraction(-2)),
              ("(1+2)(3+4)", "rad", Fraction(21)), ("3!^2", "rad", Fraction(36))]
    for text, angle, want in checks:
        got = Parser(text, angle).parse()
        assert got == want, (text, got, want)
    assert imm_parse("1 + 2 × 3") == 9 and imm_parse("1 ÷ 3 × 3") == 1
    assert imm_parse("-2 + 3") == 1


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--output", default=DEFAULT_OUTPUT)
    ap.add_argument("--count", type=int, default=DEFAULT_COUNT)
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    args = ap.parse_args(argv)

    self_test()
    rng = random.Random(args.seed)
    gen = Gen(rng)
    n = args.count
    counts = [int(round(n * p)) for _, p in CATEGORIES]
    counts[0] += n - sum(counts)
    cats = []
    for (name, _), c in zip(CATEGORIES, counts):
        cats += [name] * c
    rng.shuffle(cats)

    seen = set()
    rows = []
    for cat in cats:
        rows.append(make_case(gen, cat, seen))

    cmd = "python3 Tests/Reference/generate_differential.py --count %d" % n
    if args.seed != DEFAULT_SEED:
        cmd += " --seed %d" % args.seed
    header = ("# generated by: %s (seed %d, Fraction + mpmath %s at %d/%d digits); "
              "columns: mode, angle, expression, expected, exactness\n"
              % (cmd, args.seed, mpmath.__version__, LOW_DPS, HIGH_DPS))
    out_dir = os.path.dirname(os.path.abspath(args.output))
    os.makedirs(out_dir, exist_ok=True)
    with open(args.output, "w", encoding="utf-8", newline="\n") as f:
        f.write(header)
        for row in rows:
            assert len(row) == 5
            f.write("\t".join(row) + "\n")
    summary = {}
    for cat in cats:
        summary[cat] = summary.get(cat, 0) + 1
    print("wrote %d cases to %s: %s" % (len(rows), args.output,
                                        ", ".join("%s=%d" % (k, summary.get(k, 0)) for k, _ in CATEGORIES)),
          file=sys.stderr)


if __name__ == "__main__":
    main()
