/* cprefetch: the cache prefetch hint, which Swift has no spelling for.
 * A hint only: it never faults (any address is allowed), reads or writes nothing and changes no
 * result; it asks the CPU to start bringing a cache line in before the code needs it. The
 * rasterizer calls it for the target rows a fill draws a few rows later (Raster's RowPrefetch). */
#ifndef CPREFETCH_H
#define CPREFETCH_H

/* The line holding `p`, for a write soon, kept in every cache level (GCC/Clang's builtin:
 * prefetcht0 on x86-64, prfm pstl1keep on ARM64). Static inline: Swift inlines it. */
static inline void cprefetch_for_write(const void *p) { __builtin_prefetch(p, 1, 3); }

/* The module's other headers. Included from this one so that clang's module cache, which checks
 * the headers a module read and not new files beside them, rebuilds the module with them. */
#include "cpufeatures.h"
#include "lanegather.h"
#include "rampentries.h"

#endif
