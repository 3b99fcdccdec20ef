/*
 * CurlBridge: HTTP(S) downloads for `countonme rates update`, with libcurl loaded at run time
 * (dlopen) on first use. Linking libcurl would load it and its dozen dependencies (TLS, LDAP,
 * HTTP/2, Kerberos…) at every start of the command, which costs ten milliseconds a start for a
 * command that almost never downloads.
 */
#ifndef COUNTONME_CURL_BRIDGE_H
#define COUNTONME_CURL_BRIDGE_H

#include <stddef.h>

/* Why a download failed, for the command to say in the user's language. */
enum curlbridge_failure {
    CURLBRIDGE_FAILED = 1,          /* anything else: the English reason tells */
    CURLBRIDGE_NO_LIBRARY,          /* libcurl.so.4 cannot be loaded */
    CURLBRIDGE_TIMED_OUT,           /* no answer within the time allowed */
    CURLBRIDGE_HOST_NOT_FOUND,      /* the server's name (or the proxy's) cannot be resolved */
    CURLBRIDGE_CANNOT_CONNECT,      /* the server refuses or does not take the connection */
    CURLBRIDGE_SECURE_CONNECTION,   /* TLS: the handshake failed or the certificate is not trusted */
    CURLBRIDGE_TOO_LARGE,           /* the body passed max_bytes */
    CURLBRIDGE_INVALID_URL,         /* malformed, or a protocol libcurl does not download */
};

/* Downloads `url`, following redirects, giving up after `timeout_seconds`, refusing bodies over
 * `max_bytes`. On success returns 0 and sets *body (malloc'ed, NUL-terminated, freed by the
 * caller with free), *length and *http_status. On failure returns one of enum curlbridge_failure
 * and writes libcurl's short English reason into `error` (NUL-terminated, at most
 * `error_capacity` bytes). */
int curlbridge_fetch(const char *url, long timeout_seconds, size_t max_bytes,
                     char **body, size_t *length, long *http_status, char *error, size_t error_capacity);
#endif
