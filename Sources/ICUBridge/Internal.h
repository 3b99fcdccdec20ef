/* Functions shared between the bridge's C files, not part of its interface. */
#ifndef COUNTONME_ICU_BRIDGE_INTERNAL_H
#define COUNTONME_ICU_BRIDGE_INTERNAL_H
#include <unicode/utypes.h>
#ifdef __cplusplus
extern "C" {
#endif

/* UTF-16 -> UTF-8 into `out` (NUL-terminated, truncated to `capacity`); returns the length needed,
 * or -1 when `text` is not valid UTF-16. */
int32_t icub_to_utf8(const UChar *text, int32_t length, char *out, int32_t capacity);

#ifdef __cplusplus
}
#endif
#endif
