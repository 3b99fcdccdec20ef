/* Locale ids: canonical forms, fallback parents and the list ICU knows. */
#include "ICUBridge.h"
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <string.h>

int32_t icub_locale_canonicalize(const char *locale, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char language_tag_form[ULOC_FULLNAME_CAPACITY];
    /* BCP 47 tags ("de-CH", "sr-Latn-RS") first; ICU ids pass through unchanged. */
    const char *source = locale;
    if (strchr(locale, '-') != NULL) {
        int32_t parsed = 0;
        int32_t length = uloc_forLanguageTag(locale, language_tag_form, sizeof language_tag_form, &parsed, &status);
        if (U_SUCCESS(status) && length > 0 && parsed == (int32_t)strlen(locale)) source = language_tag_form;
    }
    status = U_ZERO_ERROR;
    int32_t length = uloc_canonicalize(source, out, capacity, &status);
    if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) {
        if (capacity > 0) out[0] = 0;
        return 0;
    }
    return length;
}

int32_t icub_locale_count(void) { return uloc_countAvailable(); }

const char *icub_locale_at(int32_t index) { return uloc_getAvailable(index); }

int32_t icub_locale_is_known(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, locale, &status);
    if (bundle != NULL) ures_close(bundle);
    return U_SUCCESS(status) && status != U_USING_DEFAULT_WARNING;
}
