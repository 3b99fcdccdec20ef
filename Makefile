# CountOnMe — build, run and test. `make run EXPR='2 × (3 + 4)'` and `make test` are all a fresh
# machine needs: both install missing system packages first (see `deps`).

SWIFT    ?= swift
# tools/ld-static finds the toolchain's linker beside it.
export SWIFT
PREFIX   ?= /usr/local
EXPR     ?= 2 × (3 + 4)
RELEASE  := .build/release

# Debian packages the build and tests need. Checked one by one; only missing ones are installed.
# apt-get install, through sudo unless root; the packages follow.
APT_INSTALL = SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq
# Building and running the command needs the first list (libedit and ncurses are loaded by the
# interactive session and the terminal keypad); the tests and the message compiler the second too.
LIB_PACKAGES  := libicu-dev libgmp-dev libmpfr-dev libmpfi-dev pkg-config g++ python3 binutils
PACKAGES      := $(LIB_PACKAGES) libedit-dev libncurses-dev libcurl4-openssl-dev
TEST_PACKAGES := $(PACKAGES) time icu-devtools tmux python3-mpmath python3-pexpect valgrind meson ninja-build cmake
# The desktop application (gui/, GTK 4, built with meson) and its tests under an X server in memory.
GUI_PACKAGES      := $(LIB_PACKAGES) libgtk-4-dev meson ninja-build gettext
GUI_TEST_PACKAGES := $(GUI_PACKAGES) xvfb xdotool python3-babel locales

.PHONY: all deps test-deps install-packages build lib static-lib install-lib install install-strip cli-debug uninstall run test test-swift test-messages test-c test-release test-repl test-keypad test-rates test-fuzz test-tsan fuzz fuzz-build fuzz-fast-build bench messages reference clean gui install-gui test-gui screenshots

# The version, from the header (its macros are checked against the library's at test time).
VERSION_MAJOR := $(shell sed -n 's/^\#define COUNTONME_VERSION_MAJOR \([0-9]*\).*/\1/p' include/countonme.h)
VERSION       := $(shell sed -n 's/^\#define COUNTONME_VERSION_STRING "\(.*\)"/\1/p' include/countonme.h)
# The C library is built apart (its flags differ), with the Swift runtime linked in statically,
# only the header's functions exported, each named, in the version node COUNTONME_0 (a version
# script tools/abi.py writes from include/countonme.h; lld: gold leaves local Swift symbols in .dynsym), the
# soname C programs record, and -z nodelete: dlclose leaves it mapped, because threads that used
# it run its thread-exit destructors (MPFR's caches, the Swift runtime's) when they end, possibly
# after the host unloaded it (Tests/C/dlclose_test.c).
LIB_BUILD     := .build-clib
LIB_FLAGS     := -Xswiftc -static-stdlib -Xswiftc -use-ld=lld \
                 -Xlinker --version-script=$(CURDIR)/$(LIB_BUILD)/countonme.map \
                 -Xlinker -soname=libcountonme.so.$(VERSION_MAJOR) -Xlinker -z -Xlinker nodelete
LIB_FILE      := $(LIB_BUILD)/release/libCountOnMeShared.so
STATIC_LIB    := $(LIB_BUILD)/libcountonme.a
# The CLI (and the Swift benchmark, built in the same place with the same flags so neither
# rebuilds the other): lld with packed relative relocations (DT_RELR, glibc 2.36+), which shrink
# the relocation table of a position-independent executable from 0.9 MB to 8 kB; ICU, GMP, MPFR,
# MPFI and libstdc++ from their static archives (tools/ld-static).
CLI_FLAGS     := -Xswiftc -use-ld=$(CURDIR)/tools/ld-static -Xlinker -z -Xlinker pack-relative-relocs
# Where the library goes (multiarch systems: LIBDIR=/usr/lib/x86_64-linux-gnu); DESTDIR stages.
LIBDIR        ?= $(PREFIX)/lib
INCLUDEDIR    ?= $(PREFIX)/include
SHARE         := $(DESTDIR)$(PREFIX)/share
# The directories the dynamic linker searches by itself: a library there needs no rpath in the
# pkg-config file (run ldconfig after installing into them).
MULTIARCH     := $(shell $(CC) -print-multiarch 2>/dev/null)
SYSTEM_LIBDIRS := /lib /usr/lib /usr/local/lib $(if $(MULTIARCH),/lib/$(MULTIARCH) /usr/lib/$(MULTIARCH) /usr/local/lib/$(MULTIARCH))
RPATH_FLAG    := $(if $(filter $(LIBDIR),$(SYSTEM_LIBDIRS)),,-Wl,-rpath,$${libdir} )
# install-strip sets it to -s (as GNU's install-strip does); plain install keeps the symbols.
STRIP_FLAG    ?=

