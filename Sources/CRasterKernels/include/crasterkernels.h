/* crasterkernels: the two things the rasterizer needs that Swift cannot spell.
 * - The cache prefetch hint (Raster's RowPrefetch).
 * - Float to integer conversion without a range check (cvttps2dq on x86-64), for the gradient
 *   ramp: Swift's Int32(Float) traps out of range, and the check keeps its loop scalar. */
#ifndef CRASTERKERNELS_H
#define CRASTERKERNELS_H
#include <stdint.h>

/* Asks the CPU to bring the cache line holding `p` into every cache level ahead of a write
 * (GCC/Clang's builtin: prefetcht0 on x86-64, prfm pstl1keep on ARM64). A hint only: it never
 * faults (any address is allowed), reads or writes nothing and changes no result. Static
 * inline: Swift inlines it. */
static inline void crk_prefetch_for_write(const void *p) { __builtin_prefetch(p, 1, 3); }

/* `count` entries of a gradient ramp from `c0` stepping by `d` (premultiplied r, g, b, a on the
 * 0...255 scale): entry i is the colour after i Float additions of `d` to `c0`, made bytes by
 * clamping to [0, 255], rounding half up (floor(x + 0.5)) and capping each colour channel at
 * the alpha byte, stored as r, g, b, a in memory. */
void crk_ramp_segment(uint32_t *out, long count, const float c0[4], const float d[4]);

#endif
