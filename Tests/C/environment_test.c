/* A context created with a NULL locale reads the environment once: changing the environment
 * afterwards, then a display option (grouping, numbering), keeps the locale chosen; only
 * countonme_context_set_locale(NULL) reads it again (issue 16, defect 8). French grouping is
 * U+202F (CLDR through Babel: format_decimal(2469, locale="fr_FR")). */
#define _POSIX_C_SOURCE 200112L
#include <countonme.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

/* 2469 in ar_SA's native digits: the arab numbering system's U+0660..U+0669, grouped by its U+066C
 * (CLDR common/main/ar.xml, symbols numberSystem="arab"). */
#define ARABIC_2469 "\xD9\xA2\xD9\xAC\xD9\xA4\xD9\xA6\xD9\xA9"

static void expect(countonme_context *context, const char *expression, const char *expected) {
    char *result = NULL;
    CHECK(countonme_evaluate(context, expression, &result) == COUNTONME_OK);
    CHECK_STRING(result, expected);
    countonme_free(result);
}

int main(void) {
    unsetenv("LC_ALL");
    unsetenv("LC_NUMERIC");
    unsetenv("LC_MESSAGES");
    setenv("LANG", "fr_FR.UTF-8", 1);
    countonme_context *context = NULL;
    CHECK(countonme_context_new(NULL, &context) == COUNTONME_OK);
    expect(context, "1234,5 \xC3\x97 2", "2\xE2\x80\xAF" "469");

    setenv("LANG", "en_US.UTF-8", 1);
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_GROUPING, COUNTONME_GROUPING_ON) == COUNTONME_OK);
    expect(context, "1234,5 \xC3\x97 2", "2\xE2\x80\xAF" "469");   /* still French */
    CHECK(countonme_context_set_option(context, COUNTONME_OPTION_NUMBERING, COUNTONME_NUMBERING_LATIN) == COUNTONME_OK);
    expect(context, "1234,5 \xC3\x97 2", "2\xE2\x80\xAF" "469");
    char *locale = NULL;
    CHECK(countonme_context_get_locale(context, &locale) == COUNTONME_OK);
    CHECK_STRING(locale, "fr_FR@numbers=latn");   /* the numbering option, as ICU writes it */
    countonme_free(locale);
    char *message = NULL;
    CHECK(countonme_evaluate(context, "1/0", &message) == COUNTONME_ERROR_DIVISION_BY_ZERO);
    CHECK(countonme_status_message(context, COUNTONME_ERROR_DIVISION_BY_ZERO, &message) == COUNTONME_OK);
    CHECK_STRING(message, "Division par z\xC3\xA9ro");
    countonme_free(message);

    /* set_locale(NULL) reads the environment again; the display options stay. */
    CHECK(countonme_context_set_locale(context, NULL) == COUNTONME_OK);
    expect(context, "1234.5 * 2", "2,469");
    CHECK(countonme_context_get_locale(context, &locale) == COUNTONME_OK);
    CHECK_STRING(locale, "en_US@numbers=latn");
    countonme_free(locale);
    /* Names ICU has no data for are refused, never quietly read as another locale; a known
     * language with an unknown region is that language; the C locale's names are names. */
    countonme_context *other = NULL;
    CHECK(countonme_context_new("klingon", &other) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_new("xx_YY", &other) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(other == NULL);
    CHECK(countonme_context_new("fr_XX", &other) == COUNTONME_OK);
    expect(other, "1234,5 \xC3\x97 2", "2\xE2\x80\xAF" "469");
    countonme_context_free(other);
    /* A name not written as locale names are (a control character, a space, a '/', a letter
     * beyond ASCII) is no locale, though ICU would fall back to its language. */
    static const char *const malformed[] = {"hi_IN@\x01IN", "fr_FR@x y", "fr_F/R", "fr_FR@\xC3\xA9"};
    for (size_t index = 0; index < 4; index++) {
        other = NULL;
        CHECK(countonme_context_new(malformed[index], &other) == COUNTONME_ERROR_INVALID_ARGUMENT);
        CHECK(other == NULL);
    }
    /* An id with a variant of many parts and native digits is one countonme_context_new takes
     * (it was refused: fuzz/regressions/context/locale-id-with-a-variant-of-many-parts-refused). */
    CHECK(countonme_context_new("hi_IN_IN__2___A_B_C@numbers=native", &other) == COUNTONME_OK);
    expect(other, "1+2", "\xE0\xA5\xA9");   /* Devanagari 3 */
    CHECK(countonme_context_get_locale(other, &locale) == COUNTONME_OK);
    countonme_context *again = NULL;
    CHECK(countonme_context_new(locale, &again) == COUNTONME_OK);
    countonme_context_free(again);
    countonme_free(locale);
    countonme_context_free(other);
    /* So is the id of a name that ends in an empty part, with native digits (ICU read the
     * keywords after "pt_UK_" as a variant, and the id was refused:
     * fuzz/regressions/context/locale-id-ending-in-an-empty-part-refused). */
    CHECK(countonme_context_new("pt_uk_", &other) == COUNTONME_OK);
    CHECK(other == NULL || countonme_context_set_option(other, COUNTONME_OPTION_NUMBERING, COUNTONME_NUMBERING_NATIVE) == COUNTONME_OK);
    CHECK(other == NULL || countonme_context_get_locale(other, &locale) == COUNTONME_OK);
    if (other) CHECK_STRING(locale, "pt_UK@numbers=native");
    again = NULL;
    CHECK(other == NULL || countonme_context_new(locale, &again) == COUNTONME_OK);
    countonme_context_free(again);
    if (other) countonme_free(locale);
    countonme_context_free(other);
    other = NULL;
    /* The digits an option asks for replace those the name gives (written after them, ICU
     * read the name's: Latin digits for NATIVE); the id reports them so. */
    CHECK(countonme_context_new("ar_SA@numbers=latn", &other) == COUNTONME_OK);
    CHECK(other == NULL || countonme_context_set_option(other, COUNTONME_OPTION_NUMBERING, COUNTONME_NUMBERING_NATIVE) == COUNTONME_OK);
    if (other) expect(other, "1234.5 * 2", ARABIC_2469);
    CHECK(other == NULL || countonme_context_get_locale(other, &locale) == COUNTONME_OK);
    if (other) CHECK_STRING(locale, "ar_SA@numbers=native");
    if (other) countonme_free(locale);
    countonme_context_free(other);
    other = NULL;
    /* ICU's formatters refuse an id of 157 bytes or more (ULOC_FULLNAME_CAPACITY), and the
     * digits keyword takes 15 more ("@numbers=native"): a name whose id would not fit with it is
     * no locale. The 144 bytes of "hi_Ihi_I..." were taken, and the context reported
     * "hi_IHI_I...@numbers=latn" (158 bytes), which was refused
     * (fuzz/regressions/context/locale-id-too-long-for-icu-with-the-digits-keyword-refused);
     * ar_SA with a variant, 141 bytes, takes every digit style and its ids are taken again. */
    char long_name[200] = "";
    while (strlen(long_name) < 144) strcat(long_name, "hi_I");
    CHECK(countonme_context_new(long_name, &other) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(other == NULL);
    strcpy(long_name, "ar_SA");
    /* Parts of 8 letters, none empty at the end (an empty last part is dropped from the id). */
    while (strlen(long_name) < 141) strcat(long_name, strlen(long_name) % 9 == 5 && strlen(long_name) < 140 ? "_" : "X");
    static const int styles[] = {COUNTONME_NUMBERING_LATIN, COUNTONME_NUMBERING_NATIVE, COUNTONME_NUMBERING_LOCALE};
    static const char *const written[] = {"2,469", ARABIC_2469, ARABIC_2469};
    CHECK(countonme_context_new(long_name, &other) == COUNTONME_OK);
    for (size_t index = 0; other != NULL && index < 3; index++) {
        CHECK(countonme_context_set_option(other, COUNTONME_OPTION_NUMBERING, styles[index]) == COUNTONME_OK);
        expect(other, "1234.5 * 2", written[index]);
        CHECK(countonme_context_get_locale(other, &locale) == COUNTONME_OK);
        CHECK(strlen(locale) == (index == 2 ? 141 : index == 1 ? 156 : 154));   /* the id, whole */
        again = NULL;
        CHECK(countonme_context_new(locale, &again) == COUNTONME_OK);
        if (again) expect(again, "1234.5 * 2", written[index]);
        countonme_context_free(again);
        countonme_free(locale);
    }
    countonme_context_free(other);
    other = NULL;
    strcat(long_name, "X");   /* 142 bytes: refused, and a failed set_locale changes nothing */
    CHECK(countonme_context_new(long_name, &other) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_locale(context, long_name) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_get_locale(context, &locale) == COUNTONME_OK);
    CHECK_STRING(locale, "en_US@numbers=latn");
    countonme_free(locale);
    /* Native digits that cannot be written are refused, changing nothing: zh's are Chinese
     * numerals (CLDR's hanidec, U+3007 U+4E00 ...), no decimal digits to Unicode (its
     * UnicodeData.txt gives them no decimal value), so the numbers would not read back; ICU wrote
     * them and the context reported OUT_OF_MEMORY. Latin digits are fine, and so are a context
     * set to NATIVE in hi_IN that is then asked for zh_TW (refused, still Devanagari). */
    CHECK(countonme_context_new("zh_TW", &other) == COUNTONME_OK);
    CHECK(other == NULL || countonme_context_set_option(other, COUNTONME_OPTION_NUMBERING, COUNTONME_NUMBERING_NATIVE) == COUNTONME_ERROR_INVALID_ARGUMENT);
    int32_t numbering = -1;
    CHECK(other == NULL || (countonme_context_get_option(other, COUNTONME_OPTION_NUMBERING, &numbering) == COUNTONME_OK && numbering == COUNTONME_NUMBERING_LOCALE));
    CHECK(other == NULL || countonme_error_message(other, &message) == COUNTONME_OK);
    /* In the context's language: zh_Hant's text names the numerals, 中文數字. */
    if (other) CHECK(strstr(message, "zh_TW") != NULL && strstr(message, "\xE4\xB8\xAD\xE6\x96\x87\xE6\x95\xB8\xE5\xAD\x97") != NULL);
    if (other) countonme_free(message);
    if (other) expect(other, "1234.5 * 2", "2,469");
    CHECK(other == NULL || countonme_context_set_option(other, COUNTONME_OPTION_NUMBERING, COUNTONME_NUMBERING_LATIN) == COUNTONME_OK);
    countonme_context_free(other);
    other = NULL;
    CHECK(countonme_context_new("hi_IN", &other) == COUNTONME_OK);
    CHECK(other == NULL || countonme_context_set_option(other, COUNTONME_OPTION_NUMBERING, COUNTONME_NUMBERING_NATIVE) == COUNTONME_OK);
    CHECK(other == NULL || countonme_context_set_locale(other, "zh_TW") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(other == NULL || countonme_context_get_locale(other, &locale) == COUNTONME_OK);
    if (other) CHECK_STRING(locale, "hi_IN@numbers=native");
    if (other) countonme_free(locale);
    CHECK(other == NULL || (countonme_context_get_option(other, COUNTONME_OPTION_NUMBERING, &numbering) == COUNTONME_OK && numbering == COUNTONME_NUMBERING_NATIVE));
    if (other) expect(other, "1+2", "\xE0\xA5\xA9");   /* Devanagari 3: still hi_IN */
    countonme_context_free(other);
    other = NULL;
    /* A name whose "numbers" keyword names no digits (an algorithmic system, an unknown name,
     * Chinese numerals) is no locale: it was taken, and every evaluation said OUT_OF_MEMORY. Nor
     * is one whose keywords ICU cannot read: it ignored the digits asked for (and "en_US@calendar="
     * has been refused since the digits keyword is set through ICU). Digits of Unicode's decimal
     * sets are fine (full-width). */
    static const char *const no_digits[] = {"en@numbers=roman", "ja_JP@numbers=jpan", "en@numbers=xyz", "zh@numbers=hanidec",
                                            "en_US@calendar=", "ar_EG@numbers=latn@x=y"};
    for (size_t index = 0; index < 6; index++) {
        other = NULL;
        CHECK(countonme_context_new(no_digits[index], &other) == COUNTONME_ERROR_INVALID_ARGUMENT);
        CHECK(other == NULL);
    }
    CHECK(countonme_context_new("en@numbers=fullwide", &other) == COUNTONME_OK);
    if (other) expect(other, "1234+1", "\xEF\xBC\x91,\xEF\xBC\x92\xEF\xBC\x93\xEF\xBC\x95");   /* U+FF11 , U+FF12 U+FF13 U+FF15 */
    countonme_context_free(other);
    other = NULL;
    /* ICU's legacy Norwegian aliases are Norwegian (the locale check never returned on them:
     * fuzz/regressions/context/legacy-norwegian-alias-hung-the-locale-check); a no-break space
     * groups, as Babel's CLDR data writes 2469 in nb. */
    static const char *const norwegian[] = {"no_NO", "no_NO_NY", "no-no-no"};
    for (size_t index = 0; index < 3; index++) {
        other = NULL;
        CHECK(countonme_context_new(norwegian[index], &other) == COUNTONME_OK);
        if (other) expect(other, "1234,5 \xC3\x97 2", "2\xC2\xA0" "469");
        CHECK(other == NULL || countonme_context_set_locale(other, "no_NO_NY.UTF-8") == COUNTONME_OK);
        if (other) expect(other, "1234,5 \xC3\x97 2", "2\xC2\xA0" "469");
        countonme_context_free(other);
    }
    /* ICU's bundles that are no locale ("units", "pool") passed for locales, read as root: they
     * are unknown names, and a failed call changes nothing. */
    static const char *const not_locales[] = {"units", "pool", "zoneinfo64", "plurals_FR"};
    for (size_t index = 0; index < 4; index++) {
        other = NULL;
        CHECK(countonme_context_new(not_locales[index], &other) == COUNTONME_ERROR_INVALID_ARGUMENT);
        CHECK(other == NULL);
        CHECK(countonme_context_set_locale(context, not_locales[index]) == COUNTONME_ERROR_INVALID_ARGUMENT);
    }
    CHECK(countonme_context_get_locale(context, &locale) == COUNTONME_OK);
    CHECK_STRING(locale, "en_US@numbers=latn");
    countonme_free(locale);
    static const char *const plain[] = {"C", "POSIX", "", "C.UTF-8"};
    for (size_t index = 0; index < 4; index++) {
        other = NULL;
        CHECK(countonme_context_new(plain[index], &other) == COUNTONME_OK);
        countonme_context_free(other);
    }
    CHECK(countonme_context_set_locale(context, "xx_YY") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_error_message(context, &message) == COUNTONME_OK);
    CHECK_STRING(message, "\xE2\x80\x9Cxx_YY\xE2\x80\x9D is no locale known here: write one as fr_FR, de-CH or C.");
    countonme_free(message);
    CHECK(countonme_context_get_locale(context, &locale) == COUNTONME_OK);
    CHECK_STRING(locale, "en_US@numbers=latn");   /* unchanged */
    countonme_free(locale);
    countonme_context_free(context);
    return finish("environment_c");
}
