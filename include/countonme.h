/*
** countonme.h — the C interface of CountOnMe, a localized exact calculator.
**
** CountOnMe evaluates what a person types on a calculator, in their own language and number
** format ("1 234,5 × 2" in French), computes the answer exactly (GMP rationals; MPFR for
** irrational functions) and writes it back in that format, with messages in that language.
**
** USING IT
**
**     #include <countonme.h>
**     countonme_context *context = NULL;
**     if (countonme_context_new("fr_FR", &context) == COUNTONME_OK) {
**         char *result = NULL;
**         if (countonme_evaluate(context, "1 234,5 × 2", &result) == COUNTONME_OK) {
**             puts(result);                       // 2 469
**             countonme_free(result);
**         }
**         countonme_context_free(context);
**     }
**
** Build with: cc program.c $(pkg-config --cflags --libs countonme)
**
** CONVENTIONS (they hold for every function below)
**
** - Status: every function that can fail returns a countonme_status: COUNTONME_OK (0) or one of
**   the COUNTONME_ERROR_* codes. The codes are append-only: a code's number never changes.
** - Results come out through out-parameters, which are written only on success. A result
**   string is allocated by the library, NUL-terminated UTF-8, owned by the caller, and must be
**   released with countonme_free(). Strings returned as `const char *` are static and must not
**   be freed.
** - Input strings are NUL-terminated UTF-8 and are only read during the call. Invalid UTF-8 is
**   refused with COUNTONME_ERROR_INVALID_ARGUMENT.
** - A NULL pointer where one is required returns COUNTONME_ERROR_INVALID_ARGUMENT. Enumerated
**   values (options, modes) are passed as int32_t; an unknown value returns
**   COUNTONME_ERROR_INVALID_ARGUMENT. Free functions accept NULL and then do nothing.
** - Nothing is lost: a call that fails leaves the context exactly as it was (settings, locale,
**   the previous answer, the variables), except for the error record that the countonme_error_*
**   functions read.
** - The error record: every call that takes a non-const countonme_context * records its outcome
**   (cleared on success, the error and where it is on failure); a call that takes a const one
**   (the getters, countonme_context_rate, countonme_status_message, countonme_keypad_new, the
**   countonme_error_* functions) never touches it, so a GUI may read the mode or the locale
**   between an evaluation and showing its error. A const call's failure is told by its status
**   alone.
** - No input, however bad or large, makes the library trap or crash the host program; inputs
**   beyond the context's limits are refused with an error. Running out of memory is the one
**   exception: see MEMORY.
**
** THREADS
**
** Separate contexts may be used from separate threads at the same time: they share nothing
** mutable. One context must not be used by two threads at once (it holds the previous answer,
** the variables and the last error); protect it with a lock if you share it.
**
** Stack: a call needs little of the caller's stack whatever the input — every nesting
** COUNTONME_OPTION_MAX_NESTING accepts (1,000 levels of parentheses, function calls, signs, roots,
** powers or bars) evaluates on a 128 KiB thread (tested by Tests/C/stack_test.c). Input nested
** more than a dozen levels is parsed on a short-lived thread the library creates with a stack of
** its own (about 256 KiB + 24 KiB a level, reserved, not touched), and the call waits for it;
** when the system cannot create that thread the call fails with COUNTONME_ERROR_OUT_OF_MEMORY.
**
** MEMORY
**
** The library does not survive every failed allocation, and does not claim to: the Swift runtime,
** GMP and MPFR end the process (abort) when an allocation of theirs fails, as programs built on
** GMP do. Failures the library sees (ICU's, its own copies of result strings) are reported as
** COUNTONME_ERROR_OUT_OF_MEMORY with the context unchanged: no output is written (a function
** with two outputs hands out both or neither), `ans` and the keypad stay as they were, and the
** error record says OUT_OF_MEMORY after a call that records its outcome and is untouched by a
** const call (tested for each of the 23 functions that hand out memory, refusing each output's
** allocation in turn: Tests/C/output_failure_test.c). What bounds the memory an evaluation
** takes is the context's limits, which refuse work before it is done: a result of at most
** COUNTONME_OPTION_MAX_DIGITS digits, an input of at most COUNTONME_OPTION_MAX_INPUT_LENGTH bytes.
** Measured (peak resident size of the whole countonme command, release build, x86-64): 15 MB
** for "1+1", 15 MB for "9^104000" at the default limit of 100,000 digits, 52 MB for "9^10000000"
** at the highest limit, 10,000,000. A host that must not end on exhaustion sets limits it can afford,
** or evaluates in a process of its own.
** ICU 72 itself does not survive every failure of its own allocations either. Refusing ICU's
** allocations one at a time (u_setMemoryFunctions) during a fr_FR session of context_new,
** evaluations, a calculation, error texts and a keypad (Tests/C/icu_failure_test.c, run by make
** test, which fails on any wrong answer): of 667, 416 returned COUNTONME_ERROR_OUT_OF_MEMORY and
** 218 changed nothing; none gave another format or value. 33 crashed inside ICU's own code
** (building its LocaleMatcher and likely-subtags data, its caches and number formats, writing a
** number's affixes: the top frames of each crash are ICU's, 2026-12-01), which the library cannot
** catch; and ICU 72 deadlocks when an allocation fails while it sets up its default
** locale, which a host that uses ICU has done long before. (ICU 72 can also lose a number
** skeleton when an allocation fails and format with its defaults while reporting success: the
** library checks each formatter it opens and reports COUNTONME_ERROR_OUT_OF_MEMORY instead.)
**
** NOTES
**
** - The library contains the Swift runtime. Loading or using it installs no signal handler:
**   the host's stay as it set them (measured for SEGV, BUS, ILL, FPE, ABRT, TRAP, INT, PIPE by
**   Tests/C/signals_test.c). The runtime's crash backtracer is off unless the environment has
**   SWIFT_BACKTRACE=enable=yes; then it installs its handlers where its swift-backtrace helper is
**   found, and otherwise writes one line ("unable to locate swift-backtrace") to the host's
**   standard error.
** - Messages are compiled into the library: no data file or environment variable is needed.
** - The library is marked NODELETE (linked with -z nodelete): dlclose does not unmap it, because
**   a thread that used it runs its thread-exit destructors (MPFR's caches, the Swift runtime's)
**   when it ends, which may be after the host unloaded it. A host may dlopen, use it from any
**   thread and dlclose it at any time (tested by Tests/C/dlclose_test.c); its memory stays
**   mapped until the process exits.
*/
#ifndef COUNTONME_H
#define COUNTONME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------------------------ */
/* Version                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/* The version of this header. countonme_version_number() gives the library's at run time. */
#define COUNTONME_VERSION_MAJOR 0
#define COUNTONME_VERSION_MINOR 1
#define COUNTONME_VERSION_PATCH 0
#define COUNTONME_VERSION_NUMBER (COUNTONME_VERSION_MAJOR * 10000 + COUNTONME_VERSION_MINOR * 100 + COUNTONME_VERSION_PATCH)
#define COUNTONME_VERSION_STRING "0.1.0"
/* Whether the header is at least version major.minor.patch (for #if around newer calls). */
#define COUNTONME_VERSION_AT_LEAST(major, minor, patch) (COUNTONME_VERSION_NUMBER >= (major) * 10000 + (minor) * 100 + (patch))

/*
** countonme_version_number: the library's version as MAJOR*10000 + MINOR*100 + PATCH, to compare
** with COUNTONME_VERSION_NUMBER. Never fails. Thread-safe.
*/
int32_t countonme_version_number(void);

/*
** countonme_version_string: the library's version as "MAJOR.MINOR.PATCH". The string is static:
** do not free it. Never fails. Thread-safe.
*/
const char *countonme_version_string(void);

/* ------------------------------------------------------------------------------------------ */
/* Status codes (append-only)                                                                  */
/* ------------------------------------------------------------------------------------------ */

typedef int32_t countonme_status;

