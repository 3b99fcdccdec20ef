/*
 * Every nesting the options accept works on a small thread stack (issue 16, defect 2): musl's
 * threads have 128 KiB, a JVM's 1 MiB. Each form of nesting — parentheses, function calls, signs,
 * roots, powers, bars, currency signs before an amount — is evaluated 1,000 levels deep (COUNTONME_OPTION_MAX_NESTING's largest
 * value) on a 128 KiB and a 256 KiB thread; one level more is NESTING_TOO_DEEP, never a crash.
 * So are forms whose levels a closed group ends before the next begins ((0)+((0)+(…)): the stack
 * is sized by the deepest point, not by every opening), and forms of two levels a step whose
 * second level follows an operand (1√(1√(…)): a root after a factor; abs -abs -…: a sign after
 * a function's name), and currency signs after a function's exponent (sin²€€€…1).
 */
#include <countonme.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

struct job {
    const char *before, *open, *middle, *close;
    int depth;
    countonme_status status;
    char result[64];
};

static void *evaluate(void *argument) {
    struct job *job = argument;
    size_t open = strlen(job->open), close = strlen(job->close);
    char *text = malloc(strlen(job->before) + (size_t)job->depth * (open + close) + strlen(job->middle) + 1);
    if (text == NULL) return NULL;
    char *end = text;
    strcpy(end, job->before);
    end += strlen(job->before);
    for (int i = 0; i < job->depth; i++) { memcpy(end, job->open, open); end += open; }
    strcpy(end, job->middle);
    end += strlen(job->middle);
    for (int i = 0; i < job->depth; i++) { memcpy(end, job->close, close); end += close; }
    *end = '\0';
    countonme_context *context = NULL;
    if (countonme_context_new("C", &context) == COUNTONME_OK) {
        countonme_context_set_option(context, COUNTONME_OPTION_MAX_NESTING, 1000);
        countonme_context_set_option(context, COUNTONME_OPTION_MAX_INPUT_LENGTH, 1000000);
        char *result = NULL;
        job->status = countonme_evaluate(context, text, &result);
        snprintf(job->result, sizeof job->result, "%s", result ? result : "");
        countonme_free(result);
        countonme_context_free(context);
    }
    free(text);
    return NULL;
}

/* Runs the job on a thread with a stack of `kib` KiB. */
static void run(struct job *job, size_t kib) {
    pthread_attr_t attributes;
    pthread_t thread;
    CHECK(pthread_attr_init(&attributes) == 0);
    CHECK(pthread_attr_setstacksize(&attributes, kib * 1024) == 0);
    job->status = -1;
    CHECK(pthread_create(&thread, &attributes, evaluate, job) == 0);
    CHECK(pthread_join(thread, NULL) == 0);
    pthread_attr_destroy(&attributes);
}

int main(void) {
    /* open × steps, middle, close × steps; the expected value; the levels of nesting a step; then,
     * for a form that needs them, text before it, its levels, and the status when not OK. */
    const struct {
        const char *open, *middle, *close, *value;
        int levels;
        const char *before;
        int levels_before;
        countonme_status status;
    } forms[] = {
        {"(", "7", ")", "7", 1, NULL, 0, COUNTONME_OK},
        {"abs(", "7", ")", "7", 1, NULL, 0, COUNTONME_OK},
        {"max(1; ", "7", ")", "7", 1, NULL, 0, COUNTONME_OK},
        {"-", "7", "", "7", 1, NULL, 0, COUNTONME_OK},           /* 1,000 signs: an even count */
        {"\xE2\x88\x9A", "1", "", "1", 1, NULL, 0, COUNTONME_OK}, /* √√√…1 */
        {"1^", "7", "", "1", 1, NULL, 0, COUNTONME_OK},           /* 1^1^…^7 */
        {"|", "7", "|", "7", 1, NULL, 0, COUNTONME_OK},
        {"\xE2\x82\xAC", "7", "", "EUR 7.00", 1, NULL, 0, COUNTONME_OK}, /* €€€…7: each currency sign before an amount is a level */
        {"(0)+(", "7", ")", "7", 1, NULL, 0, COUNTONME_OK},
        {"abs(0)+abs(", "7", ")", "7", 1, NULL, 0, COUNTONME_OK},
        {"1\xE2\x88\x9A(", "1", ")", "1", 2, NULL, 0, COUNTONME_OK},
        {"abs -", "7", "", "7", 2, NULL, 0, COUNTONME_OK},
        /* sin²€€€…1: the exponent is read with the function's name, whose operand is still to
         * come; its currency signs are levels (a C thread of 128 KiB overflowed at 100 of them).
         * The amount is then refused as an operand of sin. */
        {"\xE2\x82\xAC", "1", "", NULL, 1, "sin\xC2\xB2", 1, COUNTONME_ERROR_INVALID_MONEY_OPERATION},
        {"\xE2\x82\xAC", "1", "", NULL, 1, "cos\xE2\x81\xBB\xC2\xB9", 1, COUNTONME_ERROR_INVALID_MONEY_OPERATION},
    };
    const size_t stacks[] = {128, 256};
    for (size_t f = 0; f < sizeof forms / sizeof forms[0]; f++) {
        for (size_t s = 0; s < sizeof stacks / sizeof stacks[0]; s++) {
            const char *before = forms[f].before != NULL ? forms[f].before : "";
            struct job job = {before, forms[f].open, forms[f].middle, forms[f].close,
                              (1000 - forms[f].levels_before) / forms[f].levels, 0, ""};
            run(&job, stacks[s]);
            if (job.status != forms[f].status) fprintf(stderr, "form %s%s… at 1000 levels on %zu KiB: status %d\n", before, forms[f].open, stacks[s], job.status);
            CHECK(job.status == forms[f].status);
            if (forms[f].value != NULL) CHECK_STRING(job.result, forms[f].value);
            job.depth = (1000 + 2 - forms[f].levels_before) / forms[f].levels;
            run(&job, stacks[s]);
            CHECK(job.status == COUNTONME_ERROR_NESTING_TOO_DEEP);
        }
    }
    return finish("stack_c");
}