all: build

## deps: install the missing packages that building and running need, with apt-get (does
## nothing when all are present); test-deps: those the tests need too.
deps:
	@$(MAKE) -s install-packages WANTED="$(PACKAGES)"

test-deps:
	@$(MAKE) -s install-packages WANTED="$(TEST_PACKAGES)"

install-packages:
	@missing=""; \
	for p in $(WANTED); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(APT_INSTALL) $$missing; \
	fi

## build: the release CLI, with the Swift runtime, ICU, GMP, MPFR and libstdc++ linked in, for a
## short start-up (README, "Speed"). libedit, ncurses and libcurl are loaded only by the
## interactive session, the terminal keypad and `rates update`.
build: deps
	$(SWIFT) build -c release --static-swift-stdlib --product countonme $(CLI_FLAGS)

## lib: the shared C library (libcountonme.so.MAJOR once installed); needs only LIB_PACKAGES.
lib:
	@$(MAKE) -s install-packages WANTED="$(LIB_PACKAGES)"
	@mkdir -p $(LIB_BUILD) && python3 tools/abi.py version-script include/countonme.h > $(LIB_BUILD)/countonme.map
	$(SWIFT) build -c release --scratch-path $(LIB_BUILD) --product CountOnMeShared $(LIB_FLAGS)

## static-lib: libcountonme.a, the same library for static links, the Swift runtime inside and
## private (tools/make-static-lib); what else it needs is in the pkg-config file's Libs.private.
static-lib: lib
	tools/make-static-lib $(LIB_BUILD) include/countonme.h $(STATIC_LIB)

## install-lib: the C library alone (shared and static), with its symlinks, header and pkg-config
## file (what C programs, the C tests and the C benchmark need).
install-lib: lib static-lib
	install -d $(DESTDIR)$(LIBDIR)/pkgconfig $(DESTDIR)$(INCLUDEDIR)
	install -m 755 $(STRIP_FLAG) $(LIB_FILE) $(DESTDIR)$(LIBDIR)/libcountonme.so.$(VERSION)
	install -m 644 $(STATIC_LIB) $(DESTDIR)$(LIBDIR)/libcountonme.a
	ln -sf libcountonme.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libcountonme.so.$(VERSION_MAJOR)
	ln -sf libcountonme.so.$(VERSION_MAJOR) $(DESTDIR)$(LIBDIR)/libcountonme.so
	install -m 644 include/countonme.h $(DESTDIR)$(INCLUDEDIR)/countonme.h
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|' \
	    -e 's|@RPATH@|$(RPATH_FLAG)|' -e 's|@VERSION@|$(VERSION)|' pkgconfig/countonme.pc.in > $(DESTDIR)$(LIBDIR)/pkgconfig/countonme.pc

## install-strip: install with the symbols stripped from the library and the CLI.
install-strip:
	$(MAKE) install STRIP_FLAG=-s

## install: the C library (install-lib) and the CLI with its completions and man page under
## PREFIX (DESTDIR for staging).
install: build install-lib install-gui
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(STRIP_FLAG) $(RELEASE)/countonme $(DESTDIR)$(PREFIX)/bin/countonme
	install -d $(SHARE)/man/man1 $(SHARE)/bash-completion/completions $(SHARE)/zsh/site-functions $(SHARE)/fish/vendor_completions.d
	$(RELEASE)/countonme --generate-completion-script bash > $(SHARE)/bash-completion/completions/countonme
	$(RELEASE)/countonme --generate-completion-script zsh > $(SHARE)/zsh/site-functions/_countonme
	$(RELEASE)/countonme --generate-completion-script fish > $(SHARE)/fish/vendor_completions.d/countonme.fish
	@# The man page comes from the built CLI's --help data. Not through `swift package generate-manual`:
	@# that plugin rebuilds every product in release without --static-swift-stdlib, relinking the CLI.
	$(SWIFT) build --product generate-manual >/dev/null
	tools/make-manual $(RELEASE)/countonme .build/debug/generate-manual .build/manual
	install -m 644 .build/manual/countonme.1 $(SHARE)/man/man1/countonme.1
	install -d $(SHARE)/countonme
	install -m 644 share/countonme.supp $(SHARE)/countonme/countonme.supp

