/* Character properties ICU knows and the Swift standard library does not. */
#include "ICUBridge.h"
#include <unicode/uchar.h>

int32_t icub_character_is_wide(int32_t code_point) {
    int32_t width = u_getIntPropertyValue((UChar32)code_point, UCHAR_EAST_ASIAN_WIDTH);
    return width == U_EA_WIDE || width == U_EA_FULLWIDTH;
}
