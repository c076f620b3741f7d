/* lanegather: AVX2's table gather (eight 32-bit loads by eight 32-bit indices, one instruction),
 * which Swift has no spelling for (clang's `_mm256_i32gather_epi32` is a macro, and Swift
 * imports no macro that takes arguments). Only RasterLanes' AVX2 entries call it, in code that
 * runs after the CPU check; `always_inline` puts it inside them, so no function compiled for
 * AVX2 exists on its own (scripts/check-wide-lanes checks the binaries for that). */
#ifndef LANEGATHER_H
#define LANEGATHER_H

#if defined(__x86_64__)
#include <immintrin.h>

/* table[index[i]] for the eight lanes i; every index must be within the table. */
static inline __attribute__((target("avx2"), always_inline))
__m256i lane_gather8(const unsigned int *table, __m256i index) {
    return _mm256_i32gather_epi32((const int *)table, index, 4);
}
#endif

#endif
