/* ramp_lookup.c: what a linear gradient's table lookup costs on this CPU, three ways, over the
 * inside pixels of the gradients bench scene (400 boxes of 240 × 140 px, a 1,024-entry table,
 * steps of 0.5, 2.7 and 3.9 entries a pixel): eight lanes by AVX2's gather (`vpgatherdd`), eight
 * from a 32-entry window by four `vpermd` and three blends (RasterLanes' AVX2 entries), and sixteen
 * from a 64-entry window by two `vpermt2d` (CPrefetch's AVX-512 kernel). Thread-CPU ms per scene's
 * worth of pixels, each checked against the gather's entries.
 *   cc -O2 -mavx2 -o /tmp/ramp_lookup scripts/bench/ramp_lookup.c && /tmp/ramp_lookup
 */
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

enum { WIDTH = 240, HEIGHT = 140, SHAPES = 400, REPEATS = 10 };
static uint32_t table[1024], want[WIDTH * HEIGHT], got[WIDTH * HEIGHT];

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static __m256i positions8(int32_t start, int32_t step) {
    return _mm256_add_epi32(_mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), _mm256_set1_epi32(step)),
                            _mm256_set1_epi32(start));
}

__attribute__((noinline)) static void gather8(uint32_t *d, int32_t start, int32_t step, int n) {
    __m256i position = positions8(start, step), advance = _mm256_set1_epi32(step * 8);
    for (int i = 0; i + 8 <= n; i += 8) {
        __m256i e = _mm256_i32gather_epi32((const int *)table, _mm256_srai_epi32(position, 16), 4);
        _mm256_storeu_si256((__m256i *)(d + i), e);
        position = _mm256_add_epi32(position, advance);
    }
}

__attribute__((noinline)) static void window8(uint32_t *d, int32_t start, int32_t step, int n) {
    __m256i position = positions8(start, step), advance = _mm256_set1_epi32(step * 8);
    int32_t first = start;
    for (int i = 0; i + 8 <= n; i += 8) {
        int base = first >> 16;
        if (base > 1024 - 32) base = 1024 - 32;
        __m256i offset = _mm256_sub_epi32(_mm256_srai_epi32(position, 16), _mm256_set1_epi32(base));
        const __m256i *w = (const __m256i *)(table + base);
        __m256 a = _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(_mm256_loadu_si256(w), offset));
        __m256 b = _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(_mm256_loadu_si256(w + 1), offset));
        __m256 c = _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(_mm256_loadu_si256(w + 2), offset));
        __m256 e = _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(_mm256_loadu_si256(w + 3), offset));
        __m256 bit3 = _mm256_castsi256_ps(_mm256_slli_epi32(offset, 28)), bit4 = _mm256_castsi256_ps(_mm256_slli_epi32(offset, 27));
        __m256 r = _mm256_blendv_ps(_mm256_blendv_ps(a, b, bit3), _mm256_blendv_ps(c, e, bit3), bit4);
        _mm256_storeu_si256((__m256i *)(d + i), _mm256_castps_si256(r));
        position = _mm256_add_epi32(position, advance);
        first += step * 8;
    }
}

__attribute__((noinline, target("avx512f,avx512vl,avx512bw"))) static void window16(uint32_t *d, int32_t start, int32_t step, int n) {
    __m512i position = _mm512_add_epi32(
        _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), _mm512_set1_epi32(step)),
        _mm512_set1_epi32(start));
    __m512i advance = _mm512_set1_epi32(step * 16);
    int32_t first = start;
    for (int i = 0; i + 16 <= n; i += 16) {
        int base = first >> 16;
        if (base > 1024 - 64) base = 1024 - 64;
        __m512i offset = _mm512_sub_epi32(_mm512_srai_epi32(position, 16), _mm512_set1_epi32(base));
        const uint32_t *w = table + base;
        __m512i low = _mm512_permutex2var_epi32(_mm512_loadu_si512(w), offset, _mm512_loadu_si512(w + 16));
        __m512i high = _mm512_permutex2var_epi32(_mm512_loadu_si512(w + 32), offset, _mm512_loadu_si512(w + 48));
        _mm512_storeu_si512(d + i, _mm512_mask_blend_epi32(_mm512_test_epi32_mask(offset, _mm512_set1_epi32(32)), low, high));
        position = _mm512_add_epi32(position, advance);
        first += step * 16;
    }
}

static double run(void (*lookup)(uint32_t *, int32_t, int32_t, int), uint32_t *out, int32_t step) {
    double t = now();
    for (int r = 0; r < SHAPES * REPEATS; r++)
        for (int y = 0; y < HEIGHT; y++) lookup(out + y * WIDTH, 1000 + y * 100, step, WIDTH);
    return (now() - t) * 1000 / REPEATS;
}

int main(void) {
    for (int i = 0; i < 1024; i++) table[i] = (uint32_t)i * 2654435761u;
    const double steps[] = {0.5, 2.7, 3.9};
    int avx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512bw");
    for (int k = 0; k < 3; k++) {
        int32_t step = (int32_t)(steps[k] * 65536);
        double g = run(gather8, want, step);
        memset(got, 0, sizeof got);
        double w = run(window8, got, step);
        int bad = memcmp(got, want, sizeof got) != 0;
        double z = 0;
        if (avx512) {
            memset(got, 0, sizeof got);
            z = run(window16, got, step);
            bad |= memcmp(got, want, sizeof got) != 0;
        }
        printf("step %.1f entries/px: gather8 %.2f ms, window8 (AVX2) %.2f ms, window16 (AVX-512) %s%.2f ms%s\n", steps[k], g, w,
               avx512 ? "" : "n/a ", z, bad ? "  ENTRIES DIFFER" : "");
    }
    return 0;
}
