/* ICU failing to allocate, one allocation at a time: what a fr_FR context, an evaluation, a
 * calculation handle, an error's texts (one with a number in it) and a keypad give when the Nth
 * memory request ICU makes is refused. ICU's memory functions are the host's to set (u_setMemoryFunctions), so this is how
 * a host sees ICU run out of memory while the rest of the process still has some.
 *
 * Each run is a child process (ICU's caches start empty), refusing allocation N and no other.
 * Every call must then either give exactly what it gives with memory to spare, or return
 * COUNTONME_ERROR_OUT_OF_MEMORY with nothing changed: never COUNTONME_OK with another format, a
 * key's name for its message or a wrong value; and the host must not crash (the header says the
 * Swift runtime, GMP and MPFR abort when memory runs out: here only ICU's allocations fail).
 *
 * tools/test-c runs it: it fails on any wrong answer (a refusal once gave grouped digits after
 * COUNTONME_GROUPING_OFF: ICU 72 lost the skeleton and said nothing, which Numbers.c now checks).
 * A child that dies of a signal is counted and reported, not failed on: each such death seen is
 * inside ICU 72's own code (building its LocaleMatcher and likely-subtags data, its caches, number
 * formats), which the library cannot catch; the header's MEMORY section has the figures.
 *
 * Usage: icu_failure_test        runs every N up to the count of a run that refuses nothing;
 *        icu_failure_test N      one run refusing allocation N, in this process. */
#include <countonme.h>
#include <unicode/uclean.h>
#include <unicode/uloc.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static long allocations = 0, refused = -1;

static void *allocate(const void *context, size_t size) {
    (void)context;
    return ++allocations == refused ? NULL : malloc(size);
}
static void *reallocate(const void *context, void *memory, size_t size) {
    (void)context;
    return ++allocations == refused ? NULL : realloc(memory, size);
}
static void release(const void *context, void *memory) {
    (void)context;
    free(memory);
}

/* Installs the counting allocator, refusing allocation `n` after ICU's default locale is set up:
 * ICU 72 deadlocks when an allocation fails while it sets that up (Locale::getDefault calls
 * itself under its own mutex), whoever calls it first; a host has ICU's default locale long
 * before it runs out of memory, so the count starts after it. */
static int install(long n) {
    UErrorCode error = U_ZERO_ERROR;
    u_setMemoryFunctions(NULL, allocate, reallocate, release, &error);
    if (U_FAILURE(error)) return 0;
    (void)uloc_getDefault();
    allocations = 0;
    refused = n;
    return 1;
}

/* Outcomes a child reports by its exit status. */
enum { SAME = 0, WRONG = 1, OUT_OF_MEMORY_SEEN = 2 };

/* The expected texts, in fr_FR (grouping with U+202F, decimal comma, U+00A0 between a count and its noun). */
static const char *const expected_sum = "1\xe2\x80\xaf" "234\xe2\x80\xaf" "568,5";
static const char *const expected_message = "La division par z\xc3\xa9ro n\xe2\x80\x99" "est pas d\xc3\xa9" "finie.";
static const char *const expected_title = "Division par z\xc3\xa9ro";
static const char *const expected_number_message = "Le r\xc3\xa9sultat n\xc3\xa9" "cessiterait plus de 100\xe2\x80\xaf" "000\xc2\xa0" "chiffres.";

/* One session of calls; returns SAME, WRONG or OUT_OF_MEMORY_SEEN (some call said so, and
 * everything else was right). Writes what was wrong to stderr. */
