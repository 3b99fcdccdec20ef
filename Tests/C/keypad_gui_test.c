/*
 * What a GUI needs beyond keys (issue 16, addition 4): key labels in the locale, pasting a number
 * in the locale's format, the memory and its event, editing the history tape and its event.
 * Expected texts: CLDR's through Babel (format_decimal(1234.5, locale="fr_FR") is "1 234,5" with
 * U+202F; Arabic digits U+0660–U+0669 for ar_EG, decimal separator U+066B), and Windows
 * Calculator's issue 2396 for Italian "0.011". Digits of √2 and 1234.5 + √2 from mpmath (80 digits).
 */
#include <countonme.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

struct counter { int display, alert, memory, history; };

static void count_event(void *user_data, int32_t event, countonme_status status) {
    struct counter *counter = user_data;
    (void)status;
    switch (event) {
    case COUNTONME_KEYPAD_EVENT_DISPLAY: counter->display++; break;
    case COUNTONME_KEYPAD_EVENT_ALERT: counter->alert++; break;
    case COUNTONME_KEYPAD_EVENT_MEMORY: counter->memory++; break;
    case COUNTONME_KEYPAD_EVENT_HISTORY: counter->history++; break;
    default: break;
    }
}

static countonme_keypad *keypad_in(const char *locale) {
    countonme_context *context = NULL;
    countonme_keypad *keypad = NULL;
    CHECK(countonme_context_new(locale, &context) == COUNTONME_OK);
    CHECK(countonme_keypad_new(context, &keypad) == COUNTONME_OK);
    countonme_context_free(context);
    return keypad;
}

static void expect_part(countonme_keypad *keypad, int32_t which, const char *expected) {
    char *text = NULL;
    CHECK(countonme_keypad_display(keypad, which, &text) == COUNTONME_OK);
    CHECK_STRING(text, expected);
    countonme_free(text);
}

static void expect_label(countonme_keypad *keypad, int32_t key, const char *expected) {
    char *text = NULL;
    CHECK(countonme_keypad_label(keypad, key, &text) == COUNTONME_OK);
    CHECK_STRING(text, expected);
    /* Every label given is one press_label takes, for the same key: pressing it types what
     * pressing the key does. */
    countonme_free(text);
}

static void press_labels(countonme_keypad *keypad, const char *const *labels, size_t count) {
    for (size_t index = 0; index < count; index++) CHECK(countonme_keypad_press_label(keypad, labels[index]) == COUNTONME_OK);
}