#define COUNTONME_OK                            0  /* success */
#define COUNTONME_ERROR_SYNTAX                  1  /* an unexpected character or token */
#define COUNTONME_ERROR_MISSING_OPERAND         2  /* "2 +", "×3", "()" */
#define COUNTONME_ERROR_MISSING_OPERATOR        3  /* "2 3" */
#define COUNTONME_ERROR_UNBALANCED_PARENTHESIS  4  /* "(1 + 2", "1 + 2)" */
#define COUNTONME_ERROR_INVALID_NUMBER          5  /* misplaced grouping, a second decimal separator */
#define COUNTONME_ERROR_UNKNOWN_IDENTIFIER      6  /* a name that is no function or constant */
#define COUNTONME_ERROR_WRONG_ARGUMENT_COUNT    7  /* "sin(1; 2)" */
#define COUNTONME_ERROR_DIVISION_BY_ZERO        8  /* "1/0", "5 mod 0" */
#define COUNTONME_ERROR_DOMAIN                  9  /* "sqrt(-1)", "ln(0)", "asin(2)", "tan(90°)" */
#define COUNTONME_ERROR_RESULT_TOO_LARGE       10  /* "9^9^9^9": past 2^(2^60); an exact form past the
                                                   ** digit limit where no rounded value will do
                                                   ** ("1 << 400000", a literal, lcm), or a positional
                                                   ** one; or the double range */
#define COUNTONME_ERROR_INPUT_TOO_LONG         11  /* longer than COUNTONME_OPTION_MAX_INPUT_LENGTH */
#define COUNTONME_ERROR_NESTING_TOO_DEEP       12  /* deeper than COUNTONME_OPTION_MAX_NESTING */
#define COUNTONME_ERROR_EMPTY_INPUT            13  /* nothing to calculate */
#define COUNTONME_ERROR_INVALID_ARGUMENT       14  /* NULL, bad UTF-8, an unknown option or value */
#define COUNTONME_ERROR_OUT_OF_MEMORY          15  /* a result string could not be allocated */
#define COUNTONME_ERROR_UNKNOWN_CURRENCY       16  /* "1 BTC": a code or symbol that names no currency */
#define COUNTONME_ERROR_AMBIGUOUS_CURRENCY     17  /* "$" where several currencies use it, none the locale's */
#define COUNTONME_ERROR_NO_EXCHANGE_RATE       18  /* a conversion without rates, or without a rate for a currency */
#define COUNTONME_ERROR_INVALID_MONEY_OPERATION 19 /* "2 € × 3 €", "sqrt(4 €)" */
#define COUNTONME_ERROR_INVALID_RATES_FILE     20  /* exchange rates not in the ECB daily format */
#define COUNTONME_ERROR_AMBIGUOUS_NUMBER       21  /* "25.3 × 1.234" in German: 1234 or 1,234? */
#define COUNTONME_ERROR_RESULT_TOO_SMALL       22  /* "exp(-1e20)": not zero, but below 2^-(2^60) */
#define COUNTONME_ERROR_UNDECIDABLE            23  /* "1/(exp(ln(2)) - 2)": too close to zero to decide; "sin(10^26728*sqrt(2))": an angle too large to place within a turn; "0.5!" with COUNTONME_OPTION_DIGITS above 2400, the most digits Γ is computed to */
#define COUNTONME_ERROR_CANNOT_SPELL_OUT       24  /* COUNTONME_FORM_WORDS for "pi", "10^20", "1/3" */
#define COUNTONME_ERROR_CANNOT_WRITE_IN_BASE   25  /* COUNTONME_OPTION_BASE 16 for "1/2", "pi", "5 EUR" */
#define COUNTONME_ERROR_INTERRUPTED            26  /* countonme_context_interrupt stopped the evaluation */
#define COUNTONME_ERROR_NOT_EXACT              27  /* countonme_calculation_fraction of "pi": no exact value */
#define COUNTONME_ERROR_CANNOT_READ_FILE       28  /* a file missing, unreadable, a directory, or too large */

/*
** countonme_status_name: a stable, machine-readable name for a status ("ok", "divisionByZero",
** "invalidArgument"), or "unknown" for a number that is no status. The string is static: do
** not free it. Never fails. Thread-safe.
*/
const char *countonme_status_name(countonme_status status);

/* ------------------------------------------------------------------------------------------ */
/* Contexts                                                                                    */
/* ------------------------------------------------------------------------------------------ */

/* A calculator: locale, options, the previous answer ("ans") and the last error. Opaque. */
typedef struct countonme_context countonme_context;

/*
** countonme_context_new: creates a context for `locale`, which names the locale numbers are read
** and written in and messages are shown in: a POSIX name ("fr_FR.UTF-8", "de_DE@euro"), an ICU id
** ("de_CH") or a BCP 47 tag ("de-CH"). "C", "POSIX" or "" mean the plain C locale (no grouping,
** "." decimal, English messages). NULL means the environment's: numbers follow LC_ALL, else
** LC_NUMERIC, else LANG; messages LC_ALL, else LC_MESSAGES, else LANG, read during this call
** only: a later change of the environment (setenv) does not move the context, even when an option
** is set; countonme_context_set_locale(context, NULL) reads it again (a name there that no
** locale answers to means the C locale, as the C library takes it). A name given that ICU lists no
** locale for ("klingon", "xx_YY", or "units", a name of ICU data that is no locale) is refused,
** never quietly read as another locale; a known language with an unknown region ("fr_XX") is that
** language, and ICU's legacy names are the locale they stand for ("no_NO", "iw_IL"). A name too
** long for ICU is refused too: one whose id, with the digits keyword COUNTONME_OPTION_NUMBERING
** may set on it ("@numbers=native"), would take 157 bytes or more (ICU's ULOC_FULLNAME_CAPACITY;
** no locale's name comes near). So is a name with keywords ICU cannot read ("en_US@calendar=",
** "ar_EG@numbers=latn@x=y", whose digits ICU would ignore)
** or whose "numbers" keyword names no digits the calculator writes and reads back
** ("@numbers=roman", an algorithmic system; "@numbers=xyz"; "@numbers=hanidec", Chinese numerals,
** which are no digits to Unicode). A name's language, script, region, variant
** and POSIX modifier ("@euro") are written in ASCII letters, digits, '_' and '-', its ICU keywords
** ("@numbers=latn") in visible ASCII: a name with a control character, a space, a '/' or a
** non-ASCII letter there is no locale, and is refused (a codeset, after a '.', is not read).
**
** Ownership: on success *context receives a new context, owned by the caller, to be released
** with countonme_context_free(). `locale` is only read during the call.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when `context` is NULL, or `locale` is
** not valid UTF-8 or names no locale ICU knows (*context is then left unchanged).
**
** Cost: the first context in a locale (with given grouping and numbering options) opens ICU's
** data for it, some tenths of a millisecond; the locale is then kept for the process (the 16
** asked for last) and shared, so later contexts in it are made in microseconds.
**
** Thread-safe: may be called from any thread.
*/
countonme_status countonme_context_new(const char *locale, countonme_context **context);

/*
** countonme_context_free: releases a context and everything it owns. NULL does nothing.
** The context must not be in use by another thread.
*/
void countonme_context_free(countonme_context *context);

/*
** countonme_context_interrupt: asks the evaluation running on `context` (countonme_evaluate and
** its variants, a variable's assignment) to stop, as sqlite3_interrupt does: it then returns
** COUNTONME_ERROR_INTERRUPTED at its next step — every operation of the expression, every raise
** of the working precision — with the context as it was (ans, variables). One GMP or MPFR
** operation is not cut short; each is bounded by COUNTONME_OPTION_MAX_DIGITS. A request made
** while no evaluation runs has no effect: the next evaluation clears it when it starts.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when `context` is NULL. Does not touch
** the error record.
**
** Thread-safe: the one call that may be made on a context while another thread uses it (it
** stores to an atomic flag). The context must not be freed meanwhile. Keypad sessions work on
** their own copy of the context and are not interrupted by it.
*/
countonme_status countonme_context_interrupt(countonme_context *context);

/*
** countonme_context_set_locale: switches the context to another locale (same meaning of
** `locale` as in countonme_context_new, NULL meaning the environment's). The options and the
** previous answer are kept.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when `context` is NULL, or `locale` is
** not valid UTF-8 or names no locale ICU knows, or the context's COUNTONME_OPTION_NUMBERING is
** COUNTONME_NUMBERING_NATIVE and the locale's native digits cannot be written (zh: see
** countonme_context_set_option); the context is then unchanged, and the error message says so in
** the context's language. COUNTONME_ERROR_OUT_OF_MEMORY.
*/
countonme_status countonme_context_set_locale(countonme_context *context, const char *locale);

