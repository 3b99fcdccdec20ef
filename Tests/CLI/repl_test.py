#!/usr/bin/env python3
"""The interactive session of `countonme`, driven through a pseudo-terminal (pexpect): an
expression, `ans`, settings changes, history recall with the up arrow, history kept between
sessions under $XDG_STATE_HOME, and a localized greeting. Usage: repl_test.py PATH-TO-COUNTONME"""
import os
import sys
import tempfile

import pexpect

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
from bundles import bundle_text  # noqa: E402
from checks import Checks  # noqa: E402

binary = sys.argv[1]
check = Checks("repl")
# How long an answer may take before the session is taken for hung: a guard against a real hang,
# not a speed test (an answer comes in milliseconds; a busy machine may take seconds).
HANG_GUARD = 300


def session(state, lang="C.UTF-8", args=(), columns=100):
    env = {"PATH": "/usr/bin:/bin", "XDG_STATE_HOME": state, "HOME": state, "LANG": lang, "TERM": "xterm", "NO_COLOR": "1"}
    child = pexpect.spawn(binary, list(args), env=env, encoding="utf-8", timeout=HANG_GUARD, dimensions=(24, columns))
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
    step(child, "mode immediate", "mode immediate · angle rad · complex off · digits 16 · notation auto · form decimal · base 10 · grouping auto · locale C", "mode command")
    step(child, "1 + 2 × 3", "9\r\n", "immediate mode after the change")
    # A setting's number in the digits of another script (as the help writes the ranges).
    step(child, "digits \u06f6", "digits 6", "digits in Persian digits")
    step(child, "1/3", "0.333333\r\n", "digits 6")
    child.sendline("digits 5")
    child.expect("digits 5")
    child.expect("› ")
    step(child, "1/3", "0.33333\r\n", "digits 5")
    step(child, "mode sideways", "“sideways” is not a valid value for mode", "invalid setting")
    child.sendline("1/0")
    check(child.expect(["Division by zero", pexpect.TIMEOUT]) == 0, "error message")
    check(child.expect(["\\^~", pexpect.TIMEOUT]) == 0, "caret under the error")
    child.expect("› ")
    # Seven up arrows reach "1 + 2 × 3", past the six lines typed since (1/0, mode sideways, 1/3,
    # digits 5, 1/3, digits ۶).
    child.send(UP * 7 + "\r")
    check(child.expect(["9\r\n", pexpect.TIMEOUT]) == 0, "history recall with the up arrow")
    child.expect("› ")
    step(child, "base 16", "· base 16 ·", "base command")
    step(child, "0xF0 xor 0xFF", "0xF\r\n", "results in base 16")
    step(child, "1/2", "Only integers can be written in base 16; this result is 0.5", "base 16 refuses a fraction")
    step(child, "base 10", "· base 10 ·", "base back to 10")
    step(child, "sqrt(-4)", "not defined", "complex off: a domain error")
    step(child, "complex on", "complex on · digits 5", "complex command")
    step(child, "sqrt(-4)", "2i\r\n", "complex on: sqrt(-4) is 2i")
    step(child, "complex maybe", "“maybe” is not a valid value for complex", "invalid complex setting")
    step(child, "complex off", "complex off", "complex off again")
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
    child.expect("› ")   # Ctrl-D typed before the prompt falls to the terminal's line discipline
    child.sendeof()
    child.expect(pexpect.EOF)

    # help lists the functions by the names of the session's language too.
    child = session(state, lang="pl_PL.UTF-8")
    child.expect("› ")
    step(child, "help", "Funkcje: .* ctg .* nwd .* tg tgh ", "help lists the Polish function names")
    # Tab completes the function names of the language, constants and commands.
    child.send("ct\t(π/4) + sq\t(16)\r")
    check(child.expect(["\r\n5\r\n", pexpect.TIMEOUT]) == 0, "Tab completes ctg (Polish) and sqrt")
    child.expect("› ")
    child.sendline("tg(0) + ctg(π/2)")
    check(child.expect(["\r\n0\r\n", pexpect.TIMEOUT]) == 0, "Polish names evaluate")
    child.expect("› ")
    child.sendeof()
    child.expect(pexpect.EOF)

    # The session as a daily tool (issue 20): Ctrl-C cancels the line and the session goes on
    # with ans; a line that starts with an operator continues from ans; Ctrl-R searches the
    # history; every setting has its command; a command with extra words is an error.
    child = session(state)
    child.expect("› ")
    step(child, "6 × 7", "42\r\n", "a first result")
    child.send("1 + 2 + 3")
    child.sendintr()
    child.expect("› ")
    check(child.isalive(), "Ctrl-C leaves the session running")
    step(child, "ans + 1", "\r\n43\r\n", "after Ctrl-C, ans is still 42 and the cancelled line was not evaluated")
    step(child, "× 2", "\r\n86\r\n", "a line starting with × continues from ans")
    step(child, "+4", "\r\n90\r\n", "a line starting with + continues from ans")
    step(child, "^2", "\r\n8100\r\n", "a line starting with ^ continues from ans")
    step(child, "-3", "\r\n-3\r\n", "a leading minus sign starts a new number")
    step(child, "*", "\\^", "a lone operator after ans is an error pointing at it")
    child.sendeof()
    child.expect(pexpect.EOF)

    # Ctrl-C during a calculation stops it at its next step (issue 16): 60 exact factorials of
    # 1,500,000 (8.6 million digits each) would take many seconds; the session says it cancelled
    # at once and ans is as it was. The screen is wide enough for the line not to wrap, so its end
    # followed by a line break is the echo of Enter: the Ctrl-C reaches the calculation, not the
    # line being typed (which it would cancel).
    child = session(state, args=["--max-digits", "10000000"], columns=1000)
    child.expect("› ")
    step(child, "6 × 7", "42\r\n", "a result before the long calculation")
    child.sendline("+".join(["(1500000!)^0"] * 60))
    child.expect_exact("^0\r\n")
    child.sendintr()
    check(child.expect(["Cancelled", pexpect.TIMEOUT]) == 0, "Ctrl-C stops a long calculation")
    child.expect("› ")
    check(child.isalive(), "the session goes on after the interrupted calculation")
    step(child, "ans", "\r\n42\r\n", "ans is as it was after the interrupted calculation")
    child.send("\x12" + "6 ×")   # Ctrl-R, then part of an earlier line
    child.expect("6 × 7")
    child.send("\r")
    check(child.expect(["\r\n42\r\n", pexpect.TIMEOUT]) == 0, "Ctrl-R finds an earlier line")
    child.expect("› ")
    child.setwinsize(24, 100)
    # A result longer than the screen (24 × 100 now) is shortened, with its digit count
    # (10000! has 35,660 digits: Python's len(str(math.factorial(10000))), past its 4,300-digit guard).
    child.sendline("10000!")
    check(child.expect(["…000000000000\r\n\\(35,660 digits, shortened", pexpect.TIMEOUT]) == 0, "a long result is shortened")
    child.expect("› ")
    check(len(child.before) < 24 * 100, "the shortened result fits the screen")
    step(child, "quit now", "“quit” takes nothing after it", "extra words after quit are an error")
    step(child, "settings please", "“settings” takes nothing after it", "extra words after settings are an error")
    step(child, "notation scientific", "notation scientific · form decimal · base 10 · grouping auto", "notation command")
    step(child, "1/4", "2.5E-1\r\n", "notation in force")
    step(child, "notation auto", "notation auto", "notation back")
    step(child, "form fraction", "form fraction", "form command")
    step(child, "1/3 + 1/4", "7/12\r\n", "fractions in force")
    step(child, "form decimal", "form decimal", "form back")
    step(child, "locale xx_garbage", "“xx_garbage” is no locale known here", "an unknown locale is refused")
    step(child, "locale de_DE", "locale de_DE", "a known locale is taken")
    step(child, "2^20", "1.048.576\r\n", "German grouping")
    step(child, "grouping off", "grouping off · locale de_DE", "grouping command")
    step(child, "2^20", "1048576\r\n", "grouping off in force")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    check(child.exitstatus == 0, "quit ends the session with status 0")

    # Native digits asked for, then a locale whose native digits are Chinese numerals (no decimal
    # digits to Unicode, so they would not read back): refused in the session's language, the
    # locale kept (hi_IN's Devanagari).
    child = session(state, args=("--native-digits", "--locale", "hi_IN"))
    child.expect("› ")
    step(child, "locale zh_TW", "“zh_TW” लोकेल के अपने अंकों में संख्याएँ नहीं लिख सकता", "native digits of zh are refused, in Hindi")
    step(child, "1234+1", "१,२३५\r\n", "the locale before is kept")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()

    # Variables: assignments, vars, unset (all or none), Tab completion of a variable's name.
    child = session(state)
    child.expect("› ")
    step(child, "vars", "No variables yet", "vars with no variable")
    step(child, "rate = 1/4", "\r\n0.25\r\n", "an assignment prints its value")
    step(child, "total := 80", "\r\n80\r\n", ":= assigns too")
    step(child, "total × rate", "\r\n20\r\n", "variables in an expression")
    step(child, "vars", "rate = 0.25\r\ntotal = 80\r\n", "vars lists the variables sorted, as assignments")
    step(child, "rate = 1/0", "Division by zero", "a failed assignment")
    step(child, "rate", "\r\n0.25\r\n", "a failed assignment changes nothing")
    step(child, "mode = 2", "\r\n2\r\n", "a command word followed by = is an assignment")
    step(child, "unset rate nothere", "There is no variable named “nothere”", "unset of an unknown name")
    step(child, "rate", "\r\n0.25\r\n", "a failed unset removes none")
    child.sendline("unset rate mode")
    child.expect("› ")
    step(child, "rate", "“rate” is not a known function, constant or variable", "unset removes")
    child.send("tot\t + 1\r")
    check(child.expect(["\r\n81\r\n", pexpect.TIMEOUT]) == 0, "Tab completes a variable's name")
    child.expect("› ")
    child.sendline("quit")
    child.expect(pexpect.EOF)

    # A French session's words for the new texts.
    child = session(state, lang="fr_FR.UTF-8")
    child.expect("› ")
    step(child, "settings encore", "«\u202fsettings\u202f» ne prend rien après lui", "the error in French")
    child.sendeof()
    child.expect(pexpect.EOF)

    # Standard output not a terminal (`countonme | tee log`): only results there, no greeting,
    # no prompt; the prompt and the editing go to the terminal on standard error.
    results = os.path.join(state, "results")
    env = {"PATH": "/usr/bin:/bin", "XDG_STATE_HOME": state, "HOME": state, "LANG": "C.UTF-8", "TERM": "xterm"}
    child = pexpect.spawn("/bin/sh", ["-c", f"exec '{binary}' > '{results}'"], env=env, encoding="utf-8", timeout=HANG_GUARD)
    child.expect("› ")   # the prompt, on standard error
    child.sendline("6 * 7")
    child.expect("› ")
    child.sendline("ans + 1")
    child.expect("› ")
    child.sendeof()
    child.expect(pexpect.EOF)
    with open(results, encoding="utf-8") as file:
        output = file.read()
    check(output == "42\n43\n", f"only results on a piped standard output: {output!r}")

