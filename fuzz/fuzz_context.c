/* Fuzzes a context's configuration and data: locales, options, variables, counted evaluation and
 * exchange rates. Byte 0 picks the first locale; then each operation is one byte followed by its
 * arguments: single bytes, little-endian int32s, or fields (bytes up to 0xFF, which no UTF-8
 * text holds, or to the end; a field may hold NUL bytes and invalid UTF-8).
 * Contracts checked, each one the header states:
 * - a refused call (set_locale, set_option, set_variable, unset_variable, evaluate_n, load_rates,
 *   set_rate) changes nothing that can be read: the locale, every option, `ans` (as evaluate and
 *   evaluate_plain write it), every variable's value, the rates and a conversion;
 * - an accepted set_option reads back the value set (and only that option moves); an accepted
 *   locale keeps the options and the value of `ans`; an accepted variable reads back and is used
 *   by an evaluation, leaving `ans` alone; an unset one is gone; an accepted rate reads back;
 * - out-parameters are written only on success; the error record is cleared by a success and
 *   describes a failure (its code, a range inside the input, a message and a title), and const
 *   calls leave it alone;
 * - the documented ranges decide what set_option accepts; invalid UTF-8 is INVALID_ARGUMENT; a
 *   NUL inside evaluate_n's bytes is a character that no expression accepts. */
#include "fuzz_contract.h"

/* Library defects this harness found, fixed, each kept as an input in fuzz/regressions/context/:
 * set_variable's UTF-16 error range, a full-width name set but not read back, get_variable's
 * undocumented statuses (now documented), a stale interruption request, a locale id with
 * keywords, a variant of many parts, an empty last part ("pt_UK_@numbers=native") or too many
 * bytes for ICU once the digits keyword was set on it (158) refused though the library reported
 * it, a factorial at 10,000 digits that took minutes, the locale check that never returned on
 * ICU's legacy Norwegian aliases (no_NO, no_NO_NY), and OUT_OF_MEMORY for native digits in zh
 * and for names with "@numbers=roman" (found once OUT_OF_MEMORY was no longer let through). */

#define OPTION_COUNT 12
#define MAX_OPERATIONS 32
#define MAX_VARIABLES 16

/* ---------------------------------------------------------------------------------------- */
/* Reading the input                                                                         */
/* ---------------------------------------------------------------------------------------- */

typedef struct {
    const uint8_t *data;
    size_t size, at;
} reader;

static uint8_t next_byte(reader *r) { return r->at < r->size ? r->data[r->at++] : 0; }

static int32_t next_int32(reader *r) {
    uint32_t value = 0;
    for (int i = 0; i < 4; i++) value |= (uint32_t)next_byte(r) << (8 * i);
    return (int32_t)value;
}

/* The bytes up to the next 0xFF (not included) or the end. */
static size_t next_field(reader *r, const uint8_t **start) {
    *start = r->data + r->at;
    size_t length = 0;
    while (r->at < r->size && r->data[r->at] != 0xFF) r->at++, length++;
    if (r->at < r->size) r->at++; /* the separator */
    return length;
}

/* A NUL-terminated copy (a NUL inside ends the text early, as in C). */
static char *copy_text(const uint8_t *bytes, size_t length) {
    char *text = malloc(length + 1);
    if (text == NULL) abort();
    if (length) memcpy(text, bytes, length);
    text[length] = 0;
    return text;
}

static char *next_text(reader *r) {
    const uint8_t *start;
    size_t length = next_field(r, &start);
    return copy_text(start, length);
}

static char *join(const char *a, const char *b) {
    size_t la = strlen(a), lb = strlen(b);
    char *text = malloc(la + lb + 1);
    if (text == NULL) abort();
    memcpy(text, a, la);
    memcpy(text + la, b, lb + 1);
    return text;
}


/* ---------------------------------------------------------------------------------------- */
/* Tables of interesting values                                                              */
/* ---------------------------------------------------------------------------------------- */

static const char *const locales[] = {
    "C", "POSIX", "", "en_US", "fr_FR.UTF-8", "de_DE@euro", "de-CH", "de_CH", "ar_EG", "ar-EG-u-nu-latn",
    "hi_IN", "hi-IN-u-nu-deva", "fa_IR", "ja_JP.eucJP", "sr-Latn-RS", "zh-Hant-TW", "th-TH-u-nu-thai",
    "en_US.ISO-8859-1@modifier", "de_DE@numbers=arab", "en_US_POSIX", "es_ES", "sv_SE", "pl_PL", "ru_RU",
    "fr_XX", "xx_YY", "klingon", "root", "und", "i-klingon", "x-private", "en-", "_", "@", "fr_FR@",
    "tr_TR", "he_IL", "my_MM", "bn_BD", "it_IT", NULL /* the environment's */
};
#define LOCALE_COUNT (sizeof locales / sizeof *locales)

static const char *const variable_names[] = {
    "x", "X", "x2", "total_ht", "τ", "caf\xC3\xA9", "cafe\xCC\x81", "\xEF\xBD\x98" /* full-width x */, "_",
    "sin", "ans", "eur", "in", "to", "kr", "a", "pi", "e", "mod", "2x", "x y", "", "x=", "i", "j", "\xCE\xB1\xCE\xB2"
};
#define NAME_COUNT (sizeof variable_names / sizeof *variable_names)