## uninstall: removes what install put there.
uninstall:
	rm -f $(DESTDIR)$(LIBDIR)/libcountonme.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libcountonme.so.$(VERSION_MAJOR) \
	      $(DESTDIR)$(LIBDIR)/libcountonme.a \
	      $(DESTDIR)$(LIBDIR)/libcountonme.so $(DESTDIR)$(LIBDIR)/pkgconfig/countonme.pc \
	      $(DESTDIR)$(INCLUDEDIR)/countonme.h $(DESTDIR)$(PREFIX)/bin/countonme \
	      $(SHARE)/man/man1/countonme.1 $(SHARE)/bash-completion/completions/countonme \
	      $(SHARE)/zsh/site-functions/_countonme $(SHARE)/fish/vendor_completions.d/countonme.fish \
	      $(SHARE)/countonme/countonme.supp $(DESTDIR)$(PREFIX)/bin/countonme-gtk \
	      $(SHARE)/applications/org.countonme.Calculator.desktop

## bench: benchmarks against bc -l, qalc and Python (installed here if missing); writes
## docs/PERFORMANCE.md. Not part of make test.
BENCH_PEERS := bc qalc
bench: build lib
	@missing=""; for p in $(BENCH_PEERS); do command -v $$p >/dev/null || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then $(APT_INSTALL) $$missing; fi
	$(SWIFT) build -c release --product CountOnMeBench $(CLI_FLAGS)
	rm -rf .build/bench-prefix && $(MAKE) -s install-lib PREFIX=$(CURDIR)/.build/bench-prefix >/dev/null
	cc -O2 bench/c_api_bench.c -o .build/bench-prefix/c_api_bench \
	  $$(PKG_CONFIG_PATH=$(CURDIR)/.build/bench-prefix/lib/pkgconfig pkg-config --cflags --libs countonme)
	cc -O2 bench/keypad_bench.c -o .build/bench-prefix/keypad_bench \
	  $$(PKG_CONFIG_PATH=$(CURDIR)/.build/bench-prefix/lib/pkgconfig pkg-config --cflags --libs countonme)
	C_API_BENCH=$(CURDIR)/.build/bench-prefix/c_api_bench SWIFT_API_BENCH=$(CURDIR)/.build/release/CountOnMeBench \
	  KEYPAD_BENCH=$(CURDIR)/.build/bench-prefix/keypad_bench \
	  SWIFT_BACKTRACE=enable=no python3 bench/run.py

## run: evaluate EXPR with the release CLI.
run: build
	@$(RELEASE)/countonme -- '$(EXPR)'

## test: every test suite (what CI runs).
test: test-deps test-messages test-swift test-c test-release test-repl test-keypad test-rates test-manual test-fuzz test-tsan test-gui

## cli-debug: the debug CLI the command's tests drive.
cli-debug: test-deps
	$(SWIFT) build --product countonme

## test-rates: `countonme rates update` against a local HTTP server (good, truncated, 404, hang).
test-rates: cli-debug
	python3 Tests/CLI/rates_update_test.py .build/debug/countonme

## fuzz-build: the library with AddressSanitizer and coverage, and the libFuzzer harnesses.
FUZZ_BUILD    := .build-fuzz
FUZZERS       := evaluate numbers keypad keypad_state keypad_labels context calculation
SWIFT_RUNTIME := $(shell dirname $$(dirname $$(command -v $(SWIFT) 2>/dev/null || echo /x/x)))/lib/swift/linux
SECONDS       ?= 60
# The harnesses, compiled against the library built in $(1), with libFuzzer and the sanitizers $(2).
FUZZ_ASAN_SANITIZERS := address,undefined
define build_harnesses
	for h in $(FUZZERS); do \
	  clang -g -O1 -fsanitize=fuzzer,$(2) -fno-sanitize-recover=undefined -Iinclude fuzz/fuzz_$$h.c \
	    -L$(1)/release -lCountOnMeShared -Wl,-rpath,$(CURDIR)/$(1)/release -Wl,-rpath,$(SWIFT_RUNTIME) \
	    -o $(1)/fuzz_$$h || exit 1; \
	done
