/*
 * In-process latency through the C API: parse + evaluate + format for typical expressions, and
 * formatting / parsing numbers in a locale. Prints median and p99 per call, and calls per second.
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

/* Times `iterations` calls of op(context, text) in batches of 16; returns the median (ns/call). */
static double measure(const char *label, countonme_context *context, operation op, const char *text, int iterations) {
    enum { BATCH = 16 };
    int samples = iterations / BATCH;
    double *times = malloc(sizeof(double) * (size_t)samples);
    for (int warm = 0; warm < 1000; warm++) { char *r = NULL; op(context, text, &r); countonme_free(r); }
    for (int s = 0; s < samples; s++) {
        double start = now_ns();
        for (int i = 0; i < BATCH; i++) { char *r = NULL; op(context, text, &r); countonme_free(r); }
        times[s] = (now_ns() - start) / BATCH;
    }
    qsort(times, (size_t)samples, sizeof(double), compare);
    double median = times[samples / 2], p99 = times[samples * 99 / 100];
    printf("%-44s %9.0f ns median %9.0f ns p99 %12.0f /s\n", label, median, p99, 1e9 / median);
    free(times);
    return median;
}

int main(int argc, char **argv) {
    int iterations = argc > 1 ? atoi(argv[1]) : 200000;
    countonme_context *plain = NULL, *french = NULL;
    countonme_context_new("C", &plain);
    countonme_context_new("fr_FR", &french);
    const char *expressions[][2] = {
        {"short sum", "1+2"},
        {"mixed precedence with decimals", "12.5 * 3 - 4 / 8 + 0.25"},
        {"parentheses and powers", "(3 + 4) * 2^10 - 17 mod 5"},
        {"functions", "sqrt(2) + sin(1)"},
        {"big integers", "123456789012345678901234567890 * 987654321"},
        {"percent", "200 + 15%"},
    };
    printf("C API, %d calls each (one context reused, as a program would)\n", iterations);
    double short_sum = 0;
    for (size_t i = 0; i < sizeof expressions / sizeof expressions[0]; i++) {
        char label[96];
        snprintf(label, sizeof label, "evaluate: %s", expressions[i][0]);
        double median = measure(label, plain, countonme_evaluate, expressions[i][1], iterations);
        if (i == 0) short_sum = median;
    }
    double french_sum = measure("evaluate (fr_FR): 1 234,5 × 2", french, countonme_evaluate, "1 234,5 × 2", iterations);
    double format = measure("format_number (fr_FR): -1234567.891", french, countonme_format_number, "-1234567.891", iterations);
    double parse = measure("parse_number (fr_FR): -1 234 567,891", french, countonme_parse_number,
                           "-1\xE2\x80\xAF" "234\xE2\x80\xAF" "567,891", iterations);
    /* Issue 14's targets, medians. */
    const struct { const char *name; double median, target; } targets[] = {
        {"short sum", short_sum, 500}, {"format_number", format, 300}, {"parse_number", parse, 1000},
        {"fr_FR evaluation", french_sum, 1500},
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
