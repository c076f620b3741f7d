/* The headers are the whole module (static inline functions); SwiftPM needs a C source file
 * to build the target. */
#include "cprefetch.h"
