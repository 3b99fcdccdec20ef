/*
 * ICUBridge: the engine's only door to ICU.
 *
 * This header uses plain C types only. ICU's own headers are included by the .c/.cpp files of
 * this target and never by a Swift module: Foundation carries a private copy of ICU's headers,
 * and a Swift module that sees both fails to compile (see shared/PITFALLS.md). Calling ICU from C
 * also keeps the engine independent of ICU's versioned symbol names (unum_open_72).
 *
 * Strings are UTF-8. Functions that write text take a buffer and its capacity and return the
 * length the full text needs (without the terminating NUL); when that is >= capacity the buffer
 * holds a truncated, NUL-terminated prefix and the caller retries with a larger one.
 * Status values are ICU's UErrorCode numbers: <= 0 success (negative are harmless warnings).
 */
#ifndef COUNTONME_ICU_BRIDGE_H
#define COUNTONME_ICU_BRIDGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Locales ---- */

/* ICU's canonical form of an ICU or BCP 47 locale id ("de-CH" -> "de_CH"). */
int32_t icub_locale_canonicalize(const char *locale, char *out, int32_t capacity);

/* 1 when ICU's index of its locales lists the locale or one of its parents other than root
 * ("fr_XX" is French), among its locales or its legacy names ("no_NO", "iw_IL"), 0 when it would
 * fall back to root ("xx", "garbage", and "units" or "pool", bundles of ICU's that are no
 * locale), the id is not written as locale ids are (a control character, a space, a '/' or a
 * non-ASCII letter before its keywords), has a "numbers" keyword ICU cannot read
 * ("@numbers=latn@x=y") or is too long for ICU's formatters (157 bytes or more, keywords
 * included), -1 when ICU fails to look (memory ran out). */
int32_t icub_locale_is_known(const char *locale);

/* ULOC_FULLNAME_CAPACITY: an id of this many bytes or more is too long for ICU's formatters
 * (icub_locale_is_known refuses it). */
int32_t icub_locale_id_capacity(void);

/* `locale` with its ICU keyword `keyword` set to `value`, as ICU writes keywords ("ar_SA@numbers=latn"
 * with numbers=native is "ar_SA@numbers=native"; "fr_FR" with it is "fr_FR@numbers=native"),
 * written into `out`; returns its length, or when it does not fit (more than `capacity` - 1) its
 * length or an upper bound of it, to call again with that much room; -1 when ICU runs out of
 * memory, -2 when it cannot read the id's keywords ("en@calendar=") or the id is longer than
 * INT32_MAX. */
int32_t icub_locale_with_keyword(const char *locale, const char *keyword, const char *value, char *out, int32_t capacity);

/* The number of locales ICU has data for, and the id of the one at `index`. */
int32_t icub_locale_count(void);
const char *icub_locale_at(int32_t index);

/* ---- Characters ---- */

/* 1 when a terminal gives the character two columns (East Asian Width W or F: CJK ideographs,
 * kana, Hangul syllables, full-width forms, most emoji), else 0. */
int32_t icub_character_is_wide(int32_t code_point);

/* The value of a vulgar fraction character (U+00BD "½" → 1 and 2, U+215E "⅞" → 7 and 8): 1 with
 * `*numerator` and `*denominator` set from the character's compatibility decomposition
 * ("1⁄2": ASCII digits, U+2044 FRACTION SLASH, ASCII digits), which is how Unicode defines
 * its value; 0 for any other character (then the outputs are untouched). */
int32_t icub_vulgar_fraction(int32_t code_point, int32_t *numerator, int32_t *denominator);

/* ---- Character sets ---- */

/* 1 when ICU can convert to the character set `codeset` ("ISO-8859-1", "KOI8-R"), else 0. */
int32_t icub_encoding_is_known(const char *codeset);

/* Converts `length` bytes of UTF-8 `text` to `codeset` into `out` (not NUL-terminated). Grouping
 * spaces the set lacks become its no-break space or a space, typographic minus signs, quotes and
 * ellipses ASCII, bidi marks nothing; any other character it lacks becomes '?' and is counted in
 * `*unmappable`. Returns the length of the result (more than `capacity`: call again with that
 * much room), or -1 when ICU fails (an unknown set, no memory). */
int32_t icub_encode(const char *codeset, const char *text, int32_t length, char *out, int32_t capacity,
                    int32_t *unmappable);

/* ---- Number symbols ---- */

/* The ten digits, 0 to 9 in UTF-8, of the numbering system ICU writes `locale` in (its own, or
 * the one its "numbers" keyword names: "ar_EG" gives "٠١٢٣٤٥٦٧٨٩", "zh_TW@numbers=native"
 * "〇一二三四五六七八九"); returns their length (more than `capacity` - 1: call again with that
 * much room), -1 when ICU runs out of memory, -2 when the system has no digits (an algorithmic
 * one, "roman", "jpan") or ICU knows no system of that name ("@numbers=xyz"). */
int32_t icub_numbering_digits(const char *locale, char *out, int32_t capacity);

/* The number symbols of a locale, each a NUL-terminated UTF-8 string. */
typedef struct icub_number_symbols {
    char decimal_separator[16];
    char grouping_separator[16];
    char exponent[32];
    char minus_sign[16];         /* with the bidi mark some locales put before it */
    char digits[10][8];          /* "0".."9" in the locale's numbering system */
} icub_number_symbols;

