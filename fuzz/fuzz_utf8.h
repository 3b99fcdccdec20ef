/* Shared by the fuzz harnesses: whether text the library hands out (or is given) is UTF-8 as the
 * header defines it. */
#ifndef COUNTONME_FUZZ_UTF8_H
#define COUNTONME_FUZZ_UTF8_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Strict UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF), as the library reads it.
 * Not instrumented: the harnesses check every display part after every key with it, and its traced
 * comparisons took 8% of a keypad_labels campaign; the library's own UTF-8 reading is covered. */
__attribute__((no_sanitize("coverage"))) static inline bool valid_utf8(const uint8_t *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        uint8_t c = s[i];
        if (c < 0x80) { i++; continue; }
        size_t extra;
        uint32_t cp, min;
        if ((c & 0xE0) == 0xC0) extra = 1, cp = c & 0x1F, min = 0x80;
        else if ((c & 0xF0) == 0xE0) extra = 2, cp = c & 0x0F, min = 0x800;
        else if ((c & 0xF8) == 0xF0) extra = 3, cp = c & 0x07, min = 0x10000;
        else return false;
        if (i + extra >= n) return false;
        for (size_t k = 1; k <= extra; k++) {
            if ((s[i + k] & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
        i += extra + 1;
    }
    return true;
}

/* A NUL-terminated string, the same way. */
__attribute__((no_sanitize("coverage"))) static inline bool valid_text(const char *text) { return valid_utf8((const uint8_t *)text, strlen(text)); }
#endif