/*
** countonme_context_get_locale: the ICU id of the locale numbers follow ("fr_FR"), or "" for the
** plain C locale. When COUNTONME_OPTION_NUMBERING asks for other digits than the locale's
** default, the id carries them as ICU's keyword ("fr_FR@numbers=latn", "hi_IN@numbers=native"), in
** place of any the locale's name gave ("ar_SA@numbers=latn" with COUNTONME_NUMBERING_NATIVE is
** "ar_SA@numbers=native", and writes Arabic-Indic digits); it is an id countonme_context_new
** takes, giving the same digits. A context created with a NULL
** locale keeps the environment's as it was then (see countonme_context_new).
**
** Ownership: on success *locale receives a string owned by the caller; free it with
** countonme_free().
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when an argument is NULL;
** COUNTONME_ERROR_OUT_OF_MEMORY. Leaves the error record as it was.
*/
countonme_status countonme_context_get_locale(const countonme_context *context, char **locale);

/* Options of a context, for countonme_context_set_option / _get_option (append-only). */
#define COUNTONME_OPTION_MODE              0  /* COUNTONME_MODE_*; default ALGEBRAIC */
#define COUNTONME_OPTION_ANGLE_UNIT        1  /* COUNTONME_ANGLE_*; default RADIANS */
#define COUNTONME_OPTION_DIGITS            2  /* significant digits of rounded results, 1..10000; default 16
                                                ** (factorials of non-integers: at most 2400,
                                                ** COUNTONME_ERROR_UNDECIDABLE above) */
#define COUNTONME_OPTION_NOTATION          3  /* COUNTONME_NOTATION_*; default AUTOMATIC */
#define COUNTONME_OPTION_GROUPING          4  /* COUNTONME_GROUPING_*; default AUTOMATIC */
#define COUNTONME_OPTION_NUMBERING         5  /* COUNTONME_NUMBERING_*; default LOCALE */
#define COUNTONME_OPTION_MAX_DIGITS        6  /* largest result, in decimal digits, 100 to 10000000; default 100000 */
#define COUNTONME_OPTION_MAX_INPUT_LENGTH  7  /* longest input, in bytes, >= 1, no upper bound (the text is already in the caller's memory); default 100000 */
#define COUNTONME_OPTION_MAX_NESTING       8  /* deepest nesting, 1..1000; default 200 */
#define COUNTONME_OPTION_FORM              9  /* COUNTONME_FORM_*; default DECIMAL */
#define COUNTONME_OPTION_BASE             10  /* 2, 8, 10 or 16 (the number itself); default 10.
                                             ** In base 2, 8 or 16 the result text is the exact
                                             ** integer with its prefix and upper-case digits
                                             ** ("0xFF", "0b101", "-0o17" with the locale's minus
                                             ** sign, never grouped; FORM and NOTATION do not
                                             ** apply); any other result — not an integer,
                                             ** inexact, an amount of money — fails with
                                             ** COUNTONME_ERROR_CANNOT_WRITE_IN_BASE. Literals
                                             ** 0b1011, 0o17, 0x1F are read in every base. */
#define COUNTONME_OPTION_COMPLEX          11  /* 1: a function with no real value gives its complex
                                             ** one ("sqrt(-4)" is "2i", "ln(-1)" is "3.14…i");
                                             ** 0 (the default): a domain error, as on a phone
                                             ** calculator. An expression that writes i (or j),
                                             ** the imaginary unit, is computed with complex
                                             ** values whatever this says. A complex result is
                                             ** written "5 + 6i" in the locale ("2,5 − 3i" in
                                             ** French), "5+6i" by countonme_evaluate_plain. */

/* Values of COUNTONME_OPTION_MODE. */
#define COUNTONME_MODE_ALGEBRAIC   0  /* precedence: 1 + 2 × 3 = 7 */
#define COUNTONME_MODE_IMMEDIATE   1  /* left to right, like a pocket calculator: 1 + 2 × 3 = 9 */

/* Values of COUNTONME_OPTION_ANGLE_UNIT. */
#define COUNTONME_ANGLE_RADIANS    0
#define COUNTONME_ANGLE_DEGREES    1

/* Values of COUNTONME_OPTION_NOTATION. */
#define COUNTONME_NOTATION_AUTOMATIC    0  /* positional when -7 < exponent < 21, else scientific */
#define COUNTONME_NOTATION_POSITIONAL   1
#define COUNTONME_NOTATION_SCIENTIFIC   2
#define COUNTONME_NOTATION_ENGINEERING  3

/* Values of COUNTONME_OPTION_GROUPING. */
#define COUNTONME_GROUPING_AUTOMATIC  0  /* the locale's rule */
#define COUNTONME_GROUPING_ON         1  /* from four digits on */
#define COUNTONME_GROUPING_OFF        2
#define COUNTONME_GROUPING_MIN2       3  /* from five digits on */

/* Values of COUNTONME_OPTION_FORM: how exact results are written in the result text
** (countonme_evaluate); DECIMAL, FRACTION and MIXED differ only for results that are not
** integers, and write inexact results and amounts of money as decimals; countonme_evaluate_plain
** always gives the plain decimal. */
#define COUNTONME_FORM_DECIMAL   0  /* 0.25; a non-terminating one rounded to COUNTONME_OPTION_DIGITS */
#define COUNTONME_FORM_FRACTION  1  /* 7/12, -7/2, in the locale's digits */
#define COUNTONME_FORM_MIXED     2  /* -3 1/2 (whole part, U+00A0, proper fraction) */
#define COUNTONME_FORM_WORDS     3  /* results in words, in the messages' language ("deux mille
                                      ** quatre cent soixante-neuf"), by ICU's spell-out: exact
                                      ** results of at most 15 digits, 6 after the point, that the
                                      ** language's rules cover; any other result (1/3, 10^20, an
                                      ** inexact one) fails with COUNTONME_ERROR_CANNOT_SPELL_OUT.
                                      ** Amounts of money stay written as money. */

/* Values of COUNTONME_OPTION_NUMBERING. */
#define COUNTONME_NUMBERING_LOCALE  0  /* the locale's default digits (Arabic-Indic in ar_EG), or those its
                                       * name's keyword gives ("ar_EG@numbers=latn": 0-9) */
#define COUNTONME_NUMBERING_LATIN   1  /* always 0-9 */
#define COUNTONME_NUMBERING_NATIVE  2  /* the locale's native digits (Devanagari in hi_IN), where
                                       * they are decimal digits to Unicode: not in zh and yue,
                                       * whose native numerals (〇一二…) could not be read back */

/*
** countonme_context_set_option: sets one option (COUNTONME_OPTION_*) to `value`.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when `context` is NULL, `option` is
** unknown or `value` is out of its range, or when COUNTONME_NUMBERING_NATIVE is asked in a locale
** whose native digits are not decimal digits to Unicode (zh, yue: the error message says so in
** the context's language); the context is then unchanged. COUNTONME_ERROR_OUT_OF_MEMORY.
*/
countonme_status countonme_context_set_option(countonme_context *context, int32_t option, int32_t value);

/*
** countonme_context_get_option: reads one option into *value.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when a pointer is NULL or `option` is
** unknown. Leaves the error record as it was.
*/
countonme_status countonme_context_get_option(const countonme_context *context, int32_t option, int32_t *value);

/* ------------------------------------------------------------------------------------------ */
/* Evaluating                                                                                  */
/* ------------------------------------------------------------------------------------------ */