/* Fills `symbols` for `locale` (which may carry @numbers=latn or @numbers=native). */
int32_t icub_number_symbols_get(const char *locale, icub_number_symbols *symbols);

/* ---- Formatting ---- */

typedef struct icub_formatter icub_formatter;

/* A formatter for `locale` and an ICU number skeleton ("precision-unlimited group-auto").
 * Thread-safe once opened. Returns NULL and sets *status on failure. */
icub_formatter *icub_formatter_open(const char *locale, const char *skeleton, int32_t *status);
void icub_formatter_close(icub_formatter *formatter);

/* Spells out the plain decimal string `decimal` ("-2469.5") in words with ICU's rule-based
 * spell-out for `locale` ("deux mille quatre cent soixante-neuf virgule cinq"), in UTF-8.
 * ICU writes digits instead where its rules end; the caller checks. Returns -1 and sets *status
 * on failure. */
int32_t icub_spell_out(const char *locale, const char *decimal, char *out, int32_t capacity, int32_t *status);

/* Formats an exact decimal string ("-1234.5", "1.5E-9") into `out`. */
int32_t icub_formatter_format_decimal(const icub_formatter *formatter, const char *decimal,
                                      char *out, int32_t capacity, int32_t *status);

/* ---- Currencies ---- */

/* The number of ISO 4217 currency codes ICU knows (current and historic), and code `index`
 * (three uppercase letters, NUL-terminated, written into `code`, which holds 4 bytes). */
int32_t icub_currency_count(void);
int32_t icub_currency_at(int32_t index, char *code);

/* The symbol of `code` in `locale` ("€", "US$", "$US"), or its narrow symbol ("$") when `narrow`
 * is non-zero, as UTF-8. */
int32_t icub_currency_symbol(const char *code, const char *locale, int32_t narrow, char *out, int32_t capacity);

/* The currency of `locale`'s country ("EUR" for fr_FR) written into `code` (4 bytes); 0 when the
 * locale has none (a language without a country). */
int32_t icub_currency_for_locale(const char *locale, char *code);

/* ---- Messages (compiled into the library: no data path is needed at run time) ---- */

/* The kind of a message argument. */
enum { ICUB_ARGUMENT_TEXT = 0, ICUB_ARGUMENT_NUMBER = 1 };

/* Formats message `key` of `table` ("messages" or "titles") for `locale`, falling back along
 * ICU's chain (fr_CA -> fr -> root) for a missing bundle or key, never to the process's default
 * locale. Argument i is texts[i] when kinds[i] is ICUB_ARGUMENT_TEXT, else numbers[i]. Numbers
 * are written as the ICU locale `numbers_locale` writes them (de_CH: 100’000 in a German or
 * French text), their plural forms chosen by the rules of the text's language; NULL or "" writes
 * them as `locale` does, by the same rule. Returns -1 with *status set when the key exists in no
 * bundle (U_MISSING_RESOURCE_ERROR), the pattern names its arguments (U_ILLEGAL_ARGUMENT_ERROR),
 * writes a number argument other than as `{0}`, `{0,number}`, `{0,number,integer}`,
 * `{0,number,::group-off}` or a plural's `#` (U_UNSUPPORTED_ERROR), or ICU fails (memory):
 * never the pattern unformatted, never another language's text, never a number written
 * another way. */
int32_t icub_message_format(const char *locale, const char *numbers_locale, const char *table,
                            const char *key, int32_t argument_count, const int32_t *kinds,
                            const char *const *texts, const double *numbers, char *out,
                            int32_t capacity, int32_t *status);

/* `count` UTF-8 items joined as `locale`'s language writes a list of alternatives ("USD, CAD
 * or AUD"; "USD、CAD、AUD" in Japanese), with ICU's list formatter. Returns -1 with *status set
 * when ICU fails. */
int32_t icub_list_format(const char *locale, int32_t count, const char *const *items,
                         char *out, int32_t capacity, int32_t *status);

/* The languages the messages are translated into (the bundles besides root), as ICU ids
 * separated by '|' ("ar|de|es|…"), in UTF-8 like the other texts. Returns -1 when ICU cannot
 * enumerate them. */
int32_t icub_message_languages(char *out, int32_t capacity);

/* The raw pattern of `key` in bundle `locale` itself (no fallback). Returns -1 with *status
 * U_MISSING_RESOURCE_ERROR when the bundle lacks it, or another status when ICU fails. */
int32_t icub_message_pattern(const char *locale, const char *table, const char *key,
                             char *out, int32_t capacity, int32_t *status);

/* Every entry of `table` in bundle `locale` itself (no fallback), in one read: each key, the
 * byte 0x1F, its pattern, then the byte 0x1E after each entry, in the bundle's order of keys.
 * Returns -1 with *status U_MISSING_RESOURCE_ERROR when the bundle lacks the table, or another
 * status when ICU fails. */
int32_t icub_message_table(const char *locale, const char *table, char *out, int32_t capacity, int32_t *status);

/* The bundle whose language the messages for `locale` (an ICU id) are written in, as ICU's
 * language matching picks it among the bundles compiled in: "zh_Hant" for zh_TW, "pt_PT" for
 * pt_AO, "nb" for nn, "root" (English) for en_US or a language with no bundle. -1 when ICU fails. */
int32_t icub_message_bundle(const char *locale, char *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
