/* Fuzzes the keypad driven by label and by recall (countonme_keypad_press_label,
 * countonme_keypad_recall), as a front end that sends the text of its buttons and a tape view
 * does. Byte 0 picks the locale, byte 1 the mode (bit 0), the angle unit (bit 1) and the digit
 * limit (bit 2: 100 or 2000 digits, which keeps long tapes fast); then, up to 300 operations:
 *   0x00-0xD7  a label from the list below (the documented labels in several spellings and cases,
 *              the locales' own digits and separators, unknown, empty and invalid UTF-8 ones);
 *   0xD8-0xDF  a paste (countonme_keypad_paste) of the next byte's count of bytes from the input;
 *   0xE0-0xEF  the label countonme_keypad_label gives the key next byte % 48 in this locale;
 *   0xF0-0xF7  a raw label of (op - 0xF0) bytes taken from the input (a NUL ends it early);
 *   0xF8-0xFF  a recall of history entry `index`, from the next byte: valid, negative, past the end.
 * Contracts (include/countonme.h):
 *  - a refused press or recall (any status but OK) leaves every display part, the history count
 *    and the saved state text exactly as they were;
 *  - a label is refused with COUNTONME_ERROR_INVALID_ARGUMENT when it is not valid UTF-8, names no
 *    key ("", "77"), or is "," where the locale's decimal separator is not ",";
 *  - a documented label ("×" or "*", "AC" in any case, "sin", "π" or "pi", the locale's own digits
 *    and separator from countonme_keypad_label, ...) presses its key: a twin session driven with
 *    countonme_keypad_press gets the same status and the same display and saved state;
 *  - a paste is refused with COUNTONME_ERROR_INVALID_ARGUMENT exactly when the text is not valid
 *    UTF-8; an accepted one adds nothing to the history, and pasting the main line it shows (the
 *    number written in the locale) gives the same session again (the twin does it: what the
 *    keypad writes, it reads back);
 *  - a recall of an index in range is COUNTONME_OK and makes the entry's result the main line;
 *    out of range (negative, past the end, INT32_MIN/MAX) it is COUNTONME_ERROR_INVALID_ARGUMENT;
 *  - the history count never decreases (no key clears the tape); an entry added by "=" reads
 *    back as displayed (its result the main line, its expression the expression line less " =")
 *    and reads back the same to the end; history_entry and display out of range fail and leave
 *    the out-pointers untouched;
 *  - the alert is "" and "" after an accepted press or recall, and has a message after an alert;
 *  - every string returned is valid UTF-8 and is freed with countonme_free; the angle-unit part
 *    is "DEG" or "RAD". */
#include "fuzz_input.h"
#include "fuzz_utf8.h"

#define PARTS 6
#define MAX_OPERATIONS 300

/* What can be read of a session: every display part, the history count and the saved state. */
typedef struct {
    char *part[PARTS];
    char *state;
    int32_t count;
} snapshot;

static void take(const countonme_keypad *keypad, snapshot *shot) {
    for (int32_t part = 0; part < PARTS; part++) {
        shot->part[part] = NULL;
        FUZZ_ASSERT(countonme_keypad_display(keypad, part, &shot->part[part]) == COUNTONME_OK && shot->part[part] != NULL);
        FUZZ_ASSERT(valid_text(shot->part[part]));
    }
    FUZZ_ASSERT(strcmp(shot->part[COUNTONME_KEYPAD_ANGLE_UNIT], "DEG") == 0 || strcmp(shot->part[COUNTONME_KEYPAD_ANGLE_UNIT], "RAD") == 0);
    shot->state = NULL;
    FUZZ_ASSERT(countonme_keypad_save(keypad, &shot->state) == COUNTONME_OK && shot->state != NULL);
    FUZZ_ASSERT(valid_text(shot->state));
    shot->count = -1;
    FUZZ_ASSERT(countonme_keypad_history_count(keypad, &shot->count) == COUNTONME_OK && shot->count >= 0);
}

