/* The library's own copies of result strings failing to allocate: what the header's MEMORY
 * section promises ("Failures the library sees (ICU's, its own copies of result strings) are
 * reported as COUNTONME_ERROR_OUT_OF_MEMORY with the context unchanged"), for every function that
 * hands out memory the caller frees.
 *
 * This program defines malloc, strdup and free, so the library's calls to them come here (the
 * dynamic linker binds them to the executable first). A first call of each function learns, from
 * the returned pointers, which call of malloc or strdup in the library made each output: its
 * return address and its rank among the calls from that address. The call is then made again with
 * that one allocation refused, and must:
 *   - return COUNTONME_ERROR_OUT_OF_MEMORY and write no output pointer;
 *   - keep none of what it allocated for its outputs before the refusal (a function with two
 *     outputs hands out both or neither);
 *   - leave the state as it was: `ans`, the keypad's display, and the error record (set to
 *     OUT_OF_MEMORY by a call that records its outcome, untouched by a const call);
 *   - succeed again once memory is there.
 * Only the allocations that make outputs are refused: the Swift runtime, GMP and MPFR end the
 * process when theirs fail, as the header says, and ICU's are refused by icu_failure_test.c. */
#include <countonme.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

/* ---- The allocator: glibc's, with one call refused on demand ---------------------------- */

extern void *__libc_malloc(size_t size);
extern void __libc_free(void *pointer);

enum { RECORDS = 4096, LIVE = 64 };
static struct { void *site; int rank; void *block; } records[RECORDS];
static int record_count, recording;
/* The allocation to refuse: the rank-th call (from 1) from `refused_site` while armed. */
static void *refused_site;
static int refused_rank, calls_from_site;
/* While armed, blocks from the refused site not freed yet. */
static void *live[LIVE];

static void *allocated(void *site, void *block) {
    if (recording && record_count < RECORDS) {
        int rank = 1;
        for (int i = 0; i < record_count; i++) rank += records[i].site == site;
        records[record_count].site = site;
        records[record_count].rank = rank;
        records[record_count].block = block;
        record_count++;
    }
    if (refused_site != NULL && site == refused_site && block != NULL) {
        for (int i = 0; i < LIVE; i++) if (live[i] == NULL) { live[i] = block; break; }
    }
    return block;
}

/* Whether this call, from `site`, is the one to refuse. */
static int refuses(void *site) {
    return refused_site != NULL && site == refused_site && ++calls_from_site == refused_rank;
}

void *malloc(size_t size) {
    void *site = __builtin_return_address(0);
    if (refuses(site)) { errno = ENOMEM; return NULL; }
    return allocated(site, __libc_malloc(size));
}

char *strdup(const char *text) {
    void *site = __builtin_return_address(0);
    if (refuses(site)) { errno = ENOMEM; return NULL; }
    size_t size = strlen(text) + 1;
    char *copy = __libc_malloc(size);
    if (copy != NULL) memcpy(copy, text, size);
    return allocated(site, copy);
}

void free(void *pointer) {
    if (pointer == NULL) return;
    for (int i = 0; i < LIVE; i++) if (live[i] == pointer) live[i] = NULL;
    __libc_free(pointer);
}

static int live_blocks(void) {
    int count = 0;
    for (int i = 0; i < LIVE; i++) count += live[i] != NULL;
    return count;
}

/* ---- The functions under test ------------------------------------------------------------ */

static countonme_context *context;
static countonme_calculation *calculation, *assignment, *money;
static countonme_keypad *keypad;

/* A call with up to two outputs; `second` is NULL for one. */
typedef countonme_status (*call)(void **first, void **second);

