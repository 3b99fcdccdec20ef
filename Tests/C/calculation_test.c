/* The calculation handle (countonme_calculate and the countonme_calculation_* readers): every
 * form of one result, each statement of the header's section "Calculations" checked.
 * References: the fractions and doubles are Python's (fractions.Fraction, float of it, math.sqrt),
 * the French texts CLDR's through Babel (format_decimal(-3.5, locale="fr_FR") is "-3,5",
 * 2469 is "2\u202f469"), the digits of sqrt(2) mpmath's (1.41421356237309504880…). */
#include <countonme.h>
#include <pthread.h>
#include <stdlib.h>
#include "check.h"

/* One row: an input in French and what every reader gives. fraction NULL: NOT_EXACT. */
struct row {
    const char *input;
    const char *text, *plain;
    int32_t digits_exact;
    const char *fraction;
    int32_t is_exact;
    const char *currency;
    double value;
};

static const struct row rows[] = {
    {"7/12", "0,5833333333333333", "0.5833333333333333", 0, "7/12", 1, "", 0.5833333333333334},
    {"1 234,5 \xC3\x97 2", "2\xE2\x80\xAF" "469", "2469", 1, "2469", 1, "", 2469.0},          /* 1 234,5 × 2 */
    {"-7/2", "-3,5", "-3.5", 1, "-7/2", 1, "", -3.5},
    {"0,25", "0,25", "0.25", 1, "1/4", 1, "", 0.25},
    {"1/3", "0,3333333333333333", "0.3333333333333333", 0, "1/3", 1, "", 0.3333333333333333},
    {"sqrt(2)", "1,414213562373095", "1.414213562373095", 0, NULL, 0, "", 1.4142135623730951},
    {"10 \xE2\x82\xAC / 3", "3,33\xC2\xA0\xE2\x82\xAC", "3.333333333333333", 0, "10/3", 1, "EUR", 3.3333333333333335},  /* 10 € / 3 */
    {"2^-3", "0,125", "0.125", 1, "1/8", 1, "", 0.125},
};

static char *take_text(countonme_status (*reader)(const countonme_calculation *, char **),
                       const countonme_calculation *calculation, countonme_status expected) {
    char *text = NULL;
    CHECK(reader(calculation, &text) == expected);
    return text;
}

static void test_rows(countonme_context *context) {
    for (size_t index = 0; index < sizeof rows / sizeof rows[0]; index++) {
        const struct row *row = &rows[index];
        countonme_calculation *calculation = NULL;
        CHECK(countonme_calculate(context, row->input, strlen(row->input), &calculation) == COUNTONME_OK);
        if (calculation == NULL) { fprintf(stderr, "  for %s\n", row->input); continue; }
        char *text = take_text(countonme_calculation_text, calculation, COUNTONME_OK);
        CHECK_STRING(text, row->text);
        countonme_free(text);
        int32_t digits_exact = -1;
        CHECK(countonme_calculation_plain(calculation, &text, &digits_exact) == COUNTONME_OK);
        CHECK_STRING(text, row->plain);
        CHECK(digits_exact == row->digits_exact);
        countonme_free(text);
        CHECK(countonme_calculation_plain(calculation, &text, NULL) == COUNTONME_OK);   /* the flag is optional */
        countonme_free(text);
        text = take_text(countonme_calculation_fraction, calculation, row->fraction ? COUNTONME_OK : COUNTONME_ERROR_NOT_EXACT);
        if (row->fraction) CHECK_STRING(text, row->fraction);
        else CHECK(text == NULL);   /* untouched on failure */
        countonme_free(text);
        int32_t is_exact = -1;
        CHECK(countonme_calculation_is_exact(calculation, &is_exact) == COUNTONME_OK);
        CHECK(is_exact == row->is_exact);
        text = take_text(countonme_calculation_currency, calculation, COUNTONME_OK);
        CHECK_STRING(text, row->currency);
        countonme_free(text);
        text = take_text(countonme_calculation_variable, calculation, COUNTONME_OK);
        CHECK_STRING(text, "");
        countonme_free(text);
        text = take_text(countonme_calculation_warning, calculation, COUNTONME_OK);
        CHECK_STRING(text, "");
        countonme_free(text);
        double value = 0;
        CHECK(countonme_calculation_double(calculation, &value) == COUNTONME_OK);
        CHECK(value == row->value);
        if (checks_failed) fprintf(stderr, "  (row %zu: %s)\n", index, row->input);
        countonme_calculation_free(calculation);
    }
}