static int same(const snapshot *a, const snapshot *b) {
    for (int part = 0; part < PARTS; part++)
        if (strcmp(a->part[part], b->part[part]) != 0) return 0;
    return a->count == b->count && strcmp(a->state, b->state) == 0;
}

static void release(snapshot *shot) {
    for (int part = 0; part < PARTS; part++) countonme_free(shot->part[part]);
    countonme_free(shot->state);
}

/* The labels the header documents for each key (countonme_keypad_press_label), "letters in any
 * case": compared with ASCII letters folded. */
static const struct { const char *label; int32_t key; } documented[] = {
    {"0", 0}, {"1", 1}, {"2", 2}, {"3", 3}, {"4", 4}, {"5", 5}, {"6", 6}, {"7", 7}, {"8", 8}, {"9", 9},
    {".", COUNTONME_KEY_DECIMAL_SEPARATOR}, {"+", COUNTONME_KEY_ADD},
    {"\xe2\x88\x92", COUNTONME_KEY_SUBTRACT}, {"-", COUNTONME_KEY_SUBTRACT},
    {"\xc3\x97", COUNTONME_KEY_MULTIPLY}, {"*", COUNTONME_KEY_MULTIPLY},
    {"\xc3\xb7", COUNTONME_KEY_DIVIDE}, {"/", COUNTONME_KEY_DIVIDE},
    {"=", COUNTONME_KEY_EQUALS}, {"AC", COUNTONME_KEY_ALL_CLEAR}, {"C", COUNTONME_KEY_CLEAR},
    {"CE", COUNTONME_KEY_CLEAR_ENTRY}, {"\xc2\xb1", COUNTONME_KEY_TOGGLE_SIGN}, {"%", COUNTONME_KEY_PERCENT},
    {"K", COUNTONME_KEY_KEEP}, {"(", COUNTONME_KEY_OPEN_PARENTHESIS}, {")", COUNTONME_KEY_CLOSE_PARENTHESIS},
    {"\xe2\x88\x9a", COUNTONME_KEY_SQUARE_ROOT}, {"x\xc2\xb2", COUNTONME_KEY_SQUARE},
    {"x\xca\xb8", COUNTONME_KEY_POWER}, {"^", COUNTONME_KEY_POWER}, {"1/x", COUNTONME_KEY_RECIPROCAL},
    {"MC", COUNTONME_KEY_MEMORY_CLEAR}, {"MR", COUNTONME_KEY_MEMORY_RECALL}, {"M+", COUNTONME_KEY_MEMORY_ADD},
    {"M\xe2\x88\x92", COUNTONME_KEY_MEMORY_SUBTRACT},
    {"sin", COUNTONME_KEY_SIN}, {"cos", COUNTONME_KEY_COS}, {"tan", COUNTONME_KEY_TAN}, {"cot", COUNTONME_KEY_COT},
    {"asin", COUNTONME_KEY_ASIN}, {"acos", COUNTONME_KEY_ACOS}, {"atan", COUNTONME_KEY_ATAN},
    {"ln", COUNTONME_KEY_LN}, {"log", COUNTONME_KEY_LOG}, {"x\xc2\xb3", COUNTONME_KEY_CUBE},
    {"\xcf\x80", COUNTONME_KEY_PI}, {"pi", COUNTONME_KEY_PI}, {"e", COUNTONME_KEY_E}, {"EXP", COUNTONME_KEY_EXPONENT},
    {"n!", COUNTONME_KEY_FACTORIAL}, {"!", COUNTONME_KEY_FACTORIAL}, {"mod", COUNTONME_KEY_MODULO},
    {"DRG", COUNTONME_KEY_ANGLE_UNIT}, {"deg", COUNTONME_KEY_ANGLE_UNIT}, {"rad", COUNTONME_KEY_ANGLE_UNIT},
};

