/* See include/LineEditor.h. */
#include "LineEditor.h"
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
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
    void (*clear_history)(void);
    int (*parse_and_bind)(const char *);
    int (**getc_function)(FILE *);
    FILE **outstream;
    char *(**completion_entry)(const char *, int);
    int *completion_append;
} editline;

/* The words Tab completes (line_editor_set_completions), owned here. */
static char **completion_words;
static int completion_count;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

/* Set by SIGINT (Ctrl-C) while the session runs; read and cleared by line_editor_take_interrupt. */
static volatile sig_atomic_t interrupted;
/* Whether the line being read was cancelled by Ctrl-C. */
static bool line_cancelled;

/* Where the prompt and the line being edited are shown: standard output on a terminal, else
 * standard error (standard output then holds only results). */
static FILE *display_stream(void) {
    return isatty(STDOUT_FILENO) ? stdout : stderr;
}

static void on_interrupt(int signal_number) {
    (void)signal_number;
    interrupted = 1;
}

/* One character for libedit, as a Unicode code point decoded from UTF-8 (libedit takes what this
 * returns as the character itself), or -1 at the end of input. Ctrl-C interrupts the read (SIGINT
 * without SA_RESTART; libedit's own handler passes the signal on to ours): the line then ends
 * as if Enter were pressed, and line_cancelled tells the reader to drop it. */
static int read_character(FILE *stream) {
    unsigned char bytes[4];
    int length = 0, expected = 1;
    while (length < expected) {
        if (interrupted) {
            interrupted = 0;
            line_cancelled = true;
            return '\n';
        }
        ssize_t count = read(fileno(stream), &bytes[length], 1);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) return -1;
        unsigned char byte = bytes[length];
        if (length == 0) {
            expected = byte < 0x80 ? 1 : byte >= 0xF0 && byte < 0xF8 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 0;
            if (expected == 0) return 0xFFFD;   /* not a first byte */
        } else if ((byte & 0xC0) != 0x80) {
            return 0xFFFD;                      /* a sequence cut short (its next character is lost) */
        }
        length++;
    }
    if (expected == 1) return bytes[0];
    int code = bytes[0] & (0x7F >> expected);
    for (int index = 1; index < expected; index++) code = (code << 6) | (bytes[index] & 0x3F);
    return code;
}

static void load(void) {
    void *library = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    editline.readline = (char *(*)(const char *))dlsym(library, "readline");
    editline.using_history = (void (*)(void))dlsym(library, "using_history");
    editline.stifle_history = (void (*)(int))dlsym(library, "stifle_history");
    editline.read_history = (int (*)(const char *))dlsym(library, "read_history");
    editline.add_history = (int (*)(const char *))dlsym(library, "add_history");
    editline.write_history = (int (*)(const char *))dlsym(library, "write_history");
    editline.clear_history = (void (*)(void))dlsym(library, "clear_history");
    editline.parse_and_bind = (int (*)(const char *))dlsym(library, "rl_parse_and_bind");
    editline.getc_function = (int (**)(FILE *))dlsym(library, "rl_getc_function");
    editline.outstream = (FILE **)dlsym(library, "rl_outstream");
    editline.completion_entry = (char *(**)(const char *, int))dlsym(library, "rl_completion_entry_function");
    editline.completion_append = (int *)dlsym(library, "rl_completion_append_character");
    if (editline.readline && editline.using_history && editline.stifle_history && editline.read_history
        && editline.add_history && editline.write_history && editline.clear_history && editline.parse_and_bind && editline.getc_function
        && editline.outstream && editline.completion_entry && editline.completion_append) {
        editline.library = library;
        /* Keys are read here, so that Ctrl-C can end the line being edited (see read_character). */
        *editline.getc_function = read_character;
        /* The prompt and the editing go where the person typing sees them, never into results
         * written to a file or a pipe. */
        *editline.outstream = display_stream();
    } else {
        dlclose(library);
        memset(&editline, 0, sizeof editline);
    }
}

bool line_editor_load(void) {
    pthread_once(&load_once, load);
    return editline.library != NULL;
}

/* readline's completion generator: the words that start with `text`, one per call (state 0
 * starts over), in memory libedit frees; NULL after the last. */
static char *complete_word(const char *text, int state) {
    static int next;
    if (state == 0) next = 0;
    size_t length = strlen(text);
    while (next < completion_count) {
        const char *word = completion_words[next++];
        if (strncmp(word, text, length) == 0) return strdup(word);
    }
    return NULL;
}

void line_editor_set_completions(const char *const *words, int count) {
    for (int index = 0; index < completion_count; index++) free(completion_words[index]);
    free(completion_words);
    completion_words = NULL;
    completion_count = 0;
    if (count > 0 && (completion_words = calloc((size_t)count, sizeof *completion_words)) != NULL) {
        for (int index = 0; index < count; index++) {
            if ((completion_words[completion_count] = strdup(words[index])) != NULL) completion_count++;
        }
    }
    if (line_editor_load()) {
        *editline.completion_entry = complete_word;
        *editline.completion_append = 0;   /* `sqrt` then `(` or a space, as the user likes */
    }
}

/* Without libedit: the prompt, then one line of standard input. */
static char *read_plain(const char *prompt) {
    fputs(prompt, display_stream());
    fflush(display_stream());
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length = getline(&line, &capacity, stdin);
    if (length < 0) {
        free(line);
        if (errno != EINTR || !interrupted) return NULL;
        interrupted = 0;
        clearerr(stdin);
        line_cancelled = true;
        fputc('\n', display_stream());
        return strdup("");
    }
    if (length > 0 && line[length - 1] == '\n') line[length - 1] = 0;
    return line;
}

void line_editor_catch_interrupts(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;   /* no SA_RESTART: a read waiting for a key returns */
    sigaction(SIGINT, &action, NULL);
}

bool line_editor_take_interrupt(void) {
    bool was = interrupted != 0;
    interrupted = 0;
    return was;
}

bool line_editor_interrupt_pending(void) {
    return interrupted != 0;
}

char *line_editor_read(const char *prompt, bool *cancelled) {
    /* A Ctrl-C pressed while nothing listened (a result being written) does not cancel the line
     * not yet typed. */
    interrupted = 0;
    line_cancelled = false;
    char *line = line_editor_load() ? editline.readline(prompt) : read_plain(prompt);
    *cancelled = line_cancelled;
    if (line_cancelled && line != NULL) line[0] = 0;
    return line;
}

int line_editor_history_start(int limit, const char *path) {
    if (!line_editor_load()) return -1;
    editline.using_history();
    /* Ctrl-R searches the history backwards as the line is typed, as in bash. */
    editline.parse_and_bind("bind ^R em-inc-search-prev");
    editline.stifle_history(limit);
    return path != NULL ? line_editor_history_read(path) : 0;
}

void line_editor_history_add(const char *line) {
    if (line_editor_load()) editline.add_history(line);
}

int line_editor_history_read(const char *path) {
    if (!line_editor_load()) return -1;
    errno = 0;
    return editline.read_history(path);
}

void line_editor_history_clear(void) {
    if (line_editor_load()) editline.clear_history();
}

int line_editor_history_write(const char *path) {
    if (!line_editor_load()) return -1;
    errno = 0;
    int status = editline.write_history(path);
    return status != 0 && errno != 0 ? errno : status;
}
