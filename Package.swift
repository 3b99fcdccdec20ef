// swift-tools-version: 6.1
// CountOnMe: a localized calculator toolkit. See README.md and docs/ for the design.
import PackageDescription

let package = Package(
    name: "CountOnMe",
    products: [
        .library(name: "CountOnMe", targets: ["CountOnMe"]),
        .executable(name: "countonme", targets: ["countonme"]),
        // The C library. SwiftPM cannot give a library the executable's name; `make install`
        // installs this as libcountonme.so.MAJOR with its symlinks (see the Makefile).
        .library(name: "CountOnMeShared", type: .dynamic, targets: ["CountOnMeC"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // System libraries, seen only by the C bridge targets below.
        .systemLibrary(name: "CGMP", pkgConfig: "gmp", providers: [.apt(["libgmp-dev"])]),
        .systemLibrary(name: "CMPFR", pkgConfig: "mpfr", providers: [.apt(["libmpfr-dev"])]),
        // Interval arithmetic over MPFR: rigorous bounds for every irrational result (Debian ships
        // no pkg-config file for it).
        .systemLibrary(name: "CMPFI", providers: [.apt(["libmpfi-dev"])]),
        .systemLibrary(name: "CICU", pkgConfig: "icu-i18n", providers: [.apt(["libicu-dev"])]),
        // Line editing (libedit) for the interactive session and full-screen drawing (ncurses) for
        // the terminal keypad, both loaded only when used: the one-shot command starts without them.
        .target(name: "TerminalBridge", linkerSettings: [.linkedLibrary("dl")]),

        // HTTP(S) downloads for `countonme rates update`, with libcurl loaded only when used.
        .target(name: "CurlBridge", linkerSettings: [.linkedLibrary("dl")]),

        // C wrappers for GMP's and MPFR's macro-only names, so Swift calls plain functions.
        .target(name: "GMPBridge", dependencies: ["CGMP", "CMPFR", "CMPFI"], linkerSettings: [.linkedLibrary("mpfi")]),

        // ICU behind a header of plain C types, so no Swift module sees ICU's headers (they clash
        // with Foundation's private copy). Holds the compiled message bundles too.
        .target(name: "ICUBridge", dependencies: ["CICU"], exclude: ["messages"]),

        // The engine, one target per layer, each depending only on those below it, so the compiler
        // refuses an arrow that points up. None imports Foundation. Module names carry the
        // project's prefix (a package that uses CountOnMe may well have a module called Numbers);
        // folders are named by the layer.
        //   Keypad → Expressions → Money → Localization → Numbers → C bridges
        .target(name: "CountOnMeNumbers", dependencies: ["GMPBridge"], path: "Sources/Numbers"),
        .target(name: "CountOnMeLocalization", dependencies: ["CountOnMeNumbers", "ICUBridge"], path: "Sources/Localization"),
        .target(name: "CountOnMeMoney", dependencies: ["CountOnMeLocalization"], path: "Sources/Money"),
        .target(name: "CountOnMeExpressions", dependencies: ["CountOnMeMoney"], path: "Sources/Expressions"),
        .target(name: "CountOnMeKeypad", dependencies: ["CountOnMeExpressions"], path: "Sources/Keypad"),
        // The umbrella: re-exports the public API of every layer, so Swift users, the C layer and
        // the CLI import one module.
        .target(name: "CountOnMe", dependencies: ["CountOnMeKeypad"]),

        // The C API: @_cdecl functions that convert and report, declared in include/countonme.h.
        .target(name: "CountOnMeC", dependencies: ["CountOnMe"]),

        // The command-line tool.
        .executableTarget(
            name: "countonme",
            dependencies: [
                "CountOnMe",
                "TerminalBridge",
                "CurlBridge",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // The in-process benchmark of the Swift API (make bench).
        .executableTarget(name: "CountOnMeBench", dependencies: ["CountOnMe"]),

        // Tests mirror the layers: one target each, plus the command's, which builds the
        // executable it runs. Tests/Fixtures holds the shared data files.
        .target(name: "CountOnMeTestSupport", dependencies: ["CountOnMe"], path: "Tests/Support", exclude: ["checks.py", "bundles.py"]),
        .testTarget(name: "NumbersTests", dependencies: ["CountOnMeNumbers", "CountOnMeTestSupport"]),
        .testTarget(name: "LocalizationTests", dependencies: ["CountOnMe", "CountOnMeTestSupport"]),
        .testTarget(name: "MoneyTests", dependencies: ["CountOnMe", "CountOnMeTestSupport"]),
        .testTarget(name: "ExpressionsTests", dependencies: ["CountOnMe", "CountOnMeTestSupport"]),
        .testTarget(name: "KeypadTests", dependencies: ["CountOnMe", "CountOnMeTestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["countonme", "CountOnMeTestSupport"]),
    ]
)