endef
fuzz-build: test-deps
	$(SWIFT) build -c release --scratch-path $(FUZZ_BUILD) --product CountOnMeShared \
	  -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp -Xswiftc -use-ld=lld \
	  -Xcc -fsanitize=address -Xcc -fsanitize=fuzzer-no-link
	$(call build_harnesses,$(FUZZ_BUILD),$(FUZZ_ASAN_SANITIZERS))

## fuzz-fast-build: the same harnesses against a library with coverage and no AddressSanitizer
## (UBSan in the C code and the harnesses), for long campaigns: fuzz_evaluate ran 649 inputs a
## second against 199 with ASan, same machine, same corpus. make test replays with the ASan build.
## EDGES=1 builds it (in .build-fuzz-edges) with the Swift code's edges counted but its
## comparisons not traced: the keypad harnesses, whose bytes are keys that no comparison reads,
## ran 30,000 inputs of fuzz_keypad (-max_len=64, -seed=7) in 70 s of user time against 91 s.
EDGE_COVERAGE := edge,inline-8bit-counters,pc-table
FUZZ_FAST_BUILD := $(if $(EDGES),.build-fuzz-edges,.build-fuzz-fast)
fuzz-fast-build: test-deps
	$(SWIFT) build -c release --scratch-path $(FUZZ_FAST_BUILD) --product CountOnMeShared \
	  -Xswiftc -sanitize=fuzzer $(if $(EDGES),-Xswiftc -sanitize-coverage=$(EDGE_COVERAGE)) \
	  -Xswiftc -parse-as-library -Xswiftc -use-ld=lld -Xcc -fsanitize=fuzzer-no-link,undefined
	$(call build_harnesses,$(FUZZ_FAST_BUILD),undefined)

## fuzz: runs every harness for SECONDS seconds (default 60), growing fuzz/corpus; findings go to
## fuzz/artifacts. FAST=1 runs the fast build (fuzz-fast-build, with EDGES=1 its edges-only
## variant). MAX_LEN (default 4096) bounds the inputs: at 64 the keypad, labels and context
## harnesses ran 3-10 times as many inputs a second (docs/RELIABILITY.md). No clock decides a
## finding here either: the per-input limit is the replay's hang guard (600 s), and a slow input
## is for reading, in libFuzzer's "Slowest unit" line, not a verdict of a busy machine.
MAX_LEN ?= 4096
FUZZ_RUN_BUILD := $(if $(FAST),$(FUZZ_FAST_BUILD),$(FUZZ_BUILD))
# Without ASan the RSS is the library's own and 1,024 MB is a finding; with it, see test-fuzz.
FUZZ_MEMORY_LIMIT = $(if $(FAST),-rss_limit_mb=1024,-rss_limit_mb=$(REPLAY_MEMORY_GUARD) -malloc_limit_mb=1024)
fuzz: $(if $(FAST),fuzz-fast-build,fuzz-build)
	mkdir -p fuzz/artifacts
	for h in $(FUZZERS); do \
	  SWIFT_BACKTRACE=enable=no $(FUZZ_RUN_BUILD)/fuzz_$$h fuzz/corpus/$$h -max_total_time=$(SECONDS) $(FUZZ_MEMORY_LIMIT) \
	    -timeout=$(HANG_GUARD) -max_len=$(MAX_LEN) -print_final_stats=1 -artifact_prefix=fuzz/artifacts/$$h- || exit 1; \
	done