/* Labels that name no key: refused with COUNTONME_ERROR_INVALID_ARGUMENT in every locale. */
static const char *const no_key[] = {"", " ", "77", "xyz", "ACC", "sinx", "MM", "=="};

/* The labels the fuzzer picks from (any other comes in raw). */
static const char *const labels[] = {
    /* documented, as the header writes them */
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "+", "\xe2\x88\x92", "-", "\xc3\x97", "*",
    "\xc3\xb7", "/", "=", "AC", "C", "CE", "\xc2\xb1", "%", "K", "(", ")", "\xe2\x88\x9a", "x\xc2\xb2",
    "x\xca\xb8", "^", "1/x", "MC", "MR", "M+", "M\xe2\x88\x92", "sin", "cos", "tan", "cot", "asin", "acos",
    "atan", "ln", "log", "x\xc2\xb3", "\xcf\x80", "pi", "e", "EXP", "n!", "!", "mod", "DRG", "deg", "rad",
    /* in other cases */
    "ac", "Ac", "c", "ce", "Ce", "k", "X\xc2\xb2", "X\xca\xb8", "1/X", "mc", "mr", "m+", "m\xe2\x88\x92",
    "SIN", "Cos", "TAN", "COT", "ASIN", "Acos", "ATAN", "LN", "LOG", "X\xc2\xb3", "PI", "Pi", "E", "exp",
    "Exp", "N!", "MOD", "drg", "DEG", "RAD",
    /* the locales' separators and digits (Arabic-Indic, Extended Arabic-Indic, Devanagari) */
    ",", "\xd9\xab", "\xd9\xac", "\xd9\xa0", "\xd9\xa3", "\xd9\xa9", "\xdb\xb0", "\xdb\xb3", "\xdb\xb9",
    "\xe0\xa5\xa6", "\xe0\xa5\xa9", "\xe2\x80\x99", "\xc2\xa0",
    /* spellings the header does not name */
    "M-", "m-", "\xc2\xb7", "sqrt", "+/-", "x^2", "x^y", "x^3", "\xce\xa0", "\xe2\x88\x92\xe2\x88\x92", " 7",
    "7 ", "\xd9\xa3\xd9\xa3", "7\xe2\x88\x92", "\xef\xbc\x97",
    /* naming no key */
    "", " ", "77", "xyz", "ACC", "sinx", "MM", "==",
    /* invalid UTF-8: a lone continuation, a cut sequence, an overlong "/", a surrogate, past U+10FFFF */
    "\xff", "\x80", "\xc3", "7\x80", "\xe2\x88", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xc3\x97\xff",
};
#define LABELS (sizeof labels / sizeof labels[0])

/* ASCII letters folded, other bytes compared as they are. */
static int same_label(const char *a, const char *b) {
    for (;; a++, b++) {
        unsigned char x = (unsigned char)*a, y = (unsigned char)*b;
        if (x >= 'A' && x <= 'Z') x += 32;
        if (y >= 'A' && y <= 'Z') y += 32;
        if (x != y) return 0;
        if (x == 0) return 1;
    }
}

/* The key a label documentedly presses in this session, -1 when the header does not say. */
static int32_t key_of(const char *label, char *const locale_labels[COUNTONME_KEY_ANGLE_UNIT + 1]) {
    for (size_t i = 0; i < sizeof documented / sizeof documented[0]; i++)
        if (same_label(label, documented[i].label)) return documented[i].key;
    /* "countonme_keypad_press_label takes every label this [countonme_keypad_label] gives." */
    for (int32_t key = 0; key <= COUNTONME_KEY_ANGLE_UNIT; key++)
        if (strcmp(label, locale_labels[key]) == 0) return key;
    return -1;
}

