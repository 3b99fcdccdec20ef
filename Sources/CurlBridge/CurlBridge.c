/* libcurl through dlopen: see include/CurlBridge.h. */
#include "CurlBridge.h"
#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct {
    void *library;
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_perform)(CURL *);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    const char *(*easy_strerror)(CURLcode);
    void (*easy_cleanup)(CURL *);
} curl;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

/* Keeps the library only when every function resolved, so a fetch checks one pointer. */
static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    curl.easy_init = (CURL *(*)(void))dlsym(library, "curl_easy_init");
    curl.easy_setopt = (CURLcode (*)(CURL *, CURLoption, ...))dlsym(library, "curl_easy_setopt");
    curl.easy_perform = (CURLcode (*)(CURL *))dlsym(library, "curl_easy_perform");
    curl.easy_getinfo = (CURLcode (*)(CURL *, CURLINFO, ...))dlsym(library, "curl_easy_getinfo");
    curl.easy_strerror = (const char *(*)(CURLcode))dlsym(library, "curl_easy_strerror");
    curl.easy_cleanup = (void (*)(CURL *))dlsym(library, "curl_easy_cleanup");
    if (curl.easy_init && curl.easy_setopt && curl.easy_perform && curl.easy_getinfo && curl.easy_strerror
        && curl.easy_cleanup) {
        curl.library = library;
    } else {
        dlclose(library);
        memset(&curl, 0, sizeof curl);
    }
}

struct buffer {
    char *bytes;
    size_t length;
    size_t limit;
    int too_large;   /* the transfer was ended because the body passed `limit` */
};

static size_t collect(char *data, size_t size, size_t count, void *context) {
    struct buffer *buffer = context;
    size_t length = size * count;
    if (buffer->length + length > buffer->limit) {   /* ends the transfer: too large */
        buffer->too_large = 1;
        return 0;
    }
    char *grown = realloc(buffer->bytes, buffer->length + length + 1);
    if (grown == NULL) return 0;
    memcpy(grown + buffer->length, data, length);
    buffer->bytes = grown;
    buffer->length += length;
    buffer->bytes[buffer->length] = 0;
    return length;
}

/* The failure a libcurl code stands for; `too_large` when the transfer was ended by `collect`
 * because the body passed its limit. */
static int failure(CURLcode code, int too_large) {
    if (too_large) return CURLBRIDGE_TOO_LARGE;
    switch (code) {
    case CURLE_OPERATION_TIMEDOUT: return CURLBRIDGE_TIMED_OUT;
    case CURLE_COULDNT_RESOLVE_HOST: case CURLE_COULDNT_RESOLVE_PROXY: return CURLBRIDGE_HOST_NOT_FOUND;
    case CURLE_COULDNT_CONNECT: return CURLBRIDGE_CANNOT_CONNECT;
    case CURLE_SSL_CONNECT_ERROR: case CURLE_PEER_FAILED_VERIFICATION: case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_CIPHER: case CURLE_SSL_CACERT_BADFILE: case CURLE_SSL_ISSUER_ERROR:
    case CURLE_SSL_PINNEDPUBKEYNOTMATCH: case CURLE_SSL_INVALIDCERTSTATUS: case CURLE_USE_SSL_FAILED:
        return CURLBRIDGE_SECURE_CONNECTION;
    case CURLE_UNSUPPORTED_PROTOCOL: case CURLE_URL_MALFORMAT: return CURLBRIDGE_INVALID_URL;
    default: return CURLBRIDGE_FAILED;
    }
}

int curlbridge_fetch(const char *url, long timeout_seconds, size_t max_bytes,
                     char **body, size_t *length, long *http_status, char *error, size_t error_capacity) {
    pthread_once(&load_once, load);
    if (curl.library == NULL) {
        snprintf(error, error_capacity, "libcurl (libcurl.so.4) is not installed");
        return CURLBRIDGE_NO_LIBRARY;
    }
    CURL *handle = curl.easy_init();
    if (handle == NULL) { snprintf(error, error_capacity, "cannot start a download"); return CURLBRIDGE_FAILED; }
    struct buffer buffer = {NULL, 0, max_bytes, 0};
    long timeout = timeout_seconds > 0 ? timeout_seconds : 1;
    curl.easy_setopt(handle, CURLOPT_URL, url);
    curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(handle, CURLOPT_TIMEOUT, timeout);
    curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT, timeout < 10 ? timeout : 10L);
    curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, collect);
    curl.easy_setopt(handle, CURLOPT_WRITEDATA, &buffer);
    CURLcode result = curl.easy_perform(handle);
    long status = 0;
    curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &status);
    curl.easy_cleanup(handle);
    if (result != CURLE_OK) {
        snprintf(error, error_capacity, "%s", curl.easy_strerror(result));
        free(buffer.bytes);
        return failure(result, buffer.too_large);
    }
    if (buffer.bytes == NULL) buffer.bytes = calloc(1, 1);
    *body = buffer.bytes;
    *length = buffer.length;
    *http_status = status;
    return 0;
}
