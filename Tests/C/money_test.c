/* Money through the C API: rates from a buffer and a file, queries, conversions, errors. */
#include <countonme.h>
#include <stdlib.h>
#include "check.h"

static const char *const rates_xml =
    "<?xml version='1.0' encoding='UTF-8'?>\n"
    "<gesmes:Envelope xmlns:gesmes='http://www.gesmes.org/xml/2002-08-01' xmlns='http://www.ecb.int/vocabulary/2002-08-01/eurofxref'>\n"
    "<Cube>\n<Cube time='2024-06-28'>\n"
    "<Cube currency='USD' rate='1.0705'/>\n<Cube currency='JPY' rate='171.94'/>\n<Cube currency='CHF' rate='0.9634'/>\n"
    "</Cube>\n</Cube>\n</gesmes:Envelope>\n";

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
    CHECK(countonme_context_load_rates_file(context, "/nonexistent/rates.xml") == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_load_rates(NULL, rates_xml) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_load_rates(context, NULL) == COUNTONME_ERROR_INVALID_ARGUMENT);
    countonme_context_free(context);
    return finish("money_c");
}