## test-fuzz: every corpus input (and regression) replayed once through its harness. Speed decides
## nothing here: the per-input limit (600 s) only stops a real hang, and is far from what any input
## takes (a whole corpus replays in 1-70 s on this machine, keypad_labels' slowest input about
## 22 s, a keypad input once 204 s beside two busy jobs); speed is measured in make bench.
## Memory likewise: AddressSanitizer keeps freed blocks in quarantine (256 MB) and its allocator
## keeps every size class it once mapped, so a replay's RSS grows with the inputs before it
## (keypad_labels' replay peaks near 1,040 MB, its heaviest input alone 480 MB, and 79 MB
## with no quarantine): the RSS guard (4,096 MB) only stops a runaway, and one allocation past
## 1,024 MB stays a finding (-malloc_limit_mb), as in the campaign.
HANG_GUARD := 600
REPLAY_MEMORY_GUARD := 4096
test-fuzz: fuzz-build
	for h in $(FUZZERS); do \
	  mkdir -p fuzz/regressions/$$h; \
	  SWIFT_BACKTRACE=enable=no $(FUZZ_BUILD)/fuzz_$$h -runs=0 -rss_limit_mb=$(REPLAY_MEMORY_GUARD) -malloc_limit_mb=1024 -timeout=$(HANG_GUARD) -artifact_prefix=$(FUZZ_BUILD)/replay-$$h- fuzz/corpus/$$h fuzz/regressions/$$h \
	    > $(FUZZ_BUILD)/replay_$$h.log 2>&1 || { tail -30 $(FUZZ_BUILD)/replay_$$h.log; exit 1; }; \
	  echo "fuzz $$h: $$(find fuzz/corpus/$$h fuzz/regressions/$$h -type f | wc -l) inputs replayed, no finding"; \
	done

## test-tsan: the threaded C test (10 threads × 10,000 evaluations, separate contexts) under
## ThreadSanitizer, against a library built with it. (TSan's runtime in the Swift toolchain
## intercepts libdispatch, hence -ldispatch -lBlocksRuntime.)
TSAN_BUILD := .build-tsan
test-tsan: test-deps
	$(SWIFT) build -c release --scratch-path $(TSAN_BUILD) --product CountOnMeShared \
	  -Xswiftc -sanitize=thread -Xcc -fsanitize=thread -Xswiftc -use-ld=lld
	clang -g -O1 -fsanitize=thread -Iinclude Tests/C/threads_test.c -pthread \
	  -L$(TSAN_BUILD)/release -lCountOnMeShared -L$(SWIFT_RUNTIME) -ldispatch -lBlocksRuntime \
	  -Wl,-rpath,$(CURDIR)/$(TSAN_BUILD)/release -Wl,-rpath,$(SWIFT_RUNTIME) -o $(TSAN_BUILD)/threads_tsan
	SWIFT_BACKTRACE=enable=no TSAN_OPTIONS=halt_on_error=1 $(TSAN_BUILD)/threads_tsan 10000

## test-keypad: the terminal keypad driven through tmux.
test-keypad: cli-debug
	Tests/CLI/keypad_tmux_test.sh .build/debug/countonme

## test-manual: the man page keeps its non-ASCII characters and has its own sections.
test-manual: cli-debug
	$(SWIFT) build --product generate-manual >/dev/null
	@tmp=$$(mktemp -d) && tools/make-manual .build/debug/countonme .build/debug/generate-manual $$tmp >/dev/null && \
	for want in '(1\[u2013]10000)' '2 \[u00D7] 3' '.Sh ENVIRONMENT' '.Sh FILES' '.Sh EXAMPLES' '.It Ev NO_COLOR' \
	            '.Sh "EXIT STATUS"' 'countonme -5+3'; do \
	  grep -qF -- "$$want" $$tmp/countonme.1 || { echo "man page: missing $$want"; rm -rf $$tmp; exit 1; }; \
	done; \
	if grep -q '(110000)' $$tmp/countonme.1; then echo "man page: a character was dropped"; rm -rf $$tmp; exit 1; fi; \
	echo "man page: complete"; rm -rf $$tmp

## test-repl: the interactive session through a pseudo-terminal (Debian's python3-pexpect).
test-repl: cli-debug
	/usr/bin/python3 Tests/CLI/repl_test.py .build/debug/countonme

## test-release: the shipped command (make build), as users run it, in several locales.
test-release: test-deps build
	tools/test-release $(RELEASE)/countonme

## test-c: the C library through an installed copy: C99, C11, C++17, threads, valgrind, ABI.
test-c: test-deps
	tools/test-c