/* Whether the header says this label is refused as an argument in this session. */
static int refused_label(const char *label, const char *decimal_separator) {
    if (!valid_text(label)) return 1;
    for (size_t i = 0; i < sizeof no_key / sizeof no_key[0]; i++)
        if (strcmp(label, no_key[i]) == 0) return 1;
    /* "," only where the locale writes its decimal separator so. */
    return strcmp(label, ",") == 0 && strcmp(decimal_separator, ",") != 0;
}

static countonme_keypad *session(const char *locale, uint8_t options) {
    countonme_context *context = NULL;
    countonme_keypad *keypad = NULL;
    FUZZ_ASSERT(countonme_context_new(locale, &context) == COUNTONME_OK);
    FUZZ_ASSERT(countonme_context_set_option(context, COUNTONME_OPTION_MODE, options & 1) == COUNTONME_OK);
    FUZZ_ASSERT(countonme_context_set_option(context, COUNTONME_OPTION_ANGLE_UNIT, (options >> 1) & 1) == COUNTONME_OK);
    FUZZ_ASSERT(countonme_context_set_option(context, COUNTONME_OPTION_MAX_DIGITS, options & 4 ? 100 : 2000) == COUNTONME_OK);
    FUZZ_ASSERT(countonme_keypad_new(context, &keypad) == COUNTONME_OK);
    countonme_context_free(context);
    return keypad;
}

/* The alert after an operation: none after success, a message after an alert. */
static void check_alert(const countonme_keypad *keypad, countonme_status status) {
    char *title = NULL, *message = NULL;
    if (countonme_keypad_alert(keypad, &title, &message) != COUNTONME_OK) return;   /* out of memory */
    FUZZ_ASSERT(title != NULL && message != NULL && valid_text(title) && valid_text(message));
    if (status == COUNTONME_OK) FUZZ_ASSERT(title[0] == 0 && message[0] == 0);
    else if (status != COUNTONME_ERROR_INVALID_ARGUMENT && status != COUNTONME_ERROR_OUT_OF_MEMORY) FUZZ_ASSERT(message[0] != 0);
    countonme_free(title);
    countonme_free(message);
}

static char sentinel_byte;
#define SENTINEL (&sentinel_byte)

/* The tape as first read: entry i must read back the same to the end. */
typedef struct {
    char **expression, **result;
    int32_t count, capacity;
} tape;

static void read_entry(const countonme_keypad *keypad, int32_t index, char **expression, char **result) {
    *expression = *result = NULL;
    FUZZ_ASSERT(countonme_keypad_history_entry(keypad, index, expression, result) == COUNTONME_OK);
    FUZZ_ASSERT(*expression != NULL && *result != NULL && valid_text(*expression) && valid_text(*result));
}

static void record(const countonme_keypad *keypad, tape *t, int32_t count) {
    while (t->count < count) {
        if (t->count == t->capacity) {
            t->capacity = t->capacity ? 2 * t->capacity : 16;
            t->expression = realloc(t->expression, sizeof(char *) * (size_t)t->capacity);
            t->result = realloc(t->result, sizeof(char *) * (size_t)t->capacity);
            if (t->expression == NULL || t->result == NULL) abort();
        }
        read_entry(keypad, t->count, &t->expression[t->count], &t->result[t->count]);
        t->count++;
    }
}

/* Entries out of range fail and write nothing; an entry may be read with either pointer NULL. */
static void check_out_of_range(const countonme_keypad *keypad, int32_t count) {
    const int32_t outside[] = {count, -1, INT32_MIN, INT32_MAX, count + 1};
    for (size_t i = 0; i < sizeof outside / sizeof outside[0]; i++) {
        char *expression = SENTINEL, *result = SENTINEL;
        FUZZ_ASSERT(countonme_keypad_history_entry(keypad, outside[i], &expression, &result) == COUNTONME_ERROR_INVALID_ARGUMENT);
        FUZZ_ASSERT(expression == SENTINEL && result == SENTINEL);
    }
    if (count > 0) {
        char *result = NULL, *expression = NULL;
        FUZZ_ASSERT(countonme_keypad_history_entry(keypad, count - 1, NULL, &result) == COUNTONME_OK && result != NULL);
        FUZZ_ASSERT(countonme_keypad_history_entry(keypad, 0, &expression, NULL) == COUNTONME_OK && expression != NULL);
        countonme_free(result);
        countonme_free(expression);
    }
    const int32_t parts[] = {-1, PARTS, INT32_MIN, INT32_MAX};
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
        char *text = SENTINEL;
        FUZZ_ASSERT(countonme_keypad_display(keypad, parts[i], &text) == COUNTONME_ERROR_INVALID_ARGUMENT && text == SENTINEL);
    }
}

