/* libcurl for `countonme rates update`, with the variadic curl_easy_setopt wrapped per type
 * (Swift cannot call C variadic functions). */
#include <curl/curl.h>

static inline CURLcode cm_curl_set_string(CURL *curl, CURLoption option, const char *value) { return curl_easy_setopt(curl, option, value); }
static inline CURLcode cm_curl_set_long(CURL *curl, CURLoption option, long value) { return curl_easy_setopt(curl, option, value); }
static inline CURLcode cm_curl_set_pointer(CURL *curl, CURLoption option, void *value) { return curl_easy_setopt(curl, option, value); }
static inline CURLcode cm_curl_set_write_function(CURL *curl, size_t (*function)(char *, size_t, size_t, void *)) {
    return curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, function);
}
static inline long cm_curl_response_code(CURL *curl) {
    long code = 0;
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);
    return code;
}
