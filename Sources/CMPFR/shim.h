#include <gmp.h>
#include <mpfr.h>
