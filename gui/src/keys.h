/* The keys of countonme-gtk: where each key of the library's keypad (COUNTONME_KEY_*) sits on the
 * basic pad (the four-function calculator's) and the scientific panel (the Polish calculator's),
 * and which key of the keyboard presses it. The one table of both: the window builds its buttons
 * from it and routes key presses through it. */
#ifndef COUNTONME_GTK_KEYS_H
#define COUNTONME_GTK_KEYS_H

#include <gtk/gtk.h>
#include <stddef.h>
#include <stdint.h>

/* A button of a pad: the key it presses, its cell in the pad's grid, and what it does in words
 * (its tooltip and accessible description, translated through the application's catalog; NULL
 * for the digits, whose label says it all). */
typedef struct {
    int32_t key;
    int column, row;
    const char *description;
} PadKey;

/* The basic pad: memory keys, AC C ± %, digits, the four operations, K, the decimal separator, =. */
extern const PadKey basic_pad[];
extern const size_t basic_pad_count;

/* The scientific panel, shown beside the basic pad when the window is wide enough. */
extern const PadKey scientific_pad[];
extern const size_t scientific_pad_count;

/* The key (COUNTONME_KEY_*) a keyboard key presses, or -1 for none. `decimal_separator` is the
 * locale's own (the library's label of COUNTONME_KEY_DECIMAL_SEPARATOR): typed, it is the
 * decimal separator, as "." and the keypad's decimal key always are; "," only where the locale
 * writes its decimals so (in en_US it groups digits, and does nothing here). */
int32_t key_for_keyboard(guint keyval, const char *decimal_separator);

#endif