/*
** countonme_evaluate: evaluates `expression`, written in the context's locale, and writes the
** result in that locale's format ("2 469" in French). Arithmetic is exact; irrational results
** are rounded to COUNTONME_OPTION_DIGITS significant digits, half away from zero. On success the
** result becomes the context's "ans". An expression may use the context's variables ("2x"), and
** may be an assignment, "name = expression" or "name := expression": its value is the result
** and, on success only, becomes the variable's (see "Variables" below for the names allowed;
** a reserved name fails with COUNTONME_ERROR_SYNTAX).
**
** Ownership: on success *result receives a string owned by the caller; free it with
** countonme_free(). `expression` is only read during the call.
**
** Returns COUNTONME_OK, or any COUNTONME_ERROR_* code: the expression's errors (SYNTAX through
** EMPTY_INPUT; AMBIGUOUS_NUMBER when a number the locale reads with "." as grouping — "1.234" in
** German — stands beside one only a decimal point explains, "0.5"), the money errors
** (UNKNOWN_CURRENCY through INVALID_MONEY_OPERATION), RESULT_TOO_SMALL (not zero, but too small
** even for scientific notation), UNDECIDABLE (an operand too close to zero, or to the
** edge of a function's domain, to decide at the highest precision tried; or the angle of a
** trigonometric function, not known exactly, too large to place within a turn — its message says
** which), CANNOT_SPELL_OUT (with
** COUNTONME_FORM_WORDS, a result that cannot be written in words), CANNOT_WRITE_IN_BASE (with
** COUNTONME_OPTION_BASE 2, 8 or 16, a result that is no exact integer), INTERRUPTED (stopped by
** countonme_context_interrupt), INVALID_ARGUMENT for NULL
** or invalid UTF-8, OUT_OF_MEMORY. On failure the countonme_error_* functions describe the error and
** where it is. Every digit of a rounded result is the correctly rounded digit of the true value: an
** irrational result is computed within rigorous bounds, at a higher precision where needed. A
** rational result whose exact form would pass COUNTONME_OPTION_MAX_DIGITS is computed the same
** way and rounded ("1.0001^30000" gives "20.08252451941037", "100000!" gives
** "2.824229407960348E456573"): exact when it fits, correctly rounded when it does not.
*/
countonme_status countonme_evaluate(countonme_context *context, const char *expression, char **result);

/*
** countonme_evaluate_n: countonme_evaluate for text given as `length` bytes at `expression`, not
** NUL-terminated (a binding's string, an editor's selection). A NUL byte inside is a character
** of the input like any other (a syntax error naming U+0000). `expression` may be NULL when
** `length` is 0 (the empty input: COUNTONME_ERROR_EMPTY_INPUT).
**
** Ownership and returns as countonme_evaluate; COUNTONME_ERROR_INVALID_ARGUMENT also when
** `expression` is NULL with a length, or the bytes are not valid UTF-8. Error ranges are byte
** offsets into the given bytes. Not thread-safe on one context (see THREADS).
*/
countonme_status countonme_evaluate_n(countonme_context *context, const char *expression, size_t length, char **result);

/*
** countonme_evaluate_plain: like countonme_evaluate, but writes the result as a plain,
** locale-independent decimal string ("-1234.5": ASCII digits, "." decimal, no grouping, no
** exponent), for programs to read — except a value whose positional form would take more than
** COUNTONME_OPTION_MAX_DIGITS digits (an approximate "100000!"), written with an ASCII "E"
** exponent as strtod reads it ("2.824229407960348E456573"). When `is_exact` is not NULL it
** receives 1 when the digits are the exact value, 0 when they were rounded (or the exact value
** would have passed the digit limit and was computed within rigorous bounds instead).
**
** Ownership and returns as countonme_evaluate.
*/
countonme_status countonme_evaluate_plain(countonme_context *context, const char *expression, char **result,
                                          int32_t *is_exact);

/*
** countonme_evaluate_double: like countonme_evaluate, but gives the result as the nearest double
** (correctly rounded from the exact or high-precision value).
**
** Returns as countonme_evaluate, COUNTONME_ERROR_RESULT_TOO_LARGE when the result is beyond
** the range of a double, and COUNTONME_ERROR_DOMAIN when it is complex ("2i": no double holds
** it); *result is then unchanged.
*/
countonme_status countonme_evaluate_double(countonme_context *context, const char *expression, double *result);

/* ------------------------------------------------------------------------------------------ */
/* Calculations: one evaluation, every form of its result                                     */
/* ------------------------------------------------------------------------------------------ */

/*
** A countonme_calculation holds the result of one evaluation in every form a front end shows
** (the locale's text, plain digits, the exact fraction, the currency, a double), computed once:
** a GUI that shows "7/12" beside "0,5833333333333333" neither evaluates twice nor moves "ans"
** twice. It never changes once made and does not refer to its context: any number of threads
** may read one calculation at once, and it may outlive the context (free them in any order).
** The countonme_calculation_* readers take no context, so they report by their status alone
** and never touch an error record; they are reentrant and thread-safe.
*/
typedef struct countonme_calculation countonme_calculation;

/*
** countonme_calculate: evaluates `length` bytes of `expression` as countonme_evaluate_n does and
** hands out the result as a calculation. On success the result becomes the context's "ans" (and
** an assignment's variable), once.
**
** Ownership: on success *calculation receives a calculation owned by the caller; free it with
** countonme_calculation_free(). `expression` is only read during the call; it may be NULL when
** `length` is 0.
**
** Returns as countonme_evaluate_n (the error record then describes the error; *calculation is
** unchanged). Not thread-safe on one context (see THREADS).
*/
countonme_status countonme_calculate(countonme_context *context, const char *expression, size_t length,
                                     countonme_calculation **calculation);

/*
** countonme_calculation_text: the result as countonme_evaluate writes it, in the context's
** locale, notation, form and base at the time of the evaluation ("2 469", "7/12", "12,50 €").
**
** Ownership: on success *text receives a string owned by the caller; free it with
** countonme_free().
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when a pointer is NULL;
** COUNTONME_ERROR_OUT_OF_MEMORY.
*/
countonme_status countonme_calculation_text(const countonme_calculation *calculation, char **text);

/*
** countonme_calculation_plain: the result as countonme_evaluate_plain writes it, in plain
** locale-independent digits ("-1234.5", "0.5833333333333333"; an approximation whose positional
** form would pass the digit limit with an ASCII "E" exponent). An amount of money gives its
** amount not rounded to cents, to COUNTONME_OPTION_DIGITS digits like any other result
** ("3.333333333333333" for "10 € / 3"; the currency comes from countonme_calculation_currency,
** the exact amount from countonme_calculation_fraction). When `digits_exact` is not NULL it receives 1 when the
** digits are the exact value ("0.25"), 0 when they were rounded ("1/3", "pi").
**
** Ownership and returns as countonme_calculation_text.
*/
countonme_status countonme_calculation_plain(const countonme_calculation *calculation, char **text,
                                             int32_t *digits_exact);

/*
** countonme_calculation_fraction: the exact value as a plain fraction in lowest terms, ASCII
** digits and "-" ("7/12", "-7/2"; an integer alone: "5"), whatever the digits shown were rounded
** to ("1/3"), and whatever the context's form option. An amount of money gives its exact
** amount ("10/3" for "10 € / 3").
**
** Ownership as countonme_calculation_text.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_NOT_EXACT when the result is an approximation ("pi",
** "sqrt(2)", or a rational result whose exact form would pass the digit limit, "100000!" with
** the default limit) or is complex ("3 + 4i": no one fraction is its value): see
** countonme_calculation_is_exact; COUNTONME_ERROR_INVALID_ARGUMENT when
** a pointer is NULL; COUNTONME_ERROR_OUT_OF_MEMORY.
*/
countonme_status countonme_calculation_fraction(const countonme_calculation *calculation, char **text);

/*
** countonme_calculation_is_exact: *is_exact receives 1 when the result is the exact value of
** the expression (a rational number, "1/3" as well as "0.25": countonme_calculation_fraction
** writes it), 0 when it is an approximation.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when a pointer is NULL.
*/
countonme_status countonme_calculation_is_exact(const countonme_calculation *calculation, int32_t *is_exact);

/*
** countonme_calculation_currency: the currency of a result that is an amount of money, as its
** ISO 4217 code ("EUR"), or "" for a number.
**
** Ownership and returns as countonme_calculation_text.
*/
countonme_status countonme_calculation_currency(const countonme_calculation *calculation, char **code);

/*
** countonme_calculation_variable: the variable an assignment ("x = 5") gave the result to, or ""
** when the expression was no assignment.
**
** Ownership and returns as countonme_calculation_text.
*/
countonme_status countonme_calculation_variable(const countonme_calculation *calculation, char **name);

/*
** countonme_calculation_warning: what to show along with the result, in the context's language
** at the time of the evaluation, or "" when nothing: a conversion that used exchange rates
** several days old says so.
**
** Ownership and returns as countonme_calculation_text.
*/
countonme_status countonme_calculation_warning(const countonme_calculation *calculation, char **text);

