#include <mpfi.h>
