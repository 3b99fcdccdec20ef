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
    else if (U_FAILURE(status) && status != U_ILLEGAL_ARGUMENT_ERROR) return -1;   /* memory, not a malformed tag */
    status = U_ZERO_ERROR;
    int32_t length = uloc_canonicalize(source, out, capacity, &status);
    if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) {
        if (capacity > 0) out[0] = 0;
        return -1;
    }
    return length;
}

int32_t icub_locale_count(void) { return uloc_countAvailable(); }

const char *icub_locale_at(int32_t index) { return uloc_getAvailable(index); }

int32_t icub_locale_is_known(const char *locale) {
    /* ICU's own bundles, walked by hand from the locale to its parents (fr_XX -> fr): ures_open
     * would consult the process's default locale, whose set-up deadlocks in ICU 72 when an
     * allocation fails there (Tests/C/icu_failure_test.c). Known: a bundle other than root. */
    char current[ULOC_FULLNAME_CAPACITY];
    if (strlen(locale) >= sizeof current) return 0;
    /* Keywords (@numbers=native) name no bundle, and a language alone with them has no parent
     * but "" (uloc_getParent("hi@numbers=native")): the walk starts from the id without them. */
    UErrorCode baseStatus = U_ZERO_ERROR;
    int32_t length = uloc_getBaseName(locale, current, sizeof current, &baseStatus);
    if (baseStatus == U_MEMORY_ALLOCATION_ERROR) return -1;
    if (U_FAILURE(baseStatus) || length >= (int32_t)sizeof current) return 0;
    for (int step = 0; step < 8 && current[0] != 0 && strcmp(current, "root") != 0; step++) {
        UErrorCode status = U_ZERO_ERROR;
        UResourceBundle *bundle = ures_openDirect(NULL, current, &status);
        if (bundle != NULL) ures_close(bundle);
        if (U_SUCCESS(status)) return 1;
        if (status != U_MISSING_RESOURCE_ERROR) return -1;
        char parent[ULOC_FULLNAME_CAPACITY];
        status = U_ZERO_ERROR;
        uloc_getParent(current, parent, sizeof parent, &status);
        if (U_FAILURE(status)) return -1;
        strcpy(current, parent);
    }
    return 0;
}
