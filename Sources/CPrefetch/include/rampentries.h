/* rampentries: a linear gradient's ramp entries along a span, sixteen pixels a step, for CPUs
 * with AVX-512 (x86-64-v4): into the span, blended onto it, or blended through an edge's
 * coverage. Raster calls them (`Shader.linearRow`, `Blend.linearOverSpan`,
 * `Blend.linearCoverSpan`) once `CPUFeatures.rampLanes` holds; they draw the bytes of RasterLanes'
 * `linearEntries`, `linearOver` and `linearCover`. */
#ifndef RAMPENTRIES_H
#define RAMPENTRIES_H

#if defined(__x86_64__)
/* out[i] = table[(start + i·step) >> 16] for i in 0 ..< count: the entries of RasterLanes'
 * `linearEntries`. Every position must be on the table (0 ... last, `last` its last index, at
 * least 63), as there: the caller checks both ends. */
void lane_ramp_entries16(const unsigned int *table, long last, long long start, long long step, long count,
                         unsigned int *out);

/* p[i] = over(table[(start + i·step) >> 16], p[i]) for i in 0 ..< count (premultiplied
 * source-over, bytes exactly rounded): RasterLanes' `linearOver`, the inside of a translucent
 * gradient. Every position on the table, as for `lane_ramp_entries16`. */
void lane_ramp_over16(unsigned int *p, const unsigned int *table, long last, long long start, long long step, long count);

/* The entries at the positions of `lane_ramp_entries16`, each clamped to 0 ... last, blended
 * source-over onto d[i] through coverage[i]: RasterLanes' `linearCover`, a gradient's edge
 * (coverage 0 leaves a pixel unread and unwritten; full coverage of an opaque ramp stores the
 * entries). Both ends' positions must fit in 32 bits. */
void lane_ramp_cover16(unsigned int *d, const unsigned int *table, long last, long long start, long long step,
                       const unsigned char *coverage, long count, int opaque);
#endif

#endif
