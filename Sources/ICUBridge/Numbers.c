/* Number symbols, formatting with skeletons and strict parsing of decimal strings. */
#include "ICUBridge.h"
#include "Internal.h"
#include <unicode/uchar.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumsys.h>
#include <unicode/ustring.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* UTF-16 -> UTF-8 into a fixed buffer; returns the UTF-8 length needed. Declared in Internal.h. */
int32_t icub_to_utf8(const UChar *text, int32_t length, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t needed = 0;
    u_strToUTF8(out, capacity, &needed, text, length, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
        if (capacity > 0) out[capacity - 1] = 0;
    } else if (U_FAILURE(status)) {
        /* Text that is not valid UTF-16 (a lone surrogate): a failure, never an empty success. */
        if (capacity > 0) out[0] = 0;
        return -1;
    }
    return needed;
}

/* One symbol into `out`; false when ICU cannot give it (never an empty symbol in its place). */
static int symbol(UNumberFormat *format, UNumberFormatSymbol which, char *out, int32_t capacity) {
    UChar buffer[32];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = unum_getSymbol(format, which, buffer, 32, &status);
    return U_SUCCESS(status) && icub_to_utf8(buffer, length, out, capacity) >= 0;
}

int32_t icub_number_symbols_get(const char *locale, icub_number_symbols *symbols) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &status);
    if (U_FAILURE(status)) return status;
    memset(symbols, 0, sizeof *symbols);
    int read = symbol(format, UNUM_DECIMAL_SEPARATOR_SYMBOL, symbols->decimal_separator, sizeof symbols->decimal_separator)
        && symbol(format, UNUM_GROUPING_SEPARATOR_SYMBOL, symbols->grouping_separator, sizeof symbols->grouping_separator)
        && symbol(format, UNUM_EXPONENTIAL_SYMBOL, symbols->exponent, sizeof symbols->exponent)
        && symbol(format, UNUM_MINUS_SIGN_SYMBOL, symbols->minus_sign, sizeof symbols->minus_sign);
    static const UNumberFormatSymbol digit_symbols[10] = {
        UNUM_ZERO_DIGIT_SYMBOL, UNUM_ONE_DIGIT_SYMBOL, UNUM_TWO_DIGIT_SYMBOL, UNUM_THREE_DIGIT_SYMBOL,
        UNUM_FOUR_DIGIT_SYMBOL, UNUM_FIVE_DIGIT_SYMBOL, UNUM_SIX_DIGIT_SYMBOL, UNUM_SEVEN_DIGIT_SYMBOL,
        UNUM_EIGHT_DIGIT_SYMBOL, UNUM_NINE_DIGIT_SYMBOL,
    };
    for (int i = 0; read && i < 10; i++) read = symbol(format, digit_symbols[i], symbols->digits[i], sizeof symbols->digits[i]);
    unum_close(format);
    return read ? U_ZERO_ERROR : U_MEMORY_ALLOCATION_ERROR;
}

int32_t icub_numbering_digits(const char *locale, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_open(locale, &status);
    if (U_FAILURE(status)) return status == U_MEMORY_ALLOCATION_ERROR ? -1 : -2;   /* "@numbers=xyz": U_UNSUPPORTED_ERROR */
    int32_t result = -2;   /* no digits: an algorithmic system ("roman", "jpan") or another radix */
    if (!unumsys_isAlgorithmic(system) && unumsys_getRadix(system) == 10) {
        UChar description[64];
        int32_t length = unumsys_getDescription(system, description, 64, &status);
        result = U_SUCCESS(status) ? icub_to_utf8(description, length, out, capacity)
               : status == U_MEMORY_ALLOCATION_ERROR ? -1 : -2;
    }
    unumsys_close(system);
    return result;
}

struct icub_formatter {
    UNumberFormatter *formatter;
};

/* One result object per thread, reused by every format call on it (opening one costs an
 * allocation and its set-up each time); closed when the thread ends. */
static pthread_key_t result_key;
static pthread_once_t result_key_once = PTHREAD_ONCE_INIT;

static void close_result(void *result) { unumf_closeResult(result); }
static void create_result_key(void) { pthread_key_create(&result_key, close_result); }

static UFormattedNumber *thread_result(UErrorCode *error) {
    pthread_once(&result_key_once, create_result_key);
    UFormattedNumber *result = pthread_getspecific(result_key);
    if (result == NULL) {
        result = unumf_openResult(error);
        if (U_FAILURE(*error)) return NULL;
        pthread_setspecific(result_key, result);
    }
    return result;
}

