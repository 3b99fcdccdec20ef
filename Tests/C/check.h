/* Minimal checking for the C test programs: count failures, print each, exit non-zero at the end. */
#ifndef COUNTONME_TEST_CHECK_H
#define COUNTONME_TEST_CHECK_H
#include <stdio.h>
#include <string.h>

static int checks_run = 0, checks_failed = 0;

#define CHECK(condition) do { \
    checks_run++; \
    if (!(condition)) { checks_failed++; fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition); } \
} while (0)

#define CHECK_STRING(actual, expected) do { \
    const char *actual_ = (actual), *expected_ = (expected); \
    checks_run++; \
    if (actual_ == NULL || strcmp(actual_, expected_) != 0) { \
        checks_failed++; \
        fprintf(stderr, "%s:%d: expected \"%s\", got \"%s\"\n", __FILE__, __LINE__, expected_, actual_ ? actual_ : "(null)"); \
    } \
} while (0)

/* The plain closing line CI reads: "N passed, N failed". */
static int finish(const char *name) {
    printf("%s: %d passed, %d failed\n", name, checks_run - checks_failed, checks_failed);
    return checks_failed == 0 ? 0 : 1;
}
#endif
