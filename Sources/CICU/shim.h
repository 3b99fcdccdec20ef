#include <unicode/uloc.h>
#include <unicode/unum.h>
