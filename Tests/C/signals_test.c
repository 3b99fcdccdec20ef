/* The library leaves the host's signal handlers alone: none is installed by loading or using it,
 * and handlers the host set stay (the header's NOTES). Run without SWIFT_BACKTRACE in the
 * environment, as a host would be. Each disposition is compared with the one the process had
 * before using the library, not with SIG_DFL: a process started in the background by a shell
 * without job control inherits SIGINT ignored (a clean-clone CI run failed so). */
#define _POSIX_C_SOURCE 200809L
#include <countonme.h>
#include <signal.h>
#include <stdlib.h>
#include "check.h"

static void host_handler(int signal_number) { (void)signal_number; }

int main(void) {
    static const int untouched[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGINT, SIGPIPE};
    struct sigaction mine;
    memset(&mine, 0, sizeof mine);
    mine.sa_handler = host_handler;
    sigemptyset(&mine.sa_mask);
    CHECK(sigaction(SIGUSR1, &mine, NULL) == 0);
    enum { SIGNALS = sizeof untouched / sizeof untouched[0] };
    struct sigaction before[SIGNALS];
    for (size_t index = 0; index < SIGNALS; index++) CHECK(sigaction(untouched[index], NULL, &before[index]) == 0);
    countonme_context *context = NULL;
    char *result = NULL;
    CHECK(countonme_context_new("fr_FR", &context) == COUNTONME_OK);
    CHECK(countonme_evaluate(context, "sqrt(2) + 100!", &result) == COUNTONME_OK);
    countonme_free(result);
    CHECK(countonme_evaluate(context, "1/0", &result) == COUNTONME_ERROR_DIVISION_BY_ZERO);
    countonme_context_free(context);
    for (size_t index = 0; index < SIGNALS; index++) {
        struct sigaction now;
        CHECK(sigaction(untouched[index], NULL, &now) == 0);
        CHECK(now.sa_handler == before[index].sa_handler && now.sa_flags == before[index].sa_flags);
    }
    struct sigaction now;
    CHECK(sigaction(SIGUSR1, NULL, &now) == 0);
    CHECK(now.sa_handler == host_handler);
    return finish("signals_c");
}
