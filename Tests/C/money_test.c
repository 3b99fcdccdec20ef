/* Money through the C API: rates from a buffer and a file, queries, conversions, errors. */
#define _POSIX_C_SOURCE 200809L
#include <countonme.h>
#include <stdlib.h>
#include <unistd.h>
#include "check.h"

static const char *const rates_xml =
    "<?xml version='1.0' encoding='UTF-8'?>\n"
    "<gesmes:Envelope xmlns:gesmes='http://www.gesmes.org/xml/2002-08-01' xmlns='http://www.ecb.int/vocabulary/2002-08-01/eurofxref'>\n"
    "<Cube>\n<Cube time='2024-06-28'>\n"
    "<Cube currency='USD' rate='1.0705'/>\n<Cube currency='JPY' rate='171.94'/>\n<Cube currency='CHF' rate='0.9634'/>\n"
    "</Cube>\n</Cube>\n</gesmes:Envelope>\n";

/* Rates set from code (countonme_context_set_rate, countonme_context_clear_rates). Expected values
 * from Python's fractions and decimal: 171.94 / 1.0705 = 343880/2141 = 160.61653432975245213…;
 * 100 × 1.0705 / 0.8464 = 126.4768… → 126.48 half-even. */
static void expect_rate(countonme_context *context, const char *from, const char *to, const char *rate, const char *date) {
    char *text = NULL, *day = NULL;
    CHECK(countonme_context_rate(context, from, to, &text, &day) == COUNTONME_OK);
    CHECK_STRING(text, rate);
    CHECK_STRING(day, date);
    countonme_free(text);
    countonme_free(day);
}

/* Writes `count` copies of `text` to a new file at `path`; whether it could. */
static int write_file(const char *path, const char *text, int count) {
    FILE *file = fopen(path, "wb");
    CHECK(file != NULL);
    if (file == NULL) return 0;
    for (int index = 0; index < count; index++) fputs(text, file);
    return fclose(file) == 0;
}

/* Rates files: a path that is not UTF-8 (POSIX paths are bytes), a file past 16 MiB, content that
 * is not UTF-8. Each failure keeps the rates the context had. */
static void test_rates_files(countonme_context *context) {
    char directory[] = "/tmp/countonme-rates-XXXXXX";
    if (mkdtemp(directory) == NULL) { CHECK(0); return; }
    char path[128];
    snprintf(path, sizeof path, "%s/\xE9t\xE9.xml", directory);   /* "été" in Latin-1: not UTF-8 */
    if (write_file(path, rates_xml, 1)) CHECK(countonme_context_load_rates_file(context, path) == COUNTONME_OK);
    expect_rate(context, "EUR", "USD", "1.0705", "2024-06-28");
    remove(path);

    /* Past 16 MiB: refused as too large, the message saying so in French. */
    static char block[(1 << 16) + 1];
    memset(block, ' ', sizeof block - 1);
    snprintf(path, sizeof path, "%s/large.xml", directory);
    if (write_file(path, block, 257)) {   /* 16 MiB + 64 KiB */
        CHECK(countonme_context_load_rates_file(context, path) == COUNTONME_ERROR_CANNOT_READ_FILE);
        char *message = NULL;
        CHECK(countonme_error_message(context, &message) == COUNTONME_OK);
        CHECK(message != NULL && strstr(message, "trop volumineux") != NULL && strstr(message, "16\xC2\xA0Mio") != NULL);
        countonme_free(message);
    }
    remove(path);

    /* Content that is not UTF-8 is no rates file. */
    snprintf(path, sizeof path, "%s/latin1.xml", directory);
    if (write_file(path, "<gesmes:Envelope>\xE9</gesmes:Envelope>", 1)) {
        CHECK(countonme_context_load_rates_file(context, path) == COUNTONME_ERROR_INVALID_RATES_FILE);
    }
    remove(path);
    rmdir(directory);
    expect_rate(context, "EUR", "USD", "1.0705", "2024-06-28");   /* kept */
}