/*
** countonme_calculation_double: the result as the nearest double, as countonme_evaluate_double
** gives it (an amount of money: its amount).
**
** Returns COUNTONME_OK; COUNTONME_ERROR_RESULT_TOO_LARGE when the result is beyond the range of a
** double, COUNTONME_ERROR_DOMAIN when it is complex (*value is then unchanged in both);
** COUNTONME_ERROR_INVALID_ARGUMENT when a pointer is NULL.
*/
countonme_status countonme_calculation_double(const countonme_calculation *calculation, double *value);

/*
** countonme_calculation_free: releases a calculation from countonme_calculate. NULL does nothing.
** The calculation must not be in use by another thread.
*/
void countonme_calculation_free(countonme_calculation *calculation);

/* ------------------------------------------------------------------------------------------ */
/* Variables                                                                                   */
/* ------------------------------------------------------------------------------------------ */

/*
** A context holds variables, defined by an assignment in countonme_evaluate ("x = 5") or by
** countonme_context_set_variable. A variable keeps its exact value (1/3 stays a third; an amount
** keeps its currency). Names are letters of any script, "_", and after the first character
** ASCII digits and combining marks ("x", "x2", "total_ht", "τ"); they are case-sensitive ("x"
** and "X" are two variables) and compared by canonical equivalence (a precomposed "é" and "e" with
** a combining accent are one name). A name is never one the calculator reads otherwise: no
** function or constant, nor any language's name of one ("sin", "sen", "tg", "pi", "e"), nor
** "ans", "mod", or a currency code in any case ("eur"), nor a word or symbol the context's locale
** reads ("in", "to"; "a" in Spanish; "kr" in Swedish).
*/

/*
** countonme_context_set_variable: defines the variable `name`, or changes its value, to the
** value of `value`, an expression read as countonme_evaluate reads one (in the context's locale;
** it may use "ans" and other variables): "1/3", "1 234,5" in French, "2 × x". The previous answer
** stays as it was.
**
** Ownership: `name` and `value` are only read during the call.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when an argument is NULL or not UTF-8,
** or when `name` is not one name or is reserved (see above); any error of countonme_evaluate for
** `value`, its range then within `value`. On failure nothing changes (the variable keeps its
** previous value, or stays undefined).
**
** Not thread-safe on one context (see THREADS); reentrant otherwise.
*/
countonme_status countonme_context_set_variable(countonme_context *context, const char *name, const char *value);

/*
** countonme_context_get_variable: writes the value of the variable `name` as countonme_evaluate
** writes a result (locale, COUNTONME_OPTION_DIGITS, notation, form): "0.3333333333333333" for a
** third in the C locale, "12,50 €" for an amount in French. To use the exact value in another
** calculation, use the name in the expression.
**
** Ownership: on success *value receives a string owned by the caller; free it with
** countonme_free(). `name` is only read during the call.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_UNKNOWN_IDENTIFIER when no variable has that name;
** COUNTONME_ERROR_INVALID_ARGUMENT when an argument is NULL or not UTF-8;
** COUNTONME_ERROR_RESULT_TOO_LARGE or COUNTONME_ERROR_RESULT_TOO_SMALL when the value cannot be
** written within COUNTONME_OPTION_MAX_DIGITS (after the option was lowered);
** COUNTONME_ERROR_CANNOT_WRITE_IN_BASE or COUNTONME_ERROR_CANNOT_SPELL_OUT when the value cannot be
** written in COUNTONME_OPTION_BASE or COUNTONME_OPTION_FORM (a third in base 16 or in words), as
** countonme_evaluate("name") would fail; COUNTONME_ERROR_OUT_OF_MEMORY. Leaves the error record as
** it was. `name` is read as countonme_context_set_variable reads it: "ｘ" (full-width) is "x".
**
** Not thread-safe on one context (see THREADS).
*/
countonme_status countonme_context_get_variable(const countonme_context *context, const char *name, char **value);

/*
** countonme_context_unset_variable: removes the variable `name` (read as
** countonme_context_set_variable reads it: "ｘ" is "x").
**
** Returns COUNTONME_OK; COUNTONME_ERROR_UNKNOWN_IDENTIFIER when no variable has that name (nothing
** changes); COUNTONME_ERROR_INVALID_ARGUMENT when an argument is NULL or not UTF-8.
**
** Not thread-safe on one context (see THREADS).
*/
countonme_status countonme_context_unset_variable(countonme_context *context, const char *name);

/*
** countonme_context_clear_variables: removes every variable; the previous answer and the settings
** stay.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when `context` is NULL.
**
** Not thread-safe on one context (see THREADS).
*/
countonme_status countonme_context_clear_variables(countonme_context *context);

/*
** countonme_context_variable_count: writes into *count how many variables are defined.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when a pointer is NULL. Leaves the
** error record as it was.
**
** Not thread-safe on one context (see THREADS).
*/
countonme_status countonme_context_variable_count(const countonme_context *context, int32_t *count);

/*
** countonme_context_variable_name: writes the name of the variable number `index` (from 0 to
** the count less one), in the order of their names' code points ("X" before "rate" before "x"),
** so a host can list them: with countonme_context_get_variable, a panel of variables.
**
** Ownership: on success *name receives a string owned by the caller; free it with countonme_free().
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when a pointer is NULL or `index` is
** negative or not below the count; COUNTONME_ERROR_OUT_OF_MEMORY. Leaves the error record as
** it was.
**
** Not thread-safe on one context (see THREADS).
*/
countonme_status countonme_context_variable_name(const countonme_context *context, int32_t index, char **name);

/* ------------------------------------------------------------------------------------------ */
/* Lists for front ends                                                                        */
/* ------------------------------------------------------------------------------------------ */

#define COUNTONME_LIST_FUNCTIONS   0  /* every function name the context's language reads: the
                                      ** English ones and its own ("sin", "tg" in Polish), sorted */
#define COUNTONME_LIST_CONSTANTS   1  /* the constants, the same in every language ("ans", "e", "i", "j", "pi", "π") */
#define COUNTONME_LIST_CURRENCIES  2  /* the ISO codes with an exchange rate in the context, "EUR"
                                      ** included, sorted; none without rates */
#define COUNTONME_LIST_LANGUAGES   3  /* the languages the messages are written in, as ICU ids that
                                      ** countonme_context_new takes ("ar", "de", "en", …), sorted */
#define COUNTONME_LIST_VARIABLES   4  /* the context's variables, in countonme_context_variable_name's order */

/*
** countonme_context_list: one of the lists above (`list` is a COUNTONME_LIST_* value), for
** autocompletion, a currency menu or a language menu. *items receives an array of UTF-8 strings
** ended by a NULL pointer; *count, unless `count` is NULL, how many strings it holds (an empty
** list is an array holding only NULL). The names in the functions list are what the context's
** expressions accept; a list reflects the context at the time of the call.
**
** Ownership: the array and its strings are one allocation owned by the caller: free it with a
** single countonme_free(*items); do not free the strings one by one.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when `context` or `items` is NULL or
** `list` is no COUNTONME_LIST_* value; COUNTONME_ERROR_OUT_OF_MEMORY. A const call: it never
** touches the error record.
*/
countonme_status countonme_context_list(const countonme_context *context, int32_t list, char ***items, int32_t *count);

/* ------------------------------------------------------------------------------------------ */
/* Numbers between plain text and the locale's format                                          */
/* ------------------------------------------------------------------------------------------ */

/*
** countonme_format_number: writes `plain`, a plain decimal ("-1234567.891", "1e21": ASCII digits,
** an optional "." fraction, sign and exponent), exactly in the context's locale and notation
** ("-1 234 567,891" in French).
**
** Ownership: on success *result receives a string owned by the caller; free it with
** countonme_free().
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_NUMBER when `plain` is not a plain decimal;
** COUNTONME_ERROR_RESULT_TOO_LARGE past the digit limit; COUNTONME_ERROR_INVALID_ARGUMENT for
** NULL or invalid UTF-8; COUNTONME_ERROR_OUT_OF_MEMORY. Spaces around the number are ignored; an
** error's range (countonme_error_range) covers the number without them, in bytes of `plain`.
*/
countonme_status countonme_format_number(countonme_context *context, const char *plain, char **result);

