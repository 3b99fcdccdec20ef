/* Fuzzes the keypad: byte 0 picks the locale, byte 1 the mode; each further byte is a key. An
 * alert must leave the display exactly as it was. */
#include "fuzz_input.h"

static char *line(countonme_keypad *keypad) {
    char *text = NULL;
    FUZZ_ASSERT(countonme_keypad_display(keypad, COUNTONME_KEYPAD_LINE, &text) == COUNTONME_OK);
    return text;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2 || size > 4096) return 0;
    countonme_context *context = NULL;
    countonme_keypad *keypad = NULL;
    FUZZ_ASSERT(countonme_context_new(fuzz_locales[data[0] % 16], &context) == COUNTONME_OK);
    countonme_context_set_option(context, COUNTONME_OPTION_MODE, data[1] & 1);
    FUZZ_ASSERT(countonme_keypad_new(context, &keypad) == COUNTONME_OK);
    /* The line after a key is the line before the next: read once per key (the reading formats
     * the display, numbers of thousands of digits included, and was half of each run). */
    char *before = line(keypad);
    for (size_t i = 2; i < size; i++) {
        countonme_status status = countonme_keypad_press(keypad, data[i] % (COUNTONME_KEY_ANGLE_UNIT + 1));
        char *after = line(keypad);
        if (status != COUNTONME_OK) FUZZ_ASSERT(strcmp(before, after) == 0);
        countonme_free(before);
        before = after;
    }
    countonme_free(before);
    int32_t count = 0;
    FUZZ_ASSERT(countonme_keypad_history_count(keypad, &count) == COUNTONME_OK);
    for (int32_t i = 0; i < count; i++) {
        char *expression = NULL, *result = NULL;
        FUZZ_ASSERT(countonme_keypad_history_entry(keypad, i, &expression, &result) == COUNTONME_OK);
        countonme_free(expression);
        countonme_free(result);
    }
    countonme_keypad_free(keypad);
    countonme_context_free(context);
    return 0;
}