static void test_set_rates(void) {
    countonme_context *context = NULL;
    CHECK(countonme_context_new("fr_FR", &context) == COUNTONME_OK);
    char *result = NULL;
    CHECK(countonme_context_set_rate(context, "USD", "1.0705", "2024-06-28") == COUNTONME_OK);
    CHECK(countonme_evaluate(context, "100 EUR en USD", &result) == COUNTONME_OK);
    CHECK_STRING(result, "107,05\xC2\xA0$US");
    countonme_free(result);
    expect_rate(context, "EUR", "USD", "1.0705", "2024-06-28");
    /* A second currency joins the first; the rates keep the oldest date. */
    CHECK(countonme_context_set_rate(context, "JPY", "171.94", "2024-07-01") == COUNTONME_OK);
    expect_rate(context, "USD", "JPY", "160.61653432975245213", "2024-06-28");
    /* A currency's rate is replaced. */
    CHECK(countonme_context_set_rate(context, "USD", "1.1", "2024-06-28") == COUNTONME_OK);
    expect_rate(context, "EUR", "USD", "1.1", "2024-06-28");

    /* Refusals change nothing and say why, in the context's language. */
    static const char *const refused[][3] = {
        {"usd", "1.2", "2024-06-28"}, {"XYZ", "1.2", "2024-06-28"}, {"EUR", "1", "2024-06-28"}, {"US", "1.2", "2024-06-28"},
        {"USD", "0", "2024-06-28"}, {"USD", "-1.2", "2024-06-28"}, {"USD", "1e3", "2024-06-28"}, {"USD", "1,2", "2024-06-28"},
        {"USD", "", "2024-06-28"}, {"USD", " 1.2", "2024-06-28"}, {"USD", "1.2", "2024-13-01"}, {"USD", "1.2", "24-06-28"},
        {"USD", "1.2", ""}, {"USD", "1.2", "2024-06-28T00:00"}, {"USD", "\xFF", "2024-06-28"},
    };
    for (size_t index = 0; index < sizeof refused / sizeof refused[0]; index++) {
        CHECK(countonme_context_set_rate(context, refused[index][0], refused[index][1], refused[index][2]) == COUNTONME_ERROR_INVALID_ARGUMENT);
        CHECK(countonme_error_code(context) == COUNTONME_ERROR_INVALID_ARGUMENT);
        expect_rate(context, "EUR", "USD", "1.1", "2024-06-28");
    }
    CHECK(countonme_context_set_rate(context, "EUR", "1", "2024-06-28") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_error_message(context, &result) == COUNTONME_OK);
    CHECK_STRING(result, "Impossible de fixer ce taux de change\xC2\xA0: le taux de l\xE2\x80\x99" "euro vaut toujours 1.");
    countonme_free(result);
    CHECK(countonme_context_set_rate(context, "usd", "1.2", "2024-06-28") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_error_message(context, &result) == COUNTONME_OK);
    CHECK_STRING(result, "Impossible de fixer ce taux de change\xC2\xA0: \xC2\xAB\xE2\x80\xAFusd\xE2\x80\xAF\xC2\xBB n\xE2\x80\x99" "est pas un code de devise.");
    countonme_free(result);
    CHECK(countonme_context_set_rate(NULL, "USD", "1.2", "2024-06-28") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_rate(context, NULL, "1.2", "2024-06-28") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_rate(context, "USD", NULL, "2024-06-28") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_set_rate(context, "USD", "1.2", NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    /* A success clears the error record. */
    CHECK(countonme_context_set_rate(context, "CHF", "0.9634", "2024-06-28") == COUNTONME_OK);
    CHECK(countonme_error_code(context) == COUNTONME_OK);

    /* Clearing removes them all, loaded or set. */
    CHECK(countonme_context_clear_rates(context) == COUNTONME_OK);
    CHECK(countonme_evaluate(context, "100 EUR en USD", &result) == COUNTONME_ERROR_NO_EXCHANGE_RATE);
    CHECK(countonme_context_rate(context, "EUR", "USD", &result, NULL) == COUNTONME_ERROR_NO_EXCHANGE_RATE);
    CHECK(countonme_context_clear_rates(NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);

    /* Set beside a loaded file: both are used. */
    CHECK(countonme_context_load_rates(context, rates_xml) == COUNTONME_OK);
    CHECK(countonme_context_set_rate(context, "GBP", "0.8464", "2024-06-28") == COUNTONME_OK);
    CHECK(countonme_evaluate(context, "100 GBP en USD", &result) == COUNTONME_OK);
    CHECK_STRING(result, "126,48\xC2\xA0$US");
    countonme_free(result);
    countonme_context_free(context);
}

int main(int argc, char **argv) {
    countonme_context *context = NULL;
    CHECK(countonme_context_new("fr_FR", &context) == COUNTONME_OK);
    char *result = NULL;
    CHECK(countonme_evaluate(context, "100 EUR in USD", &result) == COUNTONME_ERROR_NO_EXCHANGE_RATE);
    CHECK(countonme_context_load_rates(context, "<broken") == COUNTONME_ERROR_INVALID_RATES_FILE);
    CHECK(countonme_context_load_rates(context, rates_xml) == COUNTONME_OK);

    CHECK(countonme_evaluate(context, "100 EUR in USD", &result) == COUNTONME_OK);
    CHECK_STRING(result, "107,05\xC2\xA0$US");
    countonme_free(result);
    CHECK(countonme_evaluate(context, "(12,50 \xE2\x82\xAC + 3 \xE2\x82\xAC) \xC3\x97 2", &result) == COUNTONME_OK);   /* (12,50 € + 3 €) × 2 */
    CHECK_STRING(result, "31,00\xC2\xA0\xE2\x82\xAC");
    countonme_free(result);
    int32_t exact = 0;
    CHECK(countonme_evaluate_plain(context, "100 USD in EUR", &result, &exact) == COUNTONME_OK);
    CHECK_STRING(result, "93.41429238673517");   /* unrounded, 16 significant digits */
    CHECK(exact == 0);
    countonme_free(result);
    CHECK(countonme_evaluate(context, "100 EUR in GBP", &result) == COUNTONME_ERROR_NO_EXCHANGE_RATE);
    CHECK(countonme_evaluate(context, "1 BTC", &result) == COUNTONME_ERROR_UNKNOWN_CURRENCY);
    CHECK(countonme_evaluate(context, "$5", &result) == COUNTONME_ERROR_AMBIGUOUS_CURRENCY);
    CHECK(countonme_evaluate(context, "2 EUR \xC3\x97 3 EUR", &result) == COUNTONME_ERROR_INVALID_MONEY_OPERATION);

    char *rate = NULL, *date = NULL;
    CHECK(countonme_context_rate(context, "USD", "CHF", &rate, &date) == COUNTONME_OK);
    CHECK_STRING(rate, "0.89995329285380663241");
    CHECK_STRING(date, "2024-06-28");
    countonme_free(rate);
    countonme_free(date);
    CHECK(countonme_context_rate(context, "EUR", "JPY", &rate, NULL) == COUNTONME_OK);
    CHECK_STRING(rate, "171.94");
    countonme_free(rate);
    CHECK(countonme_context_rate(context, "EUR", "XYZ", &rate, NULL) == COUNTONME_ERROR_NO_EXCHANGE_RATE);
    CHECK(countonme_context_rate(NULL, "EUR", "USD", &rate, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_rate(context, NULL, "USD", &rate, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);

    if (argc > 1) {   /* a real daily file, given by the test script */
        CHECK(countonme_context_load_rates_file(context, argv[1]) == COUNTONME_OK);
        CHECK(countonme_context_rate(context, "EUR", "ZAR", &rate, NULL) == COUNTONME_OK);
        CHECK_STRING(rate, "19.497");
        countonme_free(rate);
    }
    CHECK(countonme_context_load_rates_file(context, "/nonexistent/rates.xml") == COUNTONME_ERROR_CANNOT_READ_FILE);
    CHECK(countonme_context_load_rates_file(context, "/") == COUNTONME_ERROR_CANNOT_READ_FILE);   /* a directory */
    CHECK(countonme_context_load_rates_file(context, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    test_rates_files(context);
    CHECK(countonme_context_load_rates(NULL, rates_xml) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_load_rates(context, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    countonme_context_free(context);
    test_set_rates();
    return finish("money_c");
}
