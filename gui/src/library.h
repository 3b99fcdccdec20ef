/* Strings the library hands out, taken into GLib's memory for GTK (see library.c). */
#ifndef COUNTONME_GTK_LIBRARY_H
#define COUNTONME_GTK_LIBRARY_H

#include <countonme.h>

/* `text` as the library gave it with `status` ("" when the call failed), copied into GLib's
 * memory (free it with g_free); the library's string is released. */
char *library_text(countonme_status status, char *text);

#endif