/* The history index a recall names, from one byte: in range, the newest, negative, extremes. */
static int32_t recall_index(uint8_t b, int32_t count) {
    if (b < 0x40) return b;
    if (b < 0x80) return count - 1 - (b - 0x40);
    if (b < 0xC0) return -(int32_t)(b - 0x7F);
    switch (b & 7) {
    case 0: return INT32_MIN;
    case 1: return INT32_MAX;
    case 2: return count;
    case 3: return count + 1;
    case 4: return INT32_MIN + count;
    case 5: return -count;
    case 6: return 0x10000;
    default: return count / 2;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2 || size > 4096) return 0;
    const char *locale = fuzz_locales[data[0] % 16];
    countonme_keypad *keypad = session(locale, data[1]);
    countonme_keypad *twin = session(locale, data[1]);   /* driven with countonme_keypad_press */
    int twin_alive = 1;
    char *locale_labels[COUNTONME_KEY_ANGLE_UNIT + 1];
    for (int32_t key = 0; key <= COUNTONME_KEY_ANGLE_UNIT; key++) {
        locale_labels[key] = NULL;
        FUZZ_ASSERT(countonme_keypad_label(keypad, key, &locale_labels[key]) == COUNTONME_OK && locale_labels[key] != NULL);
        FUZZ_ASSERT(valid_text(locale_labels[key]) && locale_labels[key][0] != 0);
    }
    const char *decimal_separator = locale_labels[COUNTONME_KEY_DECIMAL_SEPARATOR];

    tape recorded = {0};
    snapshot before;
    take(keypad, &before);
    FUZZ_ASSERT(before.count == 0);
    size_t offset = 2;
    for (int operations = 0; offset < size && operations < MAX_OPERATIONS; operations++) {
        uint8_t op = data[offset++];
        countonme_status status, twin_status = COUNTONME_OK;
        int is_recall = 0, is_paste = 0, twin_follows = 0;
        char pasted[256];
        int32_t index = 0, twin_key = -1;
        char raw[8];
        const char *label = NULL;
        if (op < 0xD8) {
            label = labels[op % LABELS];
        } else if (op < 0xE0) {
            is_paste = 1;
            size_t length = offset < size ? data[offset++] : 0;
            if (length > sizeof pasted - 1) length = sizeof pasted - 1;
            if (length > size - offset) length = size - offset;
            memcpy(pasted, data + offset, length);
            pasted[length] = 0;   /* a NUL inside ends the text early, as in a C string */
            offset += length;
        } else if (op < 0xF0) {
            uint8_t key = offset < size ? data[offset++] : 0;
            label = locale_labels[key % (COUNTONME_KEY_ANGLE_UNIT + 1)];
        } else if (op < 0xF8) {
            size_t length = op - 0xF0;
            if (length > size - offset) length = size - offset;
            memcpy(raw, data + offset, length);
            raw[length] = 0;
            offset += length;
            label = raw;
        } else {
            is_recall = 1;
            index = recall_index(offset < size ? data[offset++] : 0, before.count);
        }

        if (is_paste) {
            status = countonme_keypad_paste(keypad, pasted);
            FUZZ_ASSERT((status == COUNTONME_ERROR_INVALID_ARGUMENT) == !valid_text(pasted));
            if (twin_alive) { twin_follows = 1; twin_status = countonme_keypad_paste(twin, pasted); }
        } else if (is_recall) {
            status = countonme_keypad_recall(keypad, index);
            if (index >= 0 && index < before.count) FUZZ_ASSERT(status == COUNTONME_OK);
            else FUZZ_ASSERT(status == COUNTONME_ERROR_INVALID_ARGUMENT);
            if (twin_alive) { twin_follows = 1; twin_status = countonme_keypad_recall(twin, index); }
        } else {
            status = countonme_keypad_press_label(keypad, label);
            if (refused_label(label, decimal_separator)) FUZZ_ASSERT(status == COUNTONME_ERROR_INVALID_ARGUMENT);
            twin_key = valid_text(label) ? key_of(label, locale_labels) : -1;
            if (twin_alive) {
                if (twin_key >= 0) { twin_follows = 1; twin_status = countonme_keypad_press(twin, twin_key); }
                else if (status == COUNTONME_OK) twin_alive = 0;   /* a key the header does not name */
            }
        }
        check_alert(keypad, status);

        snapshot after;
        take(keypad, &after);
        if (status != COUNTONME_OK) FUZZ_ASSERT(same(&before, &after));
        FUZZ_ASSERT(after.count >= before.count);
        record(keypad, &recorded, after.count);
        if (is_recall && status == COUNTONME_OK) {
            /* The entry's result becomes the number on the main line. */
            FUZZ_ASSERT(after.count == before.count);
            FUZZ_ASSERT(strcmp(after.part[COUNTONME_KEYPAD_MAIN], recorded.result[index]) == 0);
        }
        if (!is_recall && after.count > before.count) {
            /* "=" added the calculation on display: it reads back as displayed. */
            const char *expression = recorded.expression[after.count - 1];
            const char *shown = after.part[COUNTONME_KEYPAD_EXPRESSION];
            size_t length = strlen(expression);
            FUZZ_ASSERT(strcmp(after.part[COUNTONME_KEYPAD_MAIN], recorded.result[after.count - 1]) == 0);
            FUZZ_ASSERT(strncmp(shown, expression, length) == 0 && strcmp(shown + length, " =") == 0);
        }
        if (is_paste && status == COUNTONME_OK) FUZZ_ASSERT(after.count == before.count);
        if (twin_follows) {
            FUZZ_ASSERT(twin_status == status);
            if (is_paste && status == COUNTONME_OK) {
                /* The number shown, pasted again, reads back as the same session. */
                FUZZ_ASSERT(countonme_keypad_paste(twin, after.part[COUNTONME_KEYPAD_MAIN]) == COUNTONME_OK);
            }
            snapshot twin_shot;
            take(twin, &twin_shot);
            FUZZ_ASSERT(same(&twin_shot, &after));
            release(&twin_shot);
        }
        release(&before);
        before = after;
    }

    /* Every entry reads back as it read when it was added. */
    int32_t count = -1;
    FUZZ_ASSERT(countonme_keypad_history_count(keypad, &count) == COUNTONME_OK && count == recorded.count);
    for (int32_t i = 0; i < count; i++) {
        char *expression, *result;
        read_entry(keypad, i, &expression, &result);
        FUZZ_ASSERT(strcmp(expression, recorded.expression[i]) == 0 && strcmp(result, recorded.result[i]) == 0);
        countonme_free(expression);
        countonme_free(result);
        countonme_free(recorded.expression[i]);
        countonme_free(recorded.result[i]);
    }
    check_out_of_range(keypad, count);
    free(recorded.expression);
    free(recorded.result);
    release(&before);
    for (int32_t key = 0; key <= COUNTONME_KEY_ANGLE_UNIT; key++) countonme_free(locale_labels[key]);
    countonme_keypad_free(twin);
    countonme_keypad_free(keypad);
    return 0;
}
