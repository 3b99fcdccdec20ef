/*
 * Calls every function of countonme.h and reaches every status the API can produce on purpose
 * (COUNTONME_ERROR_OUT_OF_MEMORY needs malloc to fail and is only named and described here).
 * Built as C99 and C11 with -Wall -Wextra -pedantic -Werror, against an installed copy.
 */
#include <countonme.h>
#include <math.h>
#include <stdlib.h>
#include "check.h"

/* Evaluates and returns the formatted result (caller frees), or NULL with *status set. */
static char *evaluate(countonme_context *context, const char *expression, countonme_status *status) {
    char *result = NULL;
    *status = countonme_evaluate(context, expression, &result);
    return result;
}

static void expect_result(countonme_context *context, const char *expression, const char *expected) {
    countonme_status status;
    char *result = evaluate(context, expression, &status);
    CHECK(status == COUNTONME_OK);
    CHECK_STRING(result, expected);
    countonme_free(result);
}

static void expect_status(countonme_context *context, const char *expression, countonme_status expected) {
    char *result = NULL;
    countonme_status status = countonme_evaluate(context, expression, &result);
    if (status != expected) fprintf(stderr, "  \"%s\": status %d (%s), expected %d\n", expression, status, countonme_status_name(status), expected);
    CHECK(status == expected);
    CHECK(result == NULL);
    CHECK(countonme_error_code(context) == expected);
}

static void test_version(void) {
    CHECK(countonme_version_number() == COUNTONME_VERSION_NUMBER);
    CHECK_STRING(countonme_version_string(), COUNTONME_VERSION_STRING);
    CHECK(COUNTONME_VERSION_NUMBER == COUNTONME_VERSION_MAJOR * 10000 + COUNTONME_VERSION_MINOR * 100 + COUNTONME_VERSION_PATCH);
    /* The library's string (static data) spells its number: both sources of the version agree. */
    char spelled[32];
    snprintf(spelled, sizeof spelled, "%d.%d.%d", (int)(countonme_version_number() / 10000),
             (int)(countonme_version_number() / 100 % 100), (int)(countonme_version_number() % 100));
    CHECK_STRING(countonme_version_string(), spelled);
    /* Static strings: the same pointer every time, never NULL. */
    CHECK(countonme_version_string() == countonme_version_string());
    CHECK(countonme_status_name(COUNTONME_ERROR_SYNTAX) == countonme_status_name(COUNTONME_ERROR_SYNTAX));
    CHECK(countonme_status_name(-5) != NULL && countonme_status_name(1000) != NULL);
}

static void test_status_names(void) {
    CHECK_STRING(countonme_status_name(COUNTONME_OK), "ok");
    CHECK_STRING(countonme_status_name(COUNTONME_ERROR_DIVISION_BY_ZERO), "divisionByZero");
    CHECK_STRING(countonme_status_name(COUNTONME_ERROR_OUT_OF_MEMORY), "outOfMemory");
    CHECK_STRING(countonme_status_name(-1), "unknown");
    CHECK_STRING(countonme_status_name(9999), "unknown");
    CHECK_STRING(countonme_status_name(COUNTONME_ERROR_AMBIGUOUS_NUMBER), "ambiguousNumber");
    CHECK_STRING(countonme_status_name(COUNTONME_ERROR_RESULT_TOO_SMALL), "resultTooSmall");
    CHECK_STRING(countonme_status_name(COUNTONME_ERROR_UNDECIDABLE), "undecidable");
    CHECK_STRING(countonme_status_name(COUNTONME_ERROR_CANNOT_SPELL_OUT), "cannotSpellOut");
    CHECK_STRING(countonme_status_name(COUNTONME_ERROR_CANNOT_WRITE_IN_BASE), "cannotWriteInBase");
    CHECK_STRING(countonme_status_name(COUNTONME_ERROR_INTERRUPTED), "interrupted");
    CHECK_STRING(countonme_status_name(COUNTONME_ERROR_NOT_EXACT), "notExact");
    CHECK_STRING(countonme_status_name(COUNTONME_ERROR_CANNOT_READ_FILE), "cannotReadFile");
    CHECK_STRING(countonme_status_name(COUNTONME_ERROR_CANNOT_READ_FILE + 1), "unknown");
    for (countonme_status status = COUNTONME_ERROR_SYNTAX; status <= COUNTONME_ERROR_CANNOT_READ_FILE; status++) {
        CHECK(strcmp(countonme_status_name(status), "unknown") != 0);
    }
}

