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

int32_t icub_locale_with_keyword(const char *locale, const char *keyword, const char *value, char *out, int32_t capacity) {
    /* uloc_setKeywordValue edits an id in place, so the id is copied into `out` first. When it
     * does not fit, the length the result can take at most is returned for a second call. */
    size_t length = strlen(locale);
    if (capacity <= 0 || length >= (size_t)capacity) {
        size_t bound = length + strlen(keyword) + strlen(value) + 2;   /* '@' or ';', and '=' */
        return bound >= INT32_MAX ? -2 : (int32_t)bound;
    }
    memcpy(out, locale, length + 1);
    UErrorCode status = U_ZERO_ERROR;
    int32_t needed = uloc_setKeywordValue(keyword, value, out, capacity, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) return needed;
    if (U_FAILURE(status)) {
        out[0] = 0;
        return status == U_MEMORY_ALLOCATION_ERROR ? -1 : -2;
    }
    return needed;
}

int32_t icub_locale_id_capacity(void) { return ULOC_FULLNAME_CAPACITY; }

int32_t icub_locale_count(void) { return uloc_countAvailable(); }

const char *icub_locale_at(int32_t index) { return uloc_getAvailable(index); }

/* Whether `locale` is written as locale ids are: ASCII letters, digits, '_', '-' and '.' up to
 * its keywords, visible ASCII in them ("@numbers=latn;currency=EUR"). ICU keeps a control
 * character, a space, a '/' or a non-ASCII letter in a variant ("hi_IN_\001IN", "fr_F/R") and
 * falls back to the language, so such a name would pass for a locale while naming none. */
static int is_locale_id_text(const char *locale) {
    int in_keywords = 0;
    for (const unsigned char *c = (const unsigned char *)locale; *c != 0; c++) {
        if (*c <= ' ' || *c >= 0x7F) return 0;
        int is_alphanumeric = (*c >= '0' && *c <= '9') || (*c >= 'A' && *c <= 'Z') || (*c >= 'a' && *c <= 'z');
        if (*c == '@') in_keywords = 1;
        else if (!in_keywords && !is_alphanumeric && *c != '_' && *c != '-' && *c != '.') return 0;
    }
    return 1;
}

/* 1 when `table`, one of res_index's lists of locale ids, holds `id`; 0 when it does not; -1
 * when ICU fails to look (memory). */
static int32_t index_lists(const UResourceBundle *table, const char *id) {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *entry = ures_getByKey(table, id, NULL, &status);
    ures_close(entry);
    if (status == U_MISSING_RESOURCE_ERROR) return 0;
    return U_SUCCESS(status) ? 1 : -1;
}

int32_t icub_locale_is_known(const char *locale) {
    /* Known: ICU's index of its locale data (res_index) lists the id or one of its parents other
     * than root (fr_XX -> fr), among the locales with data (InstalledLocales, what
     * uloc_getAvailable lists) or the legacy names that stand for one (AliasLocales: "iw_IL",
     * "no_NO", "sh_BA"). No locale's bundle is opened:
     * - ICU 72's ures_openDirect never returns on the aliases "no_NO" and "no_NO_NY"
     *   (LANG=no_NO.UTF-8 hung the command; found by fuzz_context through "no-no-no", whose
     *   parent is "no_NO");
     * - it opens ICU's bundles that are no locale ("units", "pool", "plurals"), which passed
     *   for locales and were read as root;
     * - ures_open would consult the process's default locale, whose set-up deadlocks in ICU 72
     *   when an allocation fails there (Tests/C/icu_failure_test.c).
     * The lists are read from the index, not through uloc_openAvailableByType: ICU loads that
     * list once a process and keeps a failure to load it, so one allocation refused there would
     * make every later check of the process fail. ICU's data has had both tables since ICU 65;
     * data without them (an older ICU, a trimmed build) would make every check report a failure
     * (-1), never a locale known or unknown by mistake. */
    char current[ULOC_FULLNAME_CAPACITY];
    /* ICU's formatters refuse a longer id, keywords included (U_ILLEGAL_ARGUMENT_ERROR). */
    if (strlen(locale) >= sizeof current) return 0;
    if (!is_locale_id_text(locale)) return 0;
    /* Nor keywords ICU cannot read ("ar_EG@numbers=latn@x=y", "@numbers==latn"): it would write
     * the locale's own digits, ignoring those the name asks for. */
    char digits[ULOC_KEYWORDS_CAPACITY];
    UErrorCode keywordStatus = U_ZERO_ERROR;
    uloc_getKeywordValue(locale, "numbers", digits, sizeof digits, &keywordStatus);
    if (keywordStatus == U_MEMORY_ALLOCATION_ERROR) return -1;
    if (U_FAILURE(keywordStatus) || keywordStatus == U_STRING_NOT_TERMINATED_WARNING) return 0;
    /* Keywords (@numbers=native) name no bundle, and a language alone with them has no parent
     * but "" (uloc_getParent("hi@numbers=native")): the walk starts from the id without them. */
    UErrorCode baseStatus = U_ZERO_ERROR;
    int32_t length = uloc_getBaseName(locale, current, sizeof current, &baseStatus);
    if (baseStatus == U_MEMORY_ALLOCATION_ERROR) return -1;
    if (U_FAILURE(baseStatus) || length >= (int32_t)sizeof current) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *index = ures_openDirect(NULL, "res_index", &status);
    UResourceBundle *installed = ures_getByKey(index, "InstalledLocales", NULL, &status);
    UResourceBundle *aliases = ures_getByKey(index, "AliasLocales", NULL, &status);
    int32_t known = U_SUCCESS(status) ? 0 : -1;
    /* Each parent is shorter than its child (uloc_getParent cuts at the last '_'), so the walk
     * ends; no count of steps bounds it, since a variant may have any number of parts
     * ("hi_IN_IN__[___2]__A" takes nine steps to "hi_IN"; a bound of eight refused it, found by
     * fuzz_context). */
    while (known == 0 && current[0] != 0 && strcmp(current, "root") != 0) {
        known = index_lists(installed, current);
        if (known == 0) known = index_lists(aliases, current);
        if (known != 0) break;
        char parent[ULOC_FULLNAME_CAPACITY];
        UErrorCode parentStatus = U_ZERO_ERROR;
        uloc_getParent(current, parent, sizeof parent, &parentStatus);
        if (U_FAILURE(parentStatus)) known = -1;
        else if (strlen(parent) >= strlen(current)) break;
        else strcpy(current, parent);
    }
    ures_close(aliases);
    ures_close(installed);
    ures_close(index);
    return known;
}
