#include "state.h"

#include <glib.h>
#include <glib/gstdio.h>

/* The state file's path (owned by the caller, g_free), its directory created. */
static char *state_path(void) {
    char *directory = g_build_filename(g_get_user_state_dir(), "countonme", NULL);
    g_mkdir_with_parents(directory, 0700);
    char *path = g_build_filename(directory, "gtk-keypad", NULL);
    g_free(directory);
    return path;
}

void state_restore(countonme_keypad *keypad) {
    char *path = state_path(), *text = NULL;
    if (g_file_get_contents(path, &text, NULL, NULL)) countonme_keypad_restore(keypad, text);
    g_free(text);
    g_free(path);
}

void state_save(const countonme_keypad *keypad) {
    char *text = NULL;
    if (countonme_keypad_save(keypad, &text) != COUNTONME_OK) return;
    char *path = state_path();
    /* g_file_set_contents writes a temporary file and renames it over the old one. */
    g_file_set_contents(path, text, -1, NULL);
    g_free(path);
    countonme_free(text);
}