static int session(void) {
    int seen = SAME;
#define EXPECT_OK_OR_OOM(call, ...) do { \
        int status_ = (call); \
        if (status_ == COUNTONME_ERROR_OUT_OF_MEMORY) { seen = OUT_OF_MEMORY_SEEN; } \
        else if (status_ != COUNTONME_OK) { fprintf(stderr, "refused %ld: %s gave %d\n", refused, #call, status_); return WRONG; } \
        else { __VA_ARGS__; } \
    } while (0)
#define WANT(actual, expected) do { \
        if (strcmp((actual), (expected)) != 0) { fprintf(stderr, "refused %ld: got \"%s\", expected \"%s\"\n", refused, (actual), (expected)); return WRONG; } \
    } while (0)
    countonme_context *context = NULL;
    int status = countonme_context_new("fr_FR", &context);
    if (status == COUNTONME_ERROR_OUT_OF_MEMORY) return OUT_OF_MEMORY_SEEN;
    if (status != COUNTONME_OK) { fprintf(stderr, "refused %ld: context_new gave %d\n", refused, status); return WRONG; }

    char *text = NULL;
    EXPECT_OK_OR_OOM(countonme_evaluate(context, "1234567,5 + 1", &text), { WANT(text, expected_sum); countonme_free(text); });
    /* Whatever happened, ans is the sum or nothing: "ans" then reads it or fails as unknown/empty. */
    countonme_calculation *calculation = NULL;
    EXPECT_OK_OR_OOM(countonme_calculate(context, "1234567,5 + 1", 13, &calculation), {
        EXPECT_OK_OR_OOM(countonme_calculation_text(calculation, &text), { WANT(text, expected_sum); countonme_free(text); });
        countonme_calculation_free(calculation);
    });
    /* Errors and their texts; the second's message has a number, written as fr_FR writes it. */
    static const struct { const char *expression; int status; const char *message, *title; } errors[] = {
        {"1/0", COUNTONME_ERROR_DIVISION_BY_ZERO, expected_message, expected_title},
        {"9^9^9^9", COUNTONME_ERROR_RESULT_TOO_LARGE, expected_number_message, NULL},
    };
    for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++) {
        status = countonme_evaluate(context, errors[i].expression, &text);
        if (status == COUNTONME_ERROR_OUT_OF_MEMORY) {
            seen = OUT_OF_MEMORY_SEEN;
            continue;
        }
        if (status != errors[i].status) {
            fprintf(stderr, "refused %ld: %s gave %d\n", refused, errors[i].expression, status);
            return WRONG;
        }
        char *message = NULL, *title = NULL;
        EXPECT_OK_OR_OOM(countonme_error_message(context, &message), { WANT(message, errors[i].message); countonme_free(message); });
        if (errors[i].title != NULL)
            EXPECT_OK_OR_OOM(countonme_error_title(context, &title), { WANT(title, errors[i].title); countonme_free(title); });
    }
    char *title = NULL;
    EXPECT_OK_OR_OOM(countonme_status_message(context, COUNTONME_ERROR_DIVISION_BY_ZERO, &title), { WANT(title, expected_title); countonme_free(title); });
    EXPECT_OK_OR_OOM(countonme_context_set_option(context, COUNTONME_OPTION_GROUPING, COUNTONME_GROUPING_OFF), {
        EXPECT_OK_OR_OOM(countonme_evaluate(context, "1234567,5 + 1", &text), { WANT(text, "1234568,5"); countonme_free(text); });
    });
    countonme_keypad *keypad = NULL;
    EXPECT_OK_OR_OOM(countonme_keypad_new(context, &keypad), {
        status = countonme_keypad_press_label(keypad, "1");
        if (status == COUNTONME_OK) status = countonme_keypad_press(keypad, COUNTONME_KEY_DIVIDE);
        if (status == COUNTONME_OK) status = countonme_keypad_press_label(keypad, "0");
        if (status == COUNTONME_OK) status = countonme_keypad_press(keypad, COUNTONME_KEY_EQUALS);
        if (status == COUNTONME_ERROR_OUT_OF_MEMORY) seen = OUT_OF_MEMORY_SEEN;
        else if (status != COUNTONME_ERROR_DIVISION_BY_ZERO) { fprintf(stderr, "refused %ld: the keypad's 1 ÷ 0 = gave %d\n", refused, status); return WRONG; }
        else {
            char *alert_title = NULL, *alert_message = NULL;
            EXPECT_OK_OR_OOM(countonme_keypad_alert(keypad, &alert_title, &alert_message), {
                WANT(alert_title, expected_title);
                WANT(alert_message, expected_message);
                countonme_free(alert_title);
                countonme_free(alert_message);
            });
        }
        countonme_keypad_free(keypad);
    });
    countonme_context_free(context);
    return seen;
}

/* Runs a session in a child refusing ICU's allocation `n` (0: none); returns the child's
 * outcome, or -signal when it crashed. `count` receives how many allocations ICU made. */
static int run(long n, long *count) {
    int pipefd[2];
    if (pipe(pipefd) != 0) return WRONG;
    pid_t child = fork();
    if (child == 0) {
        close(pipefd[0]);
        /* A child ICU crashes leaves no core file behind. */
        struct rlimit no_core = {0, 0};
        setrlimit(RLIMIT_CORE, &no_core);
        if (!install(n)) _exit(WRONG);
        int outcome = session();
        if (write(pipefd[1], &allocations, sizeof allocations) != sizeof allocations) _exit(WRONG);
        _exit(outcome);
    }
    close(pipefd[1]);
    long made = 0;
    if (read(pipefd[0], &made, sizeof made) != sizeof made) made = -1;
    close(pipefd[0]);
    int status = 0;
    waitpid(child, &status, 0);
    if (count) *count = made;
    if (WIFSIGNALED(status)) return -WTERMSIG(status);
    return WEXITSTATUS(status);
}

int main(int argc, char **argv) {
    if (argc == 2) {   /* one run in this process, refusing allocation N (for a debugger) */
        if (!install(atol(argv[1]))) return WRONG;
        return session();
    }
    long total = 0;
    CHECK(run(0, &total) == SAME);
    CHECK(total > 0);
    long crashes = 0, wrong = 0, reported = 0;
    for (long n = 1; n <= total; n++) {
        int outcome = run(n, NULL);
        if (outcome < 0) { crashes++; fprintf(stderr, "refused %ld: the host died of signal %d\n", n, -outcome); }
        else if (outcome == WRONG) wrong++;
        else if (outcome == OUT_OF_MEMORY_SEEN) reported++;
    }
    printf("icu_failure: %ld ICU allocations refused one at a time: %ld reported OUT_OF_MEMORY, %ld changed nothing, %ld wrong, %ld crashes\n",
           total, reported, total - reported - wrong - crashes, wrong, crashes);
    CHECK(wrong == 0);
    CHECK(reported > 0);
    return finish("icu_failure");
}