/*
** countonme_parse_number: reads `text`, one number as the context's locale writes it
** ("-1 234 567,891"), and writes it as a plain decimal ("-1234567.891"). Misplaced grouping or
** separators are refused, never misread.
**
** Ownership and returns as countonme_format_number.
*/
countonme_status countonme_parse_number(countonme_context *context, const char *text, char **result);

/* ------------------------------------------------------------------------------------------ */
/* Errors                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/*
** countonme_error_code: the status of the last call made with this context that records its
** outcome (one taking a non-const context: see "The error record" above; COUNTONME_OK when it
** succeeded), or COUNTONME_ERROR_INVALID_ARGUMENT when `context` is NULL.
*/
countonme_status countonme_error_code(const countonme_context *context);

/*
** countonme_error_range: the part of the input the last error concerns, as UTF-8 byte offsets:
** *start inclusive, *end exclusive (equal when something is missing at that point). After a
** successful call both are 0.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when a pointer is NULL.
*/
countonme_status countonme_error_range(const countonme_context *context, int32_t *start, int32_t *end);

/*
** countonme_error_range_utf16: countonme_error_range counted in UTF-16 code units of the same
** input instead of UTF-8 bytes, for front ends whose strings are UTF-16 (Qt's QString, Java,
** JavaScript, Windows): in "1 − x" the unknown name is bytes 6..7 and code units 4..5; a
** character outside the Basic Multilingual Plane counts 2. After a successful call, or an error
** that concerns no text (an option's), both are 0.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when a pointer is NULL. Reads the error
** record without changing it.
*/
countonme_status countonme_error_range_utf16(const countonme_context *context, int32_t *start, int32_t *end);

/*
** countonme_error_message: the last error's message in the context's language ("La division par
** zéro n’est pas définie."), with its details filled in; its numbers are written as the context's
** locale writes numbers, like its results ("mehr als 100’000 Stellen" in de_CH, "1,00,000" in
** en_IN, Latin digits in ar_MA). After a successful call, "".
**
** Ownership: on success *message receives a string owned by the caller; free it with
** countonme_free().
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when a pointer is NULL;
** COUNTONME_ERROR_OUT_OF_MEMORY.
*/
countonme_status countonme_error_message(const countonme_context *context, char **message);

/*
** countonme_error_title: a short title for the last error, for an alert's heading ("Division par
** zéro"). After a successful call, "". Ownership and returns as countonme_error_message.
*/
countonme_status countonme_error_title(const countonme_context *context, char **title);

/*
** countonme_status_message: the title of any status code in the context's language, without
** the details of a particular error (for a status the caller got elsewhere): "Division par zéro"
** for COUNTONME_ERROR_DIVISION_BY_ZERO, "Aucune erreur" for COUNTONME_OK in French.
**
** Ownership: as countonme_error_message.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when a pointer is NULL or `status` is no
** status; COUNTONME_ERROR_OUT_OF_MEMORY.
*/
countonme_status countonme_status_message(const countonme_context *context, countonme_status status, char **message);

/* ------------------------------------------------------------------------------------------ */
/* Money: exchange rates                                                                       */
/* ------------------------------------------------------------------------------------------ */

/*
** Expressions may hold amounts of money ("100 €", "€100", "100 EUR", "US$ 12.50") and convert
** them ("100 EUR in USD"); sums convert the second amount into the first one's currency.
** Conversions use the rates loaded into the context, in the European Central Bank's daily
** reference-rate format (eurofxref-daily.xml); cross rates are derived exactly. Results in
** money are written with the locale's currency format, rounded half-even to the currency's
** digits; countonme_evaluate_plain gives the amount not rounded to cents (to the result's
** digits when it does not terminate), countonme_calculation_fraction the exact amount. A
** program with a source of rates of its own sets them one by one (countonme_context_set_rate).
*/

/*
** countonme_context_load_rates: loads exchange rates from `ecb_xml`, the text of an ECB daily
** reference-rate file (UTF-8, NUL-terminated). Replaces the rates the context had.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_RATES_FILE when the text is not a complete file
** of that format (the error message names the line; the context keeps its previous rates);
** COUNTONME_ERROR_INVALID_ARGUMENT for NULL or invalid UTF-8.
*/
countonme_status countonme_context_load_rates(countonme_context *context, const char *ecb_xml);

/*
** countonme_context_load_rates_file: as countonme_context_load_rates, reading the file at `path`,
** a NUL-terminated POSIX path: its bytes are taken as they are, UTF-8 or not (messages show
** bytes that are not UTF-8 as U+FFFD). At most 16 MiB are read (the ECB's file is about 2 KiB).
**
** Returns as countonme_context_load_rates (COUNTONME_ERROR_INVALID_RATES_FILE also for content
** that is not UTF-8); COUNTONME_ERROR_CANNOT_READ_FILE when the file is missing, unreadable, a
** directory, fails while being read, or is larger than 16 MiB (the error message says which of
** "cannot be read" and "too large"); COUNTONME_ERROR_INVALID_ARGUMENT when a pointer is NULL. On
** any failure the context keeps its previous rates.
*/
countonme_status countonme_context_load_rates_file(countonme_context *context, const char *path);

/*
** countonme_context_set_rate: sets the rate of the currency `code` (ISO 4217, in capitals:
** "USD") to `per_euro` units per euro, a plain decimal as the ECB writes it ("1.0705": ASCII
** digits and ".", no sign, no exponent, at most 100 digits), dated `date` ("YYYY-MM-DD"). The
** other rates the context has stay (loaded or set; the currency's own is replaced), so a
** program sets as many as it has; conversions then derive cross rates exactly as from a file.
** The rates carry one date, the oldest given: a result that converts with them warns when it
** is more than four days old (countonme_calculation_warning), as it does for a file.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT (the context's rates unchanged, the error
** message saying which) for a NULL pointer, invalid UTF-8, a code ICU knows as no currency
** ("usd", "XYZ"), "EUR" (the euro's rate is always 1), a rate that is no positive plain decimal
** ("0", "-1", "1e3", "1,07"), or a malformed date. Not thread-safe on one context (see THREADS).
*/
countonme_status countonme_context_set_rate(countonme_context *context, const char *code, const char *per_euro,
                                            const char *date);

/*
** countonme_context_clear_rates: removes every exchange rate from the context, loaded or set;
** conversions then fail with COUNTONME_ERROR_NO_EXCHANGE_RATE until rates are loaded or set
** again.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT for a NULL context.
*/
countonme_status countonme_context_clear_rates(countonme_context *context);

/*
** countonme_context_rate: how many units of `to` one unit of `from` buys (ISO codes, "EUR",
** "USD"), as a plain decimal string (exact when it terminates, else 20 significant digits), and
** the date of the rates ("2024-06-28"). Either out-pointer may be NULL.
**
** Ownership: each string received is owned by the caller; free it with countonme_free().
**
** Returns COUNTONME_OK; COUNTONME_ERROR_NO_EXCHANGE_RATE when no rates are loaded or a currency
** has no rate; COUNTONME_ERROR_INVALID_ARGUMENT for NULL context or codes;
** COUNTONME_ERROR_OUT_OF_MEMORY.
*/
countonme_status countonme_context_rate(const countonme_context *context, const char *from, const char *to,
                                        char **rate, char **date);

/* ------------------------------------------------------------------------------------------ */
/* Keypad sessions: the brain of a calculator app                                              */
/* ------------------------------------------------------------------------------------------ */

/*
** A keypad session receives key presses (AC C ÷ / 7 8 9 × / …), keeps the expression valid,
** computes on "=", and tells its front end what to show and when to alert, like the model of a
** phone calculator app. A GTK, Qt, web or terminal front end only draws keys and the display.
** Numbers are exact, up to 10,000 digits (see countonme_keypad_new); the number being typed is
** grouped as the locale groups it.
** A key that cannot apply (a second decimal separator, "=" on an unfinished calculation) or a
** calculation that fails (division by zero) raises an alert and changes nothing.
*/
typedef struct countonme_keypad countonme_keypad;

