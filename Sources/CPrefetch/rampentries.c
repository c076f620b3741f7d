/* The one kernel written in C rather than in RasterLanes' Swift: AVX-512's two-table permute
 * (`vpermt2d`) and masked stores have no Swift spelling, and a C helper with an AVX-512 target
 * cannot be inlined into RasterLanes' AVX2 build (clang inlines only into code compiled for at
 * least the callee's features). So the whole span loop is here, compiled for AVX-512 alone and
 * called only after the CPU check (`cpu_supports_x86_64_v4`); scripts/check-wide-lanes holds it,
 * like the AVX2 entries, to calling and jumping nowhere outside itself. */
#include "rampentries.h"

#if defined(__x86_64__)
#include <immintrin.h>

#define RAMP_TARGET __attribute__((target("avx512f,avx512vl,avx512bw,avx512dq")))

/* The entries of sixteen consecutive pixels whose table indices lie within 64 consecutive
 * entries: four 16-entry loads from the lowest index (`low` is the lowest lane's position; the
 * window is moved onto the table: one starting past `last - 63` would read past it), two
 * two-table permutes by each lane's offset's low five bits, and the offset's bit 5 picking
 * between them. Gathering the sixteen entries (`vpgatherdd`) reads the same ones, at about three
 * times the cost on the AMD Zen 5 this was measured on (scripts/bench/ramp_lookup.c). */
static inline RAMP_TARGET __m512i window64(const unsigned int *table, __m512i index, unsigned low, long last) {
    long base = (int)low >> 16;
    if (base > last - 63) base = last - 63;
    if (base < 0) base = 0;
    __m512i offset = _mm512_sub_epi32(index, _mm512_set1_epi32((int)base));
    const unsigned int *w = table + base;
    __m512i lower = _mm512_permutex2var_epi32(_mm512_loadu_si512(w), offset, _mm512_loadu_si512(w + 16));
    __m512i upper = _mm512_permutex2var_epi32(_mm512_loadu_si512(w + 32), offset, _mm512_loadu_si512(w + 48));
    return _mm512_mask_blend_epi32(_mm512_test_epi32_mask(offset, _mm512_set1_epi32(32)), lower, upper);
}

RAMP_TARGET void lane_ramp_entries16(const unsigned int *table, long last, long long start, long long step, long count,
                                     unsigned int *out) {
    /* 32-bit positions, wrapping: exact for every position on the table (below 2^26). */
    const unsigned step32 = (unsigned)step;
    __m512i position = _mm512_add_epi32(
        _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
                           _mm512_set1_epi32((int)step32)),
        _mm512_set1_epi32((int)(unsigned)start));
    const __m512i advance = _mm512_set1_epi32((int)(step32 * 16u));
    /* The lowest lane's position: the first's, or the last's for a negative step (wrapping). */
    unsigned low = step >= 0 ? (unsigned)start : (unsigned)start + step32 * 15u;
    /* At most four entries a pixel: fifteen steps reach at most 61 entries past the lowest index. */
    const int windowed = step >= -(4LL << 16) && step <= (4LL << 16) && last >= 63;
    long i = 0;
    if (windowed) {
        for (; i + 16 <= count; i += 16) {
            _mm512_storeu_si512(out + i, window64(table, _mm512_srai_epi32(position, 16), low, last));
            position = _mm512_add_epi32(position, advance);
            low += step32 * 16u;
        }
    } else {
        for (; i + 16 <= count; i += 16) {
            _mm512_storeu_si512(out + i, _mm512_i32gather_epi32(_mm512_srai_epi32(position, 16), table, 4));
            position = _mm512_add_epi32(position, advance);
        }
    }
    if (i < count) {
        /* The last 1–15 pixels: the lanes past the span are computed but neither loaded by the
         * gather nor stored (their positions may be off the table); the window starts at the lowest
         * of the lanes in the span. */
        const long rest = count - i;
        const __mmask16 valid = (__mmask16)((1u << rest) - 1u);
        const __m512i index = _mm512_srai_epi32(position, 16);
        const unsigned first = (unsigned)start + step32 * (unsigned)i;
        const unsigned lowest = step >= 0 ? first : first + step32 * (unsigned)(rest - 1);
        __m512i entries = windowed ? window64(table, index, lowest, last)
                                   : _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), valid, index, table, 4);
        _mm512_mask_storeu_epi32(out + i, valid, entries);
    }
}
#endif
