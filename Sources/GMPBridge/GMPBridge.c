/* GMPBridge has only inline functions (see include/GMPBridge.h); this file gives SwiftPM a source to build. */
#include "GMPBridge.h"
