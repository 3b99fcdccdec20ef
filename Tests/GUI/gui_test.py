#!/usr/bin/env python3
"""countonme-gtk driven through its real window: an X server in memory (Xvfb), real key events
(xdotool, through XTEST, as a keyboard sends them), and the window's test-mode trace
(COUNTONME_GTK_TRACE: one line per key the window handled, saying what it displays), in the C,
French and Egyptian Arabic locales. Expected texts come from the keypad's own tables of key
sequences, written in each locale through CLDR (Babel: the decimal symbol, the default numbering
system) and Unicode's digit names — never from the library under test.

Usage: Tests/GUI/gui_test.py PATH/TO/countonme-gtk (its build directory's po/ holds the compiled
catalogs; the locales are compiled here with localedef, so the machine needs none installed)
       Tests/GUI/gui_test.py PATH/TO/countonme-gtk --screenshots DIRECTORY
           writes the README's pictures of the window instead (C, French, Arabic)

No wall-clock limit decides a result: each wait ends when the window has handled every key sent
(one trace line each); the guard of several minutes only stops a window that hangs.
"""
import gettext
import os
import subprocess
import sys
import tempfile
import time
import unicodedata

from decimal import Decimal

from babel.numbers import format_currency, get_decimal_symbol

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
from checks import Checks  # noqa: E402

APP = sys.argv[1]
CATALOGS = os.path.join(os.path.dirname(os.path.abspath(APP)), "po")
LOCALES = tempfile.mkdtemp(prefix="countonme-gtk-locales")
RATES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "ecb-sample.xml")   # USD 1.0705, 2024-06-28
HANG_GUARD = 300   # seconds: only a hung window takes this long
check = Checks("gui")


# The numbering systems the tested locales write with, from CLDR (common/main/<locale>.xml:
# defaultNumberingSystem; common/supplemental/numberingSystems.xml; the arab system's decimal
# symbol): Debian's Babel predates numbering systems other than latn, so they are named here and
# their digits taken from Unicode's names.
NUMBERING = {"C.UTF-8": ("latn", None), "fr_FR.UTF-8": ("latn", None), "ar_EG.UTF-8": ("arab", "\u066b")}


def digits_of(locale):
    """The locale's digits, 0 to 9, as Unicode names them ("ARABIC-INDIC DIGIT ZERO")."""
    system = NUMBERING[locale][0]
    if system == "latn":
        return "0123456789"
    words = ["ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE"]
    return "".join(unicodedata.lookup(f"ARABIC-INDIC DIGIT {word}") for word in words)


def localized(text, locale):
    """ASCII digits and "." written in the locale's digits and decimal symbol (Babel's CLDR data
    for the latn system)."""
    digits = digits_of(locale)
    symbol = NUMBERING[locale][1] or get_decimal_symbol(locale.split(".")[0] if locale != "C.UTF-8" else "en_US_POSIX")
    return "".join(digits[int(c)] if c.isdigit() else symbol if c == "." else c for c in text)


