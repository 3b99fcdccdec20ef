#include "library.h"

#include <glib.h>

char *library_text(countonme_status status, char *text) {
    char *copy = g_strdup(status == COUNTONME_OK && text ? text : "");
    countonme_free(text);
    return copy;
}
