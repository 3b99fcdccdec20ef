#!/usr/bin/env python3
"""`countonme rates update` against a local HTTP server on 127.0.0.1 started here: a good file, a
truncated file, a 404, a server that hangs (time-out), an HTML page. After each failure the cache
must hold the last good rates, byte for byte. Usage: rates_update_test.py PATH-TO-COUNTONME"""
import http.server
import os
import re
import socket
import subprocess
import sys
import tempfile
import threading

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
from bundles import bundle_text  # noqa: E402
from checks import Checks  # noqa: E402

binary = os.path.abspath(sys.argv[1])


sample = open(os.path.join(os.path.dirname(__file__), "../Fixtures/ecb-sample.xml"), "rb").read()
newer = sample.replace(b"2024-06-28", b"2024-07-01").replace(b"rate='1.0705'", b"rate='1.0720'")
check = Checks("rates_update")
slow_started = threading.Event()
release_hang = threading.Event()
# Only against a real hang: no verdict here depends on how fast the machine is.
HANG_GUARD = 300


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        routes = {"/good": sample, "/newer": newer, "/truncated": sample[: len(sample) // 2],
                  "/html": b"<html><body>Service unavailable</body></html>", "/huge": b"<" * ((16 << 20) + 1)}
        if self.path == "/hang":
            # Holds the connection until the test ends: only the update's own time-out ends it.
            release_hang.wait(HANG_GUARD)
            return
        if self.path == "/slow":
            # Half the file, then nothing: the test kills the update while it waits for the rest.
            self.send_response(200)
            self.send_header("Content-Length", str(len(sample)))
            self.end_headers()
            self.wfile.write(sample[: len(sample) // 2])
            self.wfile.flush()
            slow_started.set()
            release_hang.wait(HANG_GUARD)
            return
        body = routes.get(self.path)
        if body is None:
            self.send_response(404)
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/xml")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
threading.Thread(target=server.serve_forever, daemon=True).start()
base = f"http://127.0.0.1:{server.server_address[1]}"

with tempfile.TemporaryDirectory() as cache_home:
    env = {"PATH": "/usr/bin:/bin", "XDG_CACHE_HOME": cache_home, "HOME": cache_home, "LANG": "C.UTF-8"}
    cache = os.path.join(cache_home, "countonme", "eurofxref-daily.xml")

    def update(path, timeout=2):
        return subprocess.run([binary, "rates", "update", base + path, "--timeout", str(timeout)],
                              capture_output=True, text=True, env=env, timeout=HANG_GUARD)

    # A failed update says whether a cache exists: none yet here.
    result = update("/missing")
    check(result.returncode == 1 and "No rates are cached yet" in result.stderr,
          f"a failed first update says there is no cache ({result.stderr.strip()})")

    result = update("/good")
    check(result.returncode == 0, f"a good file is accepted ({result.stderr.strip()})")
    check(os.path.exists(cache) and open(cache, "rb").read() == sample, "the cache holds the downloaded file")
    good = open(cache, "rb").read()

    for path, what in (("/truncated", "a truncated file"), ("/missing", "a 404"), ("/html", "an HTML page")):
        result = update(path)
        check(result.returncode == 1, f"{what} fails")
        check("The cached rates, of 2024-06-28, are unchanged" in result.stderr,
              f"{what}: says the cached rates (and their date) are unchanged ({result.stderr.strip()})")
        check(open(cache, "rb").read() == good, f"{what}: the cache still holds the last good rates")

    # The server never answers; the update ends by itself, saying so, while the server still
    # holds the connection (HANG_GUARD would stop a real hang, failing the test).
    result = update("/hang", timeout=2)
    check(result.returncode == 1 and "The server did not answer within 2 seconds." in result.stderr,
          f"a hanging server times out, said in the command's words ({result.stderr.strip()})")
    check(not release_hang.is_set(), "the update ended by its own time-out, not the server's")
    check(open(cache, "rb").read() == good, "after a time-out the cache still holds the last good rates")
    check(not any(name.startswith("eurofxref-daily.xml.download") for name in os.listdir(os.path.dirname(cache))),
          "no temporary file is left behind")

    # The cache is what conversions use when no file is named.
    converted = subprocess.run([binary, "100 EUR in USD"], capture_output=True, text=True, env=env)
    check(converted.stdout.strip() == "USD 107.05", f"conversions read the cache ({converted.stdout.strip()!r})")
    converted = subprocess.run([binary, "100 eur in usd"], capture_output=True, text=True, env=env)
    check(converted.stdout.strip() == "USD 107.05", f"currency codes in lower case ({converted.stdout.strip()!r})")
    result = update("/newer")
    check(result.returncode == 0 and "2024-07-01" in result.stdout, "a newer file replaces the cache")
    converted = subprocess.run([binary, "100 EUR in USD"], capture_output=True, text=True, env=env)
    check(converted.stdout.strip() == "USD 107.20", "conversions use the newer rates")
    listing = subprocess.run([binary, "rates"], capture_output=True, text=True, env=env)
    check(listing.stdout.startswith("Rates of 2024-07-01, for 1 EUR:") and "USD 1.072" in listing.stdout, "rates lists the cache")

    # Every failure is said in the user's words (libcurl's English only as the detail of one no
    # message names): a port nobody listens on, a body past 16 MB, an address of no protocol; in
    # French, the texts of the French bundle.
    closed = socket.socket()
    closed.bind(("127.0.0.1", 0))
    closed_url = f"http://127.0.0.1:{closed.getsockname()[1]}/rates.xml"
    closed.close()
    cached = open(cache, "rb").read()
    for url, key, arguments in ((closed_url, "ratesCannotConnect", [closed_url]),
                                (base + "/huge", "ratesTooLarge", ["16"]),
                                ("nonsense://rates", "ratesInvalidURL", ["nonsense://rates"]),
                                (base + "/hang", "ratesTimeout", None)):
        for language, lang in (("root", "C.UTF-8"), ("fr", "fr_FR.UTF-8")):
            result = subprocess.run([binary, "rates", "update", url, "--timeout", "1"], capture_output=True, text=True,
                                    env=dict(env, LANG=lang), timeout=HANG_GUARD)
            # One second: CLDR's plural category of 1 is "one" in English and in French.
            expected = bundle_text(language, key, *arguments) if arguments else \
                re.sub(r"\{0,plural,.*?one\{(.*?)\}.*\}", lambda match: match.group(1).replace("#", "1"), bundle_text(language, key))
            check(result.returncode == 1 and result.stderr.startswith("countonme: " + expected + " "),
                  f"{key} in {language}: {result.stderr.strip()!r}, expected {expected!r}")
            check(open(cache, "rb").read() == cached, f"{key} in {language}: the cache is unchanged")

    # Two processes at once (issue 18): eight updates started together, half with each file; the
    # cache is then one of the two files whole, and no temporary file is left.
    updates = [subprocess.Popen([binary, "rates", "update", base + ("/good" if index % 2 else "/newer")],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env) for index in range(8)]
    statuses = [update.wait(timeout=HANG_GUARD) for update in updates]
    check(statuses == [0] * 8, f"eight updates at once all succeed: {statuses}")
    check(open(cache, "rb").read() in (sample, newer), "after updates at once the cache is one whole file")
    check(not any(".download" in name for name in os.listdir(os.path.dirname(cache))), "no temporary file after updates at once")

    # Killed in the middle: an update killed while the file arrives leaves the cache as it was.
    before = open(cache, "rb").read()
    killed = subprocess.Popen([binary, "rates", "update", base + "/slow", "--timeout", "60"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    check(slow_started.wait(HANG_GUARD), "the slow download started")
    killed.kill()
    killed.wait()
    check(open(cache, "rb").read() == before, "an update killed midway leaves the cache as it was")
    converted = subprocess.run([binary, "100 EUR in USD"], capture_output=True, text=True, env=env)
    check(converted.returncode == 0, f"the cache still converts after the kill ({converted.stderr.strip()})")

release_hang.set()
server.shutdown()
check.finish()
