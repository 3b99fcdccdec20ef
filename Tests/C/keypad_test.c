/*
 * A keypad session driven through the C API: keys by number and by label, the display parts,
 * alerts, the history tape, recall, and every callback received, in order.
 */
#include <countonme.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

#define MAX_EVENTS 64

struct recorder {
    int count;
    int32_t events[MAX_EVENTS];
    countonme_status statuses[MAX_EVENTS];
    char lines[MAX_EVENTS][128];
    countonme_keypad *keypad;
};

static void record(void *user_data, int32_t event, countonme_status status) {
    struct recorder *recorder = user_data;
    if (recorder->count >= MAX_EVENTS) return;
    recorder->events[recorder->count] = event;
    recorder->statuses[recorder->count] = status;
    /* The callback may read the session. */
    char *line = NULL;
    if (countonme_keypad_display(recorder->keypad, COUNTONME_KEYPAD_LINE, &line) == COUNTONME_OK) {
        snprintf(recorder->lines[recorder->count], sizeof recorder->lines[0], "%s", line);
        countonme_free(line);
    }
    recorder->count++;
}

static char *part(countonme_keypad *keypad, int32_t which) {
    char *text = NULL;
    return countonme_keypad_display(keypad, which, &text) == COUNTONME_OK ? text : NULL;
}

static void expect_part(countonme_keypad *keypad, int32_t which, const char *expected) {
    char *text = part(keypad, which);
    CHECK_STRING(text, expected);
    countonme_free(text);
}

/* Callbacks that press keys and free the session (the header's reentrancy guarantees). */
struct reentrant {
    countonme_keypad *keypad;
    int calls, nested_refused, cleared, freed;
    int32_t key;   /* pressed on every display event */
};

static void press_on_every_display(void *user_data, int32_t event, countonme_status status) {
    struct reentrant *state = user_data;
    (void)status;
    if (event != COUNTONME_KEYPAD_EVENT_DISPLAY) return;
    state->calls++;
    countonme_status nested = countonme_keypad_press(state->keypad, state->key);
    if (nested == COUNTONME_ERROR_NESTING_TOO_DEEP) state->nested_refused++;
}

static void clear_on_alert(void *user_data, int32_t event, countonme_status status) {
    struct reentrant *state = user_data;
    (void)status;
    if (event == COUNTONME_KEYPAD_EVENT_ALERT && countonme_keypad_press(state->keypad, COUNTONME_KEY_ALL_CLEAR) == COUNTONME_OK) state->cleared++;
}

static void free_on_alert(void *user_data, int32_t event, countonme_status status) {
    struct reentrant *state = user_data;
    (void)status;
    if (event == COUNTONME_KEYPAD_EVENT_ALERT && !state->freed) {
        state->freed = 1;
        countonme_keypad_free(state->keypad);
    }
}