/* Keys, for countonme_keypad_press (append-only). */
#define COUNTONME_KEY_0                  0   /* COUNTONME_KEY_0 + n is the digit n, 0..9 */
#define COUNTONME_KEY_DECIMAL_SEPARATOR 10   /* "." or "," as the locale writes it */
#define COUNTONME_KEY_ADD               11
#define COUNTONME_KEY_SUBTRACT          12
#define COUNTONME_KEY_MULTIPLY          13
#define COUNTONME_KEY_DIVIDE            14
#define COUNTONME_KEY_EQUALS            15   /* pressed again, repeats the last operation */
#define COUNTONME_KEY_ALL_CLEAR         16   /* AC: the calculation (memory and history stay) */
#define COUNTONME_KEY_CLEAR             17   /* C: the last digit or operator */
#define COUNTONME_KEY_CLEAR_ENTRY       18   /* CE: the entry being typed */
#define COUNTONME_KEY_TOGGLE_SIGN       19   /* ± */
#define COUNTONME_KEY_PERCENT           20   /* %: a + b% is a + a·b/100 */
#define COUNTONME_KEY_KEEP              21   /* K: a new calculation from the last result */
#define COUNTONME_KEY_OPEN_PARENTHESIS  22
#define COUNTONME_KEY_CLOSE_PARENTHESIS 23
#define COUNTONME_KEY_SQUARE_ROOT       24   /* √ */
#define COUNTONME_KEY_SQUARE            25   /* x² */
#define COUNTONME_KEY_POWER             26   /* xʸ */
#define COUNTONME_KEY_RECIPROCAL        27   /* 1/x */
#define COUNTONME_KEY_MEMORY_CLEAR      28   /* MC */
#define COUNTONME_KEY_MEMORY_RECALL     29   /* MR */
#define COUNTONME_KEY_MEMORY_ADD        30   /* M+ */
#define COUNTONME_KEY_MEMORY_SUBTRACT   31   /* M− */
/* The scientific keys. A function key replaces the entry (or the shown result) with the function's
** value at once, in the session's angle unit, as a pocket calculator does: "3 0 sin" shows 0.5 in
** degrees; a later DRG does not change a value already computed. */
#define COUNTONME_KEY_SIN               32
#define COUNTONME_KEY_COS               33
#define COUNTONME_KEY_TAN               34
#define COUNTONME_KEY_COT               35
#define COUNTONME_KEY_ASIN              36
#define COUNTONME_KEY_ACOS              37
#define COUNTONME_KEY_ATAN              38
#define COUNTONME_KEY_LN                39
#define COUNTONME_KEY_LOG               40   /* base 10 */
#define COUNTONME_KEY_CUBE              41   /* x³ */
#define COUNTONME_KEY_PI                42   /* π */
#define COUNTONME_KEY_E                 43   /* e */
#define COUNTONME_KEY_EXPONENT          44   /* EXP: "1 . 5 EXP 3" is 1.5×10³; ± then changes the
                                             ** exponent's sign, C takes its digits back */
#define COUNTONME_KEY_FACTORIAL         45   /* n! */
#define COUNTONME_KEY_MODULO            46   /* mod, between two operands (floored, as "mod") */
#define COUNTONME_KEY_ANGLE_UNIT        47   /* DRG: degrees ⇄ radians for what is computed next;
                                             ** COUNTONME_KEYPAD_ANGLE_UNIT shows which */

/* Parts of the display, for countonme_keypad_display. */
#define COUNTONME_KEYPAD_EXPRESSION  0  /* the calculation typed so far ("3 + 3 × 4 ÷ 2"; after "=", ending " =") */
#define COUNTONME_KEYPAD_MAIN        1  /* the large line: the number being typed, or the result */
#define COUNTONME_KEYPAD_LINE        2  /* both on one line ("3 + 3 × 4 ÷ 2 = 9") */
#define COUNTONME_KEYPAD_ANGLE_UNIT  3  /* "DEG" or "RAD": the session's angle unit (COUNTONME_KEY_ANGLE_UNIT) */
#define COUNTONME_KEYPAD_MEMORY      4  /* the memory's value in the locale's format, "" when empty (no "M") */
#define COUNTONME_KEYPAD_STEPS       5  /* the calculation as a step calculator stacks it, one operand a line
                                        ** after the operator that applies it ("3\n+ 3\n× 4\n÷ 2"; after "=",
                                        ** a last line "= 9"); "0" when nothing is typed */

/* Events passed to a countonme_keypad_callback. */
#define COUNTONME_KEYPAD_EVENT_DISPLAY  0  /* the display changed; status is COUNTONME_OK */
#define COUNTONME_KEYPAD_EVENT_ALERT    1  /* a key raised an alert; status is its code */
#define COUNTONME_KEYPAD_EVENT_MEMORY   2  /* the memory changed (M+, M−, MC): redraw the "M" indicator
                                          ** from COUNTONME_KEYPAD_MEMORY; status is COUNTONME_OK */
#define COUNTONME_KEYPAD_EVENT_HISTORY  3  /* the history tape changed ("=" added an entry, or one was
                                          ** removed or the tape cleared); status is COUNTONME_OK */
/* Events are append-only: a callback ignores a number it does not know. */

/*
** countonme_keypad_callback: called during countonme_keypad_press (and _press_label, _recall,
** _paste, _history_remove, _history_clear, _configure, _restore) on the calling thread, after the session's state is
** updated. It may read the session (countonme_keypad_display, countonme_keypad_alert, the
** history), press keys on it (AC after an alert, a key that follows another), and free it: the
** session then stays alive until the call that ran the callback returns, which it does normally
** (the host must not use the pointer after freeing it). Presses nested in callbacks are bounded:
** one 16 levels deep does nothing and returns COUNTONME_ERROR_NESTING_TOO_DEEP, so a callback
** that presses on every event ends.
**
** Threads: a session is used by one thread at a time, like a context (it holds the display,
** memory and history); separate sessions may be used from separate threads at once.
*/
typedef void (*countonme_keypad_callback)(void *user_data, int32_t event, countonme_status status);

/*
** countonme_keypad_new: creates a keypad session with a copy of the context's locale and options
** (mode, angle unit, digits, notation, grouping, limits). Later changes to the context do not
** affect the session; countonme_keypad_configure applies them, keeping its state.
**
** A session holds its numbers (the number typed, the memory, each result) to 10,000 digits, or
** to the context's COUNTONME_OPTION_MAX_DIGITS when it is lower: at that size every key press
** takes under 2 ms (make bench), so a front end may press keys on its drawing thread; at the
** context's default limit of 100,000 digits, writing one result in decimal takes GMP 3.7 ms alone.
** A digit that would make the number typed longer raises COUNTONME_ERROR_RESULT_TOO_LARGE (an
** alert; nothing changes); a result that would need more digits is computed within rigorous
** bounds and shown rounded ("9 ^ 23000 =" shows 3.781961508848935E21947), as countonme_evaluate
** does past its own limit.
**
** Ownership: on success *keypad receives a new session owned by the caller, to be released with
** countonme_keypad_free(). The context is only read during the call.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when a pointer is NULL.
*/
countonme_status countonme_keypad_new(const countonme_context *context, countonme_keypad **keypad);

/* countonme_keypad_free: releases a session. NULL does nothing. */
void countonme_keypad_free(countonme_keypad *keypad);

/*
** countonme_keypad_press: presses a key (COUNTONME_KEY_*).
**
** Returns COUNTONME_OK when the key applied, or the code of the alert it raised (the session is
** then unchanged; countonme_keypad_alert describes it): COUNTONME_ERROR_INVALID_NUMBER for a
** second decimal separator, COUNTONME_ERROR_MISSING_OPERAND for "=" on an unfinished calculation,
** COUNTONME_ERROR_UNBALANCED_PARENTHESIS for ")" with nothing to close, or the calculation's own
** error (COUNTONME_ERROR_DIVISION_BY_ZERO, _DOMAIN, …). COUNTONME_ERROR_INVALID_ARGUMENT when
** `keypad` is NULL or `key` is no key.
*/
countonme_status countonme_keypad_press(countonme_keypad *keypad, int32_t key);

/*
** countonme_keypad_press_label: presses the key with this label: "7", "+", "−" or "-", "×" or "*",
** "÷" or "/", "=", "AC", "C", "CE", "±", "%", "K", "(", ")", "√", "x²", "xʸ" or "^", "1/x", "MC",
** "MR", "M+", "M−", "sin", "cos", "tan", "cot", "asin", "acos", "atan", "ln", "log", "x³", "π" or
** "pi", "e", "EXP", "n!" or "!", "mod", "DRG" (or "deg", "rad"), or the decimal separator ("." or
** the locale's own: "," only where the locale writes it so, never where it groups digits, as in
** en_US). Letters in any case.
**
** Returns as countonme_keypad_press; COUNTONME_ERROR_INVALID_ARGUMENT for NULL, invalid UTF-8 or
** a label that names no key.
*/
countonme_status countonme_keypad_press_label(countonme_keypad *keypad, const char *label);

