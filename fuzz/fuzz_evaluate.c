/* Fuzzes evaluation: byte 0 picks the locale, byte 1 the mode/angle/notation, byte 2 the digits;
 * the rest is the expression. Checks the status contract on every call. Each input runs on a
 * thread of 512 KiB, as in a host whose threads are small (musl's are 128 KiB): the library
 * must parse deep input on a stack of its own, and an input whose nesting it underestimates
 * overflows here, where the main thread's 8 MiB would hide it (`sin²€€€…1` did, at the
 * deepest nesting allowed, 1,000, which byte 2's high bit sets). AddressSanitizer's larger
 * frames still fit the levels parsed on the caller's stack. */
#include <pthread.h>
#include "fuzz_input.h"

static countonme_context *configured(const uint8_t *data) {
    countonme_context *context = NULL;
    FUZZ_ASSERT(countonme_context_new(fuzz_locales[data[0] % 16], &context) == COUNTONME_OK);
    countonme_context_set_option(context, COUNTONME_OPTION_MODE, data[1] & 1);
    countonme_context_set_option(context, COUNTONME_OPTION_ANGLE_UNIT, (data[1] >> 1) & 1);
    countonme_context_set_option(context, COUNTONME_OPTION_NOTATION, (data[1] >> 2) & 3);
    countonme_context_set_option(context, COUNTONME_OPTION_GROUPING, (data[1] >> 4) & 3);
    countonme_context_set_option(context, COUNTONME_OPTION_DIGITS, 1 + data[2] % 60);
    if (data[2] & 0x80) countonme_context_set_option(context, COUNTONME_OPTION_MAX_NESTING, 1000);
    return context;
}

static void evaluate(const uint8_t *data, size_t size) {
    /* Two contexts with the same options, so each evaluation starts from the same `ans`. */
    countonme_context *context = configured(data), *twin = configured(data);
    char *expression = fuzz_text(data, size, 3);

    char *result = NULL, *plain = NULL;
    int32_t exact = 0;
    countonme_status status = countonme_evaluate(context, expression, &result);
    FUZZ_ASSERT((status == COUNTONME_OK) == (result != NULL));
    FUZZ_ASSERT(countonme_error_code(context) == status);
    /* The plain form succeeds and fails exactly when the formatted one does. */
    FUZZ_ASSERT(countonme_evaluate_plain(twin, expression, &plain, &exact) == status);
    if (status == COUNTONME_OK) {
        /* What the library writes, it reads back as the same number (exact results only). */
        if (exact && countonme_context_set_option(twin, COUNTONME_OPTION_NOTATION, COUNTONME_NOTATION_AUTOMATIC) == COUNTONME_OK) {
            char *formatted = NULL, *again = NULL;
            if (countonme_format_number(twin, plain, &formatted) == COUNTONME_OK) {
                FUZZ_ASSERT(countonme_parse_number(twin, formatted, &again) == COUNTONME_OK);
                FUZZ_ASSERT(strcmp(plain, again) == 0);
                countonme_free(again);
                countonme_free(formatted);
            }
        }
        double value = 0;
        countonme_evaluate_double(context, "ans", &value);
        countonme_free(plain);
        countonme_free(result);
    } else {
        int32_t start = -1, end = -1;
        FUZZ_ASSERT(countonme_error_range(context, &start, &end) == COUNTONME_OK);
        FUZZ_ASSERT(start >= 0 && start <= end && (size_t)end <= strlen(expression));
        char *message = NULL, *title = NULL;
        FUZZ_ASSERT(countonme_error_message(context, &message) == COUNTONME_OK && message[0] != 0);
        FUZZ_ASSERT(countonme_error_title(context, &title) == COUNTONME_OK && title[0] != 0);
        countonme_free(message);
        countonme_free(title);
    }
    free(expression);
    countonme_context_free(context);
    countonme_context_free(twin);
}

struct input { const uint8_t *data; size_t size; };

static void *evaluate_on_thread(void *argument) {
    const struct input *input = argument;
    evaluate(input->data, input->size);
    return NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 3) return 0;
    struct input input = {data, size};
    pthread_attr_t attributes;
    pthread_t thread;
    FUZZ_ASSERT(pthread_attr_init(&attributes) == 0);
    FUZZ_ASSERT(pthread_attr_setstacksize(&attributes, 512 * 1024) == 0);
    FUZZ_ASSERT(pthread_create(&thread, &attributes, evaluate_on_thread, &input) == 0);
    FUZZ_ASSERT(pthread_join(thread, NULL) == 0);
    pthread_attr_destroy(&attributes);
    return 0;
}
