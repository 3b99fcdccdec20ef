/* Shared by the fuzz harnesses: turn libFuzzer's bytes into a locale, options and text. */
#ifndef COUNTONME_FUZZ_INPUT_H
#define COUNTONME_FUZZ_INPUT_H
#include <countonme.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const char *const fuzz_locales[16] = {
    "C", "en_US", "en_IN", "fr_FR", "de_DE", "de_CH", "ar_EG", "fa_IR",
    "ja_JP", "ru_RU", "pl_PL", "hi_IN", "sv_SE", "es_ES", "fr_XX", NULL /* the environment's */
};

/* A NUL-terminated copy of data[offset...] (NUL bytes inside end the text early, as in C). */
static char *fuzz_text(const uint8_t *data, size_t size, size_t offset) {
    size_t length = size > offset ? size - offset : 0;
    char *text = malloc(length + 1);
    if (text == NULL) abort();
    if (length) memcpy(text, data + offset, length);
    text[length] = 0;
    return text;
}

/* Aborts (a finding) when the library breaks its own contract. */
#define FUZZ_ASSERT(condition) do { if (!(condition)) { __builtin_trap(); } } while (0)
#endif