/* "ans" and an assignment's variable move once, and only on success; the text is counted. */
static void test_context_effects(countonme_context *context) {
    countonme_calculation *calculation = NULL;
    char *text = NULL;
    CHECK(countonme_calculate(context, "x = 6 \xC3\x97 7", 10, &calculation) == COUNTONME_OK);   /* x = 6 × 7 */
    text = take_text(countonme_calculation_variable, calculation, COUNTONME_OK);
    CHECK_STRING(text, "x");
    countonme_free(text);
    countonme_calculation_free(calculation);
    CHECK(countonme_evaluate(context, "ans + x", &text) == COUNTONME_OK);
    CHECK_STRING(text, "84");
    countonme_free(text);

    /* Counted text: only the first `length` bytes are read; NULL with 0 is the empty input. */
    calculation = NULL;
    CHECK(countonme_calculate(context, "1+2 and the rest", 3, &calculation) == COUNTONME_OK);
    text = take_text(countonme_calculation_fraction, calculation, COUNTONME_OK);
    CHECK_STRING(text, "3");
    countonme_free(text);
    countonme_calculation_free(calculation);
    calculation = NULL;
    CHECK(countonme_calculate(context, NULL, 0, &calculation) == COUNTONME_ERROR_EMPTY_INPUT);
    CHECK(countonme_calculate(context, NULL, 1, &calculation) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_calculate(context, "1", 1, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_calculate(NULL, "1", 1, &calculation) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_calculate(context, "\xFF", 1, &calculation) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(calculation == NULL);

    /* A failure hands out nothing, keeps ans and the variable, and records the error. */
    CHECK(countonme_calculate(context, "x = 1/0", 7, &calculation) == COUNTONME_ERROR_DIVISION_BY_ZERO);
    CHECK(calculation == NULL);
    CHECK(countonme_error_code(context) == COUNTONME_ERROR_DIVISION_BY_ZERO);
    int32_t start = -1, end = -1;
    CHECK(countonme_error_range(context, &start, &end) == COUNTONME_OK);
    CHECK(start == 5 && end == 7);   /* "/0" */
    CHECK(countonme_evaluate(context, "ans", &text) == COUNTONME_OK);
    CHECK_STRING(text, "3");
    countonme_free(text);
    CHECK(countonme_context_get_variable(context, "x", &text) == COUNTONME_OK);
    CHECK_STRING(text, "42");
    countonme_free(text);
}

/* Results past a double, past the digit limit, and from stale exchange rates. */
static void test_edges(countonme_context *context) {
    countonme_calculation *calculation = NULL;
    char *text = NULL;
    CHECK(countonme_calculate(context, "10^400", 6, &calculation) == COUNTONME_OK);
    double value = 42;
    CHECK(countonme_calculation_double(calculation, &value) == COUNTONME_ERROR_RESULT_TOO_LARGE);
    CHECK(value == 42);   /* untouched */
    text = take_text(countonme_calculation_fraction, calculation, COUNTONME_OK);
    CHECK(text != NULL && text[0] == '1' && strlen(text) == 401 && strspn(text + 1, "0") == 400);
    countonme_free(text);
    countonme_calculation_free(calculation);

    /* A complex result: its text and plain text, no double, no exact fraction. */
    CHECK(countonme_calculate(context, "(1 + 2i)^2", 10, &calculation) == COUNTONME_OK);
    CHECK(countonme_calculation_double(calculation, &value) == COUNTONME_ERROR_DOMAIN);
    CHECK(value == 42);   /* untouched */
    text = take_text(countonme_calculation_text, calculation, COUNTONME_OK);
    CHECK(text != NULL && strcmp(text, "-3 + 4i") == 0);
    countonme_free(text);
    int32_t exact = -1;
    text = NULL;
    CHECK(countonme_calculation_plain(calculation, &text, &exact) == COUNTONME_OK);
    CHECK(text != NULL && strcmp(text, "-3+4i") == 0 && exact == 1);
    countonme_free(text);
    text = take_text(countonme_calculation_fraction, calculation, COUNTONME_ERROR_NOT_EXACT);
    countonme_free(text);
    countonme_calculation_free(calculation);

    /* 100000! has 456,574 digits, past the default limit: a rounded value, no fraction. */
    CHECK(countonme_calculate(context, "100000!", 7, &calculation) == COUNTONME_OK);
    int32_t is_exact = -1, digits_exact = -1;
    CHECK(countonme_calculation_is_exact(calculation, &is_exact) == COUNTONME_OK);
    CHECK(is_exact == 0);
    text = take_text(countonme_calculation_fraction, calculation, COUNTONME_ERROR_NOT_EXACT);
    CHECK(text == NULL);
    CHECK(countonme_calculation_plain(calculation, &text, &digits_exact) == COUNTONME_OK);
    CHECK_STRING(text, "2.824229407960348E456573");
    CHECK(digits_exact == 0);
    countonme_free(text);
    countonme_calculation_free(calculation);

    /* Rates of 2024-06-28, far more than a few days old: the warning, in the context's language. */
    static const char *const rates_xml =
        "<?xml version='1.0' encoding='UTF-8'?>\n"
        "<gesmes:Envelope xmlns:gesmes='http://www.gesmes.org/xml/2002-08-01' xmlns='http://www.ecb.int/vocabulary/2002-08-01/eurofxref'>\n"
        "<Cube>\n<Cube time='2024-06-28'>\n<Cube currency='USD' rate='1.0705'/>\n</Cube>\n</Cube>\n</gesmes:Envelope>\n";
    CHECK(countonme_context_load_rates(context, rates_xml) == COUNTONME_OK);
    CHECK(countonme_calculate(context, "100 EUR en USD", 14, &calculation) == COUNTONME_OK);
    text = take_text(countonme_calculation_warning, calculation, COUNTONME_OK);
    const char *expected = "Ces taux de change datent du 2024-06-28, il y a ";   /* fr.txt's exchangeRatesOld */
    CHECK(text != NULL && strncmp(text, expected, strlen(expected)) == 0);
    countonme_free(text);
    text = take_text(countonme_calculation_currency, calculation, COUNTONME_OK);
    CHECK_STRING(text, "USD");
    countonme_free(text);
    text = take_text(countonme_calculation_fraction, calculation, COUNTONME_OK);
    CHECK_STRING(text, "2141/20");   /* 100 × 1.0705 */
    countonme_free(text);
    countonme_calculation_free(calculation);
}

/* NULL pointers, the status alone, and NOT_EXACT's title. */
static void test_arguments(countonme_context *context) {
    countonme_calculation *calculation = NULL;
    char *text = NULL;
    double value = 0;
    int32_t flag = 0;
    CHECK(countonme_calculate(context, "2", 1, &calculation) == COUNTONME_OK);
    CHECK(countonme_calculation_text(NULL, &text) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_calculation_text(calculation, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_calculation_plain(calculation, NULL, &flag) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_calculation_fraction(NULL, &text) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_calculation_is_exact(calculation, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_calculation_is_exact(NULL, &flag) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_calculation_currency(NULL, &text) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_calculation_variable(calculation, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_calculation_warning(NULL, &text) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_calculation_double(calculation, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_calculation_double(NULL, &value) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(text == NULL);
    /* The readers take no context: a failed evaluation's record survives reading a calculation. */
    countonme_calculation *failed = NULL;
    CHECK(countonme_calculate(context, "2 +", 3, &failed) == COUNTONME_ERROR_MISSING_OPERAND);
    CHECK(countonme_calculation_fraction(calculation, &text) == COUNTONME_OK);
    countonme_free(text);
    CHECK(countonme_error_code(context) == COUNTONME_ERROR_MISSING_OPERAND);
    countonme_calculation_free(calculation);
    countonme_calculation_free(NULL);
    CHECK_STRING(countonme_status_name(COUNTONME_ERROR_NOT_EXACT), "notExact");
    CHECK(countonme_status_message(context, COUNTONME_ERROR_NOT_EXACT, &text) == COUNTONME_OK);
    CHECK_STRING(text, "Aucune valeur exacte");
    countonme_free(text);
}

/* Several threads read one calculation at once; it outlives its context. */
static void *read_many_times(void *argument) {
    const countonme_calculation *calculation = argument;
    long wrong = 0;
    for (int round = 0; round < 500; round++) {
        char *text = NULL;
        double value = 0;
        if (countonme_calculation_fraction(calculation, &text) != COUNTONME_OK || strcmp(text, "22/7") != 0) wrong++;
        countonme_free(text);
        if (countonme_calculation_text(calculation, &text) != COUNTONME_OK || strcmp(text, "3,142857142857143") != 0) wrong++;
        countonme_free(text);
        if (countonme_calculation_double(calculation, &value) != COUNTONME_OK || value != 3.142857142857143) wrong++;
    }
    return (void *)wrong;
}

static void test_sharing(void) {
    countonme_context *context = NULL;
    CHECK(countonme_context_new("fr_FR", &context) == COUNTONME_OK);
    countonme_calculation *calculation = NULL;
    CHECK(countonme_calculate(context, "22/7", 4, &calculation) == COUNTONME_OK);
    countonme_context_free(context);   /* the calculation does not refer to it */
    pthread_t threads[4];
    for (int index = 0; index < 4; index++) CHECK(pthread_create(&threads[index], NULL, read_many_times, calculation) == 0);
    for (int index = 0; index < 4; index++) {
        void *wrong = NULL;
        pthread_join(threads[index], &wrong);
        CHECK(wrong == NULL);
    }
    countonme_calculation_free(calculation);
}

int main(void) {
    countonme_context *context = NULL;
    CHECK(countonme_context_new("fr_FR", &context) == COUNTONME_OK);
    test_rows(context);
    test_context_effects(context);
    test_edges(context);
    test_arguments(context);
    countonme_context_free(context);
    test_sharing();
    return finish("calculation_c");
}
