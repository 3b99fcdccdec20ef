/* Fuzzes the calculation handle in every result form and base, and interruption from a second
 * thread. Byte 0 picks the locale; byte 1 the form (bits 0-1), the base (bits 2-3: 10, 2, 8, 16),
 * the notation (bits 4-5), complex results (bit 6) and the mode (bit 7); byte 2 the digits
 * (1-40); byte 3 an interruption (0: none; otherwise a second thread interrupts the context after
 * spinning byte 3 × 16 times); the rest is the expression, NUL bytes included (countonme_calculate
 * takes a length). Contracts checked, each one the header states:
 * - countonme_calculate succeeds exactly when countonme_evaluate_n does on a twin context, and
 *   the calculation's text is the text evaluate_n writes; its plain digits and their exactness
 *   are what countonme_evaluate_plain gives (an expression without NUL bytes);
 * - the calculation is handed out only on success; it outlives its context (every reader is
 *   called after the context is freed) and its readers report by status alone;
 * - the fraction exists exactly for an exact result; evaluated again in the C locale (same digits
 *   and notation) it gives the same plain digits; a double is finite; a currency is "" or three letters;
 * - on success the result is `ans` (and an assignment's variable); on failure `ans` is as it was;
 *   the error record follows the rule (cleared by a success; a failure's code, range inside the
 *   input, message and title);
 * - an interrupted calculation returns COUNTONME_ERROR_INTERRUPTED with nothing changed, or
 *   finishes as the twin did; either way the next calculation is not interrupted. */
#include "fuzz_contract.h"
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>

typedef struct {
    countonme_context *context;
    unsigned spins;
    atomic_int ready, started;
} interrupter;

/* Runs beside the calculation: says it is ready (so that the calculation does not finish before
 * this thread is even scheduled), waits for the start, spins, interrupts. The waits yield the
 * processor: spinning on them took about a third of a campaign's time when the fuzzer had fewer
 * cores than busy threads. */
static void *interrupt_later(void *argument) {
    interrupter *plan = argument;
    atomic_store(&plan->ready, 1);
    while (!atomic_load(&plan->started)) sched_yield();
    for (volatile unsigned i = 0; i < plan->spins; i++) {}
    FUZZ_ASSERT(countonme_context_interrupt(plan->context) == COUNTONME_OK);
    return NULL;
}

static countonme_context *configured(const uint8_t *data) {
    static const int32_t bases[4] = {10, 2, 8, 16};
    countonme_context *context = NULL;
    FUZZ_ASSERT(countonme_context_new(fuzz_locales[data[0] % 16], &context) == COUNTONME_OK);
    /* A known `ans` to keep or replace. */
    char *seven_thirds = NULL;
    FUZZ_ASSERT(countonme_evaluate(context, "7/3", &seven_thirds) == COUNTONME_OK);
    countonme_free(seven_thirds);
    FUZZ_ASSERT(countonme_context_set_option(context, COUNTONME_OPTION_FORM, data[1] & 3) == COUNTONME_OK);
    FUZZ_ASSERT(countonme_context_set_option(context, COUNTONME_OPTION_BASE, bases[(data[1] >> 2) & 3]) == COUNTONME_OK);
    FUZZ_ASSERT(countonme_context_set_option(context, COUNTONME_OPTION_NOTATION, (data[1] >> 4) & 3) == COUNTONME_OK);
    FUZZ_ASSERT(countonme_context_set_option(context, COUNTONME_OPTION_COMPLEX, (data[1] >> 6) & 1) == COUNTONME_OK);
    FUZZ_ASSERT(countonme_context_set_option(context, COUNTONME_OPTION_MODE, data[1] >> 7) == COUNTONME_OK);
    FUZZ_ASSERT(countonme_context_set_option(context, COUNTONME_OPTION_DIGITS, 1 + data[2] % 40) == COUNTONME_OK);
    return context;
}

