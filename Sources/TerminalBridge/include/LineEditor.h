/* Line editing and history for the interactive session (libedit's readline interface), with
 * libedit loaded by dlopen on first use: a one-shot `countonme '1+1'` or a batch run never loads
 * it, which keeps the command's start-up short. Used from one thread (the session's). */
#ifndef COUNTONME_LINE_EDITOR_H
#define COUNTONME_LINE_EDITOR_H

#include <stdbool.h>

/* Loads libedit (libedit.so.2) once. Returns false when it is not installed: the session then
 * reads plain lines (line_editor_read still works, without editing or history). */
bool line_editor_load(void);

/* Shows `prompt` and reads one line, without its newline, in memory the caller frees with free().
 * NULL at end of input. Edits and recalls history when libedit is loaded. */
char *line_editor_read(const char *prompt);

/* Starts the history, keeping at most `limit` lines; reads `path` when it is not NULL and exists. */
void line_editor_history_start(int limit, const char *path);

/* Adds a line to the history. */
void line_editor_history_add(const char *line);

/* Writes the history to `path` (the directory must exist). */
void line_editor_history_save(const char *path);

#endif
