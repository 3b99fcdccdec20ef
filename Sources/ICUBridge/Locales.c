/* Locale ids: canonical forms, fallback parents and the list ICU knows. */
#include "ICUBridge.h"
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <string.h>

int32_t icub_locale_canonicalize(const char *locale, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char language_tag_form[ULOC_FULLNAME_CAPACITY];
    /* BCP 47 tags ("de-CH", "sr-Latn-RS") first; ICU ids pass through unchanged. */
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(locale, language_tag_form, sizeof language_tag_form, &parsed, &status);
    const char *source = locale;
    if (U_SUCCESS(status) && length > 0 && parsed == (int32_t)strlen(locale) && strchr(locale, '-') != NULL) {
        source = language_tag_form;
    }
    status = U_ZERO_ERROR;
    length = uloc_canonicalize(source, out, capacity, &status);
    if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) {
        if (capacity > 0) out[0] = 0;
        return 0;
    }
    return length;
}

int32_t icub_locale_parent(const char *locale, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_getParent(locale, out, capacity, &status);
    if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) {
        if (capacity > 0) out[0] = 0;
        return 0;
    }
    return length;
}

int32_t icub_locale_is_known(const char *locale) {
    char language[ULOC_LANG_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    uloc_getLanguage(locale, language, sizeof language, &status);
    if (U_FAILURE(status) || language[0] == 0) return 0;
    /* ICU's own locale data bundle for the language exists without falling back to root. */
    status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_openDirect(NULL, language, &status);
    if (bundle != NULL) ures_close(bundle);
    return U_SUCCESS(status) && status != U_USING_DEFAULT_WARNING ? 1 : 0;
}

int32_t icub_locale_count(void) { return uloc_countAvailable(); }

const char *icub_locale_at(int32_t index) { return uloc_getAvailable(index); }
