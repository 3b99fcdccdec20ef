/* The calculator window of countonme-gtk (see window.c). */
#ifndef COUNTONME_GTK_WINDOW_H
#define COUNTONME_GTK_WINDOW_H

#include <gtk/gtk.h>

/* A new calculator window for `application`, its keypad session in the environment's locale,
 * restored from the state saved by the last run; NULL when the library cannot start one (out of
 * memory). */
GtkWidget *calculator_window_new(GtkApplication *application);

#endif
