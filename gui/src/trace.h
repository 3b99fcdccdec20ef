/* The test mode of countonme-gtk: with COUNTONME_GTK_TRACE set to a file's path, the window
 * appends one line to it whenever it is shown and after every key it handles, saying what it
 * displays. The GUI tests type real keys into the window and read these lines; nothing else
 * writes or reads them. */
#ifndef COUNTONME_GTK_TRACE_H
#define COUNTONME_GTK_TRACE_H

/* Appends `line` and a newline to the trace file, when there is one; at once (flushed), so a
 * test waiting for it sees it. */
void trace_line(const char *line);

#endif
