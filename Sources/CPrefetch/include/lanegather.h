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

/* window[relative[i]] for the eight lanes, from the 32 entries window[0 ..< 32]; every relative
 * index must be in 0 ..< 32. The same entries as `lane_gather8(window, relative)` without the
 * gather: four loads of eight consecutive entries, each permuted by the lanes' low three bits
 * (`vpermd`), then bit 3 picks between the first two and the last two, and bit 4 between those
 * (`vblendvps` reads a lane's sign bit, so each bit is shifted up to it). On the AMD Zen 5 this
 * was measured on, eight gathered entries cost ~6.5 cycles, these ~4: a gather is eight loads in
 * one instruction, these are four loads and ALU work. Blend2D's fetchers likewise avoid the gather
 * where the CPU's is slow. */
static inline __attribute__((target("avx2"), always_inline))
__m256i lane_window8(const unsigned int *window, __m256i relative) {
    const __m256i *w = (const __m256i *)window;
    __m256 a = _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(_mm256_loadu_si256(w), relative));
    __m256 b = _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(_mm256_loadu_si256(w + 1), relative));
    __m256 c = _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(_mm256_loadu_si256(w + 2), relative));
    __m256 d = _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(_mm256_loadu_si256(w + 3), relative));
    __m256 bit3 = _mm256_castsi256_ps(_mm256_slli_epi32(relative, 28));
    __m256 bit4 = _mm256_castsi256_ps(_mm256_slli_epi32(relative, 27));
    __m256 low = _mm256_blendv_ps(a, b, bit3), high = _mm256_blendv_ps(c, d, bit3);
    return _mm256_castps_si256(_mm256_blendv_ps(low, high, bit4));
}
#endif

#endif