static const char *const currency_codes[] = {
    "USD", "JPY", "GBP", "CHF", "EUR", "usd", "XYZ", "XAU", "BTC", "", "US", "USDD", "ZAR", "ISK", "XXX", "ZWL"
};
#define CODE_COUNT (sizeof currency_codes / sizeof *currency_codes)

static const char *const rates[] = {
    "1.0705", "0", "-1", "1e3", "1,07", "0.0", "00001.50", ".5", "5.", "1..2", "",
    "0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001",
    "12345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901",
    "1234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890"
};
#define RATE_COUNT (sizeof rates / sizeof *rates)

static const char *const dates[] = {
    "2024-06-28", "2024-02-30", "2024-13-01", "1999-01-04", "9999-12-31", "0000-00-00", "2024-6-28", "", "yesterday", "2024-06-28T00"
};
#define DATE_COUNT (sizeof dates / sizeof *dates)

/* The pairs whose rates are compared before and after a call. */
static const char *const rate_pairs[][2] = {{"EUR", "USD"}, {"USD", "JPY"}, {"GBP", "EUR"}, {"EUR", "CHF"}, {"ZAR", "ISK"}};
#define PAIR_COUNT (sizeof rate_pairs / sizeof *rate_pairs)

static const char sample_rates[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<gesmes:Envelope xmlns:gesmes=\"http://www.gesmes.org/xml/2002-08-01\" xmlns=\"http://www.ecb.int/vocabulary/2002-08-01/eurofxref\">\n"
    "\t<gesmes:subject>Reference rates</gesmes:subject>\n"
    "\t<gesmes:Sender>\n"
    "\t\t<gesmes:name>European Central Bank</gesmes:name>\n"
    "\t</gesmes:Sender>\n"
    "\t<Cube>\n"
    "\t\t<Cube time='2024-06-28'>\n"
    "\t\t\t<Cube currency='USD' rate='1.0705'/>\n"
    "\t\t\t<Cube currency='JPY' rate='171.94'/>\n"
    "\t\t\t<Cube currency='GBP' rate='0.84638'/>\n"
    "\t\t\t<Cube currency='CHF' rate='0.9634'/>\n"
    "\t\t\t<Cube currency='ISK' rate='148.90'/>\n"
    "\t\t\t<Cube currency='ZAR' rate='19.4970'/>\n"
    "\t\t</Cube>\n"
    "\t</Cube>\n"
    "</gesmes:Envelope>\n";

/* The documented range of each option: [low, high] (BASE: 2, 8, 10 or 16). */
static const int32_t option_low[OPTION_COUNT] = {0, 0, 1, 0, 0, 0, 100, 1, 1, 0, 2, 0};
static const int32_t option_high[OPTION_COUNT] = {1, 1, 10000, 3, 3, 2, 10000000, INT32_MAX, 1000, 3, 16, 1};
static const int32_t option_default[OPTION_COUNT] = {0, 0, 16, 0, 0, 0, 100000, 100000, 200, 0, 10, 0};

static bool option_value_valid(int32_t option, int32_t value) {
    if (option < 0 || option >= OPTION_COUNT) return false;
    if (option == COUNTONME_OPTION_BASE) return value == 2 || value == 8 || value == 10 || value == 16;
    return value >= option_low[option] && value <= option_high[option];
}

/* ---------------------------------------------------------------------------------------- */
/* What can be read of a context                                                             */
/* ---------------------------------------------------------------------------------------- */

typedef struct {
    countonme_status status;
    char *text;
} outcome;

static void free_outcome(outcome *o) { countonme_free(o->text); o->text = NULL; }

static bool same_outcome(const outcome *a, const outcome *b) {
    if (a->status != b->status) return false;
    if (a->status != COUNTONME_OK) return true;
    return strcmp(a->text, b->text) == 0;
}

static outcome evaluated(countonme_context *context, const char *expression) {
    static char sentinel;
    outcome o = {0, &sentinel};
    o.status = countonme_evaluate(context, expression, &o.text);
    FUZZ_ASSERT((o.status == COUNTONME_OK) == (o.text != &sentinel));
    if (o.status != COUNTONME_OK) o.text = NULL;
    else FUZZ_ASSERT(o.text != NULL);
    return o;
}

typedef struct {
    char *locale;
    int32_t options[OPTION_COUNT];
    outcome ans, plain;
    int32_t exact;
    int32_t variables;
    char *names[MAX_VARIABLES];
    outcome values[MAX_VARIABLES];
    outcome rates[PAIR_COUNT + 1], dates[PAIR_COUNT + 1];
    char *currencies;
} snapshot;

static void read_rate(const countonme_context *context, const char *from, const char *to, outcome *rate, outcome *date) {
    static char sentinel;
    rate->text = date->text = &sentinel;
    rate->status = date->status = countonme_context_rate(context, from, to, &rate->text, &date->text);
    if (rate->status == COUNTONME_OK) {
        FUZZ_ASSERT(rate->text != &sentinel && date->text != &sentinel && rate->text && date->text);
    } else {
        FUZZ_ASSERT(rate->text == &sentinel && date->text == &sentinel);
        rate->text = date->text = NULL;
    }
}

/* The ISO codes with a rate, joined with spaces. */
static char *currency_list(const countonme_context *context) {
    char **items = NULL;
    int32_t count = -1;
    FUZZ_ASSERT(countonme_context_list(context, COUNTONME_LIST_CURRENCIES, &items, &count) == COUNTONME_OK);
    size_t length = 1;
    int32_t n = 0;
    for (; items[n]; n++) length += strlen(items[n]) + 1;
    FUZZ_ASSERT(n == count);
    char *joined = malloc(length);
    if (joined == NULL) abort();
    joined[0] = 0;
    for (int32_t i = 0; i < n; i++) {
        strcat(joined, items[i]);
        strcat(joined, " ");
    }
    countonme_free(items);
    return joined;
}

static bool has_currency(const char *list, const char *code) {
    size_t n = strlen(code);
    for (const char *p = list; *p;) {
        const char *space = strchr(p, ' ');
        if (space == NULL) break;
        if ((size_t)(space - p) == n && memcmp(p, code, n) == 0) return true;
        p = space + 1;
    }
    return false;
}

/* Reads what a call may change. Evaluating `ans` moves the error record and makes `ans` its own
 * value again, which changes nothing else. */
static void take(countonme_context *context, snapshot *s, const char *extra_code) {
    memset(s, 0, sizeof *s);
    FUZZ_ASSERT(countonme_context_get_locale(context, &s->locale) == COUNTONME_OK && s->locale != NULL);
    for (int32_t option = 0; option < OPTION_COUNT; option++)
        FUZZ_ASSERT(countonme_context_get_option(context, option, &s->options[option]) == COUNTONME_OK);
    s->ans = evaluated(context, "ans");
    s->plain.status = countonme_evaluate_plain(context, "ans", &s->plain.text, &s->exact);
    FUZZ_ASSERT(countonme_context_variable_count(context, &s->variables) == COUNTONME_OK && s->variables >= 0);
    for (int32_t i = 0; i < s->variables && i < MAX_VARIABLES; i++) {
        FUZZ_ASSERT(countonme_context_variable_name(context, i, &s->names[i]) == COUNTONME_OK && s->names[i] != NULL);
        s->values[i].status = countonme_context_get_variable(context, s->names[i], &s->values[i].text);
        /* A name the context lists is a variable it has. */
        FUZZ_ASSERT(s->values[i].status != COUNTONME_ERROR_UNKNOWN_IDENTIFIER);
    }
    for (size_t i = 0; i < PAIR_COUNT; i++) read_rate(context, rate_pairs[i][0], rate_pairs[i][1], &s->rates[i], &s->dates[i]);
    read_rate(context, "EUR", extra_code ? extra_code : "EUR", &s->rates[PAIR_COUNT], &s->dates[PAIR_COUNT]);
    s->currencies = currency_list(context);
}

static void release(snapshot *s) {
    countonme_free(s->locale);
    free_outcome(&s->ans);
    free_outcome(&s->plain);
    for (int i = 0; i < MAX_VARIABLES; i++) {
        countonme_free(s->names[i]);
        free_outcome(&s->values[i]);
    }
    for (size_t i = 0; i <= PAIR_COUNT; i++) {
        free_outcome(&s->rates[i]);
        free_outcome(&s->dates[i]);
    }
    free(s->currencies);
}

static bool same_options(const snapshot *a, const snapshot *b) {
    return memcmp(a->options, b->options, sizeof a->options) == 0;
}

static bool same_ans(const snapshot *a, const snapshot *b) {
    return same_outcome(&a->ans, &b->ans) && same_outcome(&a->plain, &b->plain) &&
           (a->plain.status != COUNTONME_OK || a->exact == b->exact);
}

static bool same_variables(const snapshot *a, const snapshot *b) {
    if (a->variables != b->variables) return false;
    for (int i = 0; i < a->variables && i < MAX_VARIABLES; i++)
        if (strcmp(a->names[i], b->names[i]) != 0 || !same_outcome(&a->values[i], &b->values[i])) return false;
    return true;
}

static bool same_rates(const snapshot *a, const snapshot *b) {
    for (size_t i = 0; i <= PAIR_COUNT; i++)
        if (!same_outcome(&a->rates[i], &b->rates[i]) || !same_outcome(&a->dates[i], &b->dates[i])) return false;
    return strcmp(a->currencies, b->currencies) == 0;
}

/* A refused call changed nothing. */
static void unchanged(const snapshot *a, const snapshot *b) {
    FUZZ_ASSERT(strcmp(a->locale, b->locale) == 0);
    FUZZ_ASSERT(same_options(a, b));
    FUZZ_ASSERT(same_ans(a, b));
    FUZZ_ASSERT(same_variables(a, b));
    FUZZ_ASSERT(same_rates(a, b));
}

/* A conversion, evaluated before the first snapshot and after the second (it moves `ans`). */
static const char conversion[] = "100 EUR in USD + 1 GBP";

/* ---------------------------------------------------------------------------------------- */
/* The operations                                                                            */
/* ---------------------------------------------------------------------------------------- */

static void set_locale(countonme_context *context, const char *locale) {
    snapshot before, after;
    take(context, &before, NULL);
    countonme_status status = countonme_context_set_locale(context, locale);
    check_record(context, status, NULL, 0);
    if (locale && !valid_text(locale)) FUZZ_ASSERT(status == COUNTONME_ERROR_INVALID_ARGUMENT);
    take(context, &after, NULL);
    if (status != COUNTONME_OK) {
        /* No allocation fails here: a name refused is INVALID_ARGUMENT ("en@numbers=roman" gave
         * OUT_OF_MEMORY). */
        FUZZ_ASSERT(status == COUNTONME_ERROR_INVALID_ARGUMENT);
        unchanged(&before, &after);
    } else {
        /* The options and the previous answer are kept (its plain digits know no locale). */
        FUZZ_ASSERT(same_options(&before, &after));
        FUZZ_ASSERT(same_outcome(&before.plain, &after.plain));
    }
    release(&before);
    release(&after);
}

static void check_defaults(const countonme_context *context) {
    for (int32_t option = 0; option < OPTION_COUNT; option++) {
        int32_t value = -12345;
        FUZZ_ASSERT(countonme_context_get_option(context, option, &value) == COUNTONME_OK);
        FUZZ_ASSERT(value == option_default[option]);
    }
}

/* The digits a context writes "1234567890" with, grouping off. */
static char *digits_of(countonme_context *context) {
    char *text = NULL;
    FUZZ_ASSERT(countonme_context_set_option(context, COUNTONME_OPTION_GROUPING, COUNTONME_GROUPING_OFF) == COUNTONME_OK);
    FUZZ_ASSERT(countonme_format_number(context, "1234567890", &text) == COUNTONME_OK && text != NULL);
    return text;
}

/* The id get_locale gives is one countonme_context_new takes, giving the same digits. */
static void locale_id_round_trip(countonme_context *context) {
    int32_t base = 0, notation = 0;
    char *id = NULL;
    FUZZ_ASSERT(countonme_context_get_locale(context, &id) == COUNTONME_OK && id != NULL);
    countonme_context *again = NULL;
    FUZZ_ASSERT(countonme_context_new(id, &again) == COUNTONME_OK && again != NULL);
    FUZZ_ASSERT(countonme_context_get_option(context, COUNTONME_OPTION_BASE, &base) == COUNTONME_OK);
    FUZZ_ASSERT(countonme_context_get_option(context, COUNTONME_OPTION_NOTATION, &notation) == COUNTONME_OK);
    if (base == 10 && notation <= COUNTONME_NOTATION_POSITIONAL) {
        char *mine = digits_of(context), *theirs = digits_of(again);
        FUZZ_ASSERT(strcmp(mine, theirs) == 0);
        countonme_free(mine);
        countonme_free(theirs);
    }
    countonme_context_free(again);
    countonme_free(id);
}

static void new_context(const char *locale) {
    countonme_context *sentinel = (countonme_context *)&sentinel, *context = sentinel;
    countonme_status status = countonme_context_new(locale, &context);
    if (locale && !valid_text(locale)) FUZZ_ASSERT(status == COUNTONME_ERROR_INVALID_ARGUMENT);
    if (status != COUNTONME_OK) {
        FUZZ_ASSERT(status == COUNTONME_ERROR_INVALID_ARGUMENT);   /* no allocation fails here */
        FUZZ_ASSERT(context == sentinel);
        return;
    }
    FUZZ_ASSERT(context != NULL && context != sentinel);
    check_defaults(context);
    locale_id_round_trip(context);
    countonme_context_free(context);
}

static int32_t option_value(reader *r, int32_t option) {
    uint8_t kind = next_byte(r);
    int32_t raw = next_int32(r);
    int32_t index = option >= 0 && option < OPTION_COUNT ? option : 0;
    int32_t low = option_low[index], high = option_high[index];
    switch (kind % 10) {
    case 0: return raw;
    case 1: return low;
    case 2: return high;
    case 3: return low - 1;
    case 4: return high == INT32_MAX ? 0 : high + 1;
    case 5: return INT32_MIN;
    case 6: return INT32_MAX;
    case 7: return (int8_t)raw;
    case 8: return low + (int32_t)((uint32_t)raw % 8u);
    default: return high - (int32_t)((uint32_t)raw % 8u);
    }
}

/* With Latin digits asked for, a number is written in ASCII 0-9 whatever the locale's name says
 * ("ar_EG@numbers=arab" wrote Arabic-Indic digits: the option's keyword came after the name's,
 * where ICU did not read it). Checked in a new context of the id the context reports, with the
 * default options: this one's notation, base or digits may write the number otherwise. */
static void latin_digits_written(countonme_context *context) {
    char *id = NULL, *written = NULL;
    countonme_context *fresh = NULL;
    FUZZ_ASSERT(countonme_context_get_locale(context, &id) == COUNTONME_OK);
    FUZZ_ASSERT(countonme_context_new(id, &fresh) == COUNTONME_OK);
    countonme_free(id);
    FUZZ_ASSERT(countonme_format_number(fresh, "1234567.5", &written) == COUNTONME_OK);
    countonme_context_free(fresh);
    char digits[32];
    size_t count = 0;
    for (const char *c = written; *c != 0 && count < sizeof digits - 1; c++)
        if (*c >= '0' && *c <= '9') digits[count++] = *c;
    digits[count] = 0;
    FUZZ_ASSERT(strcmp(digits, "12345675") == 0);
    countonme_free(written);
}

static void set_option(countonme_context *context, int32_t option, int32_t value) {
    snapshot before, after;
    take(context, &before, NULL);
    countonme_status status = countonme_context_set_option(context, option, value);
    check_record(context, status, NULL, 0);
    /* An option's error concerns no text: its UTF-16 range is empty at 0. */
    int32_t start = -1, end = -1;
    FUZZ_ASSERT(countonme_error_range_utf16(context, &start, &end) == COUNTONME_OK && start == 0 && end == 0);
    /* get_option of an unknown option fails and writes nothing. */
    int32_t read = 0x5eed;
    countonme_status get = countonme_context_get_option(context, option, &read);
    FUZZ_ASSERT((get == COUNTONME_OK) == (option >= 0 && option < OPTION_COUNT));
    if (get != COUNTONME_OK) FUZZ_ASSERT(get == COUNTONME_ERROR_INVALID_ARGUMENT && read == 0x5eed);
    take(context, &after, NULL);
    /* A valid value is taken, but native digits that are no decimal digits to Unicode (zh's
     * Chinese numerals): no allocation fails here, so OUT_OF_MEMORY is a lie (a locale too long
     * for ICU once the digits keyword was set on it, and zh's native digits, gave it). */
    if (option_value_valid(option, value)) {
        FUZZ_ASSERT(status == COUNTONME_OK || (option == COUNTONME_OPTION_NUMBERING && value == COUNTONME_NUMBERING_NATIVE &&
                                                status == COUNTONME_ERROR_INVALID_ARGUMENT));
    } else {
        FUZZ_ASSERT(status == COUNTONME_ERROR_INVALID_ARGUMENT);
    }
    if (status == COUNTONME_OK) {
        FUZZ_ASSERT(read == value);
        for (int32_t other = 0; other < OPTION_COUNT; other++)
            FUZZ_ASSERT(after.options[other] == (other == option ? value : before.options[other]));
        FUZZ_ASSERT(strcmp(before.locale, after.locale) == 0 || option == COUNTONME_OPTION_NUMBERING);
        if (option == COUNTONME_OPTION_NUMBERING && value == COUNTONME_NUMBERING_LATIN) latin_digits_written(context);
    } else {
        unchanged(&before, &after);
    }
    release(&before);
    release(&after);
}

/* A variable's value read back; NULL when there is none. */
static countonme_status variable(const countonme_context *context, const char *name, char **value) {
    static char sentinel;
    *value = &sentinel;
    countonme_status status = countonme_context_get_variable(context, name, value);
    if (status == COUNTONME_OK) {
        FUZZ_ASSERT(*value != &sentinel && *value != NULL);
    } else {
        FUZZ_ASSERT(*value == &sentinel);
        *value = NULL;
        FUZZ_ASSERT(status == COUNTONME_ERROR_UNKNOWN_IDENTIFIER || status == COUNTONME_ERROR_INVALID_ARGUMENT ||
                    status == COUNTONME_ERROR_RESULT_TOO_LARGE || status == COUNTONME_ERROR_RESULT_TOO_SMALL ||
                    status == COUNTONME_ERROR_OUT_OF_MEMORY ||
                    status == COUNTONME_ERROR_CANNOT_SPELL_OUT || status == COUNTONME_ERROR_CANNOT_WRITE_IN_BASE);
        if (!valid_text(name)) FUZZ_ASSERT(status == COUNTONME_ERROR_INVALID_ARGUMENT);
    }
    return status;
}

static int changed_variables(const snapshot *a, const snapshot *b) {
    /* Both lists are sorted by name: count the names whose value differs or that are new. */
    int changes = 0, i = 0, j = 0;
    int na = a->variables < MAX_VARIABLES ? a->variables : MAX_VARIABLES;
    int nb = b->variables < MAX_VARIABLES ? b->variables : MAX_VARIABLES;
    while (i < na || j < nb) {
        int order = i >= na ? 1 : j >= nb ? -1 : strcmp(a->names[i], b->names[j]);
        if (order == 0) {
            if (!same_outcome(&a->values[i], &b->values[j])) changes++;
            i++, j++;
        } else if (order < 0) {
            changes++, i++;
        } else {
            changes++, j++;
        }
    }
    return changes;
}

static void set_variable(countonme_context *context, const char *name, const char *value) {
    snapshot before, after;
    take(context, &before, NULL);
    countonme_status status = countonme_context_set_variable(context, name, value);
    /* The range of an error of the value lies within the value. */
    bool value_error = status != COUNTONME_OK && status != COUNTONME_ERROR_INVALID_ARGUMENT;
    check_record(context, status, value_error ? value : NULL, strlen(value));
    if (!valid_text(name) || !valid_text(value)) FUZZ_ASSERT(status == COUNTONME_ERROR_INVALID_ARGUMENT);
    FUZZ_ASSERT(status != COUNTONME_ERROR_INTERRUPTED);
    take(context, &after, NULL);
    if (status != COUNTONME_OK) {
        unchanged(&before, &after);
    } else {
        /* The previous answer stays; the variable reads back (and is the one that changed). */
        FUZZ_ASSERT(strcmp(before.locale, after.locale) == 0 && same_options(&before, &after));
        FUZZ_ASSERT(same_ans(&before, &after));
        FUZZ_ASSERT(same_rates(&before, &after));
        FUZZ_ASSERT(after.variables == before.variables || after.variables == before.variables + 1);
        if (after.variables <= MAX_VARIABLES) FUZZ_ASSERT(changed_variables(&before, &after) <= 1);
        char *read = NULL;
        countonme_status got = variable(context, name, &read);
        FUZZ_ASSERT(got != COUNTONME_ERROR_UNKNOWN_IDENTIFIER && got != COUNTONME_ERROR_INVALID_ARGUMENT);
        /* An evaluation uses it: the name alone evaluates to its value, written the same way. */
        outcome used = evaluated(context, name);
        FUZZ_ASSERT(used.status == got);
        if (got == COUNTONME_OK) FUZZ_ASSERT(strcmp(used.text, read) == 0);
        free_outcome(&used);
        countonme_free(read);
    }
    release(&before);
    release(&after);
}

static void unset_variable(countonme_context *context, const char *name) {
    snapshot before, after;
    take(context, &before, NULL);
    countonme_status status = countonme_context_unset_variable(context, name);
    check_record(context, status, NULL, 0);
    if (!valid_text(name)) FUZZ_ASSERT(status == COUNTONME_ERROR_INVALID_ARGUMENT);
    take(context, &after, NULL);
    if (status != COUNTONME_OK) {
        FUZZ_ASSERT(status == COUNTONME_ERROR_UNKNOWN_IDENTIFIER || status == COUNTONME_ERROR_INVALID_ARGUMENT);
        unchanged(&before, &after);
    } else {
        FUZZ_ASSERT(after.variables == before.variables - 1);
        FUZZ_ASSERT(same_ans(&before, &after) && same_options(&before, &after));
        char *read = NULL;
        FUZZ_ASSERT(variable(context, name, &read) == COUNTONME_ERROR_UNKNOWN_IDENTIFIER);
        /* Unsetting it again fails and changes nothing. */
        FUZZ_ASSERT(countonme_context_unset_variable(context, name) == COUNTONME_ERROR_UNKNOWN_IDENTIFIER);
        check_record(context, COUNTONME_ERROR_UNKNOWN_IDENTIFIER, NULL, 0);
    }
    release(&before);
    release(&after);
}

static void get_variable(countonme_context *context, const char *name) {
    record before = read_record(context);
    char *value = NULL;
    if (variable(context, name, &value) == COUNTONME_OK) countonme_free(value);
    record after = read_record(context);
    same_record(&before, &after);
    free_record(&before);
    free_record(&after);
}

/* Calls `call` with a variable's name: one of the table's (next byte odd) or text from the input. */
static void with_name(reader *r, countonme_context *context, void (*call)(countonme_context *, const char *)) {
    uint8_t which = next_byte(r);
    if (which & 1) {
        call(context, variable_names[(which >> 1) % NAME_COUNT]);
    } else {
        char *name = next_text(r);
        call(context, name);
        free(name);
    }
}

/* evaluate_n over `length` bytes (NULs inside are characters; `bytes` NULL with `length`). */
static void evaluate_n(countonme_context *context, const char *bytes, size_t length) {
    snapshot before, after;
    take(context, &before, NULL);
    static char sentinel;
    char *result = &sentinel;
    countonme_status status = countonme_evaluate_n(context, bytes, length, &result);
    FUZZ_ASSERT((status == COUNTONME_OK) == (result != &sentinel));
    check_record(context, status, bytes, length);
    if (bytes == NULL) {
        FUZZ_ASSERT(status == (length == 0 ? COUNTONME_ERROR_EMPTY_INPUT : COUNTONME_ERROR_INVALID_ARGUMENT));
    } else if (length == 0) {
        FUZZ_ASSERT(status == COUNTONME_ERROR_EMPTY_INPUT);
    } else {
        bool valid = valid_utf8((const uint8_t *)bytes, length);
        FUZZ_ASSERT(valid == (status != COUNTONME_ERROR_INVALID_ARGUMENT));
        /* A NUL byte is a character of the input that no expression accepts. */
        if (memchr(bytes, 0, length) != NULL) FUZZ_ASSERT(status != COUNTONME_OK);
    }
    FUZZ_ASSERT(status != COUNTONME_ERROR_INTERRUPTED);
    if (status != COUNTONME_OK) {
        take(context, &after, NULL);
        unchanged(&before, &after);
        release(&after);
    } else {
        FUZZ_ASSERT(result != NULL);
        /* The result became `ans` (read when "ans" is within the input limit). */
        if (before.options[COUNTONME_OPTION_MAX_INPUT_LENGTH] >= 3) {
            outcome ans = evaluated(context, "ans");
            FUZZ_ASSERT(ans.status == COUNTONME_OK && strcmp(ans.text, result) == 0);
            free_outcome(&ans);
        }
        countonme_free(result);
    }
    release(&before);
}

/* Rates: `code` is the currency the call names (NULL: none). */
static void rates_call(countonme_context *context, int kind, const char *text, const char *code, const char *rate, const char *date) {
    outcome converted_before = evaluated(context, conversion);
    snapshot before, after;
    take(context, &before, code);
    countonme_status status = kind == 0 ? countonme_context_load_rates(context, text)
                                        : countonme_context_set_rate(context, code, rate, date);
    check_record(context, status, NULL, 0);
    take(context, &after, code);
    outcome converted_after = evaluated(context, conversion);
    if (kind == 0) {
        if (!valid_text(text)) FUZZ_ASSERT(status == COUNTONME_ERROR_INVALID_ARGUMENT);
        else FUZZ_ASSERT(status == COUNTONME_OK || status == COUNTONME_ERROR_INVALID_RATES_FILE ||
                         status == COUNTONME_ERROR_OUT_OF_MEMORY);
    } else {
        FUZZ_ASSERT(status == COUNTONME_OK || status == COUNTONME_ERROR_INVALID_ARGUMENT || status == COUNTONME_ERROR_OUT_OF_MEMORY);
    }
    if (status != COUNTONME_OK) {
        unchanged(&before, &after);
        FUZZ_ASSERT(same_outcome(&converted_before, &converted_after));
    } else if (kind == 0) {
        /* Every currency listed has a rate from the euro, which is listed. */
        FUZZ_ASSERT(has_currency(after.currencies, "EUR"));
        char *list = after.currencies;
        for (char *p = list; *p;) {
            char *space = strchr(p, ' ');
            *space = 0;
            outcome r, d;
            read_rate(context, "EUR", p, &r, &d);
            FUZZ_ASSERT(r.status == COUNTONME_OK);
            free_outcome(&r);
            free_outcome(&d);
            *space = ' ';
            p = space + 1;
        }
    }
    free_outcome(&converted_before);
    free_outcome(&converted_after);
    release(&before);
    release(&after);
}

/* `text` without leading zeros of its whole part nor trailing zeros of its fraction. */
static char *normal_decimal(const char *text) {
    while (text[0] == '0' && text[1] != 0 && text[1] != '.') text++;
    char *copy = copy_text((const uint8_t *)text, strlen(text));
    if (strchr(copy, '.')) {
        size_t n = strlen(copy);
        while (n > 0 && copy[n - 1] == '0') copy[--n] = 0;
        if (n > 0 && copy[n - 1] == '.') copy[--n] = 0;
    }
    if (copy[0] == 0 || copy[0] == '.') {
        char *with_zero = join("0", copy);
        free(copy);
        return with_zero;
    }
    return copy;
}

static bool is_code(const char *code) {
    return strlen(code) == 3 && code[0] >= 'A' && code[0] <= 'Z' && code[1] >= 'A' && code[1] <= 'Z' && code[2] >= 'A' && code[2] <= 'Z';
}

static bool is_date_shape(const char *date) {
    if (strlen(date) != 10 || date[4] != '-' || date[7] != '-') return false;
    for (int i = 0; i < 10; i++)
        if (i != 4 && i != 7 && (date[i] < '0' || date[i] > '9')) return false;
    return true;
}

static bool is_positive_plain(const char *rate) {
    bool nonzero = false;
    if (rate[0] == 0) return false;
    for (const char *p = rate; *p; p++) {
        if ((*p < '0' || *p > '9') && *p != '.') return false;
        if (*p >= '1' && *p <= '9') nonzero = true;
    }
    return nonzero;
}

static void set_rate(countonme_context *context, const char *code, const char *rate, const char *date) {
    snapshot before;
    take(context, &before, code);
    rates_call(context, 1, NULL, code, rate, date);
    if (countonme_error_code(context) == COUNTONME_OK) {
        /* Accepted: a code in capitals other than the euro, a positive plain decimal, a date. */
        FUZZ_ASSERT(is_code(code) && strcmp(code, "EUR") != 0);
        FUZZ_ASSERT(is_positive_plain(rate));
        FUZZ_ASSERT(is_date_shape(date));
        outcome r, d;
        read_rate(context, "EUR", code, &r, &d);
        FUZZ_ASSERT(r.status == COUNTONME_OK);
        char *expected = normal_decimal(rate), *got = normal_decimal(r.text);
        FUZZ_ASSERT(strcmp(expected, got) == 0);
        /* The rates carry the oldest date given. */
        FUZZ_ASSERT(strcmp(d.text, date) <= 0);
        if (before.currencies[0] == 0) FUZZ_ASSERT(strcmp(d.text, date) == 0);
        /* The other currencies keep their rates. */
        char *list = currency_list(context);
        FUZZ_ASSERT(has_currency(list, code) && has_currency(list, "EUR"));
        for (size_t i = 0; i < PAIR_COUNT; i++) {
            if (strcmp(rate_pairs[i][0], code) == 0 || strcmp(rate_pairs[i][1], code) == 0) continue;
            outcome again, again_date;
            read_rate(context, rate_pairs[i][0], rate_pairs[i][1], &again, &again_date);
            FUZZ_ASSERT(same_outcome(&again, &before.rates[i]));
            free_outcome(&again);
            free_outcome(&again_date);
        }
        free(list);
        free(expected);
        free(got);
        free_outcome(&r);
        free_outcome(&d);
    }
    release(&before);
}

/* A request to stop made while nothing runs has no effect and touches no record. */
static void interrupt_then_evaluate(countonme_context *context, const char *expression) {
    record before = read_record(context);
    FUZZ_ASSERT(countonme_context_interrupt(context) == COUNTONME_OK);
    record after = read_record(context);
    same_record(&before, &after);
    free_record(&before);
    free_record(&after);
    outcome o = evaluated(context, expression);
    FUZZ_ASSERT(o.status != COUNTONME_ERROR_INTERRUPTED);
    check_record(context, o.status, expression, strlen(expression));
    free_outcome(&o);
}

static void clear(countonme_context *context, bool rates_too) {
    countonme_status status = rates_too ? countonme_context_clear_rates(context) : countonme_context_clear_variables(context);
    FUZZ_ASSERT(status == COUNTONME_OK);
    check_record(context, status, NULL, 0);
    if (rates_too) {
        char *list = currency_list(context);
        FUZZ_ASSERT(list[0] == 0);
        free(list);
        outcome r, d;
        read_rate(context, "EUR", "USD", &r, &d);
        FUZZ_ASSERT(r.status == COUNTONME_ERROR_NO_EXCHANGE_RATE);
    } else {
        int32_t count = -1;
        FUZZ_ASSERT(countonme_context_variable_count(context, &count) == COUNTONME_OK && count == 0);
    }
}

/* The sample file with bytes [at, at + removed) replaced by `inserted`. */
static char *spliced_rates(size_t at, size_t removed, const uint8_t *inserted, size_t length) {
    size_t total = sizeof sample_rates - 1;
    if (at > total) at = total;
    if (removed > total - at) removed = total - at;
    char *text = malloc(total - removed + length + 1);
    if (text == NULL) abort();
    memcpy(text, sample_rates, at);
    if (length) memcpy(text + at, inserted, length);
    memcpy(text + at + length, sample_rates + at + removed, total - at - removed);
    text[total - removed + length] = 0;
    return text;
}

/* ---------------------------------------------------------------------------------------- */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1 || size > 8192) return 0;
    reader r = {data, size, 0};
    countonme_context *context = NULL;
    /* The first locale; one the table holds that no locale answers to gives the C locale. */
    countonme_status status = countonme_context_new(locales[next_byte(&r) % LOCALE_COUNT], &context);
    if (status != COUNTONME_OK) {
        FUZZ_ASSERT(status == COUNTONME_ERROR_INVALID_ARGUMENT && context == NULL);
        FUZZ_ASSERT(countonme_context_new("C", &context) == COUNTONME_OK);
    }
    check_defaults(context);
    for (int operation = 0; operation < MAX_OPERATIONS && r.at < r.size; operation++) {
        uint8_t op = next_byte(&r);
        switch (op % 16) {
        case 0: /* a locale of the table (NULL: the environment's) */
            set_locale(context, locales[next_byte(&r) % LOCALE_COUNT]);
            break;
        case 1: { /* a locale as text, repeated up to 255 times (very long names) */
            uint8_t times = next_byte(&r);
            char *text = next_text(&r), *name = copy_text((const uint8_t *)"", 0);
            for (int i = 0; i < (times > 1 ? times : 1); i++) {
                char *longer = join(name, text);
                free(name);
                name = longer;
            }
            set_locale(context, name);
            free(name);
            free(text);
            break;
        }
        case 2: { /* a new context for a locale as text, or of the table */
            uint8_t which = next_byte(&r);
            if (which & 1) {
                new_context(locales[(which >> 1) % LOCALE_COUNT]);
            } else {
                char *text = next_text(&r);
                new_context(text);
                free(text);
            }
            break;
        }
        case 3: { /* an option: ids 0..11, out of range, extreme; values at, inside and past the range */
            int8_t id = (int8_t)next_byte(&r);
            int32_t option = id == 127 ? INT32_MAX : id == -128 ? INT32_MIN : id;
            int32_t value = option_value(&r, option);
            set_option(context, option, value);
            break;
        }
        case 4: { /* a variable: name and value as text */
            char *name = next_text(&r), *value = next_text(&r);
            set_variable(context, name, value);
            free(name);
            free(value);
            break;
        }
        case 5: { /* a variable: a name of the table, value as text */
            const char *name = variable_names[next_byte(&r) % NAME_COUNT];
            char *value = next_text(&r);
            set_variable(context, name, value);
            free(value);
            break;
        }
        case 6: /* remove a variable */
            with_name(&r, context, unset_variable);
            break;
        case 7: { /* counted evaluation of a field, NULs and all */
            const uint8_t *start;
            size_t length = next_field(&r, &start);
            char *bytes = malloc(length ? length : 1);
            if (bytes == NULL) abort();
            if (length) memcpy(bytes, start, length);
            evaluate_n(context, bytes, length);
            free(bytes);
            break;
        }
        case 8: { /* the sample rates file with a splice */
            size_t at = next_byte(&r) | (size_t)next_byte(&r) << 8;
            size_t removed = next_byte(&r);
            const uint8_t *start;
            size_t length = next_field(&r, &start);
            char *text = spliced_rates(at % sizeof sample_rates, removed, start, length);
            rates_call(context, 0, text, NULL, NULL, NULL);
            free(text);
            break;
        }
        case 9: { /* a rates file as text */
            char *text = next_text(&r);
            rates_call(context, 0, text, NULL, NULL, NULL);
            free(text);
            break;
        }
        case 10: { /* a rate: code, rate and date as text */
            char *code = next_text(&r), *rate = next_text(&r), *date = next_text(&r);
            set_rate(context, code, rate, date);
            free(code);
            free(rate);
            free(date);
            break;
        }
        case 11: { /* a rate from the tables (the rate as text when the byte is odd) */
            uint8_t a = next_byte(&r), b = next_byte(&r), c = next_byte(&r);
            char *text = (b & 1) ? next_text(&r) : NULL;
            set_rate(context, currency_codes[a % CODE_COUNT], text ? text : rates[(b >> 1) % RATE_COUNT], dates[c % DATE_COUNT]);
            free(text);
            break;
        }
        case 12:
            clear(context, next_byte(&r) & 1);
            break;
        case 13: { /* a stop asked for while nothing runs, then an evaluation */
            char *text = next_text(&r);
            interrupt_then_evaluate(context, text);
            free(text);
            break;
        }
        case 14: /* a variable read (a const call) */
            with_name(&r, context, get_variable);
            break;
        default: { /* NULL expression, with and without a length */
            evaluate_n(context, NULL, next_byte(&r) & 1);
            break;
        }
        }
    }
    locale_id_round_trip(context);
    countonme_context_free(context);
    return 0;
}
