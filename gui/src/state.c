#include "state.h"

#include <glib.h>
#include <glib/gstdio.h>

/* The path of the state file `name` (owned by the caller, g_free), its directory created. */
static char *state_path_of(const char *name) {
    char *directory = g_build_filename(g_get_user_state_dir(), "countonme", NULL);
    g_mkdir_with_parents(directory, 0700);
    char *path = g_build_filename(directory, name, NULL);
    g_free(directory);
    return path;
}

static char *state_path(void) {
    return state_path_of("gtk-keypad");
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

static const char *const group = "window";

Preferences preferences_load(void) {
    Preferences preferences = {FALSE, FALSE, FALSE};
    char *path = state_path_of("gtk-settings");
    GKeyFile *file = g_key_file_new();
    if (g_key_file_load_from_file(file, path, G_KEY_FILE_NONE, NULL)) {
        preferences.immediate = g_key_file_get_boolean(file, group, "immediate", NULL);
        preferences.steps = g_key_file_get_boolean(file, group, "steps", NULL);
        preferences.scientific = g_key_file_get_boolean(file, group, "scientific", NULL);
    }
    g_key_file_free(file);
    g_free(path);
    return preferences;
}

void preferences_save(Preferences preferences) {
    GKeyFile *file = g_key_file_new();
    g_key_file_set_boolean(file, group, "immediate", preferences.immediate);
    g_key_file_set_boolean(file, group, "steps", preferences.steps);
    g_key_file_set_boolean(file, group, "scientific", preferences.scientific);
    char *path = state_path_of("gtk-settings");
    g_key_file_save_to_file(file, path, NULL);   /* through g_file_set_contents: write-then-rename */
    g_free(path);
    g_key_file_free(file);
}
