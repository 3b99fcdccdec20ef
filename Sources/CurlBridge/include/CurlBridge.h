/*
 * CurlBridge: HTTP(S) downloads for `countonme rates update`, with libcurl loaded at run time
 * (dlopen) on first use. Linking libcurl would load it and its dozen dependencies (TLS, LDAP,
 * HTTP/2, Kerberos…) at every start of the command, which costs ten milliseconds a start for a
 * command that almost never downloads.
 */
#ifndef COUNTONME_CURL_BRIDGE_H
#define COUNTONME_CURL_BRIDGE_H

#include <stddef.h>

/* Downloads `url`, following redirects, giving up after `timeout_seconds`, refusing bodies over
 * `max_bytes`. On success returns 0 and sets *body (malloc'ed, NUL-terminated, freed by the
 * caller with free), *length and *http_status. On failure returns -1 and writes a short English
 * reason into `error` (NUL-terminated, at most `error_capacity` bytes). */
int curlbridge_fetch(const char *url, long timeout_seconds, size_t max_bytes,
                     char **body, size_t *length, long *http_status, char *error, size_t error_capacity);

#endif
