/* See include/LineEditor.h. */
#include "LineEditor.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct {
    void *library;
    char *(*readline)(const char *);
    void (*using_history)(void);
    void (*stifle_history)(int);
    int (*read_history)(const char *);
    int (*add_history)(const char *);
    int (*write_history)(const char *);
} editline;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    editline.readline = (char *(*)(const char *))dlsym(library, "readline");
    editline.using_history = (void (*)(void))dlsym(library, "using_history");
    editline.stifle_history = (void (*)(int))dlsym(library, "stifle_history");
    editline.read_history = (int (*)(const char *))dlsym(library, "read_history");
    editline.add_history = (int (*)(const char *))dlsym(library, "add_history");
    editline.write_history = (int (*)(const char *))dlsym(library, "write_history");
    if (editline.readline && editline.using_history && editline.stifle_history && editline.read_history
        && editline.add_history && editline.write_history) {
        editline.library = library;
    } else {
        dlclose(library);
        memset(&editline, 0, sizeof editline);
    }
}

bool line_editor_load(void) {
    pthread_once(&load_once, load);
    return editline.library != NULL;
}

/* Without libedit: the prompt, then one line of standard input. */
static char *read_plain(const char *prompt) {
    fputs(prompt, stdout);
    fflush(stdout);
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length = getline(&line, &capacity, stdin);
    if (length < 0) { free(line); return NULL; }
    if (length > 0 && line[length - 1] == '\n') line[length - 1] = 0;
    return line;
}

char *line_editor_read(const char *prompt) {
    return line_editor_load() ? editline.readline(prompt) : read_plain(prompt);
}

void line_editor_history_start(int limit, const char *path) {
    if (!line_editor_load()) return;
    editline.using_history();
    editline.stifle_history(limit);
    if (path != NULL) editline.read_history(path);
}

void line_editor_history_add(const char *line) {
    if (line_editor_load()) editline.add_history(line);
}

void line_editor_history_save(const char *path) {
    if (line_editor_load()) editline.write_history(path);
}
