/* GMPBridge: inline wrappers of GMP's, MPFR's and MPFI's macros (include/GMPBridge.h), and the
 * per-thread preparation of MPFR below. */
#include "GMPBridge.h"
#include <pthread.h>

static pthread_key_t cache_key;
static pthread_once_t cache_key_once = PTHREAD_ONCE_INIT;
static int cache_key_ready;

/* At the exit of a thread that used MPFR: its cached constants go with it. */
static void free_thread_caches(void *unused) {
    (void)unused;
    mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);
}

static void create_cache_key(void) {
    cache_key_ready = pthread_key_create(&cache_key, free_thread_caches) == 0;
}

void gb_mpfr_use_full_exponent_range(void) {
    mpfr_set_emin(mpfr_get_emin_min());
    mpfr_set_emax(mpfr_get_emax_max());
    pthread_once(&cache_key_once, create_cache_key);
    /* Any non-NULL value makes the destructor run when the thread ends. */
    if (cache_key_ready && pthread_getspecific(cache_key) == NULL) pthread_setspecific(cache_key, &cache_key);
}