/* `ans` in plain digits, or NULL when it cannot be written so. */
static char *plain_ans(countonme_context *context) {
    char *plain = NULL;
    int32_t exact = 0;
    return countonme_evaluate_plain(context, "ans", &plain, &exact) == COUNTONME_OK ? plain : NULL;
}

static bool same_text(const char *a, const char *b) { return (a == NULL) == (b == NULL) && (a == NULL || strcmp(a, b) == 0); }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 4) return 0;
    const char *expression = (const char *)data + 4;
    size_t length = size - 4;
    bool has_nul = memchr(expression, 0, length) != NULL;
    countonme_context *context = configured(data), *twin = configured(data);
    char *ans_before = plain_ans(context);

    /* The calculation, perhaps interrupted. */
    static countonme_calculation *const unset = (countonme_calculation *)&unset;
    countonme_calculation *calculation = unset;
    interrupter plan = {context, data[3] * 16u, 0, 0};
    pthread_t thread;
    bool interrupting = data[3] != 0 && pthread_create(&thread, NULL, interrupt_later, &plan) == 0;
    while (interrupting && !atomic_load(&plan.ready)) sched_yield();
    atomic_store(&plan.started, 1);
    countonme_status status = countonme_calculate(context, expression, length, &calculation);
    if (interrupting) FUZZ_ASSERT(pthread_join(thread, NULL) == 0);
    FUZZ_ASSERT((status == COUNTONME_OK) == (calculation != unset));
    FUZZ_ASSERT(status != COUNTONME_OK || calculation != NULL);
    FUZZ_ASSERT(status != COUNTONME_ERROR_INTERRUPTED || interrupting);
    check_record(context, status, expression, length);

    char *twin_text = NULL;
    countonme_status twin_status = countonme_evaluate_n(twin, expression, length, &twin_text);
    if (status == COUNTONME_ERROR_INTERRUPTED) {
        char *ans_after = plain_ans(context);
        FUZZ_ASSERT(same_text(ans_before, ans_after));
        countonme_free(ans_after);
        /* The request does not outlive the evaluation it stopped. */
        status = countonme_calculate(context, expression, length, &calculation);
        FUZZ_ASSERT((status == COUNTONME_OK) == (calculation != unset));
    }
    FUZZ_ASSERT(status == twin_status);
    if (has_nul) FUZZ_ASSERT(status != COUNTONME_OK);

    if (status != COUNTONME_OK) {
        char *ans_after = plain_ans(context);
        FUZZ_ASSERT(same_text(ans_before, ans_after));
        countonme_free(ans_after);
        countonme_free(ans_before);
        countonme_context_free(context);
        countonme_context_free(twin);
        return 0;
    }

    /* What the context reads once the calculation is made: `ans` (and the variable assigned). */
    char *plain_expected = NULL, *ans_after = plain_ans(context);
    int32_t exact_expected = -1;
    char *nul_free = fuzz_text(data, size, 4);
    countonme_context *third = configured(data);
    FUZZ_ASSERT(countonme_evaluate_plain(third, nul_free, &plain_expected, &exact_expected) == COUNTONME_OK);
    countonme_context_free(third);
    free(nul_free);

    /* The calculation outlives its context. */
    countonme_context_free(context);
    char *text = NULL, *plain = NULL, *fraction = NULL, *currency = NULL, *variable = NULL, *warning = NULL;
    int32_t digits_exact = -1, is_exact = -1;
    FUZZ_ASSERT(countonme_calculation_text(calculation, &text) == COUNTONME_OK && strcmp(text, twin_text) == 0);
    FUZZ_ASSERT(countonme_calculation_plain(calculation, &plain, &digits_exact) == COUNTONME_OK);
    FUZZ_ASSERT(strcmp(plain, plain_expected) == 0 && digits_exact == exact_expected);
    FUZZ_ASSERT(same_text(ans_after, plain));
    FUZZ_ASSERT(countonme_calculation_is_exact(calculation, &is_exact) == COUNTONME_OK && (is_exact == 0 || is_exact == 1));
    FUZZ_ASSERT(countonme_calculation_currency(calculation, &currency) == COUNTONME_OK);
    FUZZ_ASSERT(currency[0] == 0 || (strlen(currency) == 3 && currency[0] >= 'A' && currency[0] <= 'Z'));
    FUZZ_ASSERT(countonme_calculation_variable(calculation, &variable) == COUNTONME_OK && valid_text(variable));
    FUZZ_ASSERT(countonme_calculation_warning(calculation, &warning) == COUNTONME_OK && valid_text(warning));
    FUZZ_ASSERT(valid_text(text) && valid_text(plain));

    countonme_status fraction_status = countonme_calculation_fraction(calculation, &fraction);
    FUZZ_ASSERT(fraction_status == (is_exact ? COUNTONME_OK : COUNTONME_ERROR_NOT_EXACT));
    if (fraction_status == COUNTONME_OK) {
        /* The exact value, read again in the C locale with the same digits and notation (which
         * decide what is rounded), writes the same plain digits. */
        countonme_context *reader = NULL;
        char *again = NULL;
        int32_t again_exact = -1;
        FUZZ_ASSERT(countonme_context_new("C", &reader) == COUNTONME_OK);
        /* A fraction of two parts near the digit limit is longer than the default longest input
         * (found: 123,888 bytes): the reader takes the whole text. */
        size_t length = strlen(fraction);
        if (length > 100000) FUZZ_ASSERT(countonme_context_set_option(reader, COUNTONME_OPTION_MAX_INPUT_LENGTH, (int32_t)length) == COUNTONME_OK);
        FUZZ_ASSERT(countonme_context_set_option(reader, COUNTONME_OPTION_DIGITS, 1 + data[2] % 40) == COUNTONME_OK);
        FUZZ_ASSERT(countonme_context_set_option(reader, COUNTONME_OPTION_NOTATION, (data[1] >> 4) & 3) == COUNTONME_OK);
        FUZZ_ASSERT(countonme_evaluate_plain(reader, fraction, &again, &again_exact) == COUNTONME_OK);
        FUZZ_ASSERT(strcmp(again, plain) == 0 && again_exact == digits_exact);
        countonme_free(again);
        countonme_context_free(reader);
    }

    const double unset_double = -12345.678;
    double value = unset_double;
    countonme_status double_status = countonme_calculation_double(calculation, &value);
    FUZZ_ASSERT(double_status == COUNTONME_OK || double_status == COUNTONME_ERROR_RESULT_TOO_LARGE || double_status == COUNTONME_ERROR_DOMAIN);
    if (double_status == COUNTONME_OK) FUZZ_ASSERT(value == value && value - value == 0);
    else FUZZ_ASSERT(value == unset_double);
    FUZZ_ASSERT(double_status != COUNTONME_ERROR_DOMAIN || !is_exact);
    /* Exact digits are an exact value: a rational, or a complex number (no one fraction). */
    FUZZ_ASSERT(digits_exact == 0 || is_exact == 1 || double_status == COUNTONME_ERROR_DOMAIN);

    /* Readers refuse NULL out-pointers without touching anything. */
    char *untouched = (char *)&unset;
    FUZZ_ASSERT(countonme_calculation_text(calculation, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    FUZZ_ASSERT(countonme_calculation_text(NULL, &untouched) == COUNTONME_ERROR_INVALID_ARGUMENT && untouched == (char *)&unset);

    countonme_free(text);
    countonme_free(plain);
    countonme_free(fraction);
    countonme_free(currency);
    countonme_free(variable);
    countonme_free(warning);
    countonme_free(plain_expected);
    countonme_free(ans_after);
    countonme_free(ans_before);
    countonme_free(twin_text);
    countonme_calculation_free(calculation);
    countonme_context_free(twin);
    return 0;
}