def start_server():
    """An X server of its own, on the first free display (Xvfb picks it and writes its number)."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read, 16)
        if not chunk:
            break
        number += chunk
    os.close(read)
    return server, ":" + number.decode().strip()


class Window:
    """One run of the application in `locale`, with a state directory and trace of its own."""

    def __init__(self, display, locale, state, screenshot="", wrapper=(), extra_env=None):
        self.trace = tempfile.NamedTemporaryFile(prefix="countonme-gtk-trace", delete=False).name
        env = dict(os.environ, DISPLAY=display, GDK_BACKEND="x11", LANG=locale, LC_ALL=locale, LANGUAGE="",
                   COUNTONME_GTK_TRACE=self.trace, XDG_STATE_HOME=state, NO_AT_BRIDGE="1",
                   GSETTINGS_BACKEND="memory", GTK_A11Y="none", LOCPATH=LOCALES, COUNTONME_GTK_LOCALEDIR=CATALOGS, COUNTONME_RATES=RATES,
                   COUNTONME_GTK_SCREENSHOT=screenshot,
                   # No session bus: GLib would otherwise fork to launch one (dbus-launch).
                   DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent/countonme-gtk-test")
        env.update(extra_env or {})
        self.env = env
        self.process = subprocess.Popen([*wrapper, APP], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # The first display, then "ready" once the window is mapped.
        started = time.monotonic()
        while not any(line.startswith("ready") for line in self.lines()):
            if self.process.poll() is not None or time.monotonic() - started > HANG_GUARD:
                raise RuntimeError("the window never showed")
            time.sleep(0.05)
        ready = next(line for line in self.lines() if line.startswith("ready"))
        self.ready = dict(field.split("=", 1) for field in ready.split("\t")[1:])
        # The X server shows the window a moment after GTK maps it.
        started = time.monotonic()
        while True:
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid), "--name", "^CountOnMe$"],
                                   env=env, capture_output=True, text=True).stdout.split()
            if found or time.monotonic() - started > HANG_GUARD:
                break
            time.sleep(0.05)
        self.id = found[0]
        self.xdotool("windowfocus", "--sync", self.id)

    def xdotool(self, *arguments):
        return subprocess.run(["xdotool", *arguments], env=self.env, check=True, capture_output=True, text=True).stdout

    def lines(self):
        with open(self.trace, encoding="utf-8") as file:
            return file.read().splitlines()

    def wait_for_lines(self, count):
        started = time.monotonic()
        while len(self.lines()) < count:
            if self.process.poll() is not None or time.monotonic() - started > HANG_GUARD:
                raise RuntimeError(f"the window stopped answering ({len(self.lines())} of {count} lines)")
            time.sleep(0.05)

    def wait_for(self, start, predicate):
        """The fields of the first line after line `start` for which `predicate` holds, once the
        window has written it."""
        started = time.monotonic()
        while True:
            for line in self.lines()[start:]:
                fields = dict(field.split("=", 1) for field in line.split("\t") if "=" in field)
                if predicate(fields):
                    return fields
            if self.process.poll() is not None or time.monotonic() - started > HANG_GUARD:
                raise RuntimeError("the window never showed what was awaited")
            time.sleep(0.05)

    def keys(self, *names, lines=None):
        """Presses keyboard keys (X keysym names) and returns the display after the last one: the
        window writes one line for each key it handles (`lines` when some keys write none)."""
        before = len(self.lines())
        expected = len(names) if lines is None else lines
        for name in names:
            self.xdotool("key", "--clearmodifiers", name)
        self.wait_for_lines(before + expected)
        fields = dict(field.split("=", 1) for field in self.lines()[before + expected - 1].split("\t"))
        return fields

    def close(self, status=0):
        """Closes the window as a person would (Ctrl+Q), which saves its state; `status` is what a
        failure exits with (valgrind's error status), checked apart."""
        self.xdotool("key", "--clearmodifiers", "ctrl+q")
        try:
            self.process.wait(timeout=HANG_GUARD)
        finally:
            if self.process.poll() is None:
                self.process.kill()
        check(self.process.returncode in (0, status), f"the window closes cleanly (status {self.process.returncode})")
        os.unlink(self.trace)


def clean(text):
    """The text without bidi marks (U+200E, U+200F, U+061C), which the display may carry."""
    return "".join(c for c in text if c not in "\u200e\u200f\u061c")


def session(display, locale):
    language = locale.split("_")[0].split(".")[0]
    catalog = gettext.translation("countonme-gtk", CATALOGS, [language], fallback=True)
    with tempfile.TemporaryDirectory() as state:
        window = Window(display, locale, state)
        try:
            # The application's words come from its catalog, in the user's language, and the
            # window follows the language's direction.
            english = "All clear: start a new calculation"
            check(window.ready["all-clear"] == catalog.gettext(english), f"{locale}: AC's tooltip from the catalog ({window.ready})")
            if language != "C":
                check(window.ready["all-clear"] != english, f"{locale}: AC's tooltip is translated ({window.ready})")
            check(window.ready["direction"] == ("rtl" if language == "ar" else "ltr"), f"{locale}: direction ({window.ready})")
            # 3 + 3 × 4 ÷ 2 = → 9, the expression kept above it.
            shown = window.keys("3", "plus", "3", "asterisk", "4", "slash", "2", "Return")
            check(clean(shown["main"]) == localized("9", locale), f"{locale}: 3 + 3 × 4 ÷ 2 = shows 9 (got {shown['main']!r})")
            expression = clean(shown["expression"])
            check(all(localized(d, locale) in expression for d in "342") and "×" in expression and "÷" in expression,
                  f"{locale}: the expression is kept ({shown['expression']!r})")
            check(shown["alert"] == "", f"{locale}: no alert after a good calculation")
            # AC, then . . → 0 and the decimal separator, and an alert for the second one.
            shown = window.keys("Escape", "period", "period")
            check(clean(shown["main"]) == localized("0.", locale), f"{locale}: . . shows 0 and the separator ({shown['main']!r})")
            check(shown["alert"] != "", f"{locale}: a second separator raises an alert")
            alert = shown["alert"]
            # 7 ÷ 0 = → an alert; the expression stays for correction.
            shown = window.keys("Escape", "7", "slash", "0", "Return")
            check(shown["alert"] != "", f"{locale}: 7 ÷ 0 = raises an alert")
            check(localized("7", locale) in clean(shown["expression"]) and "÷" in shown["expression"],
                  f"{locale}: 7 ÷ 0 stays in the expression ({shown['expression']!r})")
            # C (Backspace) removes the 0; 2 = gives 3.5.
            shown = window.keys("BackSpace", "2", "Return")
            check(clean(shown["main"]) == localized("3.5", locale), f"{locale}: 7 ÷ 2 = 3.5 after correcting ({shown['main']!r})")
            # Memory: M+ keeps 3.5 and shows M; AC; MR brings it back.
            shown = window.keys("M")
            check(shown["memory"] != "", f"{locale}: M+ fills the memory")
            shown = window.keys("Escape", "m")
            check(clean(shown["main"]) == localized("3.5", locale), f"{locale}: MR recalls 3.5 ({shown['main']!r})")
            # The recalled 3.5 goes on into a calculation: × 2 = 7.
            shown = window.keys("asterisk", "2", "Return")
            check(clean(shown["main"]) == localized("7", locale), f"{locale}: 3.5 × 2 = 7 ({shown['main']!r})")
            # The history tape: Ctrl+H shows it on its newest entry (3.5 × 2 = 7); Up, Up goes back
            # to 3 + 3 × 4 ÷ 2 = 9 (past 7 ÷ 2 = 3.5), and Enter recalls its result.
            window.keys("ctrl+h")
            shown = window.keys("Up", "Up", "Return", lines=1)
            check(clean(shown["main"]) == localized("9", locale), f"{locale}: the history recalls 9 ({shown['main']!r})")
            window.keys("ctrl+h")
            shown = window.keys("plus", "1", "Return")
            check(clean(shown["main"]) == localized("10", locale), f"{locale}: the recalled 9 + 1 = 10 ({shown['main']!r})")
            # Immediate mode (Ctrl+I): left to right, 1 + 2 × 3 = 9; algebraic again, 7.
            shown = window.keys("ctrl+i")
            check(shown["mode"] == "immediate", f"{locale}: Ctrl+I turns immediate mode on ({shown['mode']})")
            shown = window.keys("Escape", "1", "plus", "2", "asterisk", "3", "Return")
            check(clean(shown["main"]) == localized("9", locale), f"{locale}: immediate 1 + 2 × 3 = 9 ({shown['main']!r})")
            shown = window.keys("ctrl+i", "Escape", "1", "plus", "2", "asterisk", "3", "Return")
            check(shown["mode"] == "algebraic" and clean(shown["main"]) == localized("7", locale),
                  f"{locale}: algebraic 1 + 2 × 3 = 7 ({shown})")
            # The step view (Ctrl+L): each operand under the one before, after its operator.
            shown = window.keys("ctrl+l", "Escape", "3", "plus", "3", "asterisk", "4")
            steps = [clean(line) for line in shown["expression"].split("|")]
            check(steps == [localized("3", locale), "+ " + localized("3", locale), "× " + localized("4", locale)],
                  f"{locale}: the step view stacks 3, + 3, × 4 ({shown['expression']!r})")
            window.keys("ctrl+l")
            # The converter (Alt+2): 100 EUR in USD at the sample's 1.0705, in the locale's currency
            # format (CLDR through Babel; the C locale writes the ISO code before the amount).
            window.keys("alt+2")
            shown = window.keys("1", "0", "0")
            expected = {"C": "USD 107.05", "fr": format_currency(Decimal("107.05"), "USD", locale="fr_FR")}.get(language)
            result = clean(shown["converter"].strip("\u202d\u202c"))
            if expected:
                check(result == expected, f"{locale}: 100 EUR is {expected!r} ({result!r})")
            else:
                check(localized("107.05", locale) in result, f"{locale}: 100 EUR is 107.05 USD ({result!r})")
            check("2024-06-28" in shown["date"], f"{locale}: the rates' date is shown ({shown['date']!r})")
            window.keys("alt+1")
        finally:
            window.close()
        # The state is kept between runs: memory and the last result come back.
        window = Window(display, locale, state)
        try:
            shown = window.keys("m")
            check(clean(shown["main"]) == localized("3.5", locale), f"{locale}: the memory survives a restart ({shown['main']!r})")
        finally:
            window.close()
    return alert


def compile_locales():
    """The tested locales, compiled from glibc's sources into a directory of their own (LOCPATH):
    no locale needs to be installed on the machine."""
    for locale in ["fr_FR", "ar_EG"]:
        subprocess.run(["localedef", "-i", locale, "-f", "UTF-8", os.path.join(LOCALES, locale + ".UTF-8")],
                       check=True, capture_output=True)


def rates_update(display):
    """The converter's update (its button's shortcut, Ctrl+U): with no rates at first, a failed update shows the
    command's own message and changes nothing; a good one (Tests/GUI/fake_rates_update.sh stands
    in for `countonme rates update`) fills the cache, and 100 EUR converts at its rates."""
    here = os.path.dirname(os.path.abspath(__file__))
    with tempfile.TemporaryDirectory() as state, tempfile.TemporaryDirectory() as cache:
        window = Window(display, "C.UTF-8", state, extra_env={
            "COUNTONME_RATES": "", "XDG_CACHE_HOME": cache, "COUNTONME_CLI": os.path.join(here, "fake_rates_update.sh")})
        try:
            window.keys("alt+2")
            with open(os.path.join(cache, "fail"), "w", encoding="utf-8") as file:
                file.write("countonme: the server answered 404 Not Found")
            before = len(window.lines())
            window.xdotool("key", "--clearmodifiers", "ctrl+u")   # the update button's shortcut
            failed = window.wait_for(before, lambda fields: "update" in fields)
            check(failed.get("update") == "failed" and "404" in failed.get("message", ""),
                  f"a failed update shows the command's message ({failed})")
            os.unlink(os.path.join(cache, "fail"))
            before = len(window.lines())
            window.xdotool("key", "--clearmodifiers", "ctrl+u")
            updated = window.wait_for(before, lambda fields: fields.get("date"))
            check("2024-06-28" in updated.get("date", ""), f"a good update loads the rates ({updated})")
            shown = window.keys("1", "0", "0")
            check(clean(shown["converter"].strip("\u202d\u202c")) == "USD 107.05", f"100 EUR at the new rates ({shown})")
            window.keys("alt+1")
        finally:
            window.close()


def under_valgrind(display):
    """A scripted session (every page, the menu's choices, the history, an alert, a conversion)
    under valgrind's memcheck, with GLib's, GTK's and the project's suppressions: no invalid read
    or write, no use of uninitialised memory, no leak the application or the library makes. The
    session waits for each key as the others do; valgrind only makes it slower."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    log = tempfile.NamedTemporaryFile(prefix="countonme-gtk-valgrind", suffix=".log", delete=False).name
    wrapper = ["valgrind", "--error-exitcode=99", "--child-silent-after-fork=yes", "--leak-check=full", "--errors-for-leak-kinds=definite",
               "--show-leak-kinds=definite", f"--log-file={log}",
               "--suppressions=/usr/share/glib-2.0/valgrind/glib.supp", "--suppressions=/usr/share/gtk-4.0/valgrind/gtk.supp",
               f"--suppressions={os.path.join(root, 'share', 'countonme.supp')}",
               f"--suppressions={os.path.join(root, 'gui', 'countonme-gtk.supp')}"]
    # valgrind 3.19 cannot read the DWARF 5 the Swift toolchain writes: the library it loads is a
    # copy without debug information (its symbols stay), found before the one the rpath names.
    libraries = tempfile.mkdtemp(prefix="countonme-gtk-valgrind-lib")
    linked = subprocess.run(["ldd", APP], capture_output=True, text=True, check=True).stdout
    library = next(line.split("=>")[1].split()[0] for line in linked.splitlines() if "libcountonme" in line)
    subprocess.run(["objcopy", "--strip-debug", library, os.path.join(libraries, os.path.basename(library))], check=True)
    with tempfile.TemporaryDirectory() as state:
        window = Window(display, "C.UTF-8", state, wrapper=wrapper,
                        extra_env={"LD_LIBRARY_PATH": libraries, "GSK_RENDERER": "cairo", "G_SLICE": "always-malloc"})
        try:
            window.keys("3", "plus", "3", "asterisk", "4", "slash", "2", "Return", "period", "period", "Escape", "7", "slash", "0",
                        "Return", "M", "m")
            window.keys("ctrl+h")
            window.keys("Up", "Return", lines=1)
            window.keys("ctrl+h", "ctrl+i", "ctrl+l", "ctrl+i", "ctrl+l")
            window.keys("alt+2")
            window.keys("1", "0", "0")
            window.keys("alt+1")
        finally:
            window.close(status=99)
    with open(log, encoding="utf-8", errors="replace") as file:
        report = file.read()
    errors = [line for line in report.splitlines() if "ERROR SUMMARY" in line]
    clean_run = bool(errors) and all(" 0 errors" in line for line in errors)
    check(clean_run, f"valgrind: no memory error, no definite leak: {errors[-1] if errors else 'no summary'} (the whole report: {log})")
    if clean_run:
        os.unlink(log)


def screenshot(display, locale, path):
    """A picture of the window in `locale`, wide enough for the scientific panel, showing a
    calculation and its result, the history tape open."""
    with tempfile.TemporaryDirectory() as state:
        window = Window(display, locale, state, screenshot=path)
        try:
            window.xdotool("windowsize", "--sync", window.id, "900", "620")
            window.keys("1", "2", "3", "4", "period", "5", "asterisk", "2", "Return")
            window.keys("7", "slash", "4", "plus", "1", "Return")
            window.keys("ctrl+h")
            before = len(window.lines())
            window.xdotool("key", "--clearmodifiers", "ctrl+shift+s")
            window.wait_for_lines(before + 1)
            check(window.lines()[-1].startswith("screenshot=") and os.path.getsize(path) > 0, f"{locale}: screenshot {path}")
        finally:
            window.close()


def main():
    compile_locales()
    server, display = start_server()
    if len(sys.argv) == 4 and sys.argv[2] == "--screenshots":
        try:
            for locale, name in [("C.UTF-8", "window-c.png"), ("fr_FR.UTF-8", "window-fr.png"), ("ar_EG.UTF-8", "window-ar.png")]:
                screenshot(display, locale, os.path.abspath(os.path.join(sys.argv[3], name)))
        finally:
            server.terminate()
            server.wait()
        check.finish()
    try:
        alerts = {locale: session(display, locale) for locale in ["C.UTF-8", "fr_FR.UTF-8", "ar_EG.UTF-8"]}
        rates_update(display)
        under_valgrind(display)
        # Alerts speak the user's language.
        check(alerts["fr_FR.UTF-8"] != alerts["C.UTF-8"] and alerts["ar_EG.UTF-8"] != alerts["C.UTF-8"],
              f"alerts are translated ({alerts})")
    finally:
        server.terminate()
        server.wait()
    check.finish()


main()