# The history file (issue 18): what two sessions ending at once, a damaged file and a directory
# that cannot be written do to it. The texts expected in French are the French bundle's own.
def history_lines(path):
    with open(path, encoding="utf-8") as file:
        lines = file.read().splitlines()
    return lines[0], lines[1:]


with tempfile.TemporaryDirectory() as state:
    history = os.path.join(state, "countonme", "history")
    # Two sessions open at once, each typing its own lines, ending one after the other: the file
    # keeps both sessions' lines (the second to end adds its own to what the first saved).
    first, second = session(state), session(state)
    first.expect("› ")
    second.expect("› ")
    step(first, "1 + 1", "2\r\n", "first session")
    step(second, "2 + 2", "4\r\n", "second session")
    step(first, "3 + 3", "6\r\n", "first session again")
    first.sendeof()
    first.expect(pexpect.EOF)
    inode = os.stat(history).st_ino
    second.sendeof()
    second.expect(pexpect.EOF)
    cookie, lines = history_lines(history)
    check(cookie == "_HiStOrY_V2_" and sorted(lines) == ["1\\040+\\0401", "2\\040+\\0402", "3\\040+\\0403"],
          f"two sessions at once keep each other's lines: {lines!r}")
    # Saved through a new file renamed over the old one, never rewritten in place: a session
    # killed while it saves leaves the previous file whole.
    check(os.stat(history).st_ino != inode, "the history file is replaced by a rename, not rewritten in place")
    check(not any(name.endswith(".tmp") for name in os.listdir(os.path.dirname(history))), "no temporary file is left")

    # A file that is no history file is set aside under another name, said in the user's
    # language, and a new history begins; the session works.
    with open(history, "w", encoding="utf-8") as file:
        file.write("not a history\n")
    child = session(state, lang="fr_FR.UTF-8")
    child.expect("› ")
    aside = [name for name in os.listdir(os.path.dirname(history)) if name.startswith("history.unreadable-")]
    check(len(aside) == 1, f"the unreadable file is set aside: {aside!r}")
    if aside:
        kept = os.path.join(os.path.dirname(history), aside[0])
        with open(kept, encoding="utf-8") as file:
            check(file.read() == "not a history\n", "the file set aside is kept as it was")
        check(bundle_text("fr", "historySetAside", history, kept) in child.before.replace("\r\n", ""),
              f"the warning in French: {child.before!r}")
    step(child, "5 × 5", "25\r\n", "the session goes on after a damaged history")
    child.sendeof()
    child.expect(pexpect.EOF)
    check(history_lines(history) == ("_HiStOrY_V2_", ["5\\040×\\0405"]), "a new history begins")

    # An empty file (left by an older version killed while saving) is an empty history, no warning.
    open(history, "w").close()
    child = session(state)
    child.expect("› ")
    check("history" not in child.before, f"an empty history file is no warning: {child.before!r}")
    # "quit", not Ctrl-D: a Ctrl-D sent the moment the first prompt shows can reach the terminal
    # before libedit has taken it out of canonical mode, where it is an end-of-file mark that the
    # switch loses (seen once beside two busy processes: the session then waited for input).
    child.sendline("quit")
    child.expect(pexpect.EOF)

with tempfile.TemporaryDirectory() as state:
    # A history that cannot be saved (its directory's place is taken by a file; root could write
    # anywhere else) is a warning in the user's language when the session ends, not a failure.
    open(os.path.join(state, "countonme"), "w").close()
    history = os.path.join(state, "countonme", "history")
    child = session(state, lang="fr_FR.UTF-8")
    child.expect("› ")
    step(child, "7 × 6", "42\r\n", "a session whose history cannot be saved")
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    check(bundle_text("fr", "historyCannotSave", history) in child.before.replace("\r\n", ""),
          f"the history that cannot be saved is said in French: {child.before!r}")
    check(child.exitstatus == 0, "a history that cannot be saved does not fail the session")

check.finish()
