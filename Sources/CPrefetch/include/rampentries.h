/* rampentries: a linear gradient's ramp entries along a span, sixteen pixels a step, for CPUs
 * with AVX-512 (x86-64-v4). Raster's `Shader.linearRow` calls it for the inside of an opaque
 * gradient (and the spans it shades into a row) once `CPUFeatures.rampLanes` holds. */
#ifndef RAMPENTRIES_H
#define RAMPENTRIES_H

#if defined(__x86_64__)
/* out[i] = table[(start + i·step) >> 16] for i in 0 ..< count: the entries of RasterLanes'
 * `linearEntries`. Every position must be on the table (0 ... last, `last` its last index, at
 * least 63), as there: the caller checks both ends. */
void lane_ramp_entries16(const unsigned int *table, long last, long long start, long long step, long count,
                         unsigned int *out);
#endif

#endif
