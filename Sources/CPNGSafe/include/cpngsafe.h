/* cpngsafe: libpng's full API behind plain C functions that never longjmp into Swift.
 * libpng reports errors by longjmp; setjmp cannot be used from Swift, so every libpng
 * call lives here, inside a setjmp, and errors come back as a status and a message. */
#ifndef CPNGSAFE_H
#define CPNGSAFE_H
#include <stddef.h>
#include <stdint.h>

enum {
    CPNGSAFE_OK = 0,
    CPNGSAFE_ERROR = 1,      /* libpng (or zlib, or memory) failed: see errbuf */
    CPNGSAFE_TOO_LARGE = 2,  /* the header's size exceeds max_pixels: nothing was allocated */
};

/* Encodes premultiplied RGBA pixels (4 bytes a pixel, `stride` bytes a row) as 8-bit PNG rows:
 * channels 3 writes RGB (only valid when every pixel is opaque: alpha is dropped), channels 4
 * writes straight RGBA (un-premultiplied a row at a time, as Raster's Color.unpremultiplied).
 * zlib_level 0-9; zlib_strategy a zlib Z_* strategy (0 default, 1 filtered, 2 Huffman only, 3 RLE);
 * filters a mask of PNG_FILTER_* (0x08 none, 0x10 sub, 0x20 up, ...). Filter none or sub alone
 * is written with zlib directly (one pass a row, no libpng), any other filter set through libpng.
 * pixels_per_metre > 0 writes a pHYs chunk. No tIME, text or gamma chunks: output
 * depends on the pixels and the settings only. *out is malloc'd; free it with cpngsafe_free. */
int cpngsafe_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                    int channels, int zlib_level, int zlib_strategy, int filters, uint32_t pixels_per_metre,
                    uint8_t **out, size_t *out_len, char *errbuf, size_t errbuf_len);

typedef struct {
    uint32_t width, height;
    int bit_depth, color_type, interlaced;
    uint32_t ppm_x, ppm_y; /* pHYs in pixels per metre, 0 when absent or not metric */
} cpngsafe_info;

/* Decodes any PNG libpng reads (palette, gray, gray+alpha, RGB, RGBA; 1-16 bits;
 * interlaced; tRNS) to 8-bit straight RGBA, width*4 bytes a row, into a malloc'd *out.
 * Refuses, before allocating, an image of more than max_pixels pixels (CPNGSAFE_TOO_LARGE,
 * with info filled in). */
int cpngsafe_decode(const uint8_t *data, size_t len, uint64_t max_pixels,
                    cpngsafe_info *info, uint8_t **out, char *errbuf, size_t errbuf_len);

/* cpngsafe_decode into the caller's buffer, which must hold exactly width*height*4 bytes (read
 * from the IHDR chunk first): the caller's array is filled in place, with no copy. */
int cpngsafe_decode_into(const uint8_t *data, size_t len, uint64_t max_pixels, cpngsafe_info *info,
                         uint8_t *dest, size_t dest_len, char *errbuf, size_t errbuf_len);

void cpngsafe_free(void *p);

/* The libpng and zlib versions linked, for --version and bench reports. */
const char *cpngsafe_libpng_version(void);
const char *cpngsafe_zlib_version(void);
#endif
