/* cpufeatures: which instruction sets this CPU runs, for the kernels Raster has in two builds
 * (RasterLanes' lane kernels: baseline, and AVX2 on x86-64). Swift has no spelling for the CPUID
 * check; the compiler's builtin reads it once (cached by the runtime library it ships). */
#ifndef CPUFEATURES_H
#define CPUFEATURES_H

/* 1 when the CPU has every x86-64-v3 feature (AVX, AVX2, BMI1, BMI2, F16C, FMA, LZCNT, MOVBE,
 * XSAVE; what `-target-cpu haswell` lets the compiler use in straight-line arithmetic), else 0;
 * always 0 on other architectures. */
static inline int cpu_supports_x86_64_v3(void) {
#if defined(__x86_64__)
    __builtin_cpu_init();
    return __builtin_cpu_supports("x86-64-v3") ? 1 : 0;
#else
    return 0;
#endif
}

/* 1 when the CPU has every x86-64-v4 feature (x86-64-v3 and AVX-512 F, BW, CD, DQ, VL) and the
 * operating system saves the AVX-512 registers, else 0; always 0 on other architectures. */
static inline int cpu_supports_x86_64_v4(void) {
#if defined(__x86_64__)
    __builtin_cpu_init();
    return __builtin_cpu_supports("x86-64-v4") ? 1 : 0;
#else
    return 0;
#endif
}

#endif
