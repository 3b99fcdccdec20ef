/* ncurses (wide-character build) for the terminal keypad, with the function-like macros Swift
 * cannot import wrapped in inline functions. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/ncurses.h>

static inline int cm_attribute_bold(void) { return A_BOLD; }
static inline int cm_attribute_reverse(void) { return A_REVERSE; }
static inline int cm_attribute_dim(void) { return A_DIM; }
static inline int cm_color_pair(short pair) { return COLOR_PAIR(pair); }
static inline mmask_t cm_button1_clicked(void) { return BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED; }
static inline int cm_key_code_yes(void) { return KEY_CODE_YES; }

/* ncurses' global variables, read through functions (Swift 6 refuses direct use of mutable C globals). */
static inline WINDOW *cm_standard_screen(void) { return stdscr; }
static inline int cm_columns(void) { return COLS; }
static inline int cm_lines(void) { return LINES; }
