/* Line editing and history for the interactive session (libedit's readline interface), with
 * libedit loaded by dlopen on first use: a one-shot `countonme '1+1'` or a batch run never loads
 * it, which keeps the command's start-up short. Used from one thread (the session's). */
#ifndef COUNTONME_LINE_EDITOR_H
#define COUNTONME_LINE_EDITOR_H

#include <stdbool.h>

/* Loads libedit (libedit.so.2) once. Returns false when it is not installed: the session then
 * reads plain lines (line_editor_read still works, without editing or history). */
bool line_editor_load(void);

/* Catches Ctrl-C (SIGINT) for the rest of the process: it cancels the line being typed (see
 * line_editor_read) and, while no line is read, is kept for line_editor_take_interrupt. */
void line_editor_catch_interrupts(void);

/* Whether Ctrl-C was pressed since the last call (or since the line was read); clears it. */
bool line_editor_take_interrupt(void);

/* Whether Ctrl-C was pressed since line_editor_take_interrupt last cleared it; leaves it set
 * (a calculation polls it between its steps to stop at once). */
bool line_editor_interrupt_pending(void);

/* Shows `prompt` and reads one line, without its newline, in memory the caller frees with free().
 * NULL at end of input. Edits and recalls history when libedit is loaded. When Ctrl-C cancels the
 * line, `*cancelled` is true and the line returned is empty. */
char *line_editor_read(const char *prompt, bool *cancelled);

/* The words Tab completes (a function, constant or command name), copied; replaces the previous
 * list. Without libedit there is no completion. */
void line_editor_set_completions(const char *const *words, int count);

/* Starts the history, keeping at most `limit` lines. Returns -1 when libedit is not loaded (no
 * history is kept), else line_editor_history_read's status for `path` (0 when `path` is NULL). */
int line_editor_history_start(int limit, const char *path);

/* Adds a line to the history. */
void line_editor_history_add(const char *line);

/* Appends the lines of the history file `path` to the history: 0, or an errno value (ENOENT: no
 * such file; EINVAL: not a history file, or an empty one); -1 when libedit is not loaded. */
int line_editor_history_read(const char *path);

/* Empties the history. */
void line_editor_history_clear(void);

/* Writes the history to `path` (created or truncated, mode 0600; the directory must exist):
 * 0, or an errno value; -1 when libedit is not loaded. */
int line_editor_history_write(const char *path);

#endif