test-swift:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## messages: compile the message bundles (Sources/ICUBridge/messages/*.txt) into C source that is
## built into the library, so an installed copy needs no data path. Commit the result.
MESSAGE_SOURCES := $(sort $(wildcard Sources/ICUBridge/messages/*.txt))
MESSAGE_DATA    := Sources/ICUBridge/MessagesData.c

messages: test-deps
	@tools/compile-messages $(MESSAGE_DATA) $(MESSAGE_SOURCES)

## test-messages: the committed message data is what the bundles compile to.
test-messages: test-deps
	@tmp=$$(mktemp -d) && tools/compile-messages $$tmp/MessagesData.c $(MESSAGE_SOURCES) >/dev/null && \
	if cmp -s $$tmp/MessagesData.c $(MESSAGE_DATA); then echo "message data: up to date"; rm -rf $$tmp; \
	else echo "message data is stale: run 'make messages' and commit $(MESSAGE_DATA)"; rm -rf $$tmp; exit 1; fi

## reference: regenerate the differential, rigorous-digits and remembered-functions tables from the
## independent Python references (Fraction, mpmath).
reference:
	python3 Tests/Reference/generate_differential.py
	python3 Tests/Reference/generate_rigorous.py
	python3 Tests/Reference/generate_remembered_functions.py
	python3 Tests/Reference/generate_functions.py
	python3 Tests/Reference/generate_bases.py

## gui: countonme-gtk, the desktop calculator (gui/), built with meson against the C library of
## this tree installed in .build/gui-prefix (as a program outside the tree would find it: pkg-config).
GUI_BUILD  := .build-gui
GUI_PREFIX := .build/gui-prefix
gui: lib static-lib
	@$(MAKE) -s install-packages WANTED="$(GUI_PACKAGES)"
	rm -rf $(GUI_PREFIX) && $(MAKE) -s install-lib PREFIX=$(CURDIR)/$(GUI_PREFIX) >/dev/null
	@if [ -d $(GUI_BUILD)/meson-private ]; then action=--reconfigure; else action=; fi; \
	PKG_CONFIG_PATH=$(CURDIR)/$(GUI_PREFIX)/lib/pkgconfig meson setup $$action --prefix $(PREFIX) $(GUI_BUILD) gui >/dev/null
	ninja -C $(GUI_BUILD)

## install-gui: the desktop application and its .desktop file under PREFIX, against the library
## install-lib put there: when DESTDIR stages, it compiles with the staged header and library
## (a copy of the pkg-config file pointing there) and runs from the final LIBDIR.
install-gui: install-lib
	@$(MAKE) -s install-packages WANTED="$(GUI_PACKAGES)"
	@mkdir -p $(GUI_BUILD)-install-pc && sed -e 's|^libdir=.*|libdir=$(DESTDIR)$(LIBDIR)|' \
	    -e 's|^includedir=.*|includedir=$(DESTDIR)$(INCLUDEDIR)|' -e 's|-rpath,$${libdir}|-rpath,$(LIBDIR)|' \
	    $(DESTDIR)$(LIBDIR)/pkgconfig/countonme.pc > $(GUI_BUILD)-install-pc/countonme.pc
	@if [ -d $(GUI_BUILD)-install/meson-private ]; then action=--reconfigure; else action=; fi; \
	PKG_CONFIG_PATH=$(CURDIR)/$(GUI_BUILD)-install-pc meson setup $$action --prefix $(PREFIX) $(GUI_BUILD)-install gui >/dev/null
	ninja -C $(GUI_BUILD)-install
	DESTDIR=$(DESTDIR) meson install -C $(GUI_BUILD)-install --no-rebuild --quiet

## screenshots: the README's pictures of the window (docs/screenshots), drawn under Xvfb.
screenshots: gui
	@$(MAKE) -s install-packages WANTED="$(GUI_TEST_PACKAGES)"
	/usr/bin/python3 Tests/GUI/gui_test.py $(GUI_BUILD)/countonme-gtk --screenshots docs/screenshots

## test-gui: the application's real window under Xvfb, driven by real key events (Tests/GUI), with
## Debian's python3-babel: /usr/bin/python3, not a python3 found first in PATH (pyenv's lacks it).
test-gui: gui
	@$(MAKE) -s install-packages WANTED="$(GUI_TEST_PACKAGES)"
	/usr/bin/python3 Tests/GUI/gui_test.py $(GUI_BUILD)/countonme-gtk

clean:
	$(SWIFT) package clean
