#include "crasterkernels.h"
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* The additions stay one per entry in this order (no contraction into fused multiply-adds):
 * the entries must be the bytes of GradientRampTests' definition on every platform. */
#pragma STDC FP_CONTRACT OFF

void crk_ramp_segment(uint32_t *out, long count, const float c0[4], const float d[4]) {
#if defined(__SSE2__)
    /* One entry a step, four channels in one register: the step is serial (an entry's colour
     * is the previous one plus d), so its 3-cycle add is the bound and the rest fits beside it. */
    __m128 c = _mm_loadu_ps(c0);
    const __m128 step = _mm_loadu_ps(d);
    const __m128 zero = _mm_setzero_ps(), top = _mm_set1_ps(255.0f), half = _mm_set1_ps(0.5f);
    for (long i = 0; i < count; i++) {
        /* max(0, c) then min(255, ·), in the operand order of Swift's max and min. */
        __m128 v = _mm_min_ps(top, _mm_max_ps(zero, c));
        /* Truncation is the floor for v + 0.5 >= 0.5. */
        __m128i n = _mm_cvttps_epi32(_mm_add_ps(v, half));
        /* Colour <= alpha: in 16-bit lanes, the high halves being 0. */
        n = _mm_min_epi16(n, _mm_shuffle_epi32(n, 0xFF));
        n = _mm_packs_epi32(n, n);
        out[i] = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(n, n));
        c = _mm_add_ps(c, step);
    }
#else
    float c[4] = {c0[0], c0[1], c0[2], c0[3]};
    for (long i = 0; i < count; i++) {
        uint32_t b[4];
        for (int k = 0; k < 4; k++) {
            float v = 0.0f > c[k] ? 0.0f : c[k];
            v = 255.0f < v ? 255.0f : v;
            b[k] = (uint32_t)(v + 0.5f);
        }
        for (int k = 0; k < 3; k++) if (b[k] > b[3]) b[k] = b[3];
        out[i] = b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24;
        for (int k = 0; k < 4; k++) c[k] += d[k];
    }
#endif
}