/* Whether `formatter` writes 0.1234567 with other than the 7 digits ICU's default settings give
 * (0.123457: six fraction digits). ICU 72 copies the skeleton before parsing it, and when that
 * copy's allocation fails it parses an empty skeleton and reports success: the formatter then has
 * the default settings (grouping on, six fraction digits) in place of the skeleton's. Every
 * skeleton this bridge opens writes the probe otherwise (precision-unlimited: 8 digits, with an
 * exponent's too; a currency's standard precision: 1 to 5), so 7 digits means the skeleton was
 * lost. False too when ICU cannot format the probe. */
static int honours_skeleton(const UNumberFormatter *formatter) {
    UErrorCode error = U_ZERO_ERROR;
    UFormattedNumber *result = thread_result(&error);
    if (result == NULL) return 0;
    UChar text[64];
    int32_t length = 0;
    unumf_formatDecimal(formatter, "0.1234567", -1, result, &error);
    if (U_SUCCESS(error)) length = unumf_resultToString(result, text, 64, &error);
    if (U_FAILURE(error) || length >= 64) return 0;
    int digits = 0;
    for (int32_t i = 0; i < length; i++) digits += u_isdigit(text[i]) ? 1 : 0;
    return digits != 7;
}

icub_formatter *icub_formatter_open(const char *locale, const char *skeleton, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UChar skeleton16[256];
    u_strFromUTF8(skeleton16, 256, NULL, skeleton, -1, &error);
    if (U_FAILURE(error)) { *status = error; return NULL; }
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton16, -1, locale, &error);
    if (U_FAILURE(error)) { *status = error; return NULL; }
    if (!honours_skeleton(formatter)) { unumf_close(formatter); *status = U_MEMORY_ALLOCATION_ERROR; return NULL; }
    icub_formatter *result = malloc(sizeof *result);
    if (result == NULL) { unumf_close(formatter); *status = U_MEMORY_ALLOCATION_ERROR; return NULL; }
    result->formatter = formatter;
    *status = U_ZERO_ERROR;
    return result;
}

void icub_formatter_close(icub_formatter *formatter) {
    if (formatter == NULL) return;
    unumf_close(formatter->formatter);
    free(formatter);
}

int32_t icub_formatter_format_decimal(const icub_formatter *formatter, const char *decimal,
                                      char *out, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UFormattedNumber *result = thread_result(&error);
    if (result == NULL) { *status = U_FAILURE(error) ? error : U_MEMORY_ALLOCATION_ERROR; return 0; }
    unumf_formatDecimal(formatter->formatter, decimal, -1, result, &error);
    int32_t needed = 0;
    if (U_SUCCESS(error)) {
        UChar small[256];
        int32_t length = unumf_resultToString(result, small, 256, &error);
        if (error == U_BUFFER_OVERFLOW_ERROR) {
            /* Long numbers (up to the size limit) need a heap buffer. */
            UChar *large = malloc(sizeof(UChar) * ((size_t)length + 1));
            error = U_ZERO_ERROR;
            if (large == NULL) {
                error = U_MEMORY_ALLOCATION_ERROR;
            } else {
                length = unumf_resultToString(result, large, length + 1, &error);
                if (U_SUCCESS(error)) needed = icub_to_utf8(large, length, out, capacity);
                if (needed < 0) error = U_INVALID_CHAR_FOUND;
                free(large);
            }
        } else if (U_SUCCESS(error)) {
            needed = icub_to_utf8(small, length, out, capacity);
            if (needed < 0) error = U_INVALID_CHAR_FOUND;
        }
    }
    *status = U_SUCCESS(error) ? U_ZERO_ERROR : error;
    return needed;
}


int32_t icub_spell_out(const char *locale, const char *decimal, char *out, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(UNUM_SPELLOUT, NULL, 0, locale, NULL, &error);
    if (U_FAILURE(error)) {
        *status = error;
        return -1;
    }
    UChar buffer[512];
    int32_t length = unum_formatDecimal(format, decimal, -1, buffer, 512, NULL, &error);
    int32_t result = -1;
    if (error == U_BUFFER_OVERFLOW_ERROR) {
        UChar *large = malloc(sizeof(UChar) * (size_t)(length + 1));
        error = U_ZERO_ERROR;
        if (large == NULL) {
            error = U_MEMORY_ALLOCATION_ERROR;
        } else {
            length = unum_formatDecimal(format, decimal, -1, large, length + 1, NULL, &error);
            if (U_SUCCESS(error)) result = icub_to_utf8(large, length, out, capacity);
            free(large);
        }
    } else if (U_SUCCESS(error)) {
        result = icub_to_utf8(buffer, length, out, capacity);
    }
    unum_close(format);
    *status = U_FAILURE(error) ? error : U_ZERO_ERROR;
    return U_FAILURE(error) ? -1 : result;
}