static void test_labels(void) {
    countonme_keypad *french = keypad_in("fr_FR");
    expect_label(french, COUNTONME_KEY_DECIMAL_SEPARATOR, ",");
    expect_label(french, COUNTONME_KEY_0 + 7, "7");
    expect_label(french, COUNTONME_KEY_MULTIPLY, "\xC3\x97");
    expect_label(french, COUNTONME_KEY_MEMORY_ADD, "M+");
    char *text = NULL;
    CHECK(countonme_keypad_label(french, 48, &text) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_label(french, COUNTONME_KEY_ADD, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_label(NULL, COUNTONME_KEY_ADD, &text) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(text == NULL);
    countonme_keypad_free(french);

    countonme_keypad *english = keypad_in("en_US");
    expect_label(english, COUNTONME_KEY_DECIMAL_SEPARATOR, ".");
    countonme_keypad_free(english);

    /* Arabic (Egypt): the locale's own digits and separator, as labels and as what press_label takes. */
    countonme_keypad *arabic = keypad_in("ar_EG");
    expect_label(arabic, COUNTONME_KEY_0 + 7, "\xD9\xA7");               /* ٧ */
    expect_label(arabic, COUNTONME_KEY_DECIMAL_SEPARATOR, "\xD9\xAB");   /* ٫ */
    static const char *const typed[] = {"\xD9\xA1", "\xD9\xA2", "\xD9\xAB", "\xD9\xA5"};   /* ١ ٢ ٫ ٥ */
    press_labels(arabic, typed, 4);
    expect_part(arabic, COUNTONME_KEYPAD_MAIN, "\xD9\xA1\xD9\xA2\xD9\xAB\xD9\xA5");   /* ١٢٫٥ */
    /* ASCII digits keep working everywhere. */
    CHECK(countonme_keypad_press_label(arabic, "AC") == COUNTONME_OK);
    CHECK(countonme_keypad_press_label(arabic, "3") == COUNTONME_OK);
    expect_part(arabic, COUNTONME_KEYPAD_MAIN, "\xD9\xA3");
    /* A digit of another script is no label here. */
    CHECK(countonme_keypad_press_label(arabic, "\xE0\xA5\xA9") == COUNTONME_ERROR_INVALID_ARGUMENT);   /* Devanagari ३ */
    countonme_keypad_free(arabic);
}

static void test_paste(void) {
    countonme_keypad *italian = keypad_in("it_IT");
    struct counter counter = {0};
    CHECK(countonme_keypad_set_callback(italian, count_event, &counter) == COUNTONME_OK);
    /* Windows Calculator's issue 2396: "0.011" pasted in Italian is 0.011, not 11. */
    CHECK(countonme_keypad_paste(italian, "0.011") == COUNTONME_OK);
    expect_part(italian, COUNTONME_KEYPAD_MAIN, "0,011");
    CHECK(counter.display == 1);
    CHECK(countonme_keypad_press(italian, COUNTONME_KEY_MULTIPLY) == COUNTONME_OK);
    CHECK(countonme_keypad_paste(italian, " 1.234 ") == COUNTONME_OK);   /* "." groups: 1234 */
    CHECK(countonme_keypad_press(italian, COUNTONME_KEY_EQUALS) == COUNTONME_OK);
    expect_part(italian, COUNTONME_KEYPAD_MAIN, "13,574");             /* 0.011 × 1234 = 13.574 */
    /* Pasted then a digit: a new number replaces it, as after MR. */
    CHECK(countonme_keypad_paste(italian, "7") == COUNTONME_OK);
    CHECK(countonme_keypad_press(italian, COUNTONME_KEY_0 + 4) == COUNTONME_OK);
    expect_part(italian, COUNTONME_KEYPAD_MAIN, "4");
    CHECK(countonme_keypad_paste(italian, "-2,5") == COUNTONME_OK);
    CHECK(countonme_keypad_press(italian, COUNTONME_KEY_MULTIPLY) == COUNTONME_OK);
    CHECK(countonme_keypad_press(italian, COUNTONME_KEY_0 + 4) == COUNTONME_OK);
    expect_part(italian, COUNTONME_KEYPAD_LINE, "-2,5 \xC3\x97 4");
    CHECK(countonme_keypad_press(italian, COUNTONME_KEY_EQUALS) == COUNTONME_OK);
    expect_part(italian, COUNTONME_KEYPAD_MAIN, "-10");
    /* Text that is no number alerts and changes nothing. */
    int before = counter.alert;
    CHECK(countonme_keypad_paste(italian, "1,2,3") == COUNTONME_ERROR_INVALID_NUMBER);
    CHECK(countonme_keypad_paste(italian, "2+3") == COUNTONME_ERROR_INVALID_NUMBER);
    CHECK(countonme_keypad_paste(italian, "") == COUNTONME_ERROR_INVALID_NUMBER);
    CHECK(counter.alert == before + 3);
    char *title = NULL;
    CHECK(countonme_keypad_alert(italian, &title, NULL) == COUNTONME_OK);
    CHECK(title != NULL && title[0] != '\0');
    countonme_free(title);
    expect_part(italian, COUNTONME_KEYPAD_MAIN, "-10");
    CHECK(countonme_keypad_paste(italian, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_paste(italian, "\xFF") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_paste(NULL, "1") == COUNTONME_ERROR_INVALID_ARGUMENT);
    countonme_keypad_free(italian);

    /* French grouping with a narrow no-break space, as a French page writes it. */
    countonme_keypad *french = keypad_in("fr_FR");
    CHECK(countonme_keypad_paste(french, "1\xE2\x80\xAF" "234,5") == COUNTONME_OK);
    expect_part(french, COUNTONME_KEYPAD_MAIN, "1\xE2\x80\xAF" "234,5");
    countonme_keypad_free(french);
}

/* The step view of the Korean step calculator: one operand a line, after its operator. */
static void test_steps(void) {
    countonme_keypad *french = keypad_in("fr_FR");
    expect_part(french, COUNTONME_KEYPAD_STEPS, "0");
    static const char *const first[] = {"3", "+", "3", "\xC3\x97", "4", "\xC3\xB7", "2"};
    press_labels(french, first, 7);
    expect_part(french, COUNTONME_KEYPAD_STEPS, "3\n+ 3\n\xC3\x97 4\n\xC3\xB7 2");
    static const char *const equals[] = {"="};
    press_labels(french, equals, 1);
    expect_part(french, COUNTONME_KEYPAD_STEPS, "3\n+ 3\n\xC3\x97 4\n\xC3\xB7 2\n= 9");
    static const char *const second[] = {"AC", "(", "1", ",", "5", "+", "2", ")", "\xC3\x97", "3"};
    press_labels(french, second, 10);
    expect_part(french, COUNTONME_KEYPAD_STEPS, "( 1,5\n+ 2 )\n\xC3\x97 3");
    press_labels(french, equals, 1);
    expect_part(french, COUNTONME_KEYPAD_STEPS, "( 1,5\n+ 2 )\n\xC3\x97 3\n= 10,5");
    countonme_keypad_free(french);
}

static void test_memory(void) {
    countonme_keypad *french = keypad_in("fr_FR");
    struct counter counter = {0};
    CHECK(countonme_keypad_set_callback(french, count_event, &counter) == COUNTONME_OK);
    expect_part(french, COUNTONME_KEYPAD_MEMORY, "");
    CHECK(countonme_keypad_paste(french, "1234,5") == COUNTONME_OK);
    CHECK(countonme_keypad_press(french, COUNTONME_KEY_MEMORY_ADD) == COUNTONME_OK);
    CHECK(counter.memory == 1);
    expect_part(french, COUNTONME_KEYPAD_MEMORY, "1\xE2\x80\xAF" "234,5");
    CHECK(countonme_keypad_press(french, COUNTONME_KEY_MEMORY_ADD) == COUNTONME_OK);
    CHECK(counter.memory == 2);
    expect_part(french, COUNTONME_KEYPAD_MEMORY, "2\xE2\x80\xAF" "469");
    /* Keys that leave the memory alone send no memory event. */
    CHECK(countonme_keypad_press(french, COUNTONME_KEY_0 + 5) == COUNTONME_OK);
    CHECK(countonme_keypad_press(french, COUNTONME_KEY_MEMORY_RECALL) == COUNTONME_OK);
    CHECK(counter.memory == 2);
    CHECK(countonme_keypad_press(french, COUNTONME_KEY_MEMORY_CLEAR) == COUNTONME_OK);
    CHECK(counter.memory == 3);
    expect_part(french, COUNTONME_KEYPAD_MEMORY, "");
    CHECK(countonme_keypad_press(french, COUNTONME_KEY_MEMORY_CLEAR) == COUNTONME_OK);   /* already empty */
    CHECK(counter.memory == 3);
    countonme_keypad_free(french);
}

static void test_history(void) {
    countonme_keypad *french = keypad_in("fr_FR");
    struct counter counter = {0};
    CHECK(countonme_keypad_set_callback(french, count_event, &counter) == COUNTONME_OK);
    static const char *const first[] = {"1", "+", "2", "="}, *const second[] = {"3", "\xC3\x97", "4", "="}, *const third[] = {"9", "-", "1", "="};
    press_labels(french, first, 4);
    press_labels(french, second, 4);
    press_labels(french, third, 4);
    CHECK(counter.history == 3);
    int32_t count = 0;
    CHECK(countonme_keypad_history_count(french, &count) == COUNTONME_OK && count == 3);
    CHECK(countonme_keypad_history_remove(french, 1) == COUNTONME_OK);
    CHECK(counter.history == 4);
    CHECK(countonme_keypad_history_count(french, &count) == COUNTONME_OK && count == 2);
    char *result = NULL;
    CHECK(countonme_keypad_history_entry(french, 1, NULL, &result) == COUNTONME_OK);
    CHECK_STRING(result, "8");   /* the later entry moved down */
    countonme_free(result);
    /* An index with no entry alerts and changes nothing. */
    int alerts = counter.alert;
    CHECK(countonme_keypad_history_remove(french, 2) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_history_remove(french, -1) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(counter.alert == alerts + 2 && counter.history == 4);
    CHECK(countonme_keypad_history_count(french, &count) == COUNTONME_OK && count == 2);
    /* Clearing keeps the display and the memory. */
    CHECK(countonme_keypad_press(french, COUNTONME_KEY_MEMORY_ADD) == COUNTONME_OK);
    CHECK(countonme_keypad_history_clear(french) == COUNTONME_OK);
    CHECK(counter.history == 5);
    CHECK(countonme_keypad_history_count(french, &count) == COUNTONME_OK && count == 0);
    expect_part(french, COUNTONME_KEYPAD_MAIN, "8");
    expect_part(french, COUNTONME_KEYPAD_MEMORY, "8");
    CHECK(countonme_keypad_history_clear(french) == COUNTONME_OK);   /* already empty: no event */
    CHECK(counter.history == 5);
    CHECK(countonme_keypad_history_clear(NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_history_remove(NULL, 0) == COUNTONME_ERROR_INVALID_ARGUMENT);
    countonme_keypad_free(french);
}

/* A language, precision or DEG/RAD switch in place keeps the tape, the memory and the
 * calculation, written again; a failed one changes nothing. */
static void test_configure(void) {
    countonme_context *context = NULL;
    CHECK(countonme_context_new("C", &context) == COUNTONME_OK);
    countonme_keypad *keypad = NULL;
    CHECK(countonme_keypad_new(context, &keypad) == COUNTONME_OK);
    struct counter counter = {0};
    CHECK(countonme_keypad_set_callback(keypad, count_event, &counter) == COUNTONME_OK);
    static const char *const keys[] = {"1", "2", "3", "4", ".", "5", "+", "2", "\xE2\x88\x9A", "=", "M+", "3"};
    press_labels(keypad, keys, 12);
    expect_part(keypad, COUNTONME_KEYPAD_MEMORY, "1235.914213562373");

    CHECK(countonme_context_set_locale(context, "fr_FR") == COUNTONME_OK);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_DIGITS, 20) == COUNTONME_OK);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_ANGLE_UNIT, COUNTONME_ANGLE_DEGREES) == COUNTONME_OK);
    counter = (struct counter){0};
    CHECK(countonme_keypad_configure(keypad, context) == COUNTONME_OK);
    CHECK(counter.memory == 1 && counter.history == 1 && counter.alert == 0);
    /* 1234.5 + √2 = 1235.9142135623730950488… : 20 digits, French grouping (U+202F) and comma. */
    expect_part(keypad, COUNTONME_KEYPAD_MEMORY, "1\xE2\x80\xAF" "235,914213562373095");
    char *expression = NULL, *result = NULL;
    CHECK(countonme_keypad_history_entry(keypad, 0, &expression, &result) == COUNTONME_OK);
    CHECK_STRING(expression, "1\xE2\x80\xAF" "234,5 + \xE2\x88\x9A" "2");
    CHECK_STRING(result, "1\xE2\x80\xAF" "235,914213562373095");
    countonme_free(expression);
    countonme_free(result);
    expect_part(keypad, COUNTONME_KEYPAD_ANGLE_UNIT, "DEG");
    expect_label(keypad, COUNTONME_KEY_DECIMAL_SEPARATOR, ",");
    /* The typed 3 goes on: 3,5 in French now. */
    CHECK(countonme_keypad_press_label(keypad, ",") == COUNTONME_OK);
    CHECK(countonme_keypad_press_label(keypad, "5") == COUNTONME_OK);
    expect_part(keypad, COUNTONME_KEYPAD_MAIN, "3,5");

    /* Limits the kept values pass: an alert, and nothing changes (not the locale, not the digits). */
    CHECK(countonme_context_set_locale(context, "de_DE") == COUNTONME_OK);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_MAX_INPUT_LENGTH, 5) == COUNTONME_OK);
    counter = (struct counter){0};
    CHECK(countonme_keypad_configure(keypad, context) == COUNTONME_ERROR_INPUT_TOO_LONG);
    CHECK(counter.alert == 1 && counter.display == 0 && counter.memory == 0 && counter.history == 0);
    expect_part(keypad, COUNTONME_KEYPAD_MEMORY, "1\xE2\x80\xAF" "235,914213562373095");
    expect_label(keypad, COUNTONME_KEY_DECIMAL_SEPARATOR, ",");
    char *title = NULL;
    CHECK(countonme_keypad_alert(keypad, &title, NULL) == COUNTONME_OK);
    CHECK(title != NULL && title[0] != '\0');
    countonme_free(title);

    /* A kept value past the new digit limit: 10^120 has 121 digits. */
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_MAX_INPUT_LENGTH, 100000) == COUNTONME_OK);
    static const char *const power[] = {"1", "0", "^", "1", "2", "0", "="};
    press_labels(keypad, power, 7);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_MAX_DIGITS, 100) == COUNTONME_OK);
    CHECK(countonme_keypad_configure(keypad, context) == COUNTONME_ERROR_RESULT_TOO_LARGE);
    expect_label(keypad, COUNTONME_KEY_DECIMAL_SEPARATOR, ",");

    CHECK(countonme_keypad_configure(NULL, context) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_configure(keypad, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    countonme_keypad_free(keypad);
    countonme_context_free(context);
}

/* A front end that restarts keeps its tape: saved in French, restored in Arabic. */
static void test_save_and_restore(void) {
    countonme_keypad *french = keypad_in("fr_FR");
    static const char *const keys[] = {"7", ",", "5", "\xC3\x97", "2", "=", "M+", "(", "1", "+"};
    press_labels(french, keys, 10);
    char *state = NULL;
    CHECK(countonme_keypad_save(french, &state) == COUNTONME_OK);
    CHECK(state != NULL && strncmp(state, "countonme-keypad 1\n", 19) == 0);

    countonme_keypad *arabic = keypad_in("ar_EG");
    struct counter counter = {0};
    CHECK(countonme_keypad_set_callback(arabic, count_event, &counter) == COUNTONME_OK);
    CHECK(countonme_keypad_restore(arabic, state) == COUNTONME_OK);
    CHECK(counter.display == 1 && counter.memory == 1 && counter.history == 1);
    expect_part(arabic, COUNTONME_KEYPAD_LINE, "( \xD9\xA1 +");                          /* ( ١ + */
    expect_part(arabic, COUNTONME_KEYPAD_MEMORY, "\xD9\xA1\xD9\xA5");                    /* ١٥ */
    char *expression = NULL;
    CHECK(countonme_keypad_history_entry(arabic, 0, &expression, NULL) == COUNTONME_OK);
    CHECK_STRING(expression, "\xD9\xA7\xD9\xAB\xD9\xA5 \xC3\x97 \xD9\xA2");              /* ٧٫٥ × ٢ */
    countonme_free(expression);
    /* It goes on: ( 1 + 2 ) = 3. */
    static const char *const more[] = {"2", ")", "="};
    press_labels(arabic, more, 3);
    expect_part(arabic, COUNTONME_KEYPAD_MAIN, "\xD9\xA3");

    /* Damaged text: an alert, and nothing changes. */
    char *before = NULL, *after = NULL;
    CHECK(countonme_keypad_save(arabic, &before) == COUNTONME_OK);
    counter = (struct counter){0};
    CHECK(countonme_keypad_restore(arabic, "countonme-keypad 1\nmemory value:result:9:1\n") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_restore(arabic, "countonme-keypad 99\n") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_restore(arabic, "") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(counter.alert == 3 && counter.display == 0 && counter.memory == 0 && counter.history == 0);
    CHECK(countonme_keypad_save(arabic, &after) == COUNTONME_OK);
    CHECK_STRING(after, before);
    countonme_free(before);
    countonme_free(after);
    /* A value past the restoring session's limits: it says so, and nothing changes. */
    countonme_context *tight = NULL;
    countonme_keypad *small = NULL;
    CHECK(countonme_context_new("C", &tight) == COUNTONME_OK);
    CHECK(countonme_context_set_option(tight, COUNTONME_OPTION_MAX_DIGITS, 100) == COUNTONME_OK);
    CHECK(countonme_keypad_new(tight, &small) == COUNTONME_OK);
    /* A 101-digit literal, one digit past the limit. */
    char state_text[200];
    strcpy(state_text, "countonme-keypad 1\nmemory value:result:101:1");
    for (int zeros = 0; zeros < 100; zeros++) strcat(state_text, "0");
    strcat(state_text, "\n");
    CHECK(countonme_keypad_restore(small, state_text) == COUNTONME_ERROR_RESULT_TOO_LARGE);
    expect_part(small, COUNTONME_KEYPAD_MEMORY, "");
    CHECK(countonme_context_set_option(tight, COUNTONME_OPTION_MAX_INPUT_LENGTH, 4) == COUNTONME_OK);
    countonme_keypad_free(small);
    CHECK(countonme_keypad_new(tight, &small) == COUNTONME_OK);
    CHECK(countonme_keypad_restore(small, "countonme-keypad 1\nmemory value:result:5:12345\n") == COUNTONME_ERROR_INPUT_TOO_LONG);
    countonme_keypad_free(small);
    countonme_context_free(tight);
    /* Arguments. */
    CHECK(countonme_keypad_restore(arabic, "\xFF") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_restore(arabic, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_restore(NULL, state) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_save(arabic, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_save(NULL, &before) == COUNTONME_ERROR_INVALID_ARGUMENT);
    countonme_free(state);
    countonme_keypad_free(french);
    countonme_keypad_free(arabic);
}

int main(void) {
    test_labels();
    test_paste();
    test_memory();
    test_steps();
    test_history();
    test_configure();
    test_save_and_restore();
    return finish("keypad_gui_c");
}
