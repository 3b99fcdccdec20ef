/* Fuzzes number conversion: byte 0 picks the locale; the rest is parsed as a locale number and
 * formatted as a plain one. Whatever parses must format and parse back to the same value. */
#include "fuzz_input.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    countonme_context *context = NULL;
    FUZZ_ASSERT(countonme_context_new(fuzz_locales[data[0] % 16], &context) == COUNTONME_OK);
    char *text = fuzz_text(data, size, 1);
    char *plain = NULL;
    if (countonme_parse_number(context, text, &plain) == COUNTONME_OK) {
        char *formatted = NULL, *again = NULL;
        FUZZ_ASSERT(countonme_format_number(context, plain, &formatted) == COUNTONME_OK);
        FUZZ_ASSERT(countonme_parse_number(context, formatted, &again) == COUNTONME_OK);
        FUZZ_ASSERT(strcmp(plain, again) == 0);
        countonme_free(formatted);
        countonme_free(again);
        countonme_free(plain);
    }
    char *formatted = NULL;
    if (countonme_format_number(context, text, &formatted) == COUNTONME_OK) countonme_free(formatted);
    free(text);
    countonme_context_free(context);
    return 0;
}
