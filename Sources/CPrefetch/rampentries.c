/* The only kernels written in C rather than in RasterLanes' Swift: AVX-512's two-table permute
 * (`vpermt2d`), masked loads and stores have no Swift spelling, and a C helper with an AVX-512
 * target cannot be inlined into RasterLanes' AVX2 build (clang inlines only into code compiled
 * for at least the callee's features). So each span loop is whole here, compiled for AVX-512
 * alone and called only after the CPU check (`cpu_supports_x86_64_v4`); scripts/check-wide-lanes
 * holds them, like the AVX2 entries, to calling and jumping nowhere outside themselves. The blend
 * is RasterLanes' `SpanLanes` arithmetic, lane for lane; GradientLanesTests holds every kernel to
 * the per-pixel definition. */
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

/* The sixteen lanes' 32-bit positions `start + i·step`, wrapping (exact for every position on
 * the table, below 2^26, and for any position whose span fits 32 bits). */
static inline RAMP_TARGET __m512i positions16(long long start, unsigned step32) {
    return _mm512_add_epi32(
        _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
                           _mm512_set1_epi32((int)step32)),
        _mm512_set1_epi32((int)(unsigned)start));
}

/* The lowest of `lanes` lanes' positions from `first`: the first's, or the last's for a negative
 * step (positions are linear in the lane). */
static inline unsigned lowest(unsigned first, long long step, unsigned step32, long lanes) {
    return step >= 0 ? first : first + step32 * (unsigned)(lanes - 1);
}

/* At most four entries a pixel: fifteen steps reach at most 61 entries past the lowest index,
 * within a 64-entry window. */
static inline int windowed(long long step, long last) {
    return step >= -(4LL << 16) && step <= (4LL << 16) && last >= 63;
}

/* The lanes of a step that lie in the span: the first `lanes` (1 ... 16) of sixteen. */
static inline __mmask16 valid_lanes(long lanes) { return (__mmask16)(0xFFFFu >> (16 - lanes)); }

/* Pixels `p` times `m` / 255 per byte, exactly rounded, in 16-bit lanes (two bytes of a pixel
 * a lane): RasterLanes' `SpanLanes.scale`, (x·m + 128)·257 >> 16 on the low and high bytes. */
static inline RAMP_TARGET __m512i scale16(__m512i p, __m512i m) {
    const __m512i lowBytes = _mm512_set1_epi16(0x00FF), half = _mm512_set1_epi16(0x0080), k257 = _mm512_set1_epi16(257);
    __m512i lo = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(p, lowBytes), m), half), k257);
    __m512i hi = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(_mm512_srli_epi16(p, 8), m), half), k257);
    return _mm512_or_si512(lo, _mm512_slli_epi16(hi, 8));
}

/* Source-over of sixteen premultiplied pixels already scaled by their coverage: `SpanLanes.over`,
 * s + d·(255 − s.a)/255 per byte. */
static inline RAMP_TARGET __m512i over16(__m512i s, __m512i d) {
    __m512i inverse = _mm512_sub_epi32(_mm512_set1_epi32(255), _mm512_srli_epi32(s, 24));
    return _mm512_add_epi16(s, scale16(d, _mm512_or_si512(inverse, _mm512_slli_epi32(inverse, 16))));
}

/* The entries at sixteen lanes' indices (each within the table), those of `valid` lanes only
 * read: from the 64-entry window at the lowest valid lane's index where `window` holds, else
 * gathered (a masked gather loads nothing for the other lanes). */
static inline RAMP_TARGET __m512i entries16(const unsigned int *table, __m512i index, unsigned low, long last, int window,
                                           __mmask16 valid) {
    if (window) return window64(table, index, low, last);
    return _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), valid, index, table, 4);
}

RAMP_TARGET void lane_ramp_entries16(const unsigned int *table, long last, long long start, long long step, long count,
                                     unsigned int *out) {
    const unsigned step32 = (unsigned)step;
    const __m512i advance = _mm512_set1_epi32((int)(step32 * 16u));
    __m512i position = positions16(start, step32);
    unsigned low = lowest((unsigned)start, step, step32, 16);
    long i = 0;
    /* The window and the gather loops apart: the full steps are the whole inside of a shape. */
    if (windowed(step, last)) {
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
        /* The last 1–15 pixels: the lanes past the span are computed but neither read nor stored
         * (their positions may be off the table). */
        const long rest = count - i;
        const __mmask16 valid = valid_lanes(rest);
        const unsigned first = (unsigned)start + step32 * (unsigned)i;
        __m512i entries = entries16(table, _mm512_srai_epi32(position, 16), lowest(first, step, step32, rest), last,
                                    windowed(step, last), valid);
        _mm512_mask_storeu_epi32(out + i, valid, entries);
    }
}
#endif

#if defined(__x86_64__)
RAMP_TARGET void lane_ramp_over16(unsigned int *p, const unsigned int *table, long last, long long start, long long step,
                                  long count) {
    const unsigned step32 = (unsigned)step;
    const __m512i advance = _mm512_set1_epi32((int)(step32 * 16u));
    const int window = windowed(step, last);
    __m512i position = positions16(start, step32);
    unsigned first = (unsigned)start;
    for (long i = 0; i < count; i += 16) {
        const long lanes = count - i < 16 ? count - i : 16;
        const __mmask16 valid = valid_lanes(lanes);
        __m512i s = entries16(table, _mm512_srai_epi32(position, 16), lowest(first, step, step32, lanes), last, window, valid);
        __m512i d = _mm512_maskz_loadu_epi32(valid, p + i);
        _mm512_mask_storeu_epi32(p + i, valid, over16(s, d));
        position = _mm512_add_epi32(position, advance);
        first += step32 * 16u;
    }
}

RAMP_TARGET void lane_ramp_cover16(unsigned int *d, const unsigned int *table, long last, long long start, long long step,
                                   const unsigned char *coverage, long count, int opaque) {
    const unsigned step32 = (unsigned)step;
    const __m512i advance = _mm512_set1_epi32((int)(step32 * 16u));
    const __m512i top = _mm512_set1_epi32((int)last), zero = _mm512_setzero_si512();
    const int window = windowed(step, last);
    __m512i position = positions16(start, step32);
    unsigned first = (unsigned)start;
    for (long i = 0; i < count; i += 16) {
        const long lanes = count - i < 16 ? count - i : 16;
        const __mmask16 valid = valid_lanes(lanes);
        const __m128i bytes = _mm_maskz_loadu_epi8(valid, coverage + i);
        const __mmask16 covered = _mm_test_epi8_mask(bytes, bytes);
        if (covered) {
            /* Positions clamped to the table, as `Shader.linearRow` does off its ends. */
            __m512i index = _mm512_min_epi32(_mm512_max_epi32(_mm512_srai_epi32(position, 16), zero), top);
            __m512i s = entries16(table, index, lowest(first, step, step32, lanes), last, window, valid);
            const __mmask16 full = _mm_cmpeq_epi8_mask(bytes, _mm_set1_epi8((char)0xFF));
            if (!(opaque && full == valid)) {
                __m512i m = _mm512_cvtepu8_epi32(bytes);
                m = _mm512_or_si512(m, _mm512_slli_epi32(m, 16));
                s = over16(scale16(s, m), _mm512_maskz_loadu_epi32(valid, d + i));
            }
            _mm512_mask_storeu_epi32(d + i, covered, s);
        }
        position = _mm512_add_epi32(position, advance);
        first += step32 * 16u;
    }
}
#endif
