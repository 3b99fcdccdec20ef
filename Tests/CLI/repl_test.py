#!/usr/bin/env python3
"""The interactive session of `countonme`, driven through a pseudo-terminal (pexpect): an
expression, `ans`, settings changes, history recall with the up arrow, history kept between
sessions under $XDG_STATE_HOME, and a localized greeting. Usage: repl_test.py PATH-TO-COUNTONME"""
import os
import sys
import tempfile

import pexpect

binary = sys.argv[1]
passed = failed = 0


def check(condition, what):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"repl_test: check failed: {what}", file=sys.stderr)


def session(state, lang="C.UTF-8"):
    env = {"PATH": "/usr/bin:/bin", "XDG_STATE_HOME": state, "HOME": state, "LANG": lang, "TERM": "xterm", "NO_COLOR": "1"}
    child = pexpect.spawn(binary, env=env, encoding="utf-8", timeout=10, dimensions=(24, 100))
    return child


UP = "\x1b[A"


def step(child, line, pattern, what):
    """Types `line`, checks that `pattern` follows, and waits for the next prompt."""
    child.sendline(line)
    check(child.expect([pattern, pexpect.TIMEOUT]) == 0, what)
    child.expect("› ")


with tempfile.TemporaryDirectory() as state:
    child = session(state)
    child.expect("CountOnMe .* Ctrl-D")
    child.expect("› ")
    step(child, "6 × 7", "42\r\n", "6 × 7 prints 42")
    step(child, "ans + 1", "43\r\n", "ans + 1 prints 43")
    step(child, "mode immediate", "mode immediate · angle rad · digits 16 · locale C", "mode command")
    step(child, "1 + 2 × 3", "9\r\n", "immediate mode after the change")
    child.sendline("digits 5")
    child.expect("digits 5")
    child.expect("› ")
    step(child, "1/3", "0.33333\r\n", "digits 5")
    step(child, "mode sideways", "“sideways” is not a valid value for mode", "invalid setting")
    child.sendline("1/0")
    check(child.expect(["Division by zero", pexpect.TIMEOUT]) == 0, "error message")
    check(child.expect(["\\^~", pexpect.TIMEOUT]) == 0, "caret under the error")
    child.expect("› ")
    # Five up arrows reach "1 + 2 × 3", past the four lines typed since (1/0, mode sideways, 1/3, digits 5).
    child.send(UP * 5 + "\r")
    check(child.expect(["9\r\n", pexpect.TIMEOUT]) == 0, "history recall with the up arrow")
    child.expect("› ")
    step(child, "help", "Commands: mode algebraic", "help")
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    check(child.exitstatus == 0, "Ctrl-D ends the session with status 0")

    history = os.path.join(state, "countonme", "history")
    check(os.path.exists(history), "history file written under XDG_STATE_HOME")

    # A new session recalls the previous one's lines.
    child = session(state)
    child.expect("› ")
    child.send(UP + "\r")
    check(child.expect(["Commands: mode", pexpect.TIMEOUT]) == 0, "history kept between sessions (help was last)")
    child.expect("› ")
    child.sendline("quit")
    child.expect(pexpect.EOF)

    # Greeting and messages in the user's language.
    child = session(state, lang="fr_FR.UTF-8")
    greeted = child.expect(["CountOnMe .*saisissez.*help.*Ctrl\\+D", pexpect.TIMEOUT]) == 0
    check(greeted, "greeting in French, naming help and Ctrl+D")
    child.expect("› ")
    child.sendline("1 234,5 × 2")
    check(child.expect(["2\u202f469\r\n", pexpect.TIMEOUT]) == 0, "French numbers")
    child.sendeof()
    child.expect(pexpect.EOF)

    # help lists the functions by the names of the session's language too.
    child = session(state, lang="pl_PL.UTF-8")
    child.expect("› ")
    step(child, "help", "Funkcje: .* ctg .* tg\r\n", "help lists the Polish function names")
    child.sendline("tg(0) + ctg(π/2)")
    check(child.expect(["\r\n0\r\n", pexpect.TIMEOUT]) == 0, "Polish names evaluate")
    child.sendeof()
    child.expect(pexpect.EOF)

print(f"repl: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
