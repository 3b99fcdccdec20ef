/* countonme_context_list: each list, its NULL end and count, one countonme_free for all, and
 * the invariant that makes the lists worth offering: every function name listed is one the
 * context's expressions read, every constant evaluates. */
#include <countonme.h>
#include <stdlib.h>
#include "check.h"

static char **list(countonme_context *context, int32_t which, int32_t *count) {
    char **items = NULL;
    CHECK(countonme_context_list(context, which, &items, count) == COUNTONME_OK);
    CHECK(items != NULL);
    if (items != NULL) CHECK(items[*count] == NULL);
    return items;
}

static int contains(char **items, const char *text) {
    for (; items != NULL && *items != NULL; items++) if (strcmp(*items, text) == 0) return 1;
    return 0;
}

static int sorted(char **items, int32_t count) {
    for (int32_t index = 1; index < count; index++) if (strcmp(items[index - 1], items[index]) >= 0) return 0;
    return 1;
}

/* Every function listed is known to the context: alone, it is some error, never "unknown name". */
static void test_functions(const char *locale, const char *own_name) {
    countonme_context *context = NULL;
    CHECK(countonme_context_new(locale, &context) == COUNTONME_OK);
    int32_t count = -1;
    char **functions = list(context, COUNTONME_LIST_FUNCTIONS, &count);
    CHECK(count >= 40);
    CHECK(contains(functions, "sin") && contains(functions, "sqrt") && contains(functions, "ncr"));
    if (own_name) CHECK(contains(functions, own_name));
    CHECK(sorted(functions, count));
    for (int32_t index = 0; index < count; index++) {
        char *result = NULL;
        countonme_status status = countonme_evaluate(context, functions[index], &result);
        CHECK(status != COUNTONME_ERROR_UNKNOWN_IDENTIFIER);
        if (status == COUNTONME_OK) countonme_free(result);
        if (status == COUNTONME_ERROR_UNKNOWN_IDENTIFIER) fprintf(stderr, "  %s: %s is listed but unknown\n", locale, functions[index]);
    }
    countonme_free(functions);
    countonme_context_free(context);
}

int main(void) {
    test_functions("en_US", NULL);
    test_functions("pl_PL", "tg");     /* pl.txt's functions: tg for tan */
    test_functions("de_DE", "ggt");    /* de.txt's functions: ggt for gcd */

    countonme_context *context = NULL;
    CHECK(countonme_context_new("fr_FR", &context) == COUNTONME_OK);
    int32_t count = -1;
    char **items = list(context, COUNTONME_LIST_CONSTANTS, &count);
    CHECK(count == 6);
    CHECK(contains(items, "pi") && contains(items, "\xCF\x80") && contains(items, "e") && contains(items, "ans"));
    CHECK(contains(items, "i") && contains(items, "j"));   /* the imaginary unit */
    for (int32_t index = 0; index < count; index++) {
        char *result = NULL;
        CHECK(countonme_evaluate(context, items[index], &result) == COUNTONME_OK);
        countonme_free(result);
    }
    countonme_free(items);

    /* The languages: the bundles in Sources/ICUBridge/messages, root as "en". */
    items = list(context, COUNTONME_LIST_LANGUAGES, &count);
    static const char *const languages[] = {"ar", "bg", "bn", "ca", "cs", "da", "de", "el", "en", "es", "et", "eu", "fa",
        "fi", "fr", "gl", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "lt", "lv", "ms", "nb", "nl", "pl", "pt", "pt_PT",
        "ro", "ru", "sk", "sl", "sr", "sr_Latn", "sv", "ta", "th", "tr", "uk", "ur", "vi", "zh", "zh_Hant"};
    CHECK(count == (int32_t)(sizeof languages / sizeof languages[0]));
    for (int32_t index = 0; index < count && index < 13; index++) CHECK_STRING(items[index], languages[index]);
    countonme_free(items);

    /* Currencies: none without rates, then the loaded ones and the euro, sorted. */
    items = list(context, COUNTONME_LIST_CURRENCIES, &count);
    CHECK(count == 0 && items != NULL && items[0] == NULL);
    countonme_free(items);
    CHECK(countonme_context_set_rate(context, "USD", "1.0705", "2024-06-28") == COUNTONME_OK);
    CHECK(countonme_context_set_rate(context, "CHF", "0.9634", "2024-06-28") == COUNTONME_OK);
    items = list(context, COUNTONME_LIST_CURRENCIES, &count);
    CHECK(count == 3);
    if (count == 3) {
        CHECK_STRING(items[0], "CHF");
        CHECK_STRING(items[1], "EUR");
        CHECK_STRING(items[2], "USD");
    }
    countonme_free(items);

    /* Variables, in countonme_context_variable_name's order. */
    CHECK(countonme_context_set_variable(context, "taux", "0,2") == COUNTONME_OK);
    CHECK(countonme_context_set_variable(context, "base", "100") == COUNTONME_OK);
    items = list(context, COUNTONME_LIST_VARIABLES, &count);
    CHECK(count == 2);
    for (int32_t index = 0; index < count; index++) {
        char *name = NULL;
        CHECK(countonme_context_variable_name(context, index, &name) == COUNTONME_OK);
        CHECK_STRING(items[index], name);
        countonme_free(name);
    }
    countonme_free(items);

    /* count is optional: the NULL end tells. */
    items = NULL;
    CHECK(countonme_context_list(context, COUNTONME_LIST_CONSTANTS, &items, NULL) == COUNTONME_OK);
    CHECK(items != NULL && items[6] == NULL);
    countonme_free(items);

    /* Bad arguments; a const call keeps the error record. */
    char *result = NULL;
    CHECK(countonme_evaluate(context, "1/0", &result) == COUNTONME_ERROR_DIVISION_BY_ZERO);
    items = NULL;
    CHECK(countonme_context_list(context, 5, &items, &count) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_list(context, -1, &items, &count) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_list(context, COUNTONME_LIST_FUNCTIONS, NULL, &count) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(countonme_context_list(NULL, COUNTONME_LIST_FUNCTIONS, &items, &count) == COUNTONME_ERROR_INVALID_ARGUMENT);
    CHECK(items == NULL);
    CHECK(countonme_context_list(context, COUNTONME_LIST_FUNCTIONS, &items, &count) == COUNTONME_OK);
    countonme_free(items);
    CHECK(countonme_error_code(context) == COUNTONME_ERROR_DIVISION_BY_ZERO);
    countonme_context_free(context);
    return finish("list_c");
}
