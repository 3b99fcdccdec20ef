/* Shared by the fuzz harnesses over a context: the contracts of the error record and of UTF-8,
 * as the header states them. */
#ifndef COUNTONME_FUZZ_CONTRACT_H
#define COUNTONME_FUZZ_CONTRACT_H
#include "fuzz_input.h"
#include "fuzz_utf8.h"
#include <stdbool.h>

typedef struct {
    countonme_status code;
    int32_t start, end, start16, end16;
    char *message, *title;
} record;

static record read_record(const countonme_context *context) {
    record r;
    r.code = countonme_error_code(context);
    FUZZ_ASSERT(countonme_error_range(context, &r.start, &r.end) == COUNTONME_OK);
    FUZZ_ASSERT(countonme_error_range_utf16(context, &r.start16, &r.end16) == COUNTONME_OK);
    r.message = r.title = NULL;
    FUZZ_ASSERT(countonme_error_message(context, &r.message) == COUNTONME_OK && r.message != NULL);
    FUZZ_ASSERT(countonme_error_title(context, &r.title) == COUNTONME_OK && r.title != NULL);
    return r;
}

static void free_record(record *r) {
    countonme_free(r->message);
    countonme_free(r->title);
}

static void same_record(const record *a, const record *b) {
    FUZZ_ASSERT(a->code == b->code);
    FUZZ_ASSERT(a->start == b->start && a->end == b->end && a->start16 == b->start16 && a->end16 == b->end16);
    FUZZ_ASSERT(strcmp(a->message, b->message) == 0);
    FUZZ_ASSERT(strcmp(a->title, b->title) == 0);
}

/* Const calls never touch the error record. */
static void const_calls_keep_record(const countonme_context *context, const record *before) {
    int32_t value = 0, count = 0;
    char *text = NULL, *rate = NULL, *date = NULL, **items = NULL;
    countonme_context_get_option(context, COUNTONME_OPTION_DIGITS, &value);
    countonme_context_get_option(context, -1, &value);
    if (countonme_context_get_locale(context, &text) == COUNTONME_OK) countonme_free(text);
    text = NULL;
    if (countonme_context_get_variable(context, "x", &text) == COUNTONME_OK) countonme_free(text);
    countonme_context_variable_count(context, &count);
    text = NULL;
    if (countonme_context_variable_name(context, 0, &text) == COUNTONME_OK) countonme_free(text);
    if (countonme_context_rate(context, "EUR", "USD", &rate, &date) == COUNTONME_OK) {
        countonme_free(rate);
        countonme_free(date);
    }
    if (countonme_context_list(context, COUNTONME_LIST_CURRENCIES, &items, &count) == COUNTONME_OK) countonme_free(items);
    text = NULL;
    if (countonme_status_message(context, COUNTONME_ERROR_SYNTAX, &text) == COUNTONME_OK) countonme_free(text);
    record after = read_record(context);
    same_record(before, &after);
    free_record(&after);
}

/* UTF-16 code units of the first `offset` bytes of UTF-8 text. */
static int32_t utf16_units(const char *text, int32_t offset) {
    int32_t units = 0;
    for (int32_t i = 0; i < offset; i++) {
        uint8_t c = (uint8_t)text[i];
        if ((c & 0xC0) != 0x80) units += (c & 0xF8) == 0xF0 ? 2 : 1;
    }
    return units;
}

/* After a call that records its outcome: a success clears the record; a failure is described,
 * its range inside the input (`input`, `input_length` bytes; NULL when the header names no
 * input), and counted again in UTF-16 units of the same input. */
static void check_record(const countonme_context *context, countonme_status status, const char *input, size_t input_length) {
    record r = read_record(context);
    FUZZ_ASSERT(r.code == status);
    if (status == COUNTONME_OK) {
        FUZZ_ASSERT(r.start == 0 && r.end == 0 && r.start16 == 0 && r.end16 == 0);
        FUZZ_ASSERT(r.message[0] == 0 && r.title[0] == 0);
    } else {
        FUZZ_ASSERT(strcmp(countonme_status_name(status), "unknown") != 0);
        FUZZ_ASSERT(0 <= r.start && r.start <= r.end);
        FUZZ_ASSERT(0 <= r.start16 && r.start16 <= r.end16 && r.start16 <= r.start && r.end16 <= r.end);
        if (input) {
            FUZZ_ASSERT((size_t)r.end <= input_length);
            if (valid_utf8((const uint8_t *)input, input_length))
                FUZZ_ASSERT(r.start16 == utf16_units(input, r.start) && r.end16 == utf16_units(input, r.end));
        }
        FUZZ_ASSERT(r.message[0] != 0 && r.title[0] != 0);
    }
    const_calls_keep_record(context, &r);
    free_record(&r);
}

#endif
