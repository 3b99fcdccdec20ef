/* The keypad's state kept between runs (the calculation, result, memory, history tape and angle
 * unit, in the library's saved-state text), in $XDG_STATE_HOME/countonme/gtk-keypad (by default
 * ~/.local/state/countonme/gtk-keypad). Written to a temporary file then renamed over the old
 * one, so a crash or a second window closing at the same time never leaves half a file. */
#ifndef COUNTONME_GTK_STATE_H
#define COUNTONME_GTK_STATE_H

#include <countonme.h>
#include <glib.h>

/* Restores `keypad` from the saved state, when there is one that the library accepts (a damaged
 * or newer one is ignored: the session starts empty, as the library leaves it on refusal). */
void state_restore(countonme_keypad *keypad);

/* Saves `keypad`'s state; a failure (no home, a full disk) loses nothing but the saved state. */
void state_save(const countonme_keypad *keypad);

/* The window's own choices, kept beside the keypad's state (gtk-settings, a key file). */
typedef struct {
    gboolean immediate;    /* immediate mode: left to right */
    gboolean steps;        /* the step view */
    gboolean scientific;   /* the scientific panel */
} Preferences;

/* The choices saved last; all off when there are none (or the file is unreadable). */
Preferences preferences_load(void);

/* Saves the choices (write-then-rename, as the state). */
void preferences_save(Preferences preferences);

#endif