static countonme_status evaluate(void **first, void **second) { (void)second; return countonme_evaluate(context, "2/3", (char **)first); }
static countonme_status evaluate_n(void **first, void **second) { (void)second; return countonme_evaluate_n(context, "1 234,5 × 2", strlen("1 234,5 × 2"), (char **)first); }
static countonme_status evaluate_plain(void **first, void **second) { (void)second; return countonme_evaluate_plain(context, "1/8", (char **)first, NULL); }
static countonme_status format_number(void **first, void **second) { (void)second; return countonme_format_number(context, "-1234.5", (char **)first); }
static countonme_status parse_number(void **first, void **second) { (void)second; return countonme_parse_number(context, "1 234,5", (char **)first); }
static countonme_status get_locale(void **first, void **second) { (void)second; return countonme_context_get_locale(context, (char **)first); }
static countonme_status get_variable(void **first, void **second) { (void)second; return countonme_context_get_variable(context, "x", (char **)first); }
static countonme_status variable_name(void **first, void **second) { (void)second; return countonme_context_variable_name(context, 0, (char **)first); }
static countonme_status list_functions(void **first, void **second) { (void)second; return countonme_context_list(context, COUNTONME_LIST_FUNCTIONS, (char ***)first, NULL); }
static countonme_status error_message(void **first, void **second) { (void)second; return countonme_error_message(context, (char **)first); }
static countonme_status error_title(void **first, void **second) { (void)second; return countonme_error_title(context, (char **)first); }
static countonme_status status_message(void **first, void **second) { (void)second; return countonme_status_message(context, COUNTONME_ERROR_SYNTAX, (char **)first); }
static countonme_status calculation_text(void **first, void **second) { (void)second; return countonme_calculation_text(calculation, (char **)first); }
static countonme_status calculation_plain(void **first, void **second) { (void)second; return countonme_calculation_plain(calculation, (char **)first, NULL); }
static countonme_status calculation_fraction(void **first, void **second) { (void)second; return countonme_calculation_fraction(calculation, (char **)first); }
static countonme_status calculation_currency(void **first, void **second) { (void)second; return countonme_calculation_currency(money, (char **)first); }
static countonme_status calculation_variable(void **first, void **second) { (void)second; return countonme_calculation_variable(assignment, (char **)first); }
static countonme_status calculation_warning(void **first, void **second) { (void)second; return countonme_calculation_warning(money, (char **)first); }
static countonme_status keypad_display(void **first, void **second) { (void)second; return countonme_keypad_display(keypad, COUNTONME_KEYPAD_MAIN, (char **)first); }
static countonme_status keypad_alert(void **first, void **second) { return countonme_keypad_alert(keypad, (char **)first, (char **)second); }
static countonme_status keypad_history(void **first, void **second) { return countonme_keypad_history_entry(keypad, 0, (char **)first, (char **)second); }
static countonme_status keypad_label(void **first, void **second) { (void)second; return countonme_keypad_label(keypad, COUNTONME_KEY_DIVIDE, (char **)first); }
static countonme_status keypad_save(void **first, void **second) { (void)second; return countonme_keypad_save(keypad, (char **)first); }

static const struct {
    const char *name;
    call function;
    int outputs;
    int records_outcome;   /* takes a non-const context: the error record tells the outcome */
} functions[] = {
    {"countonme_evaluate", evaluate, 1, 1},
    {"countonme_evaluate_n", evaluate_n, 1, 1},
    {"countonme_evaluate_plain", evaluate_plain, 1, 1},
    {"countonme_format_number", format_number, 1, 1},
    {"countonme_parse_number", parse_number, 1, 1},
    {"countonme_context_get_locale", get_locale, 1, 0},
    {"countonme_context_get_variable", get_variable, 1, 0},
    {"countonme_context_variable_name", variable_name, 1, 0},
    {"countonme_context_list", list_functions, 1, 0},
    {"countonme_error_message", error_message, 1, 0},
    {"countonme_error_title", error_title, 1, 0},
    {"countonme_status_message", status_message, 1, 0},
    {"countonme_calculation_text", calculation_text, 1, 0},
    {"countonme_calculation_plain", calculation_plain, 1, 0},
    {"countonme_calculation_fraction", calculation_fraction, 1, 0},
    {"countonme_calculation_currency", calculation_currency, 1, 0},
    {"countonme_calculation_variable", calculation_variable, 1, 0},
    {"countonme_calculation_warning", calculation_warning, 1, 0},
    {"countonme_keypad_display", keypad_display, 1, 0},
    {"countonme_keypad_alert", keypad_alert, 2, 0},
    {"countonme_keypad_history_entry", keypad_history, 2, 0},
    {"countonme_keypad_label", keypad_label, 1, 0},
    {"countonme_keypad_save", keypad_save, 1, 0},
};

