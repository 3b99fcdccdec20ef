#!/bin/sh
# Stands in for `countonme rates update` in the GUI test (the command's own update is tested by
# Tests/CLI/rates_update_test.py): it fills the cache the command fills with the ECB sample, or,
# while the file "fail" in that cache directory exists, fails as the command does, with its text
# on standard error.
[ "$1 $2" = "rates update" ] || exit 2
if [ -f "$XDG_CACHE_HOME/fail" ]; then cat "$XDG_CACHE_HOME/fail" >&2; exit 1; fi
mkdir -p "$XDG_CACHE_HOME/countonme" && cp "$(dirname "$0")/../Fixtures/ecb-sample.xml" "$XDG_CACHE_HOME/countonme/eurofxref-daily.xml"
