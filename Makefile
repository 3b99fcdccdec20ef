# CountOnMe — build, run and test. `make run EXPR='2 × (3 + 4)'` and `make test` are all a fresh
# machine needs: both install missing system packages first (see `deps`).

SWIFT    ?= swift
PREFIX   ?= /usr/local
EXPR     ?= 2 × (3 + 4)
RELEASE  := .build/release

# Debian packages the build and tests need. Checked one by one; only missing ones are installed.
PACKAGES := libicu-dev icu-devtools libgmp-dev libmpfr-dev pkg-config python3-mpmath

.PHONY: all deps build run test test-swift test-messages messages reference clean

all: build

## deps: install missing system packages with apt-get (does nothing when all are present).
deps:
	@missing=""; \
	for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

## build: the release CLI and library.
build: deps
	$(SWIFT) build -c release

## run: evaluate EXPR with the release CLI.
run: build
	@$(RELEASE)/countonme -- '$(EXPR)'

## test: every test suite (what CI runs).
test: deps test-messages test-swift

test-swift:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## messages: compile the message bundles (Sources/ICUBridge/messages/*.txt) into C source that is
## built into the library, so an installed copy needs no data path. Commit the result.
MESSAGE_SOURCES := $(sort $(wildcard Sources/ICUBridge/messages/*.txt))
MESSAGE_DATA    := Sources/ICUBridge/MessagesData.c

messages: deps
	@tools/compile-messages $(MESSAGE_DATA) $(MESSAGE_SOURCES)

## test-messages: the committed message data is what the bundles compile to.
test-messages: deps
	@tmp=$$(mktemp -d) && tools/compile-messages $$tmp/MessagesData.c $(MESSAGE_SOURCES) >/dev/null && \
	if cmp -s $$tmp/MessagesData.c $(MESSAGE_DATA); then echo "message data: up to date"; rm -rf $$tmp; \
	else echo "message data is stale: run 'make messages' and commit $(MESSAGE_DATA)"; rm -rf $$tmp; exit 1; fi

## reference: regenerate the differential table from the independent Python reference.
reference:
	python3 Tests/Reference/generate_differential.py

clean:
	$(SWIFT) package clean
