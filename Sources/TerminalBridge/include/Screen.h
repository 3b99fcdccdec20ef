/* The full screen of the terminal keypad, drawn with ncurses (wide-character build), loaded by
 * dlopen on first use: only `countonme keypad` in a terminal needs it, so the command's start-up
 * does not pay for it. Used from one thread (the keypad's). Rows and columns count from 0. */
#ifndef COUNTONME_SCREEN_H
#define COUNTONME_SCREEN_H

#include <stdbool.h>
#include <stddef.h>

/* Keys screen_read_key returns besides characters (which it returns as their codes). */
#define SCREEN_KEY_NONE (-1)       /* nothing (an interrupted read) */
#define SCREEN_KEY_ENTER (-2)      /* the keypad's Enter */
#define SCREEN_KEY_BACKSPACE (-3)
#define SCREEN_KEY_MOUSE (-4)      /* a click: screen_mouse_position says where */
#define SCREEN_KEY_RESIZE (-5)     /* the terminal changed size */
#define SCREEN_KEY_OTHER (-6)      /* another function key */
#define SCREEN_KEY_LEFT (-7)       /* the arrow keys (they scroll a number wider than the display) */
#define SCREEN_KEY_RIGHT (-8)

/* Text attributes for screen_attribute. */
typedef enum { SCREEN_BOLD, SCREEN_REVERSE, SCREEN_DIM } screen_attribute_kind;

/* Loads ncurses (libncursesw.so.6) once. Returns false when it cannot be loaded, with the reason
 * in `error` (NUL-terminated, cut to `capacity`). */
bool screen_load(char *error, size_t capacity);

/* Takes over the terminal: raw keys (Ctrl-C arrives as a key), no echo, function keys and mouse
 * clicks decoded, cursor hidden. Returns false when the terminal cannot be used. Needs screen_load. */
bool screen_start(void);

/* Gives the terminal back as it was. */
void screen_end(void);

/* Waits for a key: a character's code, or one of SCREEN_KEY_*. */
int screen_read_key(void);

/* Where the last click was; false when it cannot be read. */
bool screen_mouse_position(int *row, int *column);

/* The terminal's size. */
int screen_columns(void);
int screen_lines(void);

/* Clears the screen (shown at the next screen_refresh). */
void screen_erase(void);

/* Writes UTF-8 `text` at a position, or where the last write ended. */
void screen_write_at(int row, int column, const char *text);
void screen_write(const char *text);

/* Turns an attribute on or off for what is written next. */
void screen_attribute(screen_attribute_kind attribute, bool on);

/* Shows what was drawn. */
void screen_refresh(void);

#endif
