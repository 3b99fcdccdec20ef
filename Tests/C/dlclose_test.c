/* A host that loads the library with dlopen, uses it from a thread (MPFR and the Swift runtime
 * keep per-thread state with destructors), unloads it with dlclose while that thread still runs,
 * then lets the thread exit. The library is linked with -z nodelete, so dlclose leaves it mapped
 * and the thread-exit destructors still have their code: the host exits cleanly (it crashed
 * before). Usage: dlclose_test PATH-TO-libcountonme.so */
#include <countonme.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

typedef countonme_status (*new_function)(const char *, countonme_context **);
typedef countonme_status (*evaluate_function)(countonme_context *, const char *, char **);
typedef void (*free_context_function)(countonme_context *);
typedef void (*free_function)(void *);

static new_function context_new;
static evaluate_function evaluate;
static free_context_function context_free;
static free_function release;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static int used, unloaded;
static int answers_right;

static void *worker(void *argument) {
    (void)argument;
    countonme_context *context = NULL;
    char *result = NULL;
    /* Irrational functions fill MPFR's per-thread caches. */
    if (context_new("fr_FR", &context) == COUNTONME_OK && evaluate(context, "sqrt(2) + ln(3) + sin(1) + pi", &result) == COUNTONME_OK) {
        answers_right = strcmp(result, "6,495889489438894") == 0;
        release(result);
    }
    context_free(context);
    pthread_mutex_lock(&lock);
    used = 1;
    pthread_cond_signal(&changed);
    while (!unloaded) pthread_cond_wait(&changed, &lock);
    pthread_mutex_unlock(&lock);
    return NULL;   /* the thread's destructors run now, after dlclose */
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: dlclose_test LIBRARY\n"); return 2; }
    void *library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) { fprintf(stderr, "dlclose_test: %s\n", dlerror()); return 1; }
    /* POSIX's way to store dlsym's result in a function pointer (ISO C has no such conversion). */
    *(void **)(&context_new) = dlsym(library, "countonme_context_new");
    *(void **)(&evaluate) = dlsym(library, "countonme_evaluate");
    *(void **)(&context_free) = dlsym(library, "countonme_context_free");
    *(void **)(&release) = dlsym(library, "countonme_free");
    if (!context_new || !evaluate || !context_free || !release) { fprintf(stderr, "dlclose_test: missing symbols\n"); return 1; }
    pthread_t thread;
    if (pthread_create(&thread, NULL, worker, NULL) != 0) return 1;
    pthread_mutex_lock(&lock);
    while (!used) pthread_cond_wait(&changed, &lock);
    pthread_mutex_unlock(&lock);
    if (dlclose(library) != 0) { fprintf(stderr, "dlclose_test: %s\n", dlerror()); return 1; }
    pthread_mutex_lock(&lock);
    unloaded = 1;
    pthread_cond_signal(&changed);
    pthread_mutex_unlock(&lock);
    pthread_join(thread, NULL);
    if (!answers_right) { fprintf(stderr, "dlclose_test: wrong answer from the thread\n"); return 1; }
    printf("dlclose: a thread that used the library exits cleanly after dlclose\n");
    return 0;
}
