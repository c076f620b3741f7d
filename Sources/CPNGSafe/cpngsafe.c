#include "cpngsafe.h"
#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char *buf; size_t len; } error_sink;

static void copy_message(error_sink *e, const char *msg) {
    if (e && e->buf && e->len) { strncpy(e->buf, msg ? msg : "unknown libpng error", e->len - 1); e->buf[e->len - 1] = 0; }
}
static void on_error(png_structp png, png_const_charp msg) {
    copy_message((error_sink *)png_get_error_ptr(png), msg);
    png_longjmp(png, 1);
}
static void on_warning(png_structp png, png_const_charp msg) { (void)png; (void)msg; }

/* ---- encoding: a growable memory sink ---- */
typedef struct { uint8_t *data; size_t len, cap; } byte_sink;

static void on_write(png_structp png, png_bytep bytes, size_t n) {
    byte_sink *s = (byte_sink *)png_get_io_ptr(png);
    if (s->len + n > s->cap) {
        size_t cap = s->cap ? s->cap : 65536;
        while (cap < s->len + n) cap *= 2;
        uint8_t *p = realloc(s->data, cap);
        if (!p) png_error(png, "out of memory while writing PNG");
        s->data = p; s->cap = cap;
    }
    memcpy(s->data + s->len, bytes, n);
    s->len += n;
}
static void on_flush(png_structp png) { (void)png; }

/* One row of premultiplied RGBA (the pixmap's layout) to what PNG stores: straight RGB when
   channels is 3 (every pixel is opaque, so premultiplied = straight and only alpha is dropped),
   straight RGBA when channels is 4. `out` has room for width * channels + 1 bytes. */
static void straight_row(const uint8_t *src, uint8_t *out, uint32_t width, int channels) {
    if (channels == 3) {
        /* Copy 4 bytes a pixel, 3 apart: the next pixel overwrites the alpha byte (hence the +1
           byte of room). One load and one store a pixel, no byte shuffling. */
        for (uint32_t x = 0; x < width; x++) memcpy(out + 3 * (size_t)x, src + 4 * (size_t)x, 4);
        return;
    }
    for (uint32_t x = 0; x < width; x++) {
        const uint8_t *s = src + 4 * (size_t)x;
        uint8_t *d = out + 4 * (size_t)x;
        uint32_t a = s[3];
        if (a == 255) { memcpy(d, s, 4); continue; }
        if (a == 0) { memset(d, 0, 4); continue; }
        /* Raster's PremultipliedColor.unpremultiplied, exactly: min(255, (c * 255 + a / 2) / a). */
        for (int c = 0; c < 3; c++) {
            uint32_t v = (s[c] * 255u + a / 2) / a;
            d[c] = (uint8_t)(v > 255 ? 255 : v);
        }
        d[3] = (uint8_t)a;
    }
}

static int encode_with_libpng(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                    int channels, int zlib_level, int zlib_strategy, int filters, uint32_t pixels_per_metre,
                    uint8_t **out, size_t *out_len, char *errbuf, size_t errbuf_len) {
    error_sink err = { errbuf, errbuf_len };
    byte_sink sink = { 0 };
    /* volatile: assigned after setjmp and freed in the error path */
    uint8_t *volatile row = NULL;
    if (channels != 3 && channels != 4) { copy_message(&err, "channels must be 3 or 4"); return CPNGSAFE_ERROR; }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &err, on_error, on_warning);
    if (!png) { copy_message(&err, "png_create_write_struct failed"); return CPNGSAFE_ERROR; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_write_struct(&png, NULL); copy_message(&err, "png_create_info_struct failed"); return CPNGSAFE_ERROR; }
    /* Locals changed after setjmp must be volatile or live in memory that setjmp does not restore:
       sink is only read through its address, so it is safe. */
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(sink.data);
        free(row);
        return CPNGSAFE_ERROR;
    }
    png_set_write_fn(png, &sink, on_write, on_flush);
    png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    /* After png_set_IHDR has checked the size. A first guess at the file size (a tenth of the raw
       rows, at most 16 MiB) saves most of the sink's regrowth copies. */
    size_t guess = (size_t)width * height * (size_t)channels / 10 + 4096;
    sink.cap = guess < ((size_t)16 << 20) ? guess : ((size_t)16 << 20);
    sink.data = malloc(sink.cap);
    row = malloc((size_t)width * channels + 1);
    if (!sink.data || !row) { sink.cap = 0; png_error(png, "out of memory while writing PNG"); }
    if (pixels_per_metre > 0) png_set_pHYs(png, info, pixels_per_metre, pixels_per_metre, PNG_RESOLUTION_METER);
    png_set_compression_level(png, zlib_level);
    png_set_compression_strategy(png, zlib_strategy);
    /* 256 KiB IDAT chunks instead of 8 KiB: fewer chunk headers and CRC calls. */
    png_set_compression_buffer_size(png, 256 * 1024);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    /* Converted a row at a time into one small buffer that stays in cache, not a whole-image copy. */
    for (uint32_t y = 0; y < height; y++) {
        straight_row(pixels + (size_t)y * stride, row, width, channels);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    *out = sink.data;
    *out_len = sink.len;
    return CPNGSAFE_OK;
}