static void test_evaluation(void) {
    countonme_context *context = NULL;
    CHECK(countonme_context_new("C", &context) == COUNTONME_OK);
    CHECK(context != NULL);
    expect_result(context, "2 × (3 + 4)", "14");
    expect_result(context, "0.1 + 0.2", "0.3");
    expect_result(context, "123456789 × 987654321", "121932631112635269");
    expect_result(context, "2^0.5", "1.414213562373095");
    expect_result(context, "ans × 0", "0");
    expect_result(context, "6 × 7", "42");
    expect_result(context, "ans + 1", "43");

    char *plain = NULL;
    int32_t exact = -1;
    CHECK(countonme_evaluate_plain(context, "1/8 - 1", &plain, &exact) == COUNTONME_OK);
    CHECK_STRING(plain, "-0.875");
    CHECK(exact == 1);
    countonme_free(plain);
    CHECK(countonme_evaluate_plain(context, "1/3", &plain, &exact) == COUNTONME_OK);
    CHECK(exact == 0);
    countonme_free(plain);
    /* Past the digit limit the exact form gives way to the correctly rounded value, marked inexact
    ** (mpmath: 20.0825245194103689..., 2.82422940796034787...e456573). */
    CHECK(countonme_evaluate_plain(context, "1.0001^30000", &plain, &exact) == COUNTONME_OK);
    CHECK_STRING(plain, "20.08252451941037");
    CHECK(exact == 0);
    countonme_free(plain);
    CHECK(countonme_evaluate_plain(context, "100000!", &plain, &exact) == COUNTONME_OK);
    CHECK_STRING(plain, "2.824229407960348E456573");
    CHECK(exact == 0);
    countonme_free(plain);
    expect_result(context, "100000!", "2.824229407960348E456573");
    expect_status(context, "9^9^9^9", COUNTONME_ERROR_RESULT_TOO_LARGE);
    CHECK(countonme_evaluate_plain(context, "2^70", &plain, NULL) == COUNTONME_OK);
    CHECK_STRING(plain, "1180591620717411303424");
    countonme_free(plain);

    double value = 0;
    CHECK(countonme_evaluate_double(context, "1/3", &value) == COUNTONME_OK);
    CHECK(value == 1.0 / 3.0);
    CHECK(countonme_evaluate_double(context, "0.1", &value) == COUNTONME_OK);
    CHECK(value == 0.1);
    CHECK(countonme_evaluate_double(context, "sqrt(2)", &value) == COUNTONME_OK);
    CHECK(value == sqrt(2.0));
    value = 7;
    CHECK(countonme_evaluate_double(context, "10^400", &value) == COUNTONME_ERROR_RESULT_TOO_LARGE);
    CHECK(value == 7);
    /* The failed conversion did not become ans: the last success (sqrt(2)) did. */
    expect_result(context, "ans", "1.414213562373095");
    countonme_context_free(context);
}