/* ---- The state a failed call must leave as it was ----------------------------------------- */

struct state { char *answer, *main; countonme_status code; int32_t start, end; };

/* The error record, then `ans` read through a calculation (which clears the record: call
 * known_state() again after), and the keypad's main line. */
static struct state state_now(void) {
    struct state state = {NULL, NULL, countonme_error_code(context), -1, -1};
    countonme_error_range(context, &state.start, &state.end);
    countonme_calculation *answer = NULL;
    if (countonme_calculate(context, "ans", 3, &answer) == COUNTONME_OK) {
        countonme_calculation_plain(answer, &state.answer, NULL);
        countonme_calculation_free(answer);
    }
    countonme_keypad_display(keypad, COUNTONME_KEYPAD_MAIN, &state.main);
    return state;
}

static void free_state(struct state *state) {
    countonme_free(state->answer);
    countonme_free(state->main);
}

/* Sets `ans` to 41 and the error record to a division by zero (bytes 1..2 of "1/0"). */
static void known_state(void) {
    char *result = NULL;
    CHECK(countonme_evaluate(context, "41", &result) == COUNTONME_OK);
    countonme_free(result);
    CHECK(countonme_evaluate(context, "1/0", &result) == COUNTONME_ERROR_DIVISION_BY_ZERO);
}

/* The allocation that made `block` in the last recording: 1 and its site and rank, or 0. The
 * latest allocation at that address: an earlier block there was freed during the call. */
static int maker(void *block, void **site, int *rank) {
    for (int i = record_count - 1; i >= 0; i--) {
        if (records[i].block == block) { *site = records[i].site; *rank = records[i].rank; return 1; }
    }
    return 0;
}

static void free_outputs(void *first, void *second) {
    countonme_free(first);
    countonme_free(second);
}

static int refusals = 0;