/*
** countonme_keypad_display: one part of the display (COUNTONME_KEYPAD_EXPRESSION, _MAIN, _LINE,
** _STEPS, in the locale's format; _ANGLE_UNIT, "DEG" or "RAD"; _MEMORY, the memory's value or "").
**
** Ownership: on success *text receives a string owned by the caller; free it with countonme_free().
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT for a NULL pointer or an unknown part;
** COUNTONME_ERROR_OUT_OF_MEMORY.
*/
countonme_status countonme_keypad_display(const countonme_keypad *keypad, int32_t part, char **text);

/*
** countonme_keypad_alert: the title and message of the alert the last key press (or label, or
** recall) raised, in the session's language; "" and "" when it raised none (a good key clears
** the previous alert). Either out-pointer may be NULL when not wanted.
**
** Ownership: each string received is owned by the caller; free it with countonme_free().
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when `keypad` is NULL;
** COUNTONME_ERROR_OUT_OF_MEMORY.
*/
countonme_status countonme_keypad_alert(const countonme_keypad *keypad, char **title, char **message);

/*
** countonme_keypad_history_count: the number of calculations on the history tape.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when a pointer is NULL.
*/
countonme_status countonme_keypad_history_count(const countonme_keypad *keypad, int32_t *count);

/*
** countonme_keypad_history_entry: calculation `index` of the history tape (0 is the oldest), as
** displayed: its expression ("3 + 3 × 4 ÷ 2") and result ("9"). Either out-pointer may be NULL.
**
** Ownership: each string received is owned by the caller; free it with countonme_free().
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when `keypad` is NULL or `index` is out
** of range; COUNTONME_ERROR_OUT_OF_MEMORY.
*/
countonme_status countonme_keypad_history_entry(const countonme_keypad *keypad, int32_t index, char **expression, char **result);

/*
** countonme_keypad_recall: makes the result of history entry `index` the number being edited, as
** MR does with the memory (exactly: no digit is lost).
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when `keypad` is NULL or `index` is out
** of range.
*/
countonme_status countonme_keypad_recall(countonme_keypad *keypad, int32_t index);

/*
** countonme_keypad_label: the label of `key` (COUNTONME_KEY_*) as the session's locale writes it,
** for drawing the keys: the digits in the locale's own digits ("٧" in Arabic), the decimal
** separator the locale's ("," in French, "." in English), the other keys as
** countonme_keypad_press_label names them ("×", "AC", "M+", "sin"). countonme_keypad_press_label
** takes every label this gives.
**
** Ownership: on success *label receives a string owned by the caller; free it with countonme_free().
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT for a NULL pointer or a `key` that is no
** key; COUNTONME_ERROR_OUT_OF_MEMORY.
*/
countonme_status countonme_keypad_label(const countonme_keypad *keypad, int32_t key, char **label);

/*
** countonme_keypad_paste: pastes `text`, a number written in the session's locale ("1 234,5" in
** French, "١٢٣" in Arabic; in Italian "1.234" is 1234 and "0.011" is 0.011, since "." cannot
** group digits there), as the number being edited, exactly, as MR brings the memory: shown in
** the locale's format, and the next digit starts a new number. Spaces around it are ignored; a
** sign may lead; nothing else (no expression, no unit).
**
** Returns COUNTONME_OK, or the alert it raised (the session is then unchanged;
** countonme_keypad_alert describes it): COUNTONME_ERROR_INVALID_NUMBER for text that is no number
** of the locale, COUNTONME_ERROR_RESULT_TOO_LARGE past the digit limit. COUNTONME_ERROR_INVALID_ARGUMENT
** when a pointer is NULL or `text` is not valid UTF-8.
*/
countonme_status countonme_keypad_paste(countonme_keypad *keypad, const char *text);

/*
** countonme_keypad_history_remove: removes calculation `index` of the history tape (0 is the
** oldest); the later ones move down by one.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when `keypad` is NULL, or (as an alert)
** when `index` is out of range.
*/
countonme_status countonme_keypad_history_remove(countonme_keypad *keypad, int32_t index);

/*
** countonme_keypad_history_clear: empties the history tape. The calculation on display and the
** memory stay.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when `keypad` is NULL.
*/
countonme_status countonme_keypad_history_clear(countonme_keypad *keypad);

/*
** countonme_keypad_configure: gives the session the locale and options of `context` (as
** countonme_keypad_new does: mode, angle unit, digits, notation, grouping, digits' script,
** limits) and keeps its state: the calculation on display, the memory and the history tape stay
** and are written again in the new locale and digits (a language, DEG/RAD or precision switch
** without losing the tape). Values are kept exactly: a result computed in immediate mode keeps
** its value in algebraic mode; an irrational one (√2, sin 1) is kept as what computes it, so that
** more digits asked for are right digits. The callback hears of what changed.
**
** Ownership: the context is only read during the call; the session keeps no reference to it.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when a pointer is NULL; or, as an alert
** (countonme_keypad_alert describes it, and the session is unchanged: its state, locale and
** options), COUNTONME_ERROR_RESULT_TOO_LARGE or _INPUT_TOO_LONG when a kept value passes the new
** limits, COUNTONME_ERROR_OUT_OF_MEMORY.
*/
countonme_status countonme_keypad_configure(countonme_keypad *keypad, const countonme_context *context);

/*
** countonme_keypad_save: the session's whole state as text, for a front end that keeps its tape
** between runs: the calculation on display, the shown result and the operation "=" repeats, the
** memory, the history tape and the angle unit (DRG). Not the locale and options, which come from
** the context the restoring session is made with: a state saved in French is restored in Arabic
** and shown the Arabic way.
**
** The text is UTF-8 without NUL, lines ending in "\n", the first "countonme-keypad 1" (the
** format and its version). Later versions of the library read this version; a text from a later
** version may be refused (COUNTONME_ERROR_INVALID_ARGUMENT from countonme_keypad_restore). Store
** it as it is; it is meant to be read by countonme_keypad_restore, not edited.
**
** Ownership: on success *state receives a string owned by the caller; free it with countonme_free().
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when a pointer is NULL;
** COUNTONME_ERROR_OUT_OF_MEMORY.
*/
countonme_status countonme_keypad_save(const countonme_keypad *keypad, char **state);

/*
** countonme_keypad_restore: replaces the session's state with one countonme_keypad_save gave (by
** this session or another, in any locale), written in this session's locale and options. The
** callback hears of what changed. What it accepts saves as a text that every session restores,
** whatever its locale: a value in the text is a number (or the expression of an irrational one)
** in plain ASCII, never an amount or an assignment, which one locale may read and another not.
**
** Ownership: `state` is only read during the call.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when a pointer is NULL or `state` is not
** valid UTF-8; or, as an alert (countonme_keypad_alert describes it, and the session is
** unchanged), COUNTONME_ERROR_INVALID_ARGUMENT for text that is not a saved state (damaged, or
** from a later version), COUNTONME_ERROR_RESULT_TOO_LARGE or _INPUT_TOO_LONG when a value passes
** this session's limits, COUNTONME_ERROR_OUT_OF_MEMORY.
*/
countonme_status countonme_keypad_restore(countonme_keypad *keypad, const char *state);

/*
** countonme_keypad_set_callback: sets the function the session calls when its display, memory
** or history changes or it raises an alert (COUNTONME_KEYPAD_EVENT_*), with `user_data` passed back unchanged; NULL removes it. The session
** does not own `user_data`.
**
** Returns COUNTONME_OK; COUNTONME_ERROR_INVALID_ARGUMENT when `keypad` is NULL.
*/
countonme_status countonme_keypad_set_callback(countonme_keypad *keypad, countonme_keypad_callback callback, void *user_data);

/* ------------------------------------------------------------------------------------------ */
/* Memory                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/*
** countonme_free: releases a string the library returned. NULL does nothing. Thread-safe.
*/
void countonme_free(void *pointer);

#ifdef __cplusplus
}
#endif

#endif /* COUNTONME_H */
