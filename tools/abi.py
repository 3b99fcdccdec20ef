#!/usr/bin/env python3
"""ABI guard for libcountonme: the exported symbols and the header's declarations may grow, never
shrink or change. Baselines live in abi/symbols.txt and abi/declarations.txt.

  tools/abi.py record LIB HEADER   write the baselines (after an intended, compatible addition)
  tools/abi.py check  LIB HEADER   fail when a baseline symbol or declaration is gone or changed
"""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SYMBOLS = ROOT / "abi" / "symbols.txt"
DECLARATIONS = ROOT / "abi" / "declarations.txt"


def exported_symbols(library):
    output = subprocess.run(["nm", "-D", "--defined-only", library], check=True, capture_output=True, text=True).stdout
    return sorted({line.split()[-1] for line in output.splitlines() if line.strip()})


def declarations(header):
    """Every macro, typedef and prototype of the header, comments removed, whitespace normalized.
    The version macros are left out: releases change them."""
    text = subprocess.run(["gcc", "-fpreprocessed", "-dD", "-E", "-P", header],
                          check=True, capture_output=True, text=True).stdout
    result, code = set(), []
    for line in text.splitlines():
        if line.startswith("#define COUNTONME_") and not line.startswith("#define COUNTONME_VERSION_"):
            result.add(" ".join(line.split()))
        elif not line.startswith("#") and line.strip() not in ('extern "C" {', "}"):
            code.append(line)
    for statement in " ".join(code).split(";"):
        statement = " ".join(statement.split())
        statement = re.sub(r"\s*([(),*])\s*", r"\1", statement)
        if statement:
            result.add(statement + ";")
    return sorted(result)


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("record", "check"):
        sys.exit(__doc__)
    command, library, header = sys.argv[1:]
    symbols, decls = exported_symbols(library), declarations(header)
    if command == "record":
        SYMBOLS.write_text("\n".join(symbols) + "\n")
        DECLARATIONS.write_text("\n".join(decls) + "\n")
        print(f"abi: recorded {len(symbols)} symbols and {len(decls)} declarations")
        return
    problems = []
    foreign = [s for s in symbols if not s.startswith("countonme_")]
    if foreign:
        problems.append("exported symbols outside countonme_*: " + ", ".join(foreign[:10]))
    for baseline, current, kind in ((SYMBOLS, symbols, "symbol"), (DECLARATIONS, decls, "declaration")):
        recorded = [line for line in baseline.read_text().splitlines() if line]
        missing = [entry for entry in recorded if entry not in current]
        problems += [f"{kind} removed or changed: {entry}" for entry in missing]
        added = [entry for entry in current if entry not in recorded]
        if added:
            print(f"abi: {len(added)} new {kind}(s), compatible; run 'tools/abi.py record' to accept: " + "; ".join(added[:5]))
    if problems:
        print("\n".join("abi: " + p for p in problems))
        sys.exit(1)
    print(f"abi: {len(symbols)} symbols and {len(decls)} declarations match the baseline")


if __name__ == "__main__":
    main()