static void test_options(void) {
    countonme_context *context = NULL;
    CHECK(countonme_context_new("", &context) == COUNTONME_OK);
    int32_t value = -1;
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_DIGITS, &value) == COUNTONME_OK && value == 16);
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_MODE, &value) == COUNTONME_OK && value == COUNTONME_MODE_ALGEBRAIC);
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_MAX_DIGITS, &value) == COUNTONME_OK && value == 100000);
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_MAX_INPUT_LENGTH, &value) == COUNTONME_OK && value == 100000);
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_MAX_NESTING, &value) == COUNTONME_OK && value == 200);
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_FORM, &value) == COUNTONME_OK && value == COUNTONME_FORM_DECIMAL);

    /* Result forms: exact non-integers as fractions or mixed numbers; inexact and integers as before. */
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_FORM, COUNTONME_FORM_FRACTION) == COUNTONME_OK);
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_FORM, &value) == COUNTONME_OK && value == COUNTONME_FORM_FRACTION);
    expect_result(context, "1/3 + 1/4", "7/12");
    expect_result(context, "-3.5", "-7/2");
    expect_result(context, "6/3", "2");
    expect_result(context, "sqrt(2)", "1.414213562373095");
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_FORM, COUNTONME_FORM_MIXED) == COUNTONME_OK);
    expect_result(context, "-3.5", "-3\u00A01/2");
    expect_result(context, "-0.5", "-1/2");
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_FORM, 4) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_FORM, &value) == COUNTONME_OK && value == COUNTONME_FORM_MIXED);
    /* Words, in the messages' language (English in C); what ICU cannot spell exactly is an error. */
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_FORM, COUNTONME_FORM_WORDS) == COUNTONME_OK);
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_FORM, &value) == COUNTONME_OK && value == COUNTONME_FORM_WORDS);
    expect_result(context, "2469.5", "two thousand four hundred sixty-nine point five");
    expect_status(context, "1/3", COUNTONME_ERROR_CANNOT_SPELL_OUT);
    expect_status(context, "10^18", COUNTONME_ERROR_CANNOT_SPELL_OUT);
    expect_status(context, "pi", COUNTONME_ERROR_CANNOT_SPELL_OUT);
    CHECK(countonme_context_set_locale(context, "fr_FR") == COUNTONME_OK);
    expect_result(context, "1 234,5 \xC3\x97 2", "deux mille quatre cent soixante-neuf");
    CHECK(countonme_context_set_locale(context, "C") == COUNTONME_OK);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_FORM, COUNTONME_FORM_DECIMAL) == COUNTONME_OK);
    expect_result(context, "1/4", "0.25");

    /* Bases: the number itself is the value; literals are read whatever the base; a result that is
    ** no exact integer fails and leaves "ans" as it was; other values are refused. */
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_BASE, &value) == COUNTONME_OK && value == 10);
    expect_result(context, "0xF0 xor 0xFF", "15");
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_BASE, 16) == COUNTONME_OK);
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_BASE, &value) == COUNTONME_OK && value == 16);
    expect_result(context, "0xFF + 0b1", "0x100");
    expect_result(context, "-255", "-0xFF");
    expect_status(context, "1/2", COUNTONME_ERROR_CANNOT_WRITE_IN_BASE);
    expect_status(context, "sqrt(2)", COUNTONME_ERROR_CANNOT_WRITE_IN_BASE);
    expect_status(context, "5 EUR", COUNTONME_ERROR_CANNOT_WRITE_IN_BASE);
    expect_result(context, "ans", "-0xFF");
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_FORM, COUNTONME_FORM_WORDS) == COUNTONME_OK);
    expect_result(context, "12", "0xC");   /* the base decides; FORM does not apply */
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_FORM, COUNTONME_FORM_DECIMAL) == COUNTONME_OK);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_BASE, 2) == COUNTONME_OK);
    expect_result(context, "1 << 4", "0b10000");
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_BASE, 8) == COUNTONME_OK);
    expect_result(context, "0o17 + 1", "0o20");
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_BASE, 3) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_BASE, -16) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_BASE, &value) == COUNTONME_OK && value == 8);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_BASE, 10) == COUNTONME_OK);
    expect_result(context, "0x10", "16");

    /* Complex values: off by default (a domain error, "ans" unchanged), on with the option;
    ** an expression that writes i is complex either way. No double holds a complex result. */
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_COMPLEX, &value) == COUNTONME_OK && value == 0);
    expect_status(context, "sqrt(-4)", COUNTONME_ERROR_DOMAIN);
    expect_result(context, "ans", "16");
    expect_result(context, "(2.5 + 3i) × 2", "5 + 6i");
    expect_result(context, "ans × i", "-6 + 5i");
    expect_result(context, "e^(iπ)", "-1");
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_COMPLEX, 1) == COUNTONME_OK);
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_COMPLEX, &value) == COUNTONME_OK && value == 1);
    expect_result(context, "sqrt(-4)", "2i");
    expect_result(context, "sqrt(-4) × i", "-2");
    {
        char *plain = NULL;
        int32_t exact = -1;
        CHECK(countonme_evaluate_plain(context, "3 - 4i", &plain, &exact) == COUNTONME_OK && plain && strcmp(plain, "3-4i") == 0 && exact == 1);
        countonme_free(plain);
        double number = 42;
        CHECK(countonme_evaluate_double(context, "2i", &number) == COUNTONME_ERROR_DOMAIN && number == 42);
        CHECK(countonme_evaluate_double(context, "i × i", &number) == COUNTONME_OK && number == -1);
    }
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_COMPLEX, 2) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_COMPLEX, -1) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_COMPLEX, &value) == COUNTONME_OK && value == 1);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_COMPLEX, 0) == COUNTONME_OK);
    expect_status(context, "ln(-1)", COUNTONME_ERROR_DOMAIN);

    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_MODE, COUNTONME_MODE_IMMEDIATE) == COUNTONME_OK);
    expect_result(context, "1 + 2 × 3", "9");
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_ANGLE_UNIT, COUNTONME_ANGLE_DEGREES) == COUNTONME_OK);
    expect_result(context, "sin(30)", "0.5");
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_ANGLE_UNIT, &value) == COUNTONME_OK && value == COUNTONME_ANGLE_DEGREES);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_DIGITS, 5) == COUNTONME_OK);
    expect_result(context, "1 ÷ 3", "0.33333");
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_NOTATION, COUNTONME_NOTATION_SCIENTIFIC) == COUNTONME_OK);
    expect_result(context, "1234.5 + 0", "1.2345E3");
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_NOTATION, COUNTONME_NOTATION_ENGINEERING) == COUNTONME_OK);
    expect_result(context, "12345 + 0", "12.345E3");
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_NOTATION, COUNTONME_NOTATION_POSITIONAL) == COUNTONME_OK);
    expect_result(context, "10^-8 + 0", "0.00000001");
    /* Γ (a factorial of a non-integer) is computed to at most 2,400 digits: more is refused at
     * once (MPFR's Γ took minutes at 10,000), with the factorial as the error's range. */
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_DIGITS, 10000) == COUNTONME_OK);
    expect_status(context, "1 + 0.5!", COUNTONME_ERROR_UNDECIDABLE);
    int32_t start = -1, end = -1;
    CHECK(countonme_error_range(context, &start, &end) == COUNTONME_OK && start == 4 && end == 8);
    char *message = NULL;
    CHECK(countonme_error_message(context, &message) == COUNTONME_OK && message != NULL && strstr(message, "2,400") != NULL);
    countonme_free(message);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_DIGITS, 2400) == COUNTONME_OK);
    expect_result(context, "30!", "265252859812191058636308480000000");
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_DIGITS, 5) == COUNTONME_OK);

    CHECK(countonme_context_set_locale(context, "en_US") == COUNTONME_OK);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_GROUPING, COUNTONME_GROUPING_OFF) == COUNTONME_OK);
    expect_result(context, "1234567 + 0", "1234567");
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_GROUPING, COUNTONME_GROUPING_MIN2) == COUNTONME_OK);
    expect_result(context, "1234 + 0", "1234");
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_GROUPING, COUNTONME_GROUPING_ON) == COUNTONME_OK);
    expect_result(context, "1234 + 0", "1,234");
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_GROUPING, &value) == COUNTONME_OK && value == COUNTONME_GROUPING_ON);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_GROUPING, COUNTONME_GROUPING_AUTOMATIC) == COUNTONME_OK);

    CHECK(countonme_context_set_locale(context, "hi_IN") == COUNTONME_OK);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_NUMBERING, COUNTONME_NUMBERING_NATIVE) == COUNTONME_OK);
    expect_result(context, "12 + 15", "\xE0\xA5\xA8\xE0\xA5\xAD"); /* २७ */
    CHECK(countonme_context_set_locale(context, "ar_EG") == COUNTONME_OK);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_NUMBERING, COUNTONME_NUMBERING_LATIN) == COUNTONME_OK);
    expect_result(context, "12 + 15", "27");
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_NUMBERING, &value) == COUNTONME_OK && value == COUNTONME_NUMBERING_LATIN);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_NUMBERING, COUNTONME_NUMBERING_LOCALE) == COUNTONME_OK);

    char *locale = NULL;
    CHECK(countonme_context_get_locale(context, &locale) == COUNTONME_OK);
    CHECK_STRING(locale, "ar_EG");
    countonme_free(locale);
    CHECK(countonme_context_set_locale(context, "C") == COUNTONME_OK);
    CHECK(countonme_context_get_locale(context, &locale) == COUNTONME_OK);
    CHECK_STRING(locale, "");
    countonme_free(locale);
    CHECK(countonme_context_set_locale(context, NULL) == COUNTONME_OK);

    /* Invalid options and values leave the context unchanged. */
    CHECK(countonme_context_set_option(context, 99, 1) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_option(context, -1, 1) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_MODE, 7) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_DIGITS, 0) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_DIGITS, 1000000) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_MAX_DIGITS, 5) == COUNTONME_ERROR_INVALID_ARGUMENT);
    /* Every option is bounded above too (issue 16, defect 5): the header's ranges, no further. */
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_MAX_DIGITS, 10000001) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_MAX_DIGITS, INT32_MAX) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_MAX_NESTING, 1001) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_DIGITS, 10001) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_BASE, INT32_MIN) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_MAX_NESTING, 0) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_MAX_INPUT_LENGTH, -5) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_GROUPING, 4) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_NUMBERING, -1) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_get_option(context, 42, &value) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_DIGITS, &value) == COUNTONME_OK && value == 5);
    CHECK(countonme_context_get_option(context, COUNTONME_OPTION_MODE, &value) == COUNTONME_OK && value == COUNTONME_MODE_IMMEDIATE);
    countonme_context_free(context);
}

