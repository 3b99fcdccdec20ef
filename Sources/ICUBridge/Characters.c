/* Character properties ICU knows and the Swift standard library does not. */
#include "ICUBridge.h"
#include <unicode/uchar.h>
#include <unicode/unorm2.h>

int32_t icub_character_is_wide(int32_t code_point) {
    int32_t width = u_getIntPropertyValue((UChar32)code_point, UCHAR_EAST_ASIAN_WIDTH);
    return width == U_EA_WIDE || width == U_EA_FULLWIDTH;
}

/* Reads ASCII digits from `text[*at]` into `*value` (at most 9 of them); 1 when there was one. */
static int32_t read_digits(const UChar *text, int32_t length, int32_t *at, int32_t *value) {
    int32_t start = *at, result = 0;
    while (*at < length && *at - start < 9 && text[*at] >= u'0' && text[*at] <= u'9') {
        result = result * 10 + (text[*at] - u'0');
        (*at)++;
    }
    if (*at == start) return 0;
    *value = result;
    return 1;
}

int32_t icub_vulgar_fraction(int32_t code_point, int32_t *numerator, int32_t *denominator) {
    if (u_getIntPropertyValue((UChar32)code_point, UCHAR_NUMERIC_TYPE) != U_NT_NUMERIC) return 0;
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfkd = unorm2_getNFKDInstance(&status);
    if (U_FAILURE(status)) return 0;
    UChar text[16];
    int32_t length = unorm2_getRawDecomposition(nfkd, (UChar32)code_point, text, 16, &status);
    if (U_FAILURE(status) || length <= 0 || length > 16) return 0;
    int32_t at = 0, top = 0, bottom = 0;
    if (!read_digits(text, length, &at, &top) || at >= length || text[at] != 0x2044) return 0;
    at++;
    if (!read_digits(text, length, &at, &bottom) || at != length || bottom == 0) return 0;
    *numerator = top;
    *denominator = bottom;
    return 1;
}
