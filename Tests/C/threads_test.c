/*
 * 10 threads, each with its own context (two pairs in the same locale, so sharing one locale object), 10,000 evaluations each, every answer checked
 * (the plain result against arithmetic done here; the localized one read back by the library).
 */
#include <countonme.h>
#include <pthread.h>
#include <stdlib.h>
#include "check.h"

#define THREADS 10

/* Two threads share fr_FR and two ar_EG: their contexts share one locale (made once per process). */
static const char *const locales[THREADS] = {"fr_FR", "de_DE", "en_US", "en_IN", "ar_EG", "ja_JP", "C", "pl_PL", "fr_FR", "ar_EG"};

struct work {
    const char *locale;
    int iterations;
    int failures;
};

static void *run(void *argument) {
    struct work *work = argument;
    countonme_context *context = NULL;
    if (countonme_context_new(work->locale, &context) != COUNTONME_OK) { work->failures++; return NULL; }
    for (int i = 0; i < work->iterations; i++) {
        char expression[64], expected[64];
        long long a = i * 7919LL, b = i % 97;
        snprintf(expression, sizeof expression, "%lld × 3 − %lld", a, b);
        snprintf(expected, sizeof expected, "%lld", a * 3 - b);
        char *plain = NULL;
        if (countonme_evaluate_plain(context, expression, &plain, NULL) != COUNTONME_OK || strcmp(plain, expected) != 0) {
            if (work->failures++ < 5) fprintf(stderr, "%s: %s gave %s, expected %s\n", work->locale, expression, plain ? plain : "(error)", expected);
        }
        countonme_free(plain);
        if (i % 100 == 0) {
            /* The localized answer reads back to the same value. */
            char *local = NULL, *back = NULL;
            if (countonme_evaluate(context, expression, &local) != COUNTONME_OK ||
                countonme_parse_number(context, local, &back) != COUNTONME_OK || strcmp(back, expected) != 0) {
                if (work->failures++ < 5) fprintf(stderr, "%s: %s → %s → %s\n", work->locale, expression, local ? local : "?", back ? back : "?");
            }
            countonme_free(local);
            countonme_free(back);
            /* Irrational functions, which fill MPFR's per-thread caches (freed when the thread
             * ends: valgrind's leak check below sees them otherwise). mpmath: 6.495889489438894… */
            char *irrational = NULL;
            if (countonme_evaluate_plain(context, "sqrt(2) + pi + ln(3) + sin(1)", &irrational, NULL) != COUNTONME_OK
                || strcmp(irrational, "6.495889489438894") != 0) {
                if (work->failures++ < 5) fprintf(stderr, "%s: the irrational sum gave %s\n", work->locale, irrational ? irrational : "(error)");
            }
            countonme_free(irrational);
        }
    }
    countonme_context_free(context);
    return NULL;
}

int main(int argc, char **argv) {
    int iterations = argc > 1 ? atoi(argv[1]) : 10000;
    pthread_t threads[THREADS];
    struct work work[THREADS];
    for (int i = 0; i < THREADS; i++) {
        work[i] = (struct work){locales[i], iterations, 0};
        CHECK(pthread_create(&threads[i], NULL, run, &work[i]) == 0);
    }
    for (int i = 0; i < THREADS; i++) {
        pthread_join(threads[i], NULL);
        CHECK(work[i].failures == 0);
    }
    printf("threads_test: %d threads × %d evaluations\n", THREADS, iterations);
    return finish("threads");
}
