/* Fuzzes a keypad's saved state (countonme_keypad_restore), the text a front end keeps in a file
 * between runs: byte 0 picks the locale, byte 1 the mode, byte 2 how many of the next bytes are
 * keys pressed first (to have a state to lose), the rest is the text restored.
 * Contract: a refused text changes nothing (the state saves as before); an accepted one saves as
 * a text that restores to itself, in this session and in a session of another locale; and
 * configuring the session in another locale and precision keeps that text. */
#include "fuzz_input.h"

static char *saved(countonme_keypad *keypad) {
    char *text = NULL;
    FUZZ_ASSERT(countonme_keypad_save(keypad, &text) == COUNTONME_OK && text != NULL);
    return text;
}

static countonme_keypad *keypad_in(const char *locale, int32_t mode) {
    countonme_context *context = NULL;
    countonme_keypad *keypad = NULL;
    FUZZ_ASSERT(countonme_context_new(locale, &context) == COUNTONME_OK);
    countonme_context_set_option(context, COUNTONME_OPTION_MODE, mode);
    FUZZ_ASSERT(countonme_keypad_new(context, &keypad) == COUNTONME_OK);
    countonme_context_free(context);
    return keypad;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 3 || size > 8192) return 0;
    const char *locale = fuzz_locales[data[0] % 16];
    int32_t mode = data[1] & 1;
    countonme_keypad *keypad = keypad_in(locale, mode);
    size_t keys = data[2] % 32, offset = 3;
    for (; offset < size && offset < 3 + keys; offset++) countonme_keypad_press(keypad, data[offset] % (COUNTONME_KEY_ANGLE_UNIT + 1));
    char *text = fuzz_text(data, size, offset);
    char *before = saved(keypad);
    countonme_status status = countonme_keypad_restore(keypad, text);
    char *after = saved(keypad);
    if (status != COUNTONME_OK) {
        FUZZ_ASSERT(strcmp(before, after) == 0);
    } else {
        /* What was accepted saves as a text that restores to itself, here and in Arabic. */
        countonme_keypad *again = keypad_in(locale, mode), *arabic = keypad_in("ar_EG", mode);
        FUZZ_ASSERT(countonme_keypad_restore(again, after) == COUNTONME_OK);
        FUZZ_ASSERT(countonme_keypad_restore(arabic, after) == COUNTONME_OK);
        char *again_text = saved(again), *arabic_text = saved(arabic);
        FUZZ_ASSERT(strcmp(again_text, after) == 0 && strcmp(arabic_text, after) == 0);
        /* Configuring in another locale and precision (the angle unit kept) writes the display
         * again but keeps the state: it saves as the same text, whether it succeeds or not. */
        countonme_context *other = NULL;
        FUZZ_ASSERT(countonme_context_new(fuzz_locales[(data[0] + 5) % 15], &other) == COUNTONME_OK);
        countonme_context_set_option(other, COUNTONME_OPTION_MODE, mode);
        countonme_context_set_option(other, COUNTONME_OPTION_DIGITS, 5 + data[1] % 40);
        countonme_context_set_option(other, COUNTONME_OPTION_ANGLE_UNIT,
                                     strstr(after, "\nangle degrees\n") ? COUNTONME_ANGLE_DEGREES : COUNTONME_ANGLE_RADIANS);
        countonme_keypad_configure(keypad, other);
        char *configured = saved(keypad);
        FUZZ_ASSERT(strcmp(configured, after) == 0);
        countonme_free(configured);
        countonme_context_free(other);
        /* And the session goes on: a few keys never break the display. */
        char *line = NULL;
        countonme_keypad_press(keypad, COUNTONME_KEY_EQUALS);
        FUZZ_ASSERT(countonme_keypad_display(keypad, COUNTONME_KEYPAD_LINE, &line) == COUNTONME_OK);
        countonme_free(line);
        countonme_free(again_text);
        countonme_free(arabic_text);
        countonme_keypad_free(again);
        countonme_keypad_free(arabic);
    }
    countonme_free(before);
    countonme_free(after);
    free(text);
    countonme_keypad_free(keypad);
    return 0;
}
