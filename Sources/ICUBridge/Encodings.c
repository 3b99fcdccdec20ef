/* Text in a locale's legacy character set (ISO-8859-1, KOI8-R, …) for a terminal that is not UTF-8. */
#include "ICUBridge.h"
#include <unicode/ucnv.h>
#include <unicode/ucnv_cb.h>
#include <unicode/ustring.h>
#include <stdlib.h>
#include <string.h>

/* What a character the set lacks is written as, when it has a plain equivalent: the narrow and
 * thin no-break spaces of grouping as the no-break space (or a space), typographic dashes, signs
 * and quotes as ASCII. Anything else becomes '?', counted. */
static void substitute(const void *context, UConverterFromUnicodeArgs *arguments, const UChar *units, int32_t length,
                       UChar32 code_point, UConverterCallbackReason reason, UErrorCode *status) {
    (void)units; (void)length;
    if (reason != UCNV_UNASSIGNED && reason != UCNV_ILLEGAL && reason != UCNV_IRREGULAR) return;
    int32_t *unmappable = (int32_t *)context;
    static const UChar no_break_space[] = {0x00A0}, space[] = {0x20}, minus[] = {0x2D}, apostrophe[] = {0x27},
                       quote[] = {0x22}, ellipsis[] = {0x2E, 0x2E, 0x2E}, question[] = {0x3F};
    const UChar *replacement = question;
    int32_t replacement_length = 1;
    switch (code_point) {
    case 0x202F: case 0x2009: case 0x2007: case 0x200A: case 0x00A0: replacement = no_break_space; break;
    case 0x2212: case 0x2010: case 0x2011: case 0x2013: replacement = minus; break;
    case 0x2018: case 0x2019: case 0x201A: replacement = apostrophe; break;
    case 0x201C: case 0x201D: case 0x201E: case 0x00AB: case 0x00BB: replacement = quote; break;
    case 0x2026: replacement = ellipsis; replacement_length = 3; break;
    case 0x200E: case 0x200F: case 0x061C: case 0x2066: case 0x2067: case 0x2068: case 0x2069: replacement_length = 0; break;
    default: (*unmappable)++; break;
    }
    *status = U_ZERO_ERROR;
    if (replacement_length == 0) return;
    /* A set without the no-break space gets a plain space (tried first: writing an unassigned
     * character from here would come back to this callback). */
    if (replacement == no_break_space) {
        UErrorCode probe = U_ZERO_ERROR;
        UConverter *copy = ucnv_open(ucnv_getName(arguments->converter, &probe), &probe);
        char byte[8];
        if (copy != NULL) {
            ucnv_setFromUCallBack(copy, UCNV_FROM_U_CALLBACK_STOP, NULL, NULL, NULL, &probe);
            ucnv_fromUChars(copy, byte, sizeof byte, no_break_space, 1, &probe);
            ucnv_close(copy);
        }
        if (copy == NULL || U_FAILURE(probe)) replacement = space;
    }
    ucnv_cbFromUWriteUChars(arguments, &replacement, replacement + replacement_length, 0, status);
}

int32_t icub_encoding_is_known(const char *codeset) {
    UErrorCode status = U_ZERO_ERROR;
    UConverter *converter = ucnv_open(codeset, &status);
    if (converter != NULL) ucnv_close(converter);
    return U_SUCCESS(status);
}

int32_t icub_encode(const char *codeset, const char *text, int32_t length, char *out, int32_t capacity,
                    int32_t *unmappable) {
    UErrorCode status = U_ZERO_ERROR;
    *unmappable = 0;
    int32_t units = 0;
    u_strFromUTF8WithSub(NULL, 0, &units, text, length, 0xFFFD, NULL, &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status)) return -1;
    status = U_ZERO_ERROR;
    UChar *utf16 = malloc(((size_t)units + 1) * sizeof *utf16);
    if (utf16 == NULL) return -1;
    u_strFromUTF8WithSub(utf16, units + 1, NULL, text, length, 0xFFFD, NULL, &status);
    UConverter *converter = U_SUCCESS(status) ? ucnv_open(codeset, &status) : NULL;
    int32_t written = -1;
    if (converter != NULL) {
        ucnv_setFromUCallBack(converter, substitute, unmappable, NULL, NULL, &status);
        if (U_SUCCESS(status)) {
            written = ucnv_fromUChars(converter, out, capacity, utf16, units, &status);
            if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) written = -1;
        }
        ucnv_close(converter);
    }
    free(utf16);
    return written;
}
