/* The currency converter page of countonme-gtk (see converter.c). */
#ifndef COUNTONME_GTK_CONVERTER_H
#define COUNTONME_GTK_CONVERTER_H

#include <gtk/gtk.h>

/* A new converter page, its rates loaded as the command finds them. */
GtkWidget *converter_new(void);

/* The page's amount entry (to give it the keyboard's focus). */
GtkWidget *converter_amount(GtkWidget *page);

/* Updates the rates, as the page's button does (Ctrl+U); nothing while an update runs. */
void converter_update(GtkWidget *page);

#endif