static void test_reentrancy(countonme_context *context) {
    /* A callback pressing a digit on every display change: 16 levels, then refused, no crash. */
    struct reentrant state = {0};
    CHECK(countonme_keypad_new(context, &state.keypad) == COUNTONME_OK);
    state.key = COUNTONME_KEY_0 + 1;
    CHECK(countonme_keypad_set_callback(state.keypad, press_on_every_display, &state) == COUNTONME_OK);
    CHECK(countonme_keypad_press(state.keypad, COUNTONME_KEY_0 + 1) == COUNTONME_OK);
    CHECK(state.nested_refused == 1);
    CHECK(state.calls == 16);   /* the outer press and 15 nested ones changed the display */
    char *main_part = NULL;
    CHECK(countonme_keypad_display(state.keypad, COUNTONME_KEYPAD_MAIN, &main_part) == COUNTONME_OK);
    CHECK_STRING(main_part, "1\xE2\x80\xAF" "111\xE2\x80\xAF" "111\xE2\x80\xAF" "111\xE2\x80\xAF" "111\xE2\x80\xAF" "111");   /* 16 ones */
    countonme_free(main_part);
    countonme_keypad_free(state.keypad);

    /* AC pressed from the alert callback clears what the alert left. */
    struct reentrant clearing = {0};
    CHECK(countonme_keypad_new(context, &clearing.keypad) == COUNTONME_OK);
    CHECK(countonme_keypad_set_callback(clearing.keypad, clear_on_alert, &clearing) == COUNTONME_OK);
    CHECK(countonme_keypad_press_label(clearing.keypad, "1") == COUNTONME_OK);
    CHECK(countonme_keypad_press_label(clearing.keypad, "/") == COUNTONME_OK);
    CHECK(countonme_keypad_press_label(clearing.keypad, "0") == COUNTONME_OK);
    CHECK(countonme_keypad_press_label(clearing.keypad, "=") == COUNTONME_ERROR_DIVISION_BY_ZERO);
    CHECK(clearing.cleared == 1);
    CHECK(countonme_keypad_display(clearing.keypad, COUNTONME_KEYPAD_LINE, &main_part) == COUNTONME_OK);
    CHECK_STRING(main_part, "0");
    countonme_free(main_part);
    countonme_keypad_free(clearing.keypad);

    /* Freeing the session from its callback: the press returns normally (valgrind checks the rest). */
    struct reentrant freeing = {0};
    CHECK(countonme_keypad_new(context, &freeing.keypad) == COUNTONME_OK);
    CHECK(countonme_keypad_set_callback(freeing.keypad, free_on_alert, &freeing) == COUNTONME_OK);
    CHECK(countonme_keypad_press_label(freeing.keypad, ")") == COUNTONME_ERROR_UNBALANCED_PARENTHESIS);
    CHECK(freeing.freed == 1);
}

/* A session holds its numbers to 10,000 digits, or the context's lower limit (the header's
 * countonme_keypad_new): the digit past it is an alert that changes nothing; a result past it is
 * computed within bounds and rounded. 9^23000 has 21,948 digits, 37819615088489348757… (Python). */
static void test_digit_limit(void) {
    const int32_t limits[] = {100000, 10000, 500};
    for (size_t l = 0; l < sizeof limits / sizeof limits[0]; l++) {
        int32_t held = limits[l] < 10000 ? limits[l] : 10000;
        countonme_context *context = NULL;
        countonme_keypad *keypad = NULL;
        CHECK(countonme_context_new("C", &context) == COUNTONME_OK);
        CHECK(countonme_context_set_option(context, COUNTONME_OPTION_MAX_DIGITS, limits[l]) == COUNTONME_OK);
        CHECK(countonme_keypad_new(context, &keypad) == COUNTONME_OK);
        int typed = 1;
        for (int32_t i = 0; i < held; i++) typed &= countonme_keypad_press(keypad, COUNTONME_KEY_0 + 1 + i % 9) == COUNTONME_OK;
        CHECK(typed);
        char *before = part(keypad, COUNTONME_KEYPAD_MAIN);
        CHECK(before != NULL && strlen(before) == (size_t)held);
        CHECK(countonme_keypad_press(keypad, COUNTONME_KEY_0 + 7) == COUNTONME_ERROR_RESULT_TOO_LARGE);
        char *message = NULL;
        CHECK(countonme_keypad_alert(keypad, NULL, &message) == COUNTONME_OK);
        CHECK_STRING(message, held == 500 ? "A number on the keypad can have at most 500 digits."
                                          : "A number on the keypad can have at most 10,000 digits.");
        countonme_free(message);
        char *after = part(keypad, COUNTONME_KEYPAD_MAIN);
        CHECK(before != NULL && after != NULL && strcmp(before, after) == 0);
        countonme_free(before);
        countonme_free(after);
        CHECK(countonme_keypad_press_label(keypad, "AC") == COUNTONME_OK);
        const char *power[] = {"9", "^", "2", "3", "0", "0", "0", "="};
        for (size_t i = 0; i < sizeof power / sizeof power[0]; i++) CHECK(countonme_keypad_press_label(keypad, power[i]) == COUNTONME_OK);
        expect_part(keypad, COUNTONME_KEYPAD_MAIN, "3.781961508848935E21947");
        countonme_keypad_free(keypad);
        countonme_context_free(context);
    }
}

