/* See include/Screen.h. ncurses' header gives the types and constants; its functions and globals
 * are reached through dlsym only, so the command is not linked with the library. */
#define _XOPEN_SOURCE_EXTENDED 1
#include "Screen.h"
#include <dlfcn.h>
#include <ncursesw/ncurses.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static struct {
    void *library;
    WINDOW *(*initscr)(void);
    int (*endwin)(void);
    int (*raw)(void);
    int (*noecho)(void);
    int (*keypad)(WINDOW *, bool);
    int (*set_escdelay)(int);
    int (*curs_set)(int);
    mmask_t (*mousemask)(mmask_t, mmask_t *);
    int (*wgetch)(WINDOW *);
    int (*getmouse)(MEVENT *);
    int (*werase)(WINDOW *);
    int (*write_at)(WINDOW *, int, int, const char *);
    int (*write)(WINDOW *, const char *);
    int (*attribute_on)(WINDOW *, int);
    int (*attribute_off)(WINDOW *, int);
    int (*wrefresh)(WINDOW *);
    WINDOW **standard_screen;    /* ncurses' globals */
    int *cols;
    int *lines;
} curses;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[256];

#define RESOLVE(field, name) \
    if ((*(void **)&curses.field = dlsym(library, name)) == NULL) { missing = name; }

static void load(void) {
    void *library = dlopen("libncursesw.so.6", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(load_error, sizeof load_error, "%s", dlerror());
        return;
    }
    const char *missing = NULL;
    RESOLVE(initscr, "initscr") RESOLVE(endwin, "endwin") RESOLVE(raw, "raw") RESOLVE(noecho, "noecho")
    RESOLVE(keypad, "keypad") RESOLVE(set_escdelay, "set_escdelay") RESOLVE(curs_set, "curs_set")
    RESOLVE(mousemask, "mousemask") RESOLVE(wgetch, "wgetch") RESOLVE(getmouse, "getmouse")
    RESOLVE(werase, "werase") RESOLVE(write_at, "mvwaddstr") RESOLVE(write, "waddstr")
    RESOLVE(attribute_on, "wattron") RESOLVE(attribute_off, "wattroff") RESOLVE(wrefresh, "wrefresh")
    RESOLVE(standard_screen, "stdscr") RESOLVE(cols, "COLS") RESOLVE(lines, "LINES")
    if (missing != NULL) {
        snprintf(load_error, sizeof load_error, "libncursesw.so.6 has no %s", missing);
        dlclose(library);
        memset(&curses, 0, sizeof curses);
        return;
    }
    curses.library = library;
}

bool screen_load(char *error, size_t capacity) {
    pthread_once(&load_once, load);
    if (curses.library == NULL && error != NULL && capacity > 0) snprintf(error, capacity, "%s", load_error);
    return curses.library != NULL;
}

bool screen_start(void) {
    if (curses.library == NULL || curses.initscr() == NULL) return false;
    curses.raw();
    curses.noecho();
    curses.keypad(*curses.standard_screen, true);
    curses.set_escdelay(25);
    curses.curs_set(0);
    curses.mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED, NULL);
    return true;
}

void screen_end(void) {
    if (curses.library != NULL) curses.endwin();
}

int screen_read_key(void) {
    int code = curses.wgetch(*curses.standard_screen);
    switch (code) {
    case ERR: return SCREEN_KEY_NONE;
    case KEY_ENTER: return SCREEN_KEY_ENTER;
    case KEY_BACKSPACE: return SCREEN_KEY_BACKSPACE;
    case KEY_MOUSE: return SCREEN_KEY_MOUSE;
    case KEY_RESIZE: return SCREEN_KEY_RESIZE;
    case KEY_LEFT: return SCREEN_KEY_LEFT;
    case KEY_RIGHT: return SCREEN_KEY_RIGHT;
    default: return code >= KEY_MIN ? SCREEN_KEY_OTHER : code;
    }
}

bool screen_mouse_position(int *row, int *column) {
    MEVENT event;
    if (curses.getmouse(&event) != OK) return false;
    *row = event.y;
    *column = event.x;
    return true;
}

int screen_columns(void) { return *curses.cols; }
int screen_lines(void) { return *curses.lines; }
void screen_erase(void) { curses.werase(*curses.standard_screen); }
void screen_write_at(int row, int column, const char *text) { curses.write_at(*curses.standard_screen, row, column, text); }
void screen_write(const char *text) { curses.write(*curses.standard_screen, text); }
void screen_refresh(void) { curses.wrefresh(*curses.standard_screen); }

void screen_attribute(screen_attribute_kind attribute, bool on) {
    int value = attribute == SCREEN_BOLD ? A_BOLD : attribute == SCREEN_REVERSE ? A_REVERSE : A_DIM;
    if (on) curses.attribute_on(*curses.standard_screen, value); else curses.attribute_off(*curses.standard_screen, value);
}
