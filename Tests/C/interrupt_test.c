/*
 * countonme_context_interrupt (issue 16, addition 3): another thread stops a long evaluation,
 * which returns COUNTONME_ERROR_INTERRUPTED with the context as it was; a request while nothing
 * runs has no effect. The evaluation is 2,000 exact factorials of a million (about 0.13 s each,
 * minutes in all), so it can only end early by being interrupted: no clock decides the test.
 */
#include <countonme.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "check.h"

struct job {
    countonme_context *context;
    const char *expression;
    countonme_status status;
    atomic_int done;
};

static void *evaluate(void *argument) {
    struct job *job = argument;
    char *result = NULL;
    job->status = countonme_evaluate(job->context, job->expression, &result);
    countonme_free(result);
    atomic_store(&job->done, 1);
    return NULL;
}

int main(void) {
    countonme_context *context = NULL;
    CHECK(countonme_context_new("C", &context) == COUNTONME_OK);
    CHECK(countonme_context_interrupt(NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    /* A request while nothing runs has no effect. */
    CHECK(countonme_context_interrupt(context) == COUNTONME_OK);
    char *result = NULL;
    CHECK(countonme_evaluate(context, "6 * 7", &result) == COUNTONME_OK);
    CHECK_STRING(result, "42");
    countonme_free(result);

    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_MAX_DIGITS, 10000000) == COUNTONME_OK);
    const char *term = "(1000000!)^0+";
    size_t terms = 2000, length = strlen(term);
    char *expression = malloc(terms * length + 2);
    CHECK(expression != NULL);
    if (expression == NULL) return finish("interrupt_c");
    for (size_t i = 0; i < terms; i++) memcpy(expression + i * length, term, length);
    strcpy(expression + terms * length, "1");

    struct job job = {context, expression, -1, 0};
    pthread_t thread;
    CHECK(pthread_create(&thread, NULL, evaluate, &job) == 0);
    /* Ask until it stops (the evaluation clears a request made before it starts). How many
     * times that takes depends on the machine, so the requests are checked once, together: the
     * count of checks is the same on every run. */
    const struct timespec pause = {0, 1000000};
    int every_request_taken = 1;
    while (!atomic_load(&job.done)) {
        if (countonme_context_interrupt(context) != COUNTONME_OK) every_request_taken = 0;
        nanosleep(&pause, NULL);
    }
    CHECK(every_request_taken);
    CHECK(pthread_join(thread, NULL) == 0);
    CHECK(job.status == COUNTONME_ERROR_INTERRUPTED);
    CHECK(countonme_error_code(context) == COUNTONME_ERROR_INTERRUPTED);
    char *message = NULL;
    CHECK(countonme_error_message(context, &message) == COUNTONME_OK);
    CHECK_STRING(message, "The calculation was interrupted.");
    countonme_free(message);
    /* Nothing changed, and the next evaluation runs. */
    CHECK(countonme_evaluate(context, "ans", &result) == COUNTONME_OK);
    CHECK_STRING(result, "42");
    countonme_free(result);
    free(expression);
    countonme_context_free(context);
    return finish("interrupt_c");
}