int cpngsafe_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                    int channels, int zlib_level, int zlib_strategy, int filters, uint32_t pixels_per_metre,
                    uint8_t **out, size_t *out_len, char *errbuf, size_t errbuf_len) {
    error_sink err = { errbuf, errbuf_len };
    if (channels != 3 && channels != 4) { copy_message(&err, "channels must be 3 or 4"); return CPNGSAFE_ERROR; }
    /* Every PNG is written by libpng (the product's promise); the rows it gets are converted here
       one at a time, so no whole-image copy is made. */
    return encode_with_libpng(pixels, width, height, stride, channels, zlib_level, zlib_strategy, filters,
                              pixels_per_metre, out, out_len, errbuf, errbuf_len);
}

/* ---- decoding: a memory source ---- */
typedef struct { const uint8_t *data; size_t len, pos; } byte_source;

static void on_read(png_structp png, png_bytep bytes, size_t n) {
    byte_source *s = (byte_source *)png_get_io_ptr(png);
    if (n > s->len - s->pos) png_error(png, "file is truncated (read beyond end of data)");
    memcpy(bytes, s->data + s->pos, n);
    s->pos += n;
}

/* The one decoder: into `dest` when given (it must hold exactly width*height*4 bytes), else into
 * a buffer malloc'd here and returned in *out. */
static int decode(const uint8_t *data, size_t len, uint64_t max_pixels, cpngsafe_info *info_out,
                  uint8_t *dest, size_t dest_len, uint8_t **out, char *errbuf, size_t errbuf_len) {
    error_sink err = { errbuf, errbuf_len };
    byte_source src = { data, len, 0 };
    /* volatile: assigned after setjmp and read in the error path */
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    if (out) *out = NULL;
    memset(info_out, 0, sizeof *info_out);
    if (len < 8 || png_sig_cmp(data, 0, 8) != 0) { copy_message(&err, len == 0 ? "file is empty" : "not a PNG file (bad signature)"); return CPNGSAFE_ERROR; }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &err, on_error, on_warning);
    if (!png) { copy_message(&err, "png_create_read_struct failed"); return CPNGSAFE_ERROR; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_read_struct(&png, NULL, NULL); copy_message(&err, "png_create_info_struct failed"); return CPNGSAFE_ERROR; }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(rows);
        if (pixels != dest) free(pixels);
        return CPNGSAFE_ERROR;
    }
    png_set_read_fn(png, &src, on_read);
#ifdef PNG_IGNORE_ADLER32
    /* Every chunk's CRC-32 is still checked, the compressed pixels' included, so a damaged file is
     * refused; zlib's Adler-32 over the inflated bytes would only catch an encoder that wrote wrong
     * data with right CRCs, and costs about a tenth of decoding a golden. */
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    /* libpng's own sanity limits; our pixel limit below is the one users configure. */
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_read_info(png, info);

    png_uint_32 w, h; int depth, color, interlace;
    png_get_IHDR(png, info, &w, &h, &depth, &color, &interlace, NULL, NULL);
    info_out->width = w; info_out->height = h;
    info_out->bit_depth = depth; info_out->color_type = color;
    info_out->interlaced = interlace != PNG_INTERLACE_NONE;
    png_uint_32 rx, ry; int unit;
    if (png_get_pHYs(png, info, &rx, &ry, &unit) && unit == PNG_RESOLUTION_METER) { info_out->ppm_x = rx; info_out->ppm_y = ry; }
    if ((uint64_t)w * (uint64_t)h > max_pixels) {
        png_destroy_read_struct(&png, &info, NULL);
        return CPNGSAFE_TOO_LARGE;
    }

    /* Normalise everything to 8-bit RGBA, with no gamma processing: values are taken as sRGB. */
    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (depth == 16) png_set_scale_16(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unexpected row size after conversion to RGBA");

    if (dest && dest_len != (size_t)w * h * 4) png_error(png, "the buffer given does not fit the image");
    pixels = dest ? dest : malloc((size_t)w * h * 4);
    rows = malloc(sizeof(png_bytep) * h);
    if (!pixels || !rows) png_error(png, "out of memory for the decoded image");
    for (png_uint_32 y = 0; y < h; y++) rows[y] = pixels + (size_t)y * w * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    if (out) *out = dest ? NULL : pixels;
    return CPNGSAFE_OK;
}

int cpngsafe_decode(const uint8_t *data, size_t len, uint64_t max_pixels,
                    cpngsafe_info *info_out, uint8_t **out, char *errbuf, size_t errbuf_len) {
    return decode(data, len, max_pixels, info_out, NULL, 0, out, errbuf, errbuf_len);
}

int cpngsafe_decode_into(const uint8_t *data, size_t len, uint64_t max_pixels, cpngsafe_info *info_out,
                         uint8_t *dest, size_t dest_len, char *errbuf, size_t errbuf_len) {
    if (!dest) { error_sink err = { errbuf, errbuf_len }; copy_message(&err, "no buffer given"); return CPNGSAFE_ERROR; }
    return decode(data, len, max_pixels, info_out, dest, dest_len, NULL, errbuf, errbuf_len);
}

void cpngsafe_free(void *p) { free(p); }
const char *cpngsafe_libpng_version(void) { return png_get_libpng_ver(NULL); }
const char *cpngsafe_zlib_version(void) { return zlibVersion(); }