static void test(int index) {
    const char *name = functions[index].name;
    int outputs = functions[index].outputs;
    void *first = NULL, *second = NULL;
    void **second_out = outputs == 2 ? &second : NULL;

    /* Learn which allocations make the outputs. */
    known_state();
    record_count = 0;
    recording = 1;
    countonme_status status = functions[index].function(&first, second_out);
    recording = 0;
    if (status != COUNTONME_OK) {
        fprintf(stderr, "%s: %s with memory to spare\n", name, countonme_status_name(status));
        CHECK(status == COUNTONME_OK);
        return;
    }
    void *made[2] = {first, second};
    void *sites[2] = {NULL, NULL};
    int ranks[2] = {0, 0};
    for (int output = 0; output < outputs; output++) {
        if (!maker(made[output], &sites[output], &ranks[output])) {
            fprintf(stderr, "%s: output %d was not made by malloc or strdup\n", name, output + 1);
            CHECK(0);
            free_outputs(first, second);
            return;
        }
    }
    free_outputs(first, second);

    for (int output = 0; output < outputs; output++) {
        known_state();
        struct state before = state_now();
        known_state();
        void *sentinel = &sentinel;
        first = sentinel;
        second = sentinel;
        refused_site = sites[output];
        refused_rank = ranks[output];
        calls_from_site = 0;
        status = functions[index].function(&first, second_out);
        int kept = live_blocks();
        refused_site = NULL;
        for (int i = 0; i < LIVE; i++) live[i] = NULL;
        refusals++;

        if (status != COUNTONME_ERROR_OUT_OF_MEMORY || first != sentinel || second != sentinel || kept != 0) {
            fprintf(stderr, "%s, output %d refused: %s, outputs %s, %d block(s) kept\n", name, output + 1,
                    countonme_status_name(status), first == sentinel && second == sentinel ? "untouched" : "written", kept);
        }
        CHECK(status == COUNTONME_ERROR_OUT_OF_MEMORY);
        CHECK(first == sentinel && second == sentinel);
        CHECK(kept == 0);
        if (status == COUNTONME_OK) free_outputs(first == sentinel ? NULL : first, second == sentinel ? NULL : second);

        /* The error record, read before state_now() evaluates anything. */
        countonme_status code = countonme_error_code(context);
        if (functions[index].records_outcome) {
            CHECK(code == COUNTONME_ERROR_OUT_OF_MEMORY);
            char *message = NULL;
            CHECK(countonme_error_message(context, &message) == COUNTONME_OK && message != NULL && message[0] != '\0');
            countonme_free(message);
        } else {
            int32_t start = -1, end = -1;
            countonme_error_range(context, &start, &end);
            CHECK(code == before.code && start == before.start && end == before.end);
        }
        struct state after = state_now();
        if (before.answer == NULL || after.answer == NULL || strcmp(before.answer, after.answer) != 0) {
            fprintf(stderr, "%s: ans was %s, is %s after the refusal\n", name, before.answer ? before.answer : "(none)",
                    after.answer ? after.answer : "(none)");
        }
        CHECK_STRING(after.answer, "41");
        CHECK(before.main != NULL && after.main != NULL && strcmp(before.main, after.main) == 0);
        free_state(&before);
        free_state(&after);

        /* With memory again, the call succeeds. */
        first = NULL;
        second = NULL;
        CHECK(functions[index].function(&first, second_out) == COUNTONME_OK && first != NULL);
        free_outputs(first, second);
    }
}

int main(void) {
    CHECK(countonme_context_new("fr_FR", &context) == COUNTONME_OK);
    if (context == NULL) return finish("output_failure_test");
    CHECK(countonme_context_set_variable(context, "x", "7/2") == COUNTONME_OK);
    CHECK(countonme_calculate(context, "1/3", 3, &calculation) == COUNTONME_OK);
    CHECK(countonme_calculate(context, "y = 5", 5, &assignment) == COUNTONME_OK);
    CHECK(countonme_calculate(context, "100 EUR", 7, &money) == COUNTONME_OK);
    CHECK(countonme_keypad_new(context, &keypad) == COUNTONME_OK);
    /* A history entry (1 + 2 = 3), then an alert (3 ÷ 0 =). */
    int keys[] = {COUNTONME_KEY_0 + 1, COUNTONME_KEY_ADD, COUNTONME_KEY_0 + 2, COUNTONME_KEY_EQUALS,
                  COUNTONME_KEY_DIVIDE, COUNTONME_KEY_0, COUNTONME_KEY_EQUALS};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) countonme_keypad_press(keypad, keys[i]);
    char *title = NULL;
    CHECK(countonme_keypad_alert(keypad, &title, NULL) == COUNTONME_OK && title != NULL && title[0] != '\0');
    countonme_free(title);

    for (size_t i = 0; i < sizeof functions / sizeof functions[0]; i++) test((int)i);
    printf("output_failure_test: %d allocations of outputs refused in %zu functions\n", refusals,
           sizeof functions / sizeof functions[0]);

    countonme_keypad_free(keypad);
    countonme_calculation_free(calculation);
    countonme_calculation_free(assignment);
    countonme_calculation_free(money);
    countonme_context_free(context);
    return finish("output_failure_test");
}
