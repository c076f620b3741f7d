/* The header is the whole module (one static inline function); SwiftPM needs a C source file
 * to build the target. */
#include "cprefetch.h"