static void test_errors(void) {
    countonme_context *context = NULL;
    CHECK(countonme_context_new("fr_FR.UTF-8", &context) == COUNTONME_OK);
    expect_result(context, "1 234,5 × 2", "2\xE2\x80\xAF" "469");
    expect_status(context, "2 # 3", COUNTONME_ERROR_SYNTAX);
    expect_status(context, "1 +", COUNTONME_ERROR_MISSING_OPERAND);
    expect_status(context, "(2)3", COUNTONME_ERROR_MISSING_OPERATOR);
    expect_status(context, "(1 + 2", COUNTONME_ERROR_UNBALANCED_PARENTHESIS);
    expect_status(context, "1,2,3", COUNTONME_ERROR_INVALID_NUMBER);
    expect_status(context, "foo", COUNTONME_ERROR_UNKNOWN_IDENTIFIER);
    expect_status(context, "sin(1; 2)", COUNTONME_ERROR_WRONG_ARGUMENT_COUNT);
    expect_status(context, "sqrt(-1)", COUNTONME_ERROR_DOMAIN);
    expect_status(context, "9^9^9^9", COUNTONME_ERROR_RESULT_TOO_LARGE);
    expect_status(context, "", COUNTONME_ERROR_EMPTY_INPUT);
    expect_status(context, "1 + 2/(3-3)", COUNTONME_ERROR_DIVISION_BY_ZERO);

    int32_t start = -1, end = -1;
    CHECK(countonme_error_range(context, &start, &end) == COUNTONME_OK);
    CHECK(start == 5 && end == 11);
    char *message = NULL, *title = NULL;
    CHECK(countonme_error_message(context, &message) == COUNTONME_OK);
    CHECK(message != NULL && strstr(message, "z\xC3\xA9ro") != NULL);   /* "zéro" */
    countonme_free(message);
    CHECK(countonme_error_title(context, &title) == COUNTONME_OK);
    CHECK(title != NULL && strlen(title) > 0);
    countonme_free(title);
    /* The failures left ans alone. */
    expect_result(context, "ans", "2\xE2\x80\xAF" "469");

    /* UTF-16 offsets: "1 − x" has the unknown name at bytes 6..7, code units 4..5; "😀 + x" (an
    ** emoji outside the BMP: 4 bytes, 2 code units) at bytes 7..8, code units 5..6. */
    expect_status(context, "1 \xE2\x88\x92 x", COUNTONME_ERROR_UNKNOWN_IDENTIFIER);
    CHECK(countonme_error_range(context, &start, &end) == COUNTONME_OK && start == 6 && end == 7);
    CHECK(countonme_error_range_utf16(context, &start, &end) == COUNTONME_OK && start == 4 && end == 5);
    expect_status(context, "2 + \xF0\x9F\x98\x80 + x", COUNTONME_ERROR_SYNTAX);
    CHECK(countonme_error_range(context, &start, &end) == COUNTONME_OK && start == 4 && end == 8);
    CHECK(countonme_error_range_utf16(context, &start, &end) == COUNTONME_OK && start == 4 && end == 6);
    CHECK(countonme_error_range_utf16(context, NULL, &end) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_error_code(context) == COUNTONME_ERROR_SYNTAX);   /* reading the range kept the record */
    /* Counted text: not NUL-terminated, a NUL inside is a character, NULL only with length 0. */
    {
        const char bytes[] = {'6', ' ', '*', ' ', '7', 'X', 'Y'};
        char *result = NULL;
        CHECK(countonme_evaluate_n(context, bytes, 5, &result) == COUNTONME_OK);
        CHECK_STRING(result, "42");
        countonme_free(result);
        result = NULL;
        CHECK(countonme_evaluate_n(context, "1\0+1", 4, &result) == COUNTONME_ERROR_SYNTAX && result == NULL);
        CHECK(countonme_evaluate_n(context, NULL, 0, &result) == COUNTONME_ERROR_EMPTY_INPUT);
        CHECK(countonme_evaluate_n(context, NULL, 3, &result) == COUNTONME_ERROR_INVALID_ARGUMENT);
        CHECK(countonme_evaluate_n(context, "\xC3", 1, &result) == COUNTONME_ERROR_INVALID_ARGUMENT);
        CHECK(countonme_evaluate_n(context, "2\xC3\x97" "3", 2, &result) == COUNTONME_ERROR_INVALID_ARGUMENT);   /* a cut character */
        CHECK(countonme_evaluate_n(context, "1 +", 3, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    }
#if !COUNTONME_VERSION_AT_LEAST(0, 1, 0) || COUNTONME_VERSION_AT_LEAST(0, 1, 1) || !COUNTONME_VERSION_AT_LEAST(0, 0, 99)
#error "COUNTONME_VERSION_AT_LEAST disagrees with the version 0.1.0"
#endif
    expect_result(context, "ans", "42");

    /* The error record rule: const calls never touch it, so a GUI may read options, the locale
    ** and variables between an evaluation and showing its error (issue 16, defect 4). */
    expect_status(context, "1 +", COUNTONME_ERROR_MISSING_OPERAND);
    {
        int32_t value = 0, count = -1;
        char *text = NULL;
        countonme_keypad *keypad = NULL;
        CHECK(countonme_context_get_option(context, COUNTONME_OPTION_MODE, &value) == COUNTONME_OK);
        CHECK(countonme_context_get_option(context, 999, &value) == COUNTONME_ERROR_INVALID_ARGUMENT);
        CHECK(countonme_context_get_locale(context, &text) == COUNTONME_OK);
        countonme_free(text);
        CHECK(countonme_context_get_variable(context, "nope", &text) == COUNTONME_ERROR_UNKNOWN_IDENTIFIER);
        CHECK(countonme_context_variable_count(context, &count) == COUNTONME_OK);
        CHECK(countonme_context_variable_name(context, 99, &text) == COUNTONME_ERROR_INVALID_ARGUMENT);
        CHECK(countonme_context_rate(context, "EUR", "USD", &text, NULL) == COUNTONME_ERROR_NO_EXCHANGE_RATE);
        CHECK(countonme_status_message(context, 9999, &text) == COUNTONME_ERROR_INVALID_ARGUMENT);
        CHECK(countonme_keypad_new(context, &keypad) == COUNTONME_OK);
        countonme_keypad_free(keypad);
        CHECK(countonme_error_range(context, &start, &end) == COUNTONME_OK && start == 2 && end == 3);
        CHECK(countonme_error_code(context) == COUNTONME_ERROR_MISSING_OPERAND);
    }
    expect_result(context, "ans", "42");

    /* After a success the error record is empty. */
    CHECK(countonme_error_code(context) == COUNTONME_OK);
    CHECK(countonme_error_range(context, &start, &end) == COUNTONME_OK && start == 0 && end == 0);
    CHECK(countonme_error_range_utf16(context, &start, &end) == COUNTONME_OK && start == 0 && end == 0);
    CHECK(countonme_error_message(context, &message) == COUNTONME_OK);
    CHECK_STRING(message, "");
    countonme_free(message);

    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_MAX_INPUT_LENGTH, 10) == COUNTONME_OK);
    expect_status(context, "1 + 1 + 1 + 1 + 1", COUNTONME_ERROR_INPUT_TOO_LONG);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_MAX_INPUT_LENGTH, 1000) == COUNTONME_OK);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_MAX_NESTING, 2) == COUNTONME_OK);
    expect_status(context, "(((1)))", COUNTONME_ERROR_NESTING_TOO_DEEP);

    char *text = NULL;
    CHECK(countonme_status_message(context, COUNTONME_ERROR_DIVISION_BY_ZERO, &text) == COUNTONME_OK);
    CHECK(text != NULL && strstr(text, "z\xC3\xA9ro") != NULL);
    countonme_free(text);
    CHECK(countonme_status_message(context, COUNTONME_ERROR_OUT_OF_MEMORY, &text) == COUNTONME_OK);
    CHECK(text != NULL && strlen(text) > 0);
    countonme_free(text);
    CHECK(countonme_status_message(context, 12345, &text) == COUNTONME_ERROR_INVALID_ARGUMENT);
    /* COUNTONME_OK has a title too, as it has a name ("ok"). */
    CHECK(countonme_status_message(context, COUNTONME_OK, &text) == COUNTONME_OK);
    CHECK(text != NULL && strcmp(text, "Aucune erreur") == 0);
    countonme_free(text);
    countonme_context_free(context);
}

