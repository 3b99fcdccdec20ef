/* Currency data from ICU: the ISO codes, their symbols in a locale, their fraction digits. */
#include "ICUBridge.h"
#include "Internal.h"
#include <unicode/ucurr.h>
#include <unicode/uenum.h>
#include <unicode/ustring.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* The ISO codes, listed once per process (ICU's enumeration is not indexable). */
static char (*codes)[4] = NULL;
static int32_t code_count = 0;
static pthread_once_t codes_once = PTHREAD_ONCE_INIT;

static void list_codes(void) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *all = ucurr_openISOCurrencies(UCURR_ALL, &status);
    if (U_FAILURE(status)) return;
    int32_t count = uenum_count(all, &status);
    if (U_FAILURE(status) || count <= 0) { uenum_close(all); return; }
    codes = calloc((size_t)count, sizeof *codes);
    if (codes == NULL) { uenum_close(all); return; }
    const char *code;
    int32_t length;
    while ((code = uenum_next(all, &length, &status)) != NULL && U_SUCCESS(status) && code_count < count) {
        if (length == 3) { memcpy(codes[code_count], code, 3); codes[code_count][3] = 0; code_count++; }
    }
    uenum_close(all);
}

int32_t icub_currency_count(void) {
    pthread_once(&codes_once, list_codes);
    return code_count;
}

int32_t icub_currency_at(int32_t index, char *code) {
    pthread_once(&codes_once, list_codes);
    if (index < 0 || index >= code_count) { code[0] = 0; return 0; }
    memcpy(code, codes[index], 4);
    return 3;
}

int32_t icub_currency_symbol(const char *code, const char *locale, int32_t narrow, char *out, int32_t capacity) {
    UChar currency[4];
    u_charsToUChars(code, currency, 3);
    currency[3] = 0;
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = 0;
    const UChar *name = ucurr_getName(currency, locale, narrow ? UCURR_NARROW_SYMBOL_NAME : UCURR_SYMBOL_NAME,
                                      NULL, &length, &status);
    if (U_FAILURE(status) || name == NULL) { if (capacity > 0) out[0] = 0; return 0; }
    return icub_to_utf8(name, length, out, capacity);
}

int32_t icub_currency_for_locale(const char *locale, char *code) {
    UChar currency[4] = {0};
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = ucurr_forLocale(locale, currency, 4, &status);
    if (U_FAILURE(status) || length != 3) { code[0] = 0; return 0; }
    u_UCharsToChars(currency, code, 3);
    code[3] = 0;
    return 3;
}
