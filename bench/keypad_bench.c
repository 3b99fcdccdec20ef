/* make bench: the slowest key press of keypad sessions at the limits, through the C API.
 * Usage: keypad_bench CORPUS-INPUT (a fuzz/corpus/keypad file: byte 0 the locale, byte 1 the
 * mode, each further byte a key, as fuzz/fuzz_keypad.c reads it). Prints, per session, the key
 * count and the slowest press (the display read after it included, as a front end does). */
#include <countonme.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *const locales[16] = {
    "C", "en_US", "en_IN", "fr_FR", "de_DE", "de_CH", "ar_EG", "fa_IR",
    "ja_JP", "ru_RU", "pl_PL", "hi_IN", "sv_SE", "es_ES", "fr_XX", NULL,
};

static double now_ms(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return time.tv_sec * 1e3 + time.tv_nsec / 1e6;
}

struct session { countonme_keypad *keypad; double slowest; int keys; char slowest_label[16]; };

/* Reads the display line as a front end does after each action, and records the action begun
 * at `start` (named `name`: copied, since a sequence's labels are freed once it is pressed). */
static void finish(struct session *s, double start, const char *name) {
    char *line = NULL;
    countonme_keypad_display(s->keypad, COUNTONME_KEYPAD_LINE, &line);
    countonme_free(line);
    double elapsed = now_ms() - start;
    s->keys++;
    if (elapsed > s->slowest) { s->slowest = elapsed; snprintf(s->slowest_label, sizeof s->slowest_label, "%s", name); }
}

/* Presses one key (a label) and reads the display line, timing both. */
static void press(struct session *s, int32_t key, const char *label) {
    double start = now_ms();
    if (label) countonme_keypad_press_label(s->keypad, label); else countonme_keypad_press(s->keypad, key);
    finish(s, start, label ? label : "a key");
}

/* Pastes `text` as a front end's paste command does, timed as a key. */
static void paste(struct session *s, const char *text) {
    double start = now_ms();
    countonme_keypad_paste(s->keypad, text);
    finish(s, start, "paste");
}

static void labels(struct session *s, const char *sequence) {
    char *copy = strdup(sequence), *save = NULL;
    for (char *label = strtok_r(copy, " ", &save); label; label = strtok_r(NULL, " ", &save)) press(s, 0, label);
    free(copy);
}

static struct session open_session(const char *locale, int32_t mode) {
    countonme_context *context = NULL;
    struct session s = {0};
    countonme_context_new(locale, &context);
    countonme_context_set_option(context, COUNTONME_OPTION_MODE, mode);
    countonme_keypad_new(context, &s.keypad);
    countonme_context_free(context);
    return s;
}

static void report(const char *name, struct session *s) {
    printf("%-62s %6d keys, slowest %7.3f ms (%s)\n", name, s->keys, s->slowest, s->slowest_label);
    countonme_keypad_free(s->keypad);
}

int main(int argc, char **argv) {
    if (argc == 2) {
        FILE *file = fopen(argv[1], "rb");
        unsigned char data[4096];
        size_t size = file ? fread(data, 1, sizeof data, file) : 0;
        if (file) fclose(file);
        if (size >= 2) {
            struct session s = open_session(locales[data[0] % 16], data[1] & 1);
            for (size_t i = 2; i < size; i++) press(&s, data[i] % (COUNTONME_KEY_ANGLE_UNIT + 1), NULL);
            report("fuzz corpus input 6d289363 (issue 14)", &s);
        }
    }
    /* 9^23000 (21,948 digits) is past the session's 10,000: the memory holds it computed within
     * bounds, and keys whose results pass the limit. */
    struct session big = open_session("fr_FR", 0);
    labels(&big, "9 ^ 2 3 0 0 0 = M+ AC MR x² x² x² = MR × MR × MR × MR × MR = MR n! = MR ^ MR = "
                 "MR x³ x³ M+ M+ M+ MR 1/x x² = ± = M- M- MR √ sin = MR EXP");
    report("memory 9^23000, results past the limit (fr_FR)", &big);
    /* A typed number at the session's limit of 10,000 digits, grouped at each key (fr_FR), the
     * digit past it refused, then operations on it and on its square (past the limit). */
    struct session typed = open_session("fr_FR", 0);
    for (int i = 0; i < 10001; i++) press(&typed, COUNTONME_KEY_0 + 1 + i % 9, NULL);
    labels(&typed, "= M+ AC MR + 1 = = × MR = AC MR ± M- MR 1/x = MR √ = × = = = M+ ± C C C ^ 9 9 9 =");
    report("10,000 digits typed one by one, then = M+ MR × MR = (fr_FR)", &typed);
    /* A 10,000-digit number pasted (read in the locale, then written back), then keys on it. */
    struct session pasted = open_session("fr_FR", 0);
    char digits[10001];
    for (int i = 0; i < 10000; i++) digits[i] = (char)('1' + (i * 7) % 9);
    digits[10000] = '\0';
    paste(&pasted, digits);
    labels(&pasted, "× 7 = M+ MR ÷ 3 = x² = K");
    paste(&pasted, digits);
    report("a 10,000-digit number pasted twice, keys between (fr_FR)", &pasted);
    /* A memory computed from Γ (0.5!) taken from itself (a fuzzing input once took 12 s at M−,
     * then 137 ms under the factorial's precision ceiling): x − x is now zero at once. */
    struct session gamma = open_session("fr_FR", 0);
    labels(&gamma, "0 , 5 n! tan tan tan M+ MR M- MR M- MR M- M+ MR M- =");
    report("a memory from 0,5! taken from itself (fr_FR)", &gamma);
    /* Huge powers of ten after EXP, and a 10,000-digit result shown in Arabic digits. */
    struct session exp = open_session("ar_EG", 0);
    labels(&exp, "1 EXP 9 9 9 9 9 9 = 1 EXP 9 9 9 9 9 = 1 EXP 9 9 9 9 = × 9 = M+ MR + 1 = = ± x² =");
    report("EXP with huge exponents; a 10,000-digit result (ar_EG)", &exp);
    return 0;
}