/* The numbers in a message are written as the context's locale writes numbers, as its results
** are, in the language of the messages: Swiss German groups with ’, Indian English in lakhs,
** Moroccan Arabic with Latin digits and ".", Egyptian Arabic with Arabic-Indic digits (CLDR). */
static void expect_message_number(const char *locale, const char *number) {
    countonme_context *context = NULL;
    char *message = NULL;
    CHECK(countonme_context_new(locale, &context) == COUNTONME_OK);
    expect_status(context, "9^9^9^9", COUNTONME_ERROR_RESULT_TOO_LARGE);
    CHECK(countonme_error_message(context, &message) == COUNTONME_OK && message != NULL);
    if (message != NULL && strstr(message, number) == NULL) {
        fprintf(stderr, "%s: \"%s\" is not in \"%s\"\n", locale, number, message);
        CHECK(0);
    }
    countonme_free(message);
    countonme_context_free(context);
}

static void test_message_numbers(void) {
    expect_message_number("de_CH", "100\xE2\x80\x99" "000");
    expect_message_number("de_DE", "100.000");
    expect_message_number("en_IN", "1,00,000");
    expect_message_number("en_US", "100,000");
    expect_message_number("ar_MA", "100.000");
    expect_message_number("ar_EG", "\xD9\xA1\xD9\xA0\xD9\xA0\xD9\xAC\xD9\xA0\xD9\xA0\xD9\xA0");   /* ١٠٠٬٠٠٠ */
}