int main(void) {
    countonme_context *context = NULL;
    countonme_keypad *keypad = NULL;
    CHECK(countonme_context_new("fr_FR", &context) == COUNTONME_OK);
    CHECK(countonme_keypad_new(context, &keypad) == COUNTONME_OK);
    struct recorder recorder = {0};
    recorder.keypad = keypad;
    CHECK(countonme_keypad_set_callback(keypad, record, &recorder) == COUNTONME_OK);

    expect_part(keypad, COUNTONME_KEYPAD_LINE, "0");
    /* 1 2 3 4 , 5 × 2 = → 1 234,5 × 2 = 2 469 */
    int32_t keys[] = {COUNTONME_KEY_0 + 1, COUNTONME_KEY_0 + 2, COUNTONME_KEY_0 + 3, COUNTONME_KEY_0 + 4,
                      COUNTONME_KEY_DECIMAL_SEPARATOR, COUNTONME_KEY_0 + 5, COUNTONME_KEY_MULTIPLY, COUNTONME_KEY_0 + 2,
                      COUNTONME_KEY_EQUALS};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) CHECK(countonme_keypad_press(keypad, keys[i]) == COUNTONME_OK);
    /* A display event per key, then "=" also adds to the history tape. */
    CHECK(recorder.count == 10);
    for (int i = 0; i < 9; i++) CHECK(recorder.events[i] == COUNTONME_KEYPAD_EVENT_DISPLAY && recorder.statuses[i] == COUNTONME_OK);
    CHECK(recorder.events[9] == COUNTONME_KEYPAD_EVENT_HISTORY && recorder.statuses[9] == COUNTONME_OK);
    CHECK_STRING(recorder.lines[3], "1\xE2\x80\xAF" "234");
    CHECK_STRING(recorder.lines[4], "1\xE2\x80\xAF" "234,");
    CHECK_STRING(recorder.lines[8], "1\xE2\x80\xAF" "234,5 \xC3\x97 2 = 2\xE2\x80\xAF" "469");
    expect_part(keypad, COUNTONME_KEYPAD_EXPRESSION, "1\xE2\x80\xAF" "234,5 \xC3\x97 2 =");
    expect_part(keypad, COUNTONME_KEYPAD_MAIN, "2\xE2\x80\xAF" "469");

    /* An alert: the callback hears it, the display stays, the alert is readable. */
    CHECK(countonme_keypad_press_label(keypad, "AC") == COUNTONME_OK);
    CHECK(countonme_keypad_press_label(keypad, ",") == COUNTONME_OK);
    int before = recorder.count;
    CHECK(countonme_keypad_press_label(keypad, ",") == COUNTONME_ERROR_INVALID_NUMBER);
    CHECK(recorder.count == before + 1);
    CHECK(recorder.events[before] == COUNTONME_KEYPAD_EVENT_ALERT && recorder.statuses[before] == COUNTONME_ERROR_INVALID_NUMBER);
    expect_part(keypad, COUNTONME_KEYPAD_LINE, "0,");
    char *title = NULL, *message = NULL;
    CHECK(countonme_keypad_alert(keypad, &title, &message) == COUNTONME_OK);
    CHECK(title != NULL && strlen(title) > 0);
    CHECK(message != NULL && strstr(message, "s\xC3\xA9parateur") != NULL);   /* "séparateur" */
    countonme_free(title);
    countonme_free(message);
    CHECK(countonme_keypad_alert(keypad, NULL, &message) == COUNTONME_OK);
    countonme_free(message);
    /* A good key clears it. */
    CHECK(countonme_keypad_press_label(keypad, "5") == COUNTONME_OK);
    CHECK(countonme_keypad_alert(keypad, &title, &message) == COUNTONME_OK);
    CHECK_STRING(title, "");
    CHECK_STRING(message, "");
    countonme_free(title);
    countonme_free(message);

    /* Division by zero alerts with its own code and keeps the expression. */
    CHECK(countonme_keypad_press_label(keypad, "AC") == COUNTONME_OK);
    const char *labels[] = {"8", "÷", "0"};
    for (size_t i = 0; i < 3; i++) CHECK(countonme_keypad_press_label(keypad, labels[i]) == COUNTONME_OK);
    CHECK(countonme_keypad_press(keypad, COUNTONME_KEY_EQUALS) == COUNTONME_ERROR_DIVISION_BY_ZERO);
    expect_part(keypad, COUNTONME_KEYPAD_LINE, "8 \xC3\xB7 0");
    CHECK(recorder.events[recorder.count - 1] == COUNTONME_KEYPAD_EVENT_ALERT);

    /* History tape and recall. */
    int32_t count = -1;
    CHECK(countonme_keypad_history_count(keypad, &count) == COUNTONME_OK && count == 1);
    char *expression = NULL, *result = NULL;
    CHECK(countonme_keypad_history_entry(keypad, 0, &expression, &result) == COUNTONME_OK);
    CHECK_STRING(result, "2\xE2\x80\xAF" "469");
    countonme_free(expression);
    countonme_free(result);
    CHECK(countonme_keypad_history_entry(keypad, 0, NULL, &result) == COUNTONME_OK);
    countonme_free(result);
    CHECK(countonme_keypad_press(keypad, COUNTONME_KEY_ALL_CLEAR) == COUNTONME_OK);
    CHECK(countonme_keypad_recall(keypad, 0) == COUNTONME_OK);
    CHECK(countonme_keypad_press_label(keypad, "+") == COUNTONME_OK);
    CHECK(countonme_keypad_press_label(keypad, "1") == COUNTONME_OK);
    CHECK(countonme_keypad_press_label(keypad, "=") == COUNTONME_OK);
    expect_part(keypad, COUNTONME_KEYPAD_MAIN, "2\xE2\x80\xAF" "470");

    /* "," is the decimal key only where the locale writes it so: in en_US it groups digits. */
    {
        countonme_context *english = NULL;
        countonme_keypad *pad = NULL;
        CHECK(countonme_context_new("en_US", &english) == COUNTONME_OK);
        CHECK(countonme_keypad_new(english, &pad) == COUNTONME_OK);
        CHECK(countonme_keypad_press_label(pad, "1") == COUNTONME_OK);
        CHECK(countonme_keypad_press_label(pad, ",") == COUNTONME_ERROR_INVALID_ARGUMENT);
        CHECK(countonme_keypad_press_label(pad, ".") == COUNTONME_OK);
        expect_part(pad, COUNTONME_KEYPAD_LINE, "1.");
        countonme_keypad_free(pad);
        countonme_context_free(english);
    }

    /* The scientific keys: DRG switches the unit (the display reports it, and the callback hears of
    ** it), a function applies to the entry at once, EXP types a power of ten. */
    CHECK(countonme_keypad_press(keypad, COUNTONME_KEY_ALL_CLEAR) == COUNTONME_OK);
    expect_part(keypad, COUNTONME_KEYPAD_ANGLE_UNIT, "RAD");
    recorder.count = 0;
    CHECK(countonme_keypad_press(keypad, COUNTONME_KEY_ANGLE_UNIT) == COUNTONME_OK);
    CHECK(recorder.count == 1 && recorder.events[0] == COUNTONME_KEYPAD_EVENT_DISPLAY);
    expect_part(keypad, COUNTONME_KEYPAD_ANGLE_UNIT, "DEG");
    CHECK(countonme_keypad_press(keypad, COUNTONME_KEY_0 + 3) == COUNTONME_OK);
    CHECK(countonme_keypad_press(keypad, COUNTONME_KEY_0) == COUNTONME_OK);
    CHECK(countonme_keypad_press(keypad, COUNTONME_KEY_SIN) == COUNTONME_OK);
    expect_part(keypad, COUNTONME_KEYPAD_MAIN, "0,5");
    CHECK(countonme_keypad_press(keypad, COUNTONME_KEY_ANGLE_UNIT) == COUNTONME_OK);   /* a value computed stays */
    expect_part(keypad, COUNTONME_KEYPAD_MAIN, "0,5");
    expect_part(keypad, COUNTONME_KEYPAD_ANGLE_UNIT, "RAD");
    const char *scientific[] = {"AC", "1", ",", "5", "EXP", "3", "\xC2\xB1", "+", "5", "n!", "mod", "7", "="};
    for (size_t i = 0; i < sizeof scientific / sizeof scientific[0]; i++) CHECK(countonme_keypad_press_label(keypad, scientific[i]) == COUNTONME_OK);
    expect_part(keypad, COUNTONME_KEYPAD_LINE, "1,5\xC3\x97" "10\xE2\x81\xBB\xC2\xB3 + 5! mod 7 = 1,0015");
    CHECK(countonme_keypad_press_label(keypad, "ln") == COUNTONME_OK);   /* ln of the result */
    CHECK(countonme_keypad_press(keypad, COUNTONME_KEY_0) == COUNTONME_OK);
    CHECK(countonme_keypad_press(keypad, COUNTONME_KEY_LN) == COUNTONME_ERROR_DOMAIN);   /* ln(0): an alert, nothing lost */
    expect_part(keypad, COUNTONME_KEYPAD_MAIN, "0");
    CHECK(countonme_keypad_press(keypad, COUNTONME_KEY_DECIMAL_SEPARATOR) == COUNTONME_OK);
    CHECK(countonme_keypad_press(keypad, COUNTONME_KEY_EXPONENT) == COUNTONME_OK);
    CHECK(countonme_keypad_press(keypad, COUNTONME_KEY_DECIMAL_SEPARATOR) == COUNTONME_ERROR_INVALID_NUMBER);

    /* Every key number is accepted; bad arguments are refused. */
    CHECK(countonme_keypad_press(keypad, COUNTONME_KEY_ALL_CLEAR) == COUNTONME_OK);
    for (int32_t key = 0; key <= COUNTONME_KEY_ANGLE_UNIT; key++) {
        countonme_status status = countonme_keypad_press(keypad, key);
        CHECK(status != COUNTONME_ERROR_INVALID_ARGUMENT);
    }
    CHECK(countonme_keypad_press(keypad, COUNTONME_KEY_ANGLE_UNIT + 1) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_press(keypad, -1) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_press(NULL, 1) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_press_label(keypad, "nope") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_press_label(keypad, "\xff") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_press_label(keypad, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_display(keypad, 7, &expression) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_display(keypad, 0, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_display(NULL, 0, &expression) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_history_entry(keypad, 99, &expression, &result) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_history_entry(keypad, -1, &expression, &result) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_history_count(keypad, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_recall(keypad, 99) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_alert(NULL, &title, &message) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_set_callback(NULL, record, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_new(NULL, &keypad) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_keypad_new(context, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);

    /* Removing the callback stops the calls. */
    CHECK(countonme_keypad_set_callback(keypad, NULL, NULL) == COUNTONME_OK);
    int final = recorder.count;
    CHECK(countonme_keypad_press_label(keypad, "AC") == COUNTONME_OK);
    CHECK(countonme_keypad_press_label(keypad, "7") == COUNTONME_OK);
    CHECK(recorder.count == final);

    countonme_keypad_free(keypad);
    countonme_keypad_free(NULL);
    test_reentrancy(context);
    countonme_context_free(context);
    test_digit_limit();
    return finish("keypad_c");
}