static void test_numbers(void) {
    countonme_context *context = NULL;
    CHECK(countonme_context_new("de_CH", &context) == COUNTONME_OK);
    char *result = NULL;
    CHECK(countonme_format_number(context, "1234567.891", &result) == COUNTONME_OK);
    CHECK_STRING(result, "1\xE2\x80\x99" "234\xE2\x80\x99" "567.891");
    countonme_free(result);
    CHECK(countonme_parse_number(context, "-1\xE2\x80\x99" "234.5", &result) == COUNTONME_OK);
    CHECK_STRING(result, "-1234.5");
    countonme_free(result);
    result = NULL;
    CHECK(countonme_format_number(context, "12,5", &result) == COUNTONME_ERROR_INVALID_NUMBER);
    CHECK(result == NULL);
    CHECK(countonme_parse_number(context, "1,2,3", &result) == COUNTONME_ERROR_INVALID_NUMBER);
    /* The range is in bytes of the text given, the spaces around the number left out. */
    int32_t start = -1, end = -1;
    CHECK(countonme_parse_number(context, "  1,2,3 ", &result) == COUNTONME_ERROR_INVALID_NUMBER);
    CHECK(countonme_error_range(context, &start, &end) == COUNTONME_OK && start == 2 && end == 7);
    CHECK(countonme_format_number(context, " 12,5", &result) == COUNTONME_ERROR_INVALID_NUMBER);
    CHECK(countonme_error_range(context, &start, &end) == COUNTONME_OK && start == 1 && end == 5);
    CHECK(countonme_format_number(context, "1e1000000", &result) == COUNTONME_ERROR_RESULT_TOO_LARGE);
    CHECK(countonme_parse_number(context, NULL, &result) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_format_number(context, "1", NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_format_number(context, "12\xFF", &result) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(result == NULL);
    /* Unicode spaces around the number (a no-break space, two bytes) are ignored, and an error's
     * range still counts bytes of the text given. */
    CHECK(countonme_format_number(context, "\xC2\xA0" "12.5\xE2\x80\xAF", &result) == COUNTONME_OK);
    CHECK_STRING(result, "12.5");
    countonme_free(result);
    result = NULL;
    CHECK(countonme_format_number(context, "\xC2\xA0" "12,5", &result) == COUNTONME_ERROR_INVALID_NUMBER);
    CHECK(countonme_error_range(context, &start, &end) == COUNTONME_OK && start == 2 && end == 6);
    /* Digits of another script are not a plain decimal. */
    CHECK(countonme_format_number(context, "\xD9\xA1\xD9\xA2", &result) == COUNTONME_ERROR_INVALID_NUMBER);
    CHECK(countonme_error_range(context, &start, &end) == COUNTONME_OK && start == 0 && end == 4);
    CHECK(result == NULL);
    countonme_context_free(context);

    /* What the locale writes, in each family: native digits of two bytes and a sign with its
     * bidi mark, Indian grouping, a narrow no-break space of three bytes, the C locale, long
     * numbers and notations written from copies (CLDR's symbols as ICU 72 has them). */
    static const struct { const char *locale; int32_t notation; const char *plain, *expected; } written[] = {
        {"ar_EG", COUNTONME_NOTATION_AUTOMATIC, "-1234567.891",
         "\xD8\x9C\x2D\xD9\xA1\xD9\xAC\xD9\xA2\xD9\xA3\xD9\xA4\xD9\xAC\xD9\xA5\xD9\xA6\xD9\xA7\xD9\xAB\xD9\xA8\xD9\xA9\xD9\xA1"},
        {"hi_IN", COUNTONME_NOTATION_AUTOMATIC, "-1234567.891", "-12,34,567.891"},
        {"fr_FR", COUNTONME_NOTATION_AUTOMATIC, "-1234567.891", "-1\xE2\x80\xAF" "234\xE2\x80\xAF" "567,891"},
        {"fr_FR", COUNTONME_NOTATION_AUTOMATIC, "0.000125", "0,000125"},
        {"fr_FR", COUNTONME_NOTATION_POSITIONAL, "123456789012345678901234567890123456789.5",
         "123\xE2\x80\xAF" "456\xE2\x80\xAF" "789\xE2\x80\xAF" "012\xE2\x80\xAF" "345\xE2\x80\xAF" "678\xE2\x80\xAF"
         "901\xE2\x80\xAF" "234\xE2\x80\xAF" "567\xE2\x80\xAF" "890\xE2\x80\xAF" "123\xE2\x80\xAF" "456\xE2\x80\xAF" "789,5"},
        {"fr_FR", COUNTONME_NOTATION_SCIENTIFIC, "-1234.5", "-1,2345E3"},
        {"C", COUNTONME_NOTATION_AUTOMATIC, "-1234567.891", "-1234567.891"},
        {"C", COUNTONME_NOTATION_ENGINEERING, "12345", "12.345E3"},
    };
    for (size_t i = 0; i < sizeof written / sizeof written[0]; i++) {
        CHECK(countonme_context_new(written[i].locale, &context) == COUNTONME_OK);
        CHECK(countonme_context_set_option(context, COUNTONME_OPTION_NOTATION, written[i].notation) == COUNTONME_OK);
        result = NULL;
        CHECK(countonme_format_number(context, written[i].plain, &result) == COUNTONME_OK);
        CHECK_STRING(result, written[i].expected);
        countonme_free(result);
        countonme_context_free(context);
    }
}

static void test_bad_arguments(void) {
    countonme_context *context = NULL;
    char *result = NULL;
    double value = 0;
    int32_t number = 0;
    CHECK(countonme_context_new("C", NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_new("\xff\xfe", &context) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(context == NULL);
    CHECK(countonme_evaluate(NULL, "1", &result) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_evaluate_plain(NULL, "1", &result, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_evaluate_double(NULL, "1", &value) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_format_number(NULL, "1", &result) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_parse_number(NULL, "1", &result) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_locale(NULL, "C") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_get_locale(NULL, &result) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_option(NULL, 0, 0) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_get_option(NULL, 0, &number) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_error_code(NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_error_range(NULL, &number, &number) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_error_message(NULL, &result) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_error_title(NULL, &result) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_status_message(NULL, 1, &result) == COUNTONME_ERROR_INVALID_ARGUMENT);
    countonme_context_free(NULL);
    countonme_free(NULL);

    CHECK(countonme_context_new(NULL, &context) == COUNTONME_OK);
    CHECK(countonme_evaluate(context, NULL, &result) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_evaluate(context, "1", NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_evaluate(context, "1 + \xc3\x28", &result) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_evaluate(context, "\xed\xa0\x80", &result) == COUNTONME_ERROR_INVALID_ARGUMENT); /* a lone surrogate */
    CHECK(countonme_evaluate_plain(context, "1", NULL, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_evaluate_double(context, "1", NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_locale(context, "\xff") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_get_locale(context, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_get_option(context, 0, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_error_range(context, NULL, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_error_message(context, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_error_title(context, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_status_message(context, 1, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_error_code(context) == COUNTONME_ERROR_INVALID_ARGUMENT);
    countonme_context_free(context);

    /* A huge, adversarial input is refused, not computed. */
    size_t size = 10u * 1024u * 1024u;
    char *huge = malloc(size + 1);
    CHECK(huge != NULL);
    if (huge) {
        for (size_t i = 0; i < size; i++) huge[i] = "(1+"[i % 3];
        huge[size] = 0;
        CHECK(countonme_context_new("C", &context) == COUNTONME_OK);
        CHECK(countonme_evaluate(context, huge, &result) == COUNTONME_ERROR_INPUT_TOO_LONG);
        countonme_context_free(context);
        free(huge);
    }
}

/* Localized numbers at any length, and the reading of an expression as a whole. */
static void test_localized_reading(void) {
    countonme_context *context = NULL;
    CHECK(countonme_context_new("fr_FR", &context) == COUNTONME_OK);
    /* 2^128 grouped with U+202F (ICU's formatter alone refuses more than 34 digits). */
    expect_result(context, "2^128", "340\xE2\x80\xAF" "282\xE2\x80\xAF" "366\xE2\x80\xAF" "920\xE2\x80\xAF" "938\xE2\x80\xAF"
                  "463\xE2\x80\xAF" "463\xE2\x80\xAF" "374\xE2\x80\xAF" "607\xE2\x80\xAF" "431\xE2\x80\xAF" "768\xE2\x80\xAF"
                  "211\xE2\x80\xAF" "456");
    countonme_context_free(context);
    CHECK(countonme_context_new("de_DE", &context) == COUNTONME_OK);
    expect_status(context, "25.3 \xC3\x97 1.234", COUNTONME_ERROR_AMBIGUOUS_NUMBER);
    int32_t start = -1, end = -1;
    CHECK(countonme_error_range(context, &start, &end) == COUNTONME_OK);
    CHECK(start == 8 && end == 13);   /* "1.234", after the two-byte "×" */
    expect_result(context, "1.234 + 1,5", "1.235,5");
    expect_result(context, "25.3 \xC3\x97 2.2", "55,66");
    countonme_context_free(context);
    /* Every digit right, and the two new ways an irrational result can fail. */
    CHECK(countonme_context_new("C", &context) == COUNTONME_OK);
    expect_result(context, "sin(10^30/7)", "0.9777154151845531");
    expect_result(context, "1e20 + pi - 1e20", "3.141592653589793");
    expect_status(context, "exp(-1e20)", COUNTONME_ERROR_RESULT_TOO_SMALL);
    expect_result(context, "exp(-1e9)", "1.249534271921013E-434294482");   /* mpmath */
    expect_status(context, "1/(exp(ln(2)) - 2)", COUNTONME_ERROR_UNDECIDABLE);
    countonme_context_free(context);
}

/* The name of variable `index`, or NULL with the status checked to be `expected`. */
static void expect_variable_name(countonme_context *context, int32_t index, const char *expected) {
    char *name = NULL;
    countonme_status status = countonme_context_variable_name(context, index, &name);
    if (expected) {
        CHECK(status == COUNTONME_OK);
        CHECK_STRING(name, expected);
    } else {
        CHECK(status == COUNTONME_ERROR_INVALID_ARGUMENT);
        CHECK(name == NULL);
    }
    countonme_free(name);
}

static void expect_variable(countonme_context *context, const char *name, const char *expected) {
    char *value = NULL;
    CHECK(countonme_context_get_variable(context, name, &value) == COUNTONME_OK);
    CHECK_STRING(value, expected);
    countonme_free(value);
}

static int32_t variable_count(countonme_context *context) {
    int32_t count = -1;
    CHECK(countonme_context_variable_count(context, &count) == COUNTONME_OK);
    return count;
}

/* Variables: assignments through countonme_evaluate, the six functions, and failures that
 * change nothing (values by hand: 3 × 1/3 = 1, 200 × 1.05 = 210). */
static void test_variables(void) {
    countonme_context *context = NULL;
    char *text = NULL;
    int32_t start = -1, end = -1;
    CHECK(countonme_context_new("C", &context) == COUNTONME_OK);
    CHECK(variable_count(context) == 0);
    expect_result(context, "x = 1/3", "0.3333333333333333");
    expect_result(context, "3x", "1");                         /* the exact third */
    expect_result(context, "ans", "1");
    CHECK(countonme_context_set_variable(context, "rate", "5/100") == COUNTONME_OK);
    CHECK(countonme_error_code(context) == COUNTONME_OK);
    expect_result(context, "ans", "1");                        /* set_variable leaves ans */
    expect_result(context, "200 \xC3\x97 (1 + rate)", "210");
    expect_variable(context, "rate", "0.05");
    CHECK(countonme_context_set_variable(context, "X", "2") == COUNTONME_OK);
    CHECK(variable_count(context) == 3);
    expect_variable_name(context, 0, "X");                     /* by code point: X, rate, x */
    expect_variable_name(context, 1, "rate");
    expect_variable_name(context, 2, "x");
    expect_variable_name(context, 3, NULL);
    expect_variable_name(context, -1, NULL);
    CHECK(countonme_error_code(context) == COUNTONME_OK);   /* const calls leave the record alone */

    /* Failures change nothing: neither the variable nor ans. */
    expect_status(context, "x = 1/0", COUNTONME_ERROR_DIVISION_BY_ZERO);
    expect_status(context, "sin = 1", COUNTONME_ERROR_SYNTAX);
    CHECK(countonme_error_range(context, &start, &end) == COUNTONME_OK);
    CHECK(start == 0 && end == 3);
    CHECK(countonme_context_set_variable(context, "x", "1/0") == COUNTONME_ERROR_DIVISION_BY_ZERO);
    CHECK(countonme_context_set_variable(context, "x", "1 + foo") == COUNTONME_ERROR_UNKNOWN_IDENTIFIER);
    CHECK(countonme_error_range(context, &start, &end) == COUNTONME_OK);
    CHECK(start == 4 && end == 7);                             /* within the value */
    /* In UTF-16 units of the value too (fuzz_context found it 0..0): U+00BD (a half) is 2 bytes, 1 unit. */
    CHECK(countonme_context_set_variable(context, "x", "\xC2\xBD + foo") == COUNTONME_ERROR_UNKNOWN_IDENTIFIER);
    CHECK(countonme_error_range_utf16(context, &start, &end) == COUNTONME_OK);
    CHECK(start == 4 && end == 7);
    CHECK(countonme_error_range(context, &start, &end) == COUNTONME_OK);
    CHECK(start == 5 && end == 8);
    /* A full-width name is the ASCII one for every call (set, get, unset). */
    CHECK(countonme_context_set_variable(context, "\xEF\xBD\x97", "7") == COUNTONME_OK);   /* U+FF57, a full-width w */
    expect_variable(context, "\xEF\xBD\x97", "7");
    expect_variable(context, "w", "7");
    CHECK(countonme_context_unset_variable(context, "\xEF\xBD\x97") == COUNTONME_OK);
    CHECK(countonme_context_get_variable(context, "w", &text) == COUNTONME_ERROR_UNKNOWN_IDENTIFIER);
    CHECK(countonme_context_set_variable(context, "2x", "1") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_variable(context, "a b", "1") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_variable(context, "", "1") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_variable(context, "pi", "1") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_error_message(context, &text) == COUNTONME_OK);
    CHECK(text != NULL && strstr(text, "\xE2\x80\x9Cpi\xE2\x80\x9D cannot be a variable") == text);
    countonme_free(text);
    text = NULL;
    CHECK(countonme_context_set_variable(context, "ans", "1") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_variable(context, "x", NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_variable(context, NULL, "1") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_variable(context, "x", "\xff") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_variable(context, "\xff", "1") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_variable(NULL, "x", "1") == COUNTONME_ERROR_INVALID_ARGUMENT);
    expect_result(context, "x * 3", "1");
    expect_result(context, "ans", "1");
    CHECK(variable_count(context) == 3);
    CHECK(countonme_context_get_variable(context, "nope", &text) == COUNTONME_ERROR_UNKNOWN_IDENTIFIER);
    CHECK(text == NULL);
    CHECK(countonme_context_get_variable(context, "x", NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_get_variable(context, NULL, &text) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_get_variable(NULL, "x", &text) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_unset_variable(context, "nope") == COUNTONME_ERROR_UNKNOWN_IDENTIFIER);
    CHECK(countonme_context_unset_variable(context, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_unset_variable(NULL, "x") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_variable_count(context, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_variable_count(NULL, &start) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_variable_name(context, 0, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_variable_name(NULL, 0, &text) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_clear_variables(NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(variable_count(context) == 3);

    CHECK(countonme_context_unset_variable(context, "X") == COUNTONME_OK);
    CHECK(variable_count(context) == 2);
    expect_status(context, "X", COUNTONME_ERROR_UNKNOWN_IDENTIFIER);
    CHECK(countonme_context_clear_variables(context) == COUNTONME_OK);
    CHECK(variable_count(context) == 0);
    expect_status(context, "x", COUNTONME_ERROR_UNKNOWN_IDENTIFIER);
    expect_result(context, "ans", "1");                        /* clearing leaves ans */
    countonme_context_free(context);

    /* In a locale: values read and written its way; an amount keeps its currency. */
    CHECK(countonme_context_new("fr_FR", &context) == COUNTONME_OK);
    CHECK(countonme_context_set_variable(context, "prix", "12,50 \xE2\x82\xAC") == COUNTONME_OK);
    expect_variable(context, "prix", "12,50\xC2\xA0\xE2\x82\xAC");
    expect_result(context, "prix \xC3\x97 2", "25,00\xC2\xA0\xE2\x82\xAC");
    expect_result(context, "taux = 1 234,5", "1\xE2\x80\xAF" "234,5");
    CHECK(countonme_context_set_variable(context, "vers", "1") == COUNTONME_ERROR_INVALID_ARGUMENT);   /* converts in French */
    countonme_context_free(context);
}

int main(void) {
    test_version();
    test_localized_reading();
    test_status_names();
    test_evaluation();
    test_options();
    test_errors();
    test_numbers();
    test_message_numbers();
    test_bad_arguments();
    test_variables();
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
    return finish("api_c11");
#else
    return finish("api_c99");
#endif
}
